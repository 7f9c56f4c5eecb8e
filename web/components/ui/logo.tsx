import { BRAND } from '@shared/constants';

/** The Ipak mark: a stepped ikat diamond in the brand colours, plus the word mark. */
export function LogoMark({ size = 36, className = '' }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#1f2a6b" />
      <path d="M32 7 37 13 42 19 47 26 52 32 47 38 42 45 37 51 32 57 27 51 22 45 17 38 12 32 17 26 22 19 27 13Z" fill="#c8323c" />
      <path d="M32 17 36 22 40 27 44 32 40 37 36 42 32 47 28 42 24 37 20 32 24 27 28 22Z" fill="#f2b632" />
      <path d="M32 25 35 29 38 32 35 35 32 39 29 35 26 32 29 29Z" fill="#1f2a6b" />
      <circle cx="32" cy="32" r="2.5" fill="#fdfaf4" />
    </svg>
  );
}

/** The mark and the word mark: the brand's name in Latin letters in every language and script (a link around it is named with the same word, layout.nav.logo's {brand}). */
export function Logo({ tone = 'dark', tagline }: { tone?: 'dark' | 'light'; tagline?: string }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-indigo-900'}`}>{BRAND}</span>
        {tagline ? (
          <span className={`mt-1 hidden text-[11px] font-medium sm:block ${tone === 'light' ? 'text-indigo-100' : 'text-ink-500'}`}>{tagline}</span>
        ) : null}
      </span>
    </span>
  );
}
