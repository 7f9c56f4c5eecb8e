import { Link } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { BriefcaseIcon, ClockIcon, MapPinIcon } from '@web/components/ui/icons';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { personName } from '@web/components/ui/avatar';
import { placeOf } from '../lib/place';
import { summaryOf } from '../lib/summary';
import { workTimeLabel } from './work-time';
import { paths } from '@web/lib/paths';
import { useInScript } from '@web/lib/text-script';
import { useDates } from '@web/lib/dates';

/**
 * One announcement in a list (the index's browse list and its landing lists): its kind, title (the
 * link to its page), pay, place, working time and date; a service shows its picture, a job a short
 * excerpt of its text. The whole card is the link's target; nothing in it scrolls sideways.
 */
export function AnnouncementCard({ item: written, priority = false, headingLevel = 3 }: { item: Announcement; priority?: boolean; headingLevel?: 2 | 3 }) {
  const item = useInScript()(written, ['title', 'description']);
  const { t, lang } = useI18n();
  const dates = useDates();
  const money = useMoney();
  const service = item.type === 'service_announcement';
  const place = placeOf(item, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="announcement-card"
      className="group relative flex gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] transition-shadow focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-[0_2px_4px_rgb(17_22_61/0.08),0_12px_32px_rgb(17_22_61/0.12)] sm:gap-4 sm:p-5"
    >
      {service ? (
        <SmartImage src={item.thumbnail} alt="" sizes="(min-width: 640px) 128px, 80px" aspect="aspect-square" priority={priority} placeholder="saffron" className="w-20 shrink-0 self-start rounded-xl sm:w-32" />
      ) : (
        <span aria-hidden="true" className="hidden size-12 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-800 sm:grid">
          <BriefcaseIcon size={22} />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${service ? 'bg-saffron-100 text-indigo-900' : 'bg-indigo-50 text-indigo-800'}`}>{t(`announcements.kind.${item.type}`)}</span>
            {/* Only a reader's own lists (saved announcements) still hold one past its last day. */}
            {item.expired ? <span className="rounded-full bg-pomegranate-100 px-2.5 py-0.5 text-xs font-semibold text-pomegranate-700">{t('announcements.expired.badge')}</span> : null}
          </span>
          <time dateTime={item.created_at} className="text-xs text-ink-500">
            {dates.date(item.created_at)}
          </time>
        </div>
        <Heading data-user-content className="mt-2 line-clamp-2 text-base font-bold leading-snug text-indigo-900 [overflow-wrap:anywhere] group-hover:text-indigo-700 sm:text-lg">
          <Link to={paths.announcementPage(item)} className="rounded after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </Link>
        </Heading>
        <p className="mt-1 text-[15px] font-bold text-pomegranate-600 tabular-nums">{money.payRange(item.price_min, item.price_max, item.negotiable)}</p>
        {!service && item.description ? <p data-user-content className="mt-1 line-clamp-2 text-sm text-ink-700 [overflow-wrap:anywhere]">{summaryOf(item.description, 200)}</p> : null}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
          {place || item.address ? (
            <li className="inline-flex min-w-0 max-w-full items-center gap-1.5">
              <MapPinIcon size={15} className="shrink-0 text-ink-500" />
              <span className="truncate" data-user-content={place ? undefined : ''}>
                {place || item.address}
              </span>
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <ClockIcon size={15} className="shrink-0 text-ink-500" />
            {workTimeLabel(t, item.work_time)}
          </li>
        </ul>
        <p className="mt-2 truncate text-xs text-ink-500">{personName(item.user)}</p>
      </div>
    </article>
  );
}

/** A card's shape while the list loads. */
export function AnnouncementCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] sm:gap-4 sm:p-5">
      <Skeleton className="size-12 shrink-0 rounded-xl" />
      <SkeletonStack className="min-w-0 flex-1 space-y-2" lines={['h-4 w-24', 'h-5 w-11/12', 'h-5 w-40', 'h-4 w-2/3']} />
    </div>
  );
}
