import { Navigate, useParams } from 'react-router';
import { largestImageUrl } from '@shared/media';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { inScript, useTextScript } from '@web/lib/text-script';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, serviceJsonLd } from '@web/lib/structured-data';
import { personName } from '@web/components/ui/avatar';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { ItemPage } from '@web/components/ui/item-page';
import { useViewer } from '@web/features/auth/api/get-profile';
import { placeName } from '@web/features/geo/api/get-regions';
import { useAnnouncement, type AnnouncementPage } from '@web/features/announcements/api/get-announcement';
import { OTHER_SERVICES, useOtherServices } from '@web/features/announcements/api/list-announcements';
import { AnnouncementTabs } from '@web/features/announcements/components/announcement-tabs';
import { DetailShare } from '@web/features/announcements/components/detail-share';
import { AnnouncementNotFound, DetailSkeleton, ExpiredNotice } from '@web/features/announcements/components/detail-states';
import { SERVICE_IMAGE_SIZES, ServiceDetail } from '@web/features/announcements/components/service-detail';
import { SideList } from '@web/features/announcements/components/side-list';
import { summaryOf } from '@web/features/announcements/lib/summary';

/**
 * /announcements/services/details/{meta} (spec §2; its /services/{meta} leads here): the other service
 * announcements on the left (below on phones; GET list/?type=service, since a service's own answer
 * carries only itself, spec §7), the selected one on the right. A missing announcement shows
 * 'No announcement found' (spec §8, 404); a job's address leads to the job page.
 */
export function Component() {
  const { meta = '' } = useParams();
  const q = useAnnouncement(meta, useViewer());
  const { t } = useI18n();
  return (
    <ItemPage query={q} notFound={<AnnouncementNotFound />} errorTitle={t('announcements.title')} skeleton={<DetailSkeleton image />}>
      {(page) => (page.announcement.type === 'service_announcement' ? <ServiceView page={page} /> : <Navigate to={paths.announcementPage(page.announcement)} replace />)}
    </ItemPage>
  );
}

function ServiceView({ page }: { page: AnnouncementPage }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  // People's own words in the script the address asks for (?script=cyrl), as the server renders them.
  const a: AnnouncementFull = inScript(page.announcement, useTextScript(), ['title', 'description', 'address']);
  const list = useOtherServices();
  const others = list.data?.data.filter((o) => o.guid !== a.guid).slice(0, OTHER_SERVICES);
  const images = (a.images.length ? a.images.map((i) => i.image) : [a.thumbnail]).flatMap((src) => (src ? [largestImageUrl(src)!] : []));
  const description = summaryOf(a.description) || `${a.title}: ${money.payRange(a.price_min, a.price_max, a.negotiable)}`;
  const path = paths.service(a.meta);
  usePageHead({
    title: a.title,
    description,
    canonical: path,
    // Past its last day: its page answers for old links, but search engines should let it go.
    noindex: a.expired,
    image: images[0] ?? null,
    imageAlt: a.title,
    leadImage: { src: a.thumbnail, sizes: SERVICE_IMAGE_SIZES },
    jsonLd: (absolute) => [
      serviceJsonLd(absolute, {
        title: a.title,
        description,
        path,
        images,
        provider: { name: personName(a.user) },
        place: { region: a.region ? placeName(a.region, lang) : null, district: a.district ? placeName(a.district, lang) : null, address: a.address || null },
        pay: { min: a.price_min, max: a.price_max, negotiable: a.negotiable },
      }),
      breadcrumbJsonLd(absolute, [{ name: t('announcements.title'), path: paths.announcements() }, { name: a.title, path }]),
    ],
  });
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <AnnouncementTabs active="service" />
      {a.expired ? <ExpiredNotice announcement={a} /> : null}
      <div className="mt-6 flex flex-col-reverse gap-8 lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <HydrationBoundary>
          <SideList id="other-services" title={t('announcements.otherServices')} empty={t('announcements.noOthers')} items={others ?? (list.isError ? [] : undefined)} currentMeta={a.meta} />
        </HydrationBoundary>
        <ServiceDetail key={a.guid} announcement={a} share={<DetailShare written={page.announcement} title={a.title} path={path} />} />
      </div>
    </div>
  );
}
