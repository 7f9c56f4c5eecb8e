import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users';
import { alias } from 'drizzle-orm/pg-core';
import { cardColumns, cards, withCategoryAndAuthor, type CourseCardRow } from './courses.repository';
import { courseLikes, courses, enrollments, lessonProgress, lessons } from './courses.table';

/** The learner's side of courses: enrolments, progress per lesson, likes and certificates. */

export type CourseRef = { id: number; guid: string; meta: string; title: string; isPublished: boolean; likesCount: number; authorId: number };
const refColumns = { id: courses.id, guid: courses.guid, meta: courses.meta, title: courses.title, isPublished: courses.isPublished, likesCount: courses.likesCount, authorId: courses.authorId };

export async function findCourseRef(db: Db, by: { guid: string } | { meta: string }): Promise<CourseRef | null> {
  const [row] = await db
    .select(refColumns)
    .from(courses)
    .where('guid' in by ? eq(courses.guid, by.guid) : eq(courses.meta, by.meta))
    .limit(1);
  return row ?? null;
}

export type EnrollmentRow = typeof enrollments.$inferSelect;

export async function findEnrollment(db: Db, userId: number, courseId: number): Promise<EnrollmentRow | null> {
  const [row] = await db.select().from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))).limit(1);
  return row ?? null;
}

/** Enrols (nothing happens when already enrolled). */
export async function insertEnrollment(db: Db, userId: number, courseId: number): Promise<void> {
  await db.insert(enrollments).values({ userId, courseId }).onConflictDoNothing();
}

/** Leaves a course: the enrolment and its progress go. */
export async function deleteEnrollment(db: Db, userId: number, courseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
    await tx.delete(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  });
}

export async function isLiked(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db.select({ c: courseLikes.courseId }).from(courseLikes).where(and(eq(courseLikes.userId, userId), eq(courseLikes.courseId, courseId))).limit(1);
  return !!row;
}

/** Likes or unlikes; the course's likes_count follows only a real change. Answers the count after it. */
export async function setLike(db: Db, userId: number, courseId: number, liked: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(courseLikes).values({ userId, courseId }).onConflictDoNothing().returning({ c: courseLikes.courseId })
      : await tx.delete(courseLikes).where(and(eq(courseLikes.userId, userId), eq(courseLikes.courseId, courseId))).returning({ c: courseLikes.courseId });
    if (changed.length) {
      await tx
        .update(courses)
        .set({ likesCount: liked ? sql`${courses.likesCount} + 1` : sql`greatest(${courses.likesCount} - 1, 0)` })
        .where(eq(courses.id, courseId));
    }
    const [row] = await tx.select({ likes: courses.likesCount }).from(courses).where(eq(courses.id, courseId));
    return row.likes;
  });
}

export type ProgressRow = { courseId: number; lessonGuid: string; positionSeconds: number; completedAt: Date | null };

/** The progress rows of one learner in some courses (one query). */
export function progressOf(db: Db, userId: number, courseIds: number[]): Promise<ProgressRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ courseId: lessonProgress.courseId, lessonGuid: lessons.guid, positionSeconds: lessonProgress.positionSeconds, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds)));
}

export async function lessonsCountOf(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId));
  return row.n;
}

export async function lessonGuid(db: Db, lessonId: number | null): Promise<string | null> {
  if (lessonId === null) return null;
  const [row] = await db.select({ guid: lessons.guid }).from(lessons).where(eq(lessons.id, lessonId));
  return row?.guid ?? null;
}

export async function findLessonRef(db: Db, guid: string): Promise<{ id: number; courseId: number } | null> {
  const [row] = await db.select({ id: lessons.id, courseId: lessons.courseId }).from(lessons).where(eq(lessons.guid, guid)).limit(1);
  return row ?? null;
}

/**
 * Stores where the learner is in a lesson (a completion stays once given), makes it the enrolment's
 * last lesson, and, when every lesson of the course is completed, finishes the enrolment with the
 * certificate id given — all in one transaction.
 */
export async function recordProgress(
  db: Db,
  p: { userId: number; courseId: number; lessonId: number; positionSeconds: number; completed: boolean; certificate: () => string },
): Promise<{ certificateIssued: string | null }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx
      .insert(lessonProgress)
      .values({ userId: p.userId, lessonId: p.lessonId, courseId: p.courseId, positionSeconds: p.positionSeconds, completedAt: p.completed ? now : null, updatedAt: now })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          positionSeconds: p.positionSeconds,
          completedAt: p.completed ? sql`coalesce(${lessonProgress.completedAt}, ${now.toISOString()}::timestamptz)` : sql`${lessonProgress.completedAt}`,
          updatedAt: now,
        },
      });
    await tx
      .update(enrollments)
      .set({ lastLessonId: p.lessonId, updatedAt: now })
      .where(and(eq(enrollments.userId, p.userId), eq(enrollments.courseId, p.courseId)));
    if (!p.completed) return { certificateIssued: null };
    const [{ total }] = await tx.select({ total: count() }).from(lessons).where(eq(lessons.courseId, p.courseId));
    const [{ done }] = await tx
      .select({ done: count() })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(and(eq(lessonProgress.userId, p.userId), eq(lessons.courseId, p.courseId), isNotNull(lessonProgress.completedAt)));
    if (total > 0 && done >= total) {
      const [issued] = await tx
        .update(enrollments)
        .set({ finishedAt: now, certificate: p.certificate() })
        .where(and(eq(enrollments.userId, p.userId), eq(enrollments.courseId, p.courseId), sql`${enrollments.finishedAt} is null`))
        .returning({ certificate: enrollments.certificate });
      return { certificateIssued: issued?.certificate ?? null };
    }
    return { certificateIssued: null };
  });
}

export type MyCourseRow = CourseCardRow & { enrolledAt: Date; finishedAt: Date | null; certificate: string | null; lastLessonGuid: string | null };

const myCourseColumns = { ...cardColumns, enrolledAt: enrollments.createdAt, finishedAt: enrollments.finishedAt, certificate: enrollments.certificate, lastLessonGuid: lessons.guid };

/** The learner's published courses, last studied first (enrollments_user_updated_idx). */
export function myCourses(db: Db, userId: number, limit: number, offset: number): Promise<MyCourseRow[]> {
  return withCategoryAndAuthor(db.select(myCourseColumns).from(courses).$dynamic())
    .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
    .leftJoin(lessons, eq(lessons.id, enrollments.lastLessonId))
    .where(and(eq(enrollments.userId, userId), eq(courses.isPublished, true)))
    .orderBy(desc(enrollments.updatedAt), desc(enrollments.createdAt))
    .limit(limit)
    .offset(offset);
}

/** Liked courses, newest like first. */
export function likedCourses(db: Db, userId: number, limit: number, offset: number): Promise<CourseCardRow[]> {
  return cards(db, eq(courseLikes.userId, userId))
    .innerJoin(courseLikes, eq(courseLikes.courseId, courses.id))
    .orderBy(desc(courseLikes.createdAt), desc(courses.id))
    .limit(limit)
    .offset(offset);
}

export type CertificateRow = {
  id: string;
  finishedAt: Date;
  learnerFirstName: string;
  learnerLastName: string;
  courseTitle: string;
  courseMeta: string;
  courseId: number;
  teacherFirstName: string;
  teacherLastName: string;
};

export async function findCertificate(db: Db, id: string): Promise<CertificateRow | null> {
  // The learner and the teacher are both users: the teacher's row joins under its own name.
  const teacher = alias(users, 'teacher');
  const [row] = await db
    .select({
      id: enrollments.certificate,
      finishedAt: enrollments.finishedAt,
      learnerFirstName: users.firstName,
      learnerLastName: users.lastName,
      courseTitle: courses.title,
      courseMeta: courses.meta,
      courseId: courses.id,
      teacherFirstName: teacher.firstName,
      teacherLastName: teacher.lastName,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(teacher, eq(teacher.id, courses.authorId))
    .where(eq(enrollments.certificate, id))
    .limit(1);
  const { id: certificate, finishedAt } = row ?? {};
  return certificate && finishedAt ? { ...row, id: certificate, finishedAt } : null;
}

