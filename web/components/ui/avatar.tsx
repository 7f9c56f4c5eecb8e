import { imageSrcSet } from '@shared/media';

/** The avatar sizes in pixels, each with the text size of its initials. */
const SIZES = {
  24: 'size-6 text-[10px]',
  36: 'size-9 text-xs',
  40: 'size-10 text-sm',
  44: 'size-11 text-sm',
  48: 'size-12 text-base',
  56: 'size-14 text-lg',
  64: 'size-16 text-xl',
  96: 'size-24 text-3xl',
} as const;
export type AvatarSize = keyof typeof SIZES;

/**
 * A person's name, the one way the site writes it everywhere: first name, then (when given) the
 * middle name, then last name; blank parts left out.
 */
export const personName = (p: { first_name?: string | null; last_name?: string | null; middle_name?: string | null } | null | undefined): string =>
  [p?.first_name, p?.middle_name, p?.last_name].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');

/** The initials of the first and the last name, or '?' when both are empty. */
export const personInitials = (p: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  `${(p?.first_name ?? '').trim().charAt(0)}${(p?.last_name ?? '').trim().charAt(0)}`.toUpperCase() || '?';

export type AvatarProps = {
  /** The picture's URL; without one, the initials are shown on an indigo disc. */
  src?: string | null;
  /** srcset of the picture's stored widths, when it has them. */
  srcSet?: string;
  initials: string;
  size?: AvatarSize;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
};

/** A round picture, or initials on an indigo disc. Decorative: the name is always written next to it. */
export function Avatar({ src, srcSet, initials, size = 36, eager = false }: AvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (src) {
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className={`${box} bg-ink-100 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center bg-indigo-800 font-semibold text-saffron-400 select-none`}>
      {initials}
    </span>
  );
}

/** A person's avatar from their name and stored picture (the smallest stored width is plenty). */
export function PersonAvatar({ person, size = 36 }: { person: { first_name: string; last_name: string; pfp?: string | null }; size?: AvatarSize }) {
  return <Avatar src={person.pfp} srcSet={imageSrcSet(person.pfp)} initials={personInitials(person)} size={size} />;
}
