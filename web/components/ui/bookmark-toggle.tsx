import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookmarkIcon } from './icons';

const IDLE = 'border-ink-300 bg-white text-ink-900 hover:border-indigo-600';
const PRESSED = 'border-pomegranate-600 bg-pomegranate-100 text-pomegranate-700';

interface BookmarkToggleProps {
  /** The reader's session: 'loading' (until the page is hydrated) draws a placeholder, 'anonymous' a link to sign in. */
  status: 'loading' | 'anonymous' | 'authenticated';
  /** The control's shape (and, while loading, the placeholder's width). */
  shape: string;
  loadingWidth: string;
  signIn: { href: string; title: string };
  pressed: boolean;
  pressedTitle: string;
  /** The name when the words are not shown (an icon alone). */
  label?: string;
  onToggle(): void;
  /** The words (and a count) after the bookmark. */
  children: ReactNode;
}

/**
 * A save (bookmark) toggle: for a signed-in reader a button whose aria-pressed carries the state, for an
 * anonymous visitor the same-looking control as a link to sign in; a placeholder until the session is known.
 */
export function BookmarkToggle({ status, shape, loadingWidth, signIn, pressed, pressedTitle, label, onToggle, children }: BookmarkToggleProps) {
  if (status === 'loading') return <span aria-hidden="true" className={`${shape} skeleton ${loadingWidth} border-transparent`} />;
  if (status === 'anonymous') {
    return (
      <Link to={signIn.href} className={`${shape} ${IDLE}`} title={signIn.title} aria-label={label}>
        <BookmarkIcon size={18} />
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onToggle} aria-pressed={pressed} aria-label={label} title={pressed ? pressedTitle : undefined} className={`${shape} ${pressed ? PRESSED : IDLE}`}>
      <BookmarkIcon size={18} filled={pressed} />
      {children}
    </button>
  );
}
