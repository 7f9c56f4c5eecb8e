import { largestImageUrl } from '@shared/media';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { inScript, useTextScript } from '@web/lib/text-script';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, serviceJsonLd } from '@web/lib/structured-data';
import { personName } from '@web/components/ui/avatar';
import type { AnnouncementPage } from '@web/features/announcements/api/get-announcement';
import { AnnouncementDetailPage, DetailLayout } from '@web/features/announcements/components/detail-page';
import { placeJsonLd } from '@web/features/announcements/lib/place';
import { OTHER_SERVICES, useOtherServices } from '@web/features/announcements/api/list-announcements';
import { DetailShare } from '@web/features/announcements/components/detail-share';
import { SERVICE_IMAGE_SIZES, ServiceDetail } from '@web/features/announcements/components/service-detail';
import { SideList } from '@web/features/announcements/components/side-list';
import { summaryOf } from '@web/features/announcements/lib/summary';

/**
 * /announcements/services/details/{meta} (spec §2; its /services/{meta} leads here): the other service
 * announcements on the left (below on phones; GET list/?type=service, since a service's own answer
 * carries only itself, spec §7), the selected one on the right. A missing announcement shows
 * not found in the reader's language (spec §8, 404; 410 when removed); a job's address leads to the job page.
 */
export function Component() {
  return <AnnouncementDetailPage type="service_announcement" image view={(page) => <ServiceView page={page} />} />;
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
        place: placeJsonLd(a, lang),
        pay: { min: a.price_min, max: a.price_max, negotiable: a.negotiable },
      }),
      breadcrumbJsonLd(absolute, [{ name: t('announcements.title'), path: paths.announcements() }, { name: a.title, path }]),
    ],
  });
  return (
    <DetailLayout active="service" announcement={a} side={<SideList id="other-services" title={t('announcements.otherServices')} empty={t('announcements.noOthers')} items={others ?? (list.isError ? [] : undefined)} currentMeta={a.meta} />}>
      <ServiceDetail key={a.guid} announcement={a} share={<DetailShare written={page.announcement} title={a.title} path={path} />} />
    </DetailLayout>
  );
}
