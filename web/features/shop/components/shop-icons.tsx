import type { SVGProps } from 'react';

/** Icons the shop needs that the shared set has not got (same stroke style as components/ui/icons). */
type Props = SVGProps<SVGSVGElement> & { size?: number };

function Stroke({ size = 20, children, ...rest }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const SearchIcon = (p: Props) => (
  <Stroke {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Stroke>
);

export const BookmarkIcon = ({ filled, ...p }: Props & { filled?: boolean }) => (
  <Stroke {...p}>
    <path d="M19 21 12 16.5 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" fill={filled ? 'currentColor' : 'none'} />
  </Stroke>
);

export const ChevronLeftIcon = (p: Props) => (
  <Stroke {...p}>
    <path d="m15 18-6-6 6-6" />
  </Stroke>
);

export const FilterIcon = (p: Props) => (
  <Stroke {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Stroke>
);

export const ReplyIcon = (p: Props) => (
  <Stroke {...p}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 6 6v4" />
  </Stroke>
);

export const ImageIcon = (p: Props) => (
  <Stroke {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Stroke>
);
