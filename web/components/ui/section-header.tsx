import type { ReactNode } from 'react';
import { ArrowLink } from './arrow-link';

interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** "See all" link on the right. */
  action?: { to: string; label: string };
  align?: 'start' | 'center';
  tone?: 'dark' | 'light';
}

/** Heading block of a page section: small eyebrow, title (h2), optional lead text and a "see all" link. */
export function SectionHeader({ id, eyebrow, title, description, action, align = 'start', tone = 'dark' }: SectionHeaderProps) {
  const light = tone === 'light';
  return (
    <div className={`mb-8 flex flex-col gap-4 sm:flex-row sm:items-end ${align === 'center' ? 'items-center text-center sm:flex-col sm:items-center' : 'sm:justify-between'}`}>
      <div className={align === 'center' ? 'max-w-2xl' : 'max-w-3xl'}>
        {eyebrow ? (
          <p className={`mb-2 text-xs font-semibold uppercase tracking-[0.14em] ${light ? 'text-saffron-400' : 'text-pomegranate-600'}`}>{eyebrow}</p>
        ) : null}
        <h2 id={id} className={`section-title ${light ? 'text-white' : ''}`}>
          {title}
        </h2>
        {description ? <p className={`mt-3 text-base leading-relaxed ${light ? 'text-indigo-100' : 'text-ink-700'}`}>{description}</p> : null}
      </div>
      {action ? (
        <ArrowLink
          to={action.to}
          small
          className={`group inline-flex shrink-0 items-center gap-1.5 rounded-lg py-1 text-sm font-semibold ${light ? 'text-saffron-400 hover:text-white' : 'text-indigo-700 hover:text-pomegranate-600'}`}
        >
          {action.label}
        </ArrowLink>
      ) : null}
    </div>
  );
}
