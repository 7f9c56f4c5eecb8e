import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { inScript, useTextScript } from '@web/lib/text-script';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, jobPostingJsonLd } from '@web/lib/structured-data';
import { personName } from '@web/components/ui/avatar';
import type { AnnouncementPage } from '@web/features/announcements/api/get-announcement';
import { AnnouncementDetailPage, DetailLayout } from '@web/features/announcements/components/detail-page';
import { placeJsonLd } from '@web/features/announcements/lib/place';
import { DetailShare } from '@web/features/announcements/components/detail-share';
import { JobDetail } from '@web/features/announcements/components/job-detail';
import { SideList } from '@web/features/announcements/components/side-list';
import { summaryOf } from '@web/features/announcements/lib/summary';

/**
 * /announcements/details/{meta} (spec §2): a job announcement. The other jobs on the left (below it
 * on phones), the chosen one on the right with its location, working time, pay, applicants and HTML
 * description, and 'Ariza qoldirish'. A missing one says so (spec §8, 404; 410 when removed);
 * a service's address leads to the service page.
 */
export function Component() {
  return <AnnouncementDetailPage type="work_announcement" view={(page) => <JobView page={page} />} />;
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
        place: placeJsonLd(a, lang),
        workTime: a.work_time,
        pay: { min: a.price_min, max: a.price_max, negotiable: a.negotiable },
        identifier: a.guid,
      }),
      breadcrumbJsonLd(absolute, [{ name: t('announcements.title'), path: paths.announcements() }, { name: a.title, path }]),
    ],
  });
  return (
    <DetailLayout active="work" announcement={a} side={<SideList id="other-jobs" title={t('announcements.otherWorks')} empty={t('announcements.noOtherWorks')} items={others} currentMeta={a.meta} />}>
      <JobDetail key={a.guid} announcement={a} share={<DetailShare written={page.announcement} title={a.title} path={path} />} />
    </DetailLayout>
  );
}
