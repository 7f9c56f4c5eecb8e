import type { ReactNode } from 'react';

/**
 * Frame of the auth screens: a single centred card, full width on phones. The top band is a small
 * ikat motif (pure SVG, no image request) so the screens read as Ipak's without weighing anything.
 * `corner` sits at the card's top right, beside the title: the language switch, since the spec hides
 * the top bar (where it lives elsewhere) on auth pages.
 */
export function AuthShell({ title, subtitle, children, footer, corner }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode; corner?: ReactNode }) {
  return (
    <div className="flex justify-center px-3 py-6 sm:px-6 sm:py-12">
      <div className="w-full max-w-md">
        <section className="card overflow-hidden" aria-labelledby="auth-title">
          <IkatBand />
          <div className="p-5 sm:p-8">
            <div className="flex items-start justify-between gap-3">
              <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-indigo-900">
                {title}
              </h1>
              {corner ? <div className="shrink-0 pt-1">{corner}</div> : null}
            </div>
            {subtitle && <p className="mt-1.5 text-sm text-ink-700">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
        </section>
        {footer && <div className="mt-5 text-center text-sm text-ink-700">{footer}</div>}
      </div>
    </div>
  );
}

function IkatBand() {
  return (
    <svg aria-hidden="true" className="block h-3 w-full" preserveAspectRatio="none" viewBox="0 0 120 6">
      <defs>
        <pattern id="ikat-band" width="12" height="6" patternUnits="userSpaceOnUse">
          <rect width="12" height="6" fill="#1f2a6b" />
          <path d="M6 0l4 3-4 3-4-3z" fill="#f2b632" />
          <path d="M6 1.6l1.8 1.4L6 4.4 4.2 3z" fill="#c8323c" />
        </pattern>
      </defs>
      <rect width="120" height="6" fill="url(#ikat-band)" />
    </svg>
  );
}
