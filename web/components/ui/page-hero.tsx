import type { ReactNode } from 'react';
import type { IkatPalette } from './ikat';
import { AtlasCloth } from './ikat';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  palette?: IkatPalette;
  children?: ReactNode;
}

/** Title band of the static pages: h1 and lead on cream, a strip of atlas cloth on the right. */
export function PageHero({ eyebrow, title, lead, palette = 'pomegranate', children }: PageHeroProps) {
  return (
    <header className="relative overflow-hidden border-b border-ink-100 bg-cream-100">
      <div aria-hidden="true" className="absolute inset-y-0 right-0 w-16 sm:w-40 lg:w-72">
        <AtlasCloth palette={palette} className="h-full w-full" />
        <div className="absolute inset-0 bg-gradient-to-r from-cream-100 via-cream-100/30 to-transparent" />
      </div>
      <div className="page relative py-12 pr-20 sm:py-16 sm:pr-44 lg:py-20 lg:pr-80">
        {eyebrow ? <p className="mb-3 text-xs font-semibold uppercase tracking-[0.14em] text-pomegranate-600">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-indigo-900 sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-700 sm:text-lg">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
