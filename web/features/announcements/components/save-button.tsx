import { Link, useLocation } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useSession } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { BookmarkIcon } from '@web/components/ui/icons';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useSaveAnnouncement } from '../api/save-announcement';

const base = 'btn shrink-0 border px-4';

/**
 * Save (bookmark) an announcement: POST/DELETE announcement/{meta}/save/. A signed-in reader toggles
 * it, shown at once in its new state while the call runs (a failure puts the old state back and says
 * so); an anonymous visitor gets the same-looking control as a link to sign in, which brings them
 * back to this page. (The session reads 'loading' until the page is hydrated, so the button never
 * works before it can.) The name stays 'Saqlash' and aria-pressed carries the state.
 * `compact`: the icon alone (cards), named by aria-label.
 */
export function SaveButton({ meta, saved, compact = false, className = '' }: { meta: string; saved: boolean; compact?: boolean; className?: string }) {
  const t = useT();
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  const save = useSaveAnnouncement(meta);
  // While the call runs the button shows what was asked for; after it, the cached answer (patched with the server's word).
  const shown = save.isPending && save.variables !== undefined ? save.variables : saved;
  const shape = compact ? 'grid size-10 shrink-0 place-items-center rounded-full border' : base;
  const label = t('announcements.save.save');

  if (status === 'loading') return <span aria-hidden="true" className={`${shape} skeleton ${compact ? '' : 'w-32'} border-transparent ${className}`} />;
  if (status === 'anonymous') {
    return (
      <Link
        to={paths.signIn(`${pathname}${search}${hash}`)}
        className={`${shape} border-ink-300 bg-white text-ink-900 hover:border-indigo-600 ${className}`}
        title={t('announcements.save.signIn')}
        aria-label={compact ? label : undefined}
      >
        <BookmarkIcon size={18} />
        {compact ? null : label}
      </Link>
    );
  }

  const toggle = () =>
    save.mutate(!shown, {
      onError: (err) => notify({ type: 'error', title: { key: 'announcements.save.failed' }, comment: err instanceof ApiError ? messageRef(errorMessage(err)) : undefined }),
    });

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={shown}
      aria-label={compact ? label : undefined}
      title={shown ? t('announcements.save.saved') : undefined}
      className={`${shape} ${shown ? 'border-pomegranate-600 bg-pomegranate-100 text-pomegranate-700' : 'border-ink-300 bg-white text-ink-900 hover:border-indigo-600'} ${className}`}
    >
      <BookmarkIcon size={18} filled={shown} />
      {compact ? null : label}
    </button>
  );
}
