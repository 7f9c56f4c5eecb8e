import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import type { CourseCard as Course } from '@shared/schemas/courses';
import type { NewsItem } from '@shared/schemas/news';
import { personName } from '@web/components/ui/avatar';
import { useI18n, useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { BookIcon, CalendarIcon, EyeIcon, MapPinIcon, UserIcon, WalletIcon } from '@web/components/ui/icons';
import { SmartImage } from '@web/components/ui/smart-image';
import { paths } from '@web/lib/paths';
import { placeName } from '@web/features/geo/api/get-regions';
import { firstSentence } from '@web/features/news/lib/news-text';
import { useLocalTitle } from '@web/lib/local-title';
import { useInScript } from '@web/lib/text-script';
import { useDates } from '@web/lib/dates';

/** Four columns on wide screens, two on tablets, a swipeable row on phones. */
const CARD_SIZES = '(min-width: 1366px) 310px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 80vw';

const cardClass =
  'group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-[0_2px_4px_rgb(17_22_61/0.08),0_12px_32px_rgb(17_22_61/0.12)]';
const stretchedLink = 'rounded after:absolute after:inset-0 focus-visible:outline-none';

/** A card's title (user content) whose link covers the whole card. */
function CardTitle({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <h3 data-user-content className={className}>
      <Link to={to} className={stretchedLink}>
        {children}
      </Link>
    </h3>
  );
}


export function CourseCardView({ course: written }: { course: Course }) {
  const t = useT();
  const course = useInScript()(written, ['title', 'short_description']);
  const money = useMoney();
  const localTitle = useLocalTitle();
  return (
    <article className={cardClass}>
      <div className="relative">
        <SmartImage src={course.thumbnail} alt={course.title} sizes={CARD_SIZES} aspect="aspect-[16/10]" placeholder="saffron" />
        <span className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold shadow ${course.price === 0 ? 'bg-mulberry-600 text-white' : 'bg-white text-indigo-900'}`}>
          {course.price === 0 ? t('home.courses.free') : money.price(course.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-pomegranate-600">{localTitle(course.category)}</p>
        <CardTitle to={paths.course(course.meta)} className="mt-2 line-clamp-2 text-base font-bold leading-snug text-indigo-900 group-hover:text-indigo-700">
          {course.title}
        </CardTitle>
        <p data-user-content className="mt-2 line-clamp-2 text-sm text-ink-700">{course.short_description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-ink-500">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserIcon size={14} className="shrink-0" />
            <span className="truncate">{personName(course.author)}</span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-1.5">
            <BookIcon size={14} />
            {t('home.courses.lessons', { n: course.lessons_count })}
          </span>
        </div>
      </div>
    </article>
  );
}

export function NewsCardView({ item: written }: { item: NewsItem }) {
  const t = useT();
  const dates = useDates();
  const item = useInScript()(written, ['title', 'short_description']);
  const localTitle = useLocalTitle();
  return (
    <article className={cardClass}>
      <SmartImage src={item.thumbnail} alt={item.title} sizes={CARD_SIZES} aspect="aspect-[16/10]" placeholder="cream" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3 text-xs">
          <span className="truncate font-semibold uppercase tracking-wide text-pomegranate-600">{localTitle(item.category)}</span>
          <span className="inline-flex shrink-0 items-center gap-1 text-ink-500">
            <CalendarIcon size={13} />
            <time dateTime={item.created_at}>{dates.date(item.created_at)}</time>
          </span>
        </div>
        <CardTitle to={paths.newsItem(item.meta)} className="mt-2 line-clamp-3 text-base font-bold leading-snug text-indigo-900 group-hover:text-indigo-700">
          {item.title}
        </CardTitle>
        <p data-user-content className="mt-2 line-clamp-2 text-sm text-ink-700">{firstSentence(item.short_description)}</p>
        <p className="mt-auto inline-flex items-center gap-1.5 pt-4 text-xs text-ink-500">
          <EyeIcon size={14} />
          {t('home.news.views', { n: item.views })}
        </p>
      </div>
    </article>
  );
}

export function AnnouncementCardView({ item: written }: { item: Announcement }) {
  const item = useInScript()(written, ['title', 'description']);
  const { t, lang } = useI18n();
  const dates = useDates();
  const money = useMoney();
  const negotiable = item.negotiable || item.dealed || item.argued;
  const places = [item.region, item.district].flatMap((p) => (p ? [placeName(p, lang)] : [])).join(', ');
  // Without a region, the address as its author wrote it (user content).
  const place = places || item.address;
  return (
    <article className={`${cardClass} p-5`}>
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-800">{t(`home.announcements.workTime.${item.work_time}`)}</span>
        <time dateTime={item.created_at} className="shrink-0 text-xs text-ink-500">
          {dates.date(item.created_at)}
        </time>
      </div>
      <CardTitle to={paths.announcement(item.meta)} className="mt-4 line-clamp-2 text-base font-bold leading-snug text-indigo-900 group-hover:text-indigo-700">
        {item.title}
      </CardTitle>
      {place ? (
        <p className="mt-2 inline-flex items-start gap-1.5 text-sm text-ink-700">
          <MapPinIcon size={15} className="mt-0.5 shrink-0 text-ink-500" />
          <span className="line-clamp-1" data-user-content={places ? undefined : ''}>
            {place}
          </span>
        </p>
      ) : null}
      <div className="mt-auto pt-5">
        <p className="rounded-xl bg-saffron-100 px-4 py-3">
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-700">
            <WalletIcon size={14} />
            {t('home.announcements.pay')}
          </span>
          <span className="mt-0.5 block text-[15px] font-bold text-indigo-900">{money.payRange(item.price_min, item.price_max, negotiable)}</span>
        </p>
      </div>
    </article>
  );
}
