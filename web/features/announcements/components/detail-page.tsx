import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { ItemPage } from '@web/components/ui/item-page';
import { useSession, useViewer } from '@web/features/auth/api/get-profile';
import { RevisionNote } from '@web/features/moderation/components/moderation-state';
import { useUserAnnouncement } from '../api/get-user-announcement';
import { useAnnouncement, type AnnouncementPage } from '../api/get-announcement';
import { AnnouncementTabs } from './announcement-tabs';
import { AnnouncementNotFound, DetailSkeleton, ExpiredNotice } from './detail-states';
import { kindOfType } from '../filters';

interface AnnouncementDetailPageProps {
  /** The kind this page shows: an announcement of the other kind leads to its own page. */
  type: AnnouncementFull['type'];
  /** The skeleton has the picture's place (a service's page). */
  image?: boolean;
  view(page: AnnouncementPage): ReactNode;
}

/** A job's or a service's page at /…/{meta}: loading, not found (spec §8: 404, or 410 when removed), an error, or the view of its kind. */
export function AnnouncementDetailPage({ type, image, view }: AnnouncementDetailPageProps) {
  const { meta = '' } = useParams();
  const q = useAnnouncement(meta, useViewer());
  const t = useT();
  return (
    <ItemPage query={q} notFound={(status, error) => <AnnouncementNotFound status={status} code={error.code} kind={kindOfType(error.params?.type)} />} errorTitle={t('announcements.title')} skeleton={<DetailSkeleton image={image} />}>
      {(page) => (page.announcement.type === type ? view(page) : <Navigate to={paths.announcementPage(page.announcement)} replace />)}
    </ItemPage>
  );
}

interface DetailLayoutProps {
  active: 'work' | 'service';
  announcement: Pick<AnnouncementFull, 'guid' | 'expires_at' | 'user' | 'expired'>;
  /** The other announcements of the kind, on the left (below on phones). */
  side: ReactNode;
  /** The announcement itself. */
  children: ReactNode;
}

/** A detail page's layout: the tab bar, the notice of an expired one, the other announcements on the left and this one on the right. */
export function DetailLayout({ active, announcement, side, children }: DetailLayoutProps) {
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <AnnouncementTabs active={active} />
      {announcement.expired ? <ExpiredNotice announcement={announcement} /> : null}
      <OwnRevisionNote announcement={announcement} />
      <div className="mt-6 flex flex-col-reverse gap-8 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <HydrationBoundary>{side}</HydrationBoundary>
        {children}
      </div>
    </div>
  );
}

/**
 * On the author's own live announcement (issue 40): whether their edit waits for review (the page
 * shows the live version meanwhile) or was rejected and why; read from their own copy, in the browser.
 */
function OwnRevisionNote({ announcement }: { announcement: Pick<AnnouncementFull, 'guid' | 'user'> }) {
  const { user } = useSession();
  return user?.guid === announcement.user.guid ? <OwnRevision guid={announcement.guid} /> : null;
}

function OwnRevision({ guid }: { guid: string }) {
  const own = useUserAnnouncement(guid);
  return own.data?.revision ? (
    <div className="mt-6">
      <RevisionNote revision={own.data.revision} banner />
    </div>
  ) : null;
}
