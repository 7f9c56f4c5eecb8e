import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from './icons';

/** The arrow after a call to action's words: 18 px on a button; 16 px on a text link, nudged on hover (the link carries `group`). */
function Arrow({ small }: { small?: boolean }) {
  return small ? <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" /> : <ArrowRightIcon size={18} />;
}

/** A link that leads on: its words, then an arrow. */
export function ArrowLink({ to, className, small, children }: { to: string; className: string; small?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      {children}
      <Arrow small={small} />
    </Link>
  );
}

/** The "open" line at the foot of a card that is a link as a whole: the same words and arrow, hidden from screen readers (the card's link names it). */
export function ArrowLabel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={className}>
      {children}
      <Arrow small />
    </span>
  );
}
