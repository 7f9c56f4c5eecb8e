import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseCard } from '@shared/schemas/courses';
import { personName } from '@web/components/ui/avatar';
import { BookIcon, EyeIcon, UserIcon } from '@web/components/ui/icons';
import { SmartImage } from '@web/components/ui/smart-image';
import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { paths } from '@web/lib/paths';
import { useLocalTitle } from '@web/lib/local-title';
import { useInScript } from '@web/lib/text-script';

/** Four columns on wide screens, two on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1366px) 310px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw';
export const COURSE_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4';

/**
 * A course's card: its picture with the price ('Bepul' when free), category, title (the whole card is
 * the link), short description, author and lesson count. `footer` adds a row (progress on the
 * profile), `action` a button above the card's link (unlike).
 */
export function CourseCardView({ course: written, footer, action, priority = false }: { course: CourseCard; footer?: ReactNode; action?: ReactNode; /** Above the fold: its picture loads at once, first. */ priority?: boolean }) {
  const t = useT();
  const course = useInScript()(written, ['title', 'short_description']);
  const money = useMoney();
  const localTitle = useLocalTitle();
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-[0_2px_4px_rgb(17_22_61/0.08),0_12px_32px_rgb(17_22_61/0.12)]"
      data-testid="course-card"
    >
      <div className="relative">
        <SmartImage src={course.thumbnail} alt="" sizes={CARD_SIZES} aspect="aspect-[16/10]" placeholder="saffron" priority={priority} />
        <span className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold shadow ${course.price === 0 ? 'bg-mulberry-600 text-white' : 'bg-white text-indigo-900'}`}>
          {course.price === 0 ? t('courses.card.free') : money.price(course.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-pomegranate-600">{localTitle(course.category)}</p>
        <h3 data-user-content className="mt-2 line-clamp-2 text-base font-bold leading-snug break-words text-indigo-900 group-hover:text-indigo-700">
          <Link to={paths.course(course.meta)} className="rounded after:absolute after:inset-0 focus-visible:outline-none">
            {course.title}
          </Link>
        </h3>
        <p data-user-content className="mt-2 line-clamp-2 text-sm text-ink-700">
          {course.short_description}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-4 text-xs text-ink-500">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserIcon size={14} className="shrink-0" />
            <span data-user-content className="truncate">
              {personName(course.author)}
            </span>
          </span>
          <span className="inline-flex shrink-0 items-center gap-3">
            <span className="inline-flex items-center gap-1" title={t('courses.card.views', { n: course.views })}>
              <EyeIcon size={14} />
              {course.views}
            </span>
            <span className="inline-flex items-center gap-1">
              <BookIcon size={14} />
              {t('courses.card.lessons', { n: course.lessons_count })}
            </span>
          </span>
        </div>
        {footer ? <div className="relative z-10 mt-4">{footer}</div> : null}
      </div>
      {action}
    </article>
  );
}

/** Course cards in a list of 4 columns (1–2 on phones and tablets); unnamed: the section or page around it names it. */
/** `priorityCount`: how many of the first cards are above the fold on a phone (their pictures load first: the largest paint). */
export function CourseGrid({ courses, testId, priorityCount = 0 }: { courses: readonly CourseCard[]; testId?: string; priorityCount?: number }) {
  return (
    <ul className={COURSE_GRID} data-testid={testId}>
      {courses.map((c, i) => (
        <li key={c.guid}>
          <CourseCardView course={c} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** A progress bar (0–100) with its percent. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex items-center gap-3" data-testid="course-progress">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100">
        <div className="h-full rounded-full bg-mulberry-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-sm font-semibold text-indigo-900 tabular-nums">{percent}%</span>
    </div>
  );
}
