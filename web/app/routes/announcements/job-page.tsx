import { Navigate, useParams } from 'react-router';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { inScript, useTextScript } from '@web/lib/text-script';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, jobPostingJsonLd } from '@web/lib/structured-data';
import { personName } from '@web/components/ui/avatar';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { ItemPage } from '@web/components/ui/item-page';
import { useViewer } from '@web/features/auth/api/get-profile';
import { placeName } from '@web/features/geo/api/get-regions';
import { useAnnouncement, type AnnouncementPage } from '@web/features/announcements/api/get-announcement';
import { AnnouncementTabs } from '@web/features/announcements/components/announcement-tabs';
import { DetailShare } from '@web/features/announcements/components/detail-share';
import { AnnouncementNotFound, DetailSkeleton, ExpiredNotice } from '@web/features/announcements/components/detail-states';
import { JobDetail } from '@web/features/announcements/components/job-detail';
import { SideList } from '@web/features/announcements/components/side-list';
import { summaryOf } from '@web/features/announcements/lib/summary';

/**
 * /announcements/details/{meta} (spec §2): a job announcement. The other jobs on the left (below it
 * on phones), the chosen one on the right with its location, working time, pay, applicants and HTML
 * description, and 'Ariza qoldirish'. A missing one shows 'No announcement found' (spec §8, 404);
 * a service's address leads to the service page.
 */
export function Component() {
  const { meta = '' } = useParams();
  const q = useAnnouncement(meta, useViewer());
  const { t } = useI18n();
  return (
    <ItemPage query={q} notFound={<AnnouncementNotFound />} errorTitle={t('announcements.title')} skeleton={<DetailSkeleton />}>
      {(page) => (page.announcement.type === 'work_announcement' ? <JobView page={page} /> : <Navigate to={paths.announcementPage(page.announcement)} replace />)}
    </ItemPage>
  );
}

function JobView({ page }: { page: AnnouncementPage }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  // People's own words in the script the address asks for (?script=cyrl), as the server renders them.
  const a: AnnouncementFull = inScript(page.announcement, useTextScript(), ['title', 'description', 'address']);
  const others = (page.announcements ?? []).filter((o) => o.guid !== a.guid);
  const pay = money.payRange(a.price_min, a.price_max, a.negotiable);
  const description = summaryOf(a.description) || `${a.title}: ${pay}`;
  const path = paths.announcement(a.meta);
  usePageHead({
    title: a.title,
    description,
    canonical: path,
    // Past its last day: its page answers for old links, but search engines should let it go.
    noindex: a.expired,
    jsonLd: (absolute) => [
      jobPostingJsonLd(absolute, {
        title: a.title,
        description: a.description,
        path,
        datePosted: a.created_at,
        validThrough: a.expires_at,
        // Who hires: the one who posted it, by name (there is no public page of a user to name as sameAs).
        hiring: { name: personName(a.user) },
        place: { region: a.region ? placeName(a.region, lang) : null, district: a.district ? placeName(a.district, lang) : null, address: a.address || null },
        workTime: a.work_time,
        pay: { min: a.price_min, max: a.price_max, negotiable: a.negotiable },
        identifier: a.guid,
      }),
      breadcrumbJsonLd(absolute, [{ name: t('announcements.title'), path: paths.announcements() }, { name: a.title, path }]),
    ],
  });
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <AnnouncementTabs active="work" />
      {a.expired ? <ExpiredNotice announcement={a} /> : null}
      <div className="mt-6 flex flex-col-reverse gap-8 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <HydrationBoundary>
          <SideList id="other-jobs" title={t('announcements.otherWorks')} empty={t('announcements.noOtherWorks')} items={others} currentMeta={a.meta} />
        </HydrationBoundary>
        <JobDetail key={a.guid} announcement={a} share={<DetailShare written={page.announcement} title={a.title} path={path} />} />
      </div>
    </div>
  );
}
