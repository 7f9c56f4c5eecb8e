import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { largestImageUrl } from '@shared/media';
import type { CourseDetail, LessonSummary } from '@shared/schemas/courses';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { BookIcon, CheckCircleIcon, CheckIcon, EyeIcon, FileTextIcon, GraduationCapIcon, PlayIcon } from '@web/components/ui/icons';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { LoadingArea, Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { useViewer } from '@web/features/auth/api/get-profile';
import { useCourse, useLesson } from '@web/features/courses/api/course-pages';
import { useCourseState, useEnrolCourse, useReportProgress } from '@web/features/courses/api/course-state';
import { ENROL_AFTER_SIGN_IN, LikeButton, SubscribeButton } from '@web/features/courses/components/course-actions';
import { CourseDate, ProgressBar } from '@web/features/courses/components/course-card';
import { LessonPlayer, type LessonReport } from '@web/features/courses/components/lesson-player';
import { byOrder, continuePoint, selectedLesson, videoKind } from '@web/features/courses/lib/lessons';
import { notify } from '@web/features/notifications/notify';
import { ShareLinks } from '@web/features/share/components/share-links';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, courseJsonLd, uzbekIn } from '@web/lib/structured-data';
import { useLocalTitle } from '@web/lib/local-title';
import { hasLatin, inScript, useTextScript } from '@web/lib/text-script';
import { ScriptSwitch } from '@web/components/ui/script-switch';
import { BRAND } from '@shared/constants';

/**
 * /courses/details/{meta} (spec §2 Courses; ?lesson={guid} selects a lesson): the video player, the
 * lesson buttons numbered by order (the first selected by default; selecting one loads its video
 * without a reload and puts it in the address), date, category link, views, author, title,
 * description, and the side card: lesson count, teacher, price 'Bepul' and 'Obuna bo'lish' (enrols,
 * free). Enrolled: progress, 'continue where you stopped', completed marks, position reports, likes,
 * and the certificate once the course is finished. A missing course shows its not-found screen (404).
 */
export function Component() {
  const { meta = '' } = useParams();
  const q = useCourse(meta);
  const t = useT();
  return (
    <ItemPage query={q} notFound={<CourseNotFound />} errorTitle={t('courses.title')} skeleton={<CourseSkeleton />}>
      {(course) => <CourseView course={course} />}
    </ItemPage>
  );
}

function CourseView({ course: written }: { course: CourseDetail }) {
  const t = useT();
  // The teacher's words in the script the address asks for (?script=cyrl), as the server renders them.
  const script = useTextScript();
  const course = { ...inScript(written, script, ['title', 'short_description', 'description']), lessons: written.lessons.map((l) => inScript(l, script, ['title'])) };
  const category = useLocalTitle()(course.category);
  const [search, setSearch] = useSearchParams();
  const lessons = byOrder(course.lessons);
  const current = selectedLesson(lessons, search.get('lesson'));
  const lesson = useLesson(current?.guid);
  const viewer = useViewer();
  const state = useCourseState(course.meta, viewer);
  const enrol = useEnrolCourse(course.guid, course.meta, viewer);
  const progressReport = useReportProgress(course.guid, course.meta, viewer);
  const progress = state.data?.progress ?? null;
  const enrolled = !!state.data?.enrolled && !!progress;
  const done = new Set(progress?.completed_lessons ?? []);
  // 'Continue where you stopped': the second to go to, and a counter that makes the player seek now.
  const [seek, setSeek] = useState<{ lesson: string; seconds: number; n: number } | null>(null);

  const path = paths.course(course.meta);
  const image = largestImageUrl(course.thumbnail);
  const teacher = personName(course.author);
  const description = course.short_description || course.title;
  usePageHead({
    title: course.title,
    description,
    canonical: path,
    image,
    imageAlt: course.title,
    jsonLd: (absolute) => [
      courseJsonLd(absolute, {
        title: course.title,
        description,
        path,
        images: image ? [image] : [],
        provider: { name: BRAND, kind: 'Organization' },
        teacher: { name: teacher },
        price: course.price,
        dateCreated: course.created_at,
        inLanguage: uzbekIn(script),
        category,
      }),
      breadcrumbJsonLd(absolute, [
        { name: t('courses.title'), path: paths.courses() },
        { name: category, path: paths.courseCategory(course.category.meta) },
        { name: course.title, path },
      ]),
    ],
  });

  const subscribe = () =>
    enrol.mutate(undefined, {
      onError: () => notify({ type: 'error', title: { key: 'courses.course.subscribeFailed' } }),
    });

  // Back from signing in through 'Obuna bo'lish': enrol, then drop the marker from the address.
  const enrolAsked = useRef(false);
  const wantsEnrol = search.get(ENROL_AFTER_SIGN_IN) === '1';
  useEffect(() => {
    if (!wantsEnrol || viewer === 'anonymous' || !state.data || enrolAsked.current) return;
    enrolAsked.current = true;
    if (!state.data.enrolled) subscribe();
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ENROL_AFTER_SIGN_IN);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsEnrol, viewer, state.data]);

  const report = (r: LessonReport, options?: { keepalive?: boolean }) =>
    progressReport.mutate({ ...r, ...options }, {
      onError: () => (r.completed ? notify({ type: 'error', title: { key: 'courses.course.progressFailed' } }) : undefined),
    });

  const goTo = (guid: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('lesson', guid);
        return next;
      },
      { preventScrollReset: true },
    );

  const continueLearning = () => {
    if (!progress) return;
    const point = continuePoint(lessons, progress);
    if (!point) return;
    setSeek((s) => ({ lesson: point.lesson, seconds: point.seconds, n: (s?.n ?? 0) + 1 }));
    if (point.lesson !== current?.guid) goTo(point.lesson);
  };

  const shown = lesson.data && lesson.data.guid === current?.guid ? lesson.data : undefined;
  const startAt = seek && seek.lesson === current?.guid ? seek.seconds : current ? progress?.positions[current.guid] : undefined;
  const embedded = shown ? videoKind(shown.video).kind === 'embed' : false;

  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <nav aria-label={t('courses.title')} className="text-sm text-ink-500">
        <Link to={paths.courses()} className="hover:text-indigo-700 hover:underline">
          {t('courses.title')}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.courseCategory(course.category.meta)} className="hover:text-indigo-700 hover:underline">
          {category}
        </Link>
      </nav>

      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          {current ? (
            shown ? (
              <LessonPlayer lesson={shown} startAt={startAt} seek={seek && seek.lesson === current.guid ? seek.n : 0} done={done.has(current.guid)} reporting={enrolled} onReport={report} />
            ) : lesson.isError && !lesson.isPlaceholderData ? (
              <div className="grid aspect-video place-items-center rounded-[var(--radius-card)] bg-ink-900 text-white" role="alert">
                {t('courses.course.lessonError')}
              </div>
            ) : (
              <Skeleton className="aspect-video w-full rounded-[var(--radius-card)]" />
            )
          ) : (
            <div className="grid aspect-video place-items-center rounded-[var(--radius-card)] bg-ink-100 text-ink-700">{t('courses.course.noLessons')}</div>
          )}

          {current ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p data-user-content className="font-semibold text-indigo-900" data-testid="lesson-title">
                {t('courses.course.lessonLabel', { n: current.order, title: current.title })}
              </p>
              {enrolled && embedded ? (
                done.has(current.guid) ? (
                  <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-mulberry-700">
                    <CheckCircleIcon size={18} />
                    {t('courses.course.done')}
                  </span>
                ) : (
                  <button type="button" className="btn-outline bg-white" disabled={progressReport.isPending} onClick={() => report({ lesson: current.guid, position_seconds: 0, completed: true })} data-testid="lesson-mark-done">
                    <CheckIcon size={16} />
                    {t('courses.course.markDone')}
                  </button>
                )
              ) : null}
            </div>
          ) : null}

          {lessons.length ? (
            <nav aria-label={t('courses.course.lessons')} className="mt-4">
              <ol className="flex flex-wrap gap-2" data-testid="lesson-buttons">
                {lessons.map((l) => (
                  <LessonButton key={l.guid} meta={course.meta} lesson={l} current={l.guid === current?.guid} done={done.has(l.guid)} />
                ))}
              </ol>
            </nav>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-500">
            <CourseDate value={course.created_at} />
            <Link to={paths.courseCategory(course.category.meta)} className="font-semibold text-pomegranate-600 hover:underline" data-testid="course-category-link">
              {category}
            </Link>
            <span className="inline-flex items-center gap-1" data-testid="course-views">
              <EyeIcon size={14} />
              {t('courses.course.views', { n: course.views })}
            </span>
          </div>
          <div className="mt-4 flex items-center gap-3">
            <PersonAvatar person={course.author} size={40} />
            <p className="text-sm">
              <span className="block text-ink-500">{t('courses.course.author')}</span>
              <span data-user-content className="font-semibold text-indigo-900">
                {teacher}
              </span>
            </p>
          </div>
          <h1 data-user-content className="mt-5 text-2xl font-extrabold tracking-tight text-indigo-900 [overflow-wrap:anywhere] sm:text-3xl">
            {course.title}
          </h1>
          {hasLatin(written.title, written.description, written.short_description) ? <ScriptSwitch className="mt-3" /> : null}
          <ShareLinks path={path} title={course.title} className="mt-3" />
          <div data-user-content className="mt-4 whitespace-pre-line text-ink-700" data-testid="course-description">
            {course.description || course.short_description}
          </div>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="card space-y-4 p-6" data-testid="course-side-card">
            <dl className="space-y-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <dt className="inline-flex items-center gap-2 text-ink-500">
                  <BookIcon size={16} />
                  {t('courses.course.lessonsCount')}
                </dt>
                <dd className="font-semibold text-indigo-900">{course.lessons.length}</dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="inline-flex items-center gap-2 text-ink-500">
                  <GraduationCapIcon size={16} />
                  {t('courses.course.teacher')}
                </dt>
                <dd data-user-content className="text-right font-semibold text-indigo-900">
                  {teacher}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="inline-flex items-center gap-2 text-ink-500">
                  <FileTextIcon size={16} />
                  {t('courses.course.price')}
                </dt>
                <dd className="font-bold text-mulberry-700">{t('courses.course.free')}</dd>
              </div>
            </dl>

            {enrolled && progress ? (
              <div className="space-y-3 border-t border-ink-100 pt-4" data-testid="course-enrolled">
                <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-mulberry-700">
                  <CheckCircleIcon size={18} />
                  {t('courses.course.subscribed')}
                </p>
                <ProgressBar percent={progress.percent} label={t('courses.course.progress')} />
                <p className="text-xs text-ink-500">{t('courses.course.progressText', { done: progress.completed_lessons.length, total: progress.lessons_count })}</p>
                {progress.certificate ? (
                  <>
                    <p className="text-sm font-semibold text-indigo-900">{t('courses.course.finished')}</p>
                    <Link to={paths.certificate(progress.certificate)} className="btn-primary w-full justify-center" data-testid="course-certificate-link">
                      {t('courses.course.certificate')}
                    </Link>
                  </>
                ) : null}
                {/* Finished: the certificate is what is next, not 'continue where you stopped'. */}
                {lessons.length && !progress.certificate ? (
                  <button type="button" className="btn-outline w-full justify-center bg-white" onClick={continueLearning} data-testid="course-continue">
                    <PlayIcon size={16} />
                    {t('courses.course.continue')}
                  </button>
                ) : null}
              </div>
            ) : viewer !== 'anonymous' && state.isPending ? (
              <Skeleton className="h-11 w-full" />
            ) : (
              <SubscribeButton pending={enrol.isPending} onSubscribe={subscribe} />
            )}
            <LikeButton course={course} state={state.data} />
          </div>
        </aside>
      </div>
    </div>
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

function CourseNotFound() {
  const t = useT();
  return <ItemNotFound title={t('courses.course.notFound')} hint={t('courses.course.notFoundHint')} icon={<GraduationCapIcon size={34} />} palette="indigo" back={{ to: paths.courses(), label: t('courses.category.back') }} />;
}

function CourseSkeleton() {
  const t = useT();
  return (
    <LoadingArea className="page pb-16 pt-6" label={t('common.loading')}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <SkeletonStack className="space-y-4" lines={['aspect-video w-full rounded-[var(--radius-card)]', 'h-8 w-2/3', 'h-24 w-full']} />
        <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
      </div>
    </LoadingArea>
  );
}
