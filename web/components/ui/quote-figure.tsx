import type { ReactNode } from 'react';
import { QuoteIcon } from './icons';

interface QuoteFigureProps {
  className: string;
  /** The quotation mark's size and colour. */
  icon: { size: number; className: string };
  quoteClassName: string;
  quote: ReactNode;
  captionClassName: string;
  /** Whose words they are. */
  caption: ReactNode;
}

/** A quotation: the mark, the words, and whose they are (a figure whose caption is its last child, as HTML allows). */
export function QuoteFigure({ className, icon, quoteClassName, quote, captionClassName, caption }: QuoteFigureProps) {
  return (
    <figure className={className}>
      <QuoteIcon size={icon.size} className={icon.className} />
      <blockquote className={quoteClassName}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={captionClassName}>{caption}</figcaption>
    </figure>
  );
}
