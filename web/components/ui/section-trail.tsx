import { Fragment } from 'react';
import { Link } from 'react-router';

/**
 * A detail page's way back, in one line: its section, then its category ('Kurslar / Dasturlash'), each a
 * link. Named by `label` (the section's name).
 */
export function SectionTrail({ label, links }: { label: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={label} className="text-sm text-ink-500">
      {links.map((link, i) => (
        <Fragment key={link.to}>
          {i > 0 ? <span aria-hidden="true"> / </span> : null}
          <Link to={link.to} className="hover:text-indigo-700 hover:underline">
            {link.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
