import { useLocation, useNavigate } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import { useT } from '@web/lib/i18n';
import { ChatIcon } from '@web/components/ui/icons';
import { useSession } from '@web/features/auth/api/get-profile';
import { paths } from '@web/lib/paths';

/**
 * 'Ariza qoldirish': signed-in visitors go to the messenger, which opens (or creates) the chat with
 * the author and posts this announcement; anonymous visitors sign in first and come back here.
 * Hidden on the viewer's own announcement.
 */
export function ApplyButton({ announcement }: { announcement: Announcement }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, status } = useSession();
  const loading = status === 'loading';

  if (user && user.guid === announcement.user.guid) return <p className="text-sm text-ink-500">{t('announcements.own')}</p>;

  const onClick = () => {
    if (user) {
      void navigate(paths.chatAbout(announcement.user.guid, { announcement: announcement.guid }));
    } else {
      void navigate(paths.signIn(`${pathname}${search}`));
    }
  };

  return (
    <div>
      <button type="button" onClick={onClick} disabled={loading} aria-busy={loading || undefined} className="btn-accent w-full text-base sm:w-auto">
        <ChatIcon size={18} />
        {t('announcements.apply')}
      </button>
      {!user && !loading ? <p className="mt-2 text-sm text-ink-500">{t('announcements.applyHint')}</p> : null}
    </div>
  );
}
