import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseDetail, CourseProgress, LessonSummary } from '@shared/schemas/courses';
import { useViewer } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { useCourseState, useEnrolCourse, useReportProgress } from '../api/course-state';
import { ENROL_AFTER_SIGN_IN } from '../components/course-actions';
import { continuePoint, selectedLesson, type LessonReport } from './lessons';

/**
 * The viewer's part in a course: their state (enrolled, progress, done lessons), 'Obuna bo'lish'
 * (`subscribe`, also done on coming back from signing in through it) and the player's reports.
 */
export function useCourseLearning(course: Pick<CourseDetail, 'guid' | 'meta'>) {
  const viewer = useViewer();
  const state = useCourseState(course.meta, viewer);
  const enrol = useEnrolCourse(course.guid, course.meta, viewer);
  const progressReport = useReportProgress(course.guid, course.meta, viewer);
  const progress = state.data?.progress ?? null;

  const subscribe = () =>
    enrol.mutate(undefined, {
      onError: () => notify({ type: 'error', title: { key: 'courses.course.subscribeFailed' } }),
    });

  const report = (r: LessonReport, options?: { keepalive?: boolean }) =>
    progressReport.mutate({ ...r, ...options }, {
      onError: () => (r.completed ? notify({ type: 'error', title: { key: 'courses.course.progressFailed' } }) : undefined),
    });

  return {
    viewer,
    state,
    progress,
    enrolled: !!state.data?.enrolled && !!progress,
    done: new Set(progress?.completed_lessons ?? []),
    subscribe,
    subscribing: enrol.isPending,
    report,
    reporting: progressReport.isPending,
  };
}

export type CourseLearning = ReturnType<typeof useCourseLearning>;

/** Back from signing in through 'Obuna bo'lish': enrol, then drop the marker from the address. */
export function useEnrolAfterSignIn({ viewer, state, subscribe }: CourseLearning) {
  const [search, setSearch] = useSearchParams();
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
}

/** A seek the page asks of the player: the lesson, its second, and a counter that makes the player seek now. */
export type LessonSeek = { lesson: string; seconds: number; n: number };

/**
 * The lesson shown (?lesson={guid}, else the first) and 'continue where you stopped': it goes to the
 * lesson the learner stopped in and asks the player to seek to their second.
 */
export function useLessonChoice(lessons: readonly LessonSummary[], progress: CourseProgress | null) {
  const [search, setSearch] = useSearchParams();
  const current = selectedLesson(lessons, search.get('lesson'));
  const [seek, setSeek] = useState<LessonSeek | null>(null);

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

  return { current, seek, continueLearning };
}
