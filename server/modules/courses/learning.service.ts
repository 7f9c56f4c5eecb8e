import { randomBytes } from 'node:crypto';
import { publicPaths } from '@shared/paths';
import type { Certificate, CourseCard, CourseProgress, CourseViewerState, MyCourse } from '@shared/schemas/courses';
import type { AuthUser } from '../../lib/auth-user';
import { createNotification } from '../notifications';
import { certificateNotFound, courseNotFound, lessonNotFound, lessonNotInCourse, notEnrolled } from './courses.errors';
import { presentCourseCard } from './courses.presenter';
import type { CoursesDeps } from './courses.service';
import * as repo from './learning.repository';

/** The learner's side of a course: enrolment (free), progress per lesson, likes and certificates. */

/** A published course by guid or meta; a draft is invisible (404) to learners. */
async function publishedCourse(deps: CoursesDeps, by: { guid: string } | { meta: string }): Promise<repo.CourseRef> {
  const course = await repo.findCourseRef(deps.db, by);
  if (!course || !course.isPublished) throw courseNotFound();
  return course;
}

/** 128 random bits, URL-safe: the certificate's address cannot be guessed. */
const newCertificateId = () => randomBytes(16).toString('base64url');

function presentProgress(
  e: { createdAt: Date; finishedAt: Date | null; certificate: string | null },
  lastLesson: string | null,
  lessonsCount: number,
  rows: repo.ProgressRow[],
): CourseProgress {
  const positions: Record<string, number> = {};
  const completed: string[] = [];
  for (const r of rows) {
    positions[r.lessonGuid] = r.positionSeconds;
    if (r.completedAt) completed.push(r.lessonGuid);
  }
  return {
    completed_lessons: completed,
    lessons_count: lessonsCount,
    percent: lessonsCount ? Math.min(100, Math.floor((completed.length / lessonsCount) * 100)) : 0,
    last_lesson: lastLesson,
    position_seconds: lastLesson ? (positions[lastLesson] ?? 0) : 0,
    positions,
    enrolled_at: e.createdAt.toISOString(),
    finished_at: e.finishedAt?.toISOString() ?? null,
    certificate: e.certificate,
  };
}

async function progressOf(deps: CoursesDeps, userId: number, courseId: number): Promise<CourseProgress | null> {
  const e = await repo.findEnrollment(deps.db, userId, courseId);
  if (!e) return null;
  const [lastLesson, count, rows] = await Promise.all([repo.lessonGuid(deps.db, e.lastLessonId), repo.lessonsCountOf(deps.db, courseId), repo.progressOf(deps.db, userId, [courseId])]);
  return presentProgress(e, lastLesson, count, rows);
}

async function viewerState(deps: CoursesDeps, user: AuthUser, course: repo.CourseRef): Promise<CourseViewerState> {
  const [progress, liked, ref] = await Promise.all([progressOf(deps, user.id, course.id), repo.isLiked(deps.db, user.id, course.id), repo.findCourseRef(deps.db, { guid: course.guid })]);
  return { enrolled: progress !== null, liked, likes_count: ref?.likesCount ?? course.likesCount, progress };
}

/** GET course/{meta}/state/ */
export async function courseState(deps: CoursesDeps, user: AuthUser, meta: string): Promise<CourseViewerState> {
  return viewerState(deps, user, await publishedCourse(deps, { meta }));
}

/** POST course/{guid}/enrol/: free; a second call changes nothing. */
export async function enrol(deps: CoursesDeps, user: AuthUser, guid: string): Promise<CourseViewerState> {
  const course = await publishedCourse(deps, { guid });
  await repo.insertEnrollment(deps.db, user.id, course.id);
  return viewerState(deps, user, course);
}

/** DELETE course/{guid}/enrol/: leaves the course (its progress goes with it). */
export async function leave(deps: CoursesDeps, user: AuthUser, guid: string): Promise<CourseViewerState> {
  const course = await repo.findCourseRef(deps.db, { guid });
  if (!course) throw courseNotFound();
  await repo.deleteEnrollment(deps.db, user.id, course.id);
  return viewerState(deps, user, course);
}

/** PUT course/{guid}/progress/ */
export async function updateProgress(
  deps: CoursesDeps,
  user: AuthUser,
  guid: string,
  input: { lesson: string; position_seconds: number; completed: boolean },
): Promise<CourseProgress> {
  const course = await publishedCourse(deps, { guid });
  if (!(await repo.findEnrollment(deps.db, user.id, course.id))) throw notEnrolled();
  const lesson = await repo.findLessonRef(deps.db, input.lesson);
  if (!lesson) throw lessonNotFound();
  if (lesson.courseId !== course.id) throw lessonNotInCourse();
  const { certificateIssued } = await repo.recordProgress(deps.db, { userId: user.id, courseId: course.id, lessonId: lesson.id, positionSeconds: input.position_seconds, completed: input.completed, certificate: newCertificateId });
  if (certificateIssued) await certificateNotice(deps, user, course, certificateIssued);
  return (await progressOf(deps, user.id, course.id))!;
}

/**
 * The course is finished and its certificate made: the learner gets the bell's notification
 * (courses.certificate, {title}) linking to it, shown in their open tabs and pushed to their
 * browsers. A failure is logged; the progress and the certificate are stored.
 */
async function certificateNotice(deps: CoursesDeps, user: AuthUser, course: repo.CourseRef, certificate: string) {
  try {
    const notification = await createNotification({ db: deps.db }, { userId: user.id, code: 'courses.certificate', params: { title: course.title }, type: 'success', link: publicPaths.certificate(certificate) });
    if (notification) await deps.notify?.(user.id, notification);
  } catch (err) {
    deps.log?.error({ err, course: course.guid }, 'certificate notification failed');
  }
}

/** POST|DELETE course/{guid}/like/: idempotent. */
export async function like(deps: CoursesDeps, user: AuthUser, guid: string, liked: boolean) {
  const course = liked ? await publishedCourse(deps, { guid }) : await repo.findCourseRef(deps.db, { guid });
  if (!course) throw courseNotFound();
  return { liked, likes_count: await repo.setLike(deps.db, user.id, course.id, liked) };
}

/** GET my/: the caller's courses with their progress, last studied first (three queries). */
export async function myCourses(deps: CoursesDeps, user: AuthUser, page: number, pageSize: number): Promise<{ results: MyCourse[]; next_page: number | null }> {
  const rows = await repo.myCourses(deps.db, user.id, pageSize + 1, (page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const progress = await repo.progressOf(deps.db, user.id, shown.map((r) => r.id));
  return {
    results: shown.map((r) => ({
      ...presentCourseCard(r),
      progress: presentProgress(
        { createdAt: r.enrolledAt, finishedAt: r.finishedAt, certificate: r.certificate },
        r.lastLessonGuid,
        r.lessonsCount,
        progress.filter((p) => p.courseId === r.id),
      ),
    })),
    next_page: rows.length > pageSize ? page + 1 : null,
  };
}

/** GET liked/: newest like first. */
export async function likedCourses(deps: CoursesDeps, user: AuthUser, page: number, pageSize: number): Promise<{ results: CourseCard[]; next_page: number | null }> {
  const rows = await repo.likedCourses(deps.db, user.id, pageSize + 1, (page - 1) * pageSize);
  return { results: rows.slice(0, pageSize).map(presentCourseCard), next_page: rows.length > pageSize ? page + 1 : null };
}

/** GET certificates/{id}/ (public: its address is the verification link). */
export async function certificate(deps: CoursesDeps, id: string): Promise<Certificate> {
  const row = await repo.findCertificate(deps.db, id);
  if (!row) throw certificateNotFound();
  return {
    id: row.id,
    learner: { first_name: row.learnerFirstName, last_name: row.learnerLastName },
    course: { title: row.courseTitle, meta: row.courseMeta, lessons_count: await repo.lessonsCountOf(deps.db, row.courseId) },
    teacher: { first_name: row.teacherFirstName, last_name: row.teacherLastName },
    finished_at: row.finishedAt.toISOString(),
  };
}
