import { useLocation } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useSession } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { BookmarkToggle } from '@web/components/ui/bookmark-toggle';
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

  const toggle = () =>
    save.mutate(!shown, {
      onError: (err) => notify({ type: 'error', title: { key: 'announcements.save.failed' }, comment: err instanceof ApiError ? messageRef(errorMessage(err)) : undefined }),
    });
  return (
    <BookmarkToggle
      status={status}
      shape={`${shape} ${className}`}
      loadingWidth={compact ? '' : 'w-32'}
      signIn={{ href: paths.signIn(`${pathname}${search}${hash}`), title: t('announcements.save.signIn') }}
      pressed={shown}
      pressedTitle={t('announcements.save.saved')}
      label={compact ? label : undefined}
      onToggle={toggle}
    >
      {compact ? null : label}
    </BookmarkToggle>
  );
}
