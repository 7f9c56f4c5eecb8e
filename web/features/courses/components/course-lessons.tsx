import { Link } from 'react-router';
import type { Lesson, LessonSummary } from '@shared/schemas/courses';
import { CheckCircleIcon, CheckIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { videoKind } from '../lib/lessons';
import type { CourseLearning, LessonSeek } from '../lib/use-course-learning';
import { LessonPlayer } from './lesson-player';

interface LessonStageProps {
  /** The lesson chosen, none when the course has no lessons. */
  current: LessonSummary | undefined;
  /** The chosen lesson's full answer (its video), as it loads. */
  lesson: { data?: Lesson; isError: boolean; isPlaceholderData: boolean };
  seek: LessonSeek | null;
  learning: CourseLearning;
}

/** The chosen lesson: its player (its place while it loads, or why it cannot show), its title, and 'mark as done' for an embedded video. */
export function LessonStage({ current, lesson, seek, learning }: LessonStageProps) {
  const t = useT();
  if (!current) return <div className="grid aspect-video place-items-center rounded-[var(--radius-card)] bg-ink-100 text-ink-700">{t('courses.course.noLessons')}</div>;
  const { progress, done, enrolled, report } = learning;
  const shown = lesson.data && lesson.data.guid === current.guid ? lesson.data : undefined;
  const seekHere = seek && seek.lesson === current.guid ? seek : null;
  const startAt = seekHere ? seekHere.seconds : progress?.positions[current.guid];
  return (
    <>
      {shown ? (
        <LessonPlayer lesson={shown} startAt={startAt} seek={seekHere ? seekHere.n : 0} done={done.has(current.guid)} reporting={enrolled} onReport={report} />
      ) : lesson.isError && !lesson.isPlaceholderData ? (
        <div className="grid aspect-video place-items-center rounded-[var(--radius-card)] bg-ink-900 text-white" role="alert">
          {t('courses.course.lessonError')}
        </div>
      ) : (
        <Skeleton className="aspect-video w-full rounded-[var(--radius-card)]" />
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p data-user-content className="font-semibold text-indigo-900" data-testid="lesson-title">
          {t('courses.course.lessonLabel', { n: current.order, title: current.title })}
        </p>
        {enrolled && shown && videoKind(shown.video).kind === 'embed' ? <MarkDone lesson={current.guid} learning={learning} /> : null}
      </div>
    </>
  );
}

/** An embedded video's 'mark as done' (we cannot see it play), or that it is done. */
function MarkDone({ lesson, learning: { done, reporting, report } }: { lesson: string; learning: CourseLearning }) {
  const t = useT();
  if (done.has(lesson)) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-mulberry-700">
        <CheckCircleIcon size={18} />
        {t('courses.course.done')}
      </span>
    );
  }
  return (
    <button type="button" className="btn-outline bg-white" disabled={reporting} onClick={() => report({ lesson, position_seconds: 0, completed: true })} data-testid="lesson-mark-done">
      <CheckIcon size={16} />
      {t('courses.course.markDone')}
    </button>
  );
}

/** The lesson buttons, numbered by order; the current one marked, the done ones checked. */
export function LessonList({ meta, lessons, current, done }: { meta: string; lessons: readonly LessonSummary[]; current: string | undefined; done: ReadonlySet<string> }) {
  const t = useT();
  if (!lessons.length) return null;
  return (
    <nav aria-label={t('courses.course.lessons')} className="mt-4">
      <ol className="flex flex-wrap gap-2" data-testid="lesson-buttons">
        {lessons.map((l) => (
          <LessonButton key={l.guid} meta={meta} lesson={l} current={l.guid === current} done={done.has(l.guid)} />
        ))}
      </ol>
    </nav>
  );
}

/** A lesson's button: its number by order (a link to the page with that lesson), marked when done. */
function LessonButton({ meta, lesson, current, done }: { meta: string; lesson: LessonSummary; current: boolean; done: boolean }) {
  const t = useT();
  const label = t('courses.course.lessonLabel', { n: lesson.order, title: lesson.title });
  return (
    <li>
      <Link
        to={paths.lesson(meta, lesson.guid)}
        preventScrollReset
        aria-current={current ? 'true' : undefined}
        aria-label={done ? `${label} (${t('courses.course.completed')})` : label}
        title={lesson.title}
        // Its name and tooltip carry the lesson's title (the teacher's words).
        data-user-content
        data-done={done ? 'true' : undefined}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-4 text-sm font-semibold ${
          current ? 'border-indigo-900 bg-indigo-900 text-white' : done ? 'border-mulberry-600 bg-mulberry-100 text-mulberry-700 hover:border-mulberry-700' : 'border-ink-300 bg-white text-indigo-900 hover:border-indigo-600'
        }`}
      >
        {done ? <CheckIcon size={14} /> : null}
        {t('courses.course.lesson', { n: lesson.order })}
      </Link>
    </li>
  );
}
