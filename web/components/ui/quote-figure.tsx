import type { ReactNode } from 'react';
import { QuoteIcon } from './icons';

/** How each place draws its quotation: the figure, the mark (size, colour), the words. */
const LOOKS = {
  /** The home page's banner on pomegranate. */
  banner: { figure: 'relative max-w-3xl p-8 sm:p-12 lg:p-16', icon: 44, iconClass: 'text-saffron-400', quote: 'mt-5 text-xl font-semibold leading-snug text-balance sm:text-2xl lg:text-[1.75rem]' },
  /** The contacts page's poster on indigo. */
  poster: { figure: 'mt-5', icon: 40, iconClass: 'text-saffron-400', quote: 'mt-4 text-xl font-semibold leading-snug text-balance sm:text-2xl' },
  /** The shop's success story on saffron. */
  story: { figure: 'mt-6', icon: 32, iconClass: 'text-pomegranate-600', quote: 'mt-3 max-w-2xl text-base leading-relaxed text-ink-700 sm:text-lg' },
} as const;

interface QuoteFigureProps {
  look: keyof typeof LOOKS;
  quote: ReactNode;
  /** Whose words they are, what they do, and (the banner) where they were said. */
  name: ReactNode;
  role: ReactNode;
  source?: ReactNode;
}

/** Whose words they are, in the look's manner. */
function Caption({ look, name, role, source }: Omit<QuoteFigureProps, 'quote'>) {
  if (look === 'story') {
    return (
      <figcaption className="mt-4 text-sm">
        <span className="font-bold text-indigo-900">{name}</span>
        <span className="text-ink-500"> — {role}</span>
      </figcaption>
    );
  }
  const names = (
    <>
      <span className="block font-bold">{name}</span>
      <span className={`block text-sm ${look === 'banner' ? 'text-pomegranate-100' : 'text-indigo-100'}`}>{role}</span>
    </>
  );
  if (look === 'poster') return <figcaption className="mt-6">{names}</figcaption>;
  return (
    <figcaption className="mt-8 flex items-center gap-4">
      <span aria-hidden="true" className="h-px w-10 bg-saffron-400" />
      <span>
        {names}
        <span className="mt-1 block text-xs text-pomegranate-100/80">{source}</span>
      </span>
    </figcaption>
  );
}

/** A quotation: the mark, the words, and whose they are (a figure whose caption is its last child, as HTML allows). */
export function QuoteFigure({ look, quote, ...caption }: QuoteFigureProps) {
  const style = LOOKS[look];
  return (
    <figure className={style.figure}>
      <QuoteIcon size={style.icon} className={style.iconClass} />
      <blockquote className={style.quote}>
        <p>{quote}</p>
      </blockquote>
      <Caption look={look} {...caption} />
    </figure>
  );
}
