import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowWhere } from '../../lib/reads';
import { releaseFiles, settleFiles } from '../../lib/stored-files';
import { users } from '../users';
import { cardColumns } from './courses.repository';
import { courseCategories, courses, lessonCaptions, lessons, teachers } from './courses.table';

/** The course and lesson editors' queries. Lesson orders stay 1..n: every change renumbers them in its transaction. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewCourse = typeof courses.$inferInsert;
export type LessonRecord = typeof lessons.$inferSelect;

export async function isTeacher(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, userId)).limit(1);
  return !!row;
}

export async function teacherUserId(db: Db, teacherGuid: string): Promise<number | null> {
  const [row] = await db.select({ userId: teachers.userId }).from(teachers).where(eq(teachers.guid, teacherGuid)).limit(1);
  return row?.userId ?? null;
}

export async function categoryIdByGuid(db: Db, guid: string): Promise<number | null> {
  const [row] = await db.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.guid, guid)).limit(1);
  return row?.id ?? null;
}

export async function metaTaken(db: Db, meta: string): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.meta, meta)).limit(1);
  return !!row;
}

export type CourseRecord = typeof courses.$inferSelect;

/** Courses' descriptions by id, a page at a time (the start-up cleaning of stored texts). */
export async function courseDescriptionsAfter(db: Db, afterId: number, limit: number): Promise<Array<{ id: number; description: string }>> {
  return db.select({ id: courses.id, description: courses.description }).from(courses).where(gt(courses.id, afterId)).orderBy(asc(courses.id)).limit(limit);
}

export async function setCourseDescription(db: Db, id: number, description: string): Promise<void> {
  await db.update(courses).set({ description }).where(eq(courses.id, id));
}

export const findCourse = (db: Db, guid: string): Promise<CourseRecord | null> => rowWhere(db, courses, courses.guid, guid);

export const findCourseById = (db: Db, id: number): Promise<CourseRecord | null> => rowWhere(db, courses, courses.id, id);

/** The course as its editor sees it (published or not), with its author's teacher guid (or user guid). */
export async function editorCourse(db: Db, id: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: courses.description,
      isPublished: courses.isPublished,
      authorGuid: sql<string>`coalesce((select ${teachers.guid}::text from ${teachers} where ${teachers.userId} = ${courses.authorId}), ${users.guid}::text)`,
    })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .innerJoin(users, eq(users.id, courses.authorId))
    .where(eq(courses.id, id));
  return row ?? null;
}

export const lessonsWithVideos = (db: Db, courseId: number) =>
  db.select({ id: lessons.id, guid: lessons.guid, order: lessons.order, title: lessons.title, video: lessons.video }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.order));

export async function insertCourse(db: Db, values: NewCourse, files: string[]): Promise<CourseRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(courses).values(values).returning();
    await settleFiles(tx, files);
    return row;
  });
}

export async function updateCourse(db: Db, id: number, values: Partial<NewCourse>, settle: string[], release: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(courses).set(values).where(eq(courses.id, id));
    await settleFiles(tx, settle);
    await releaseFiles(tx, release);
  });
}

/** Deletes a course (its lessons, enrolments, progress and likes cascade); answers the stored files it let go. */
export async function deleteCourse(db: Db, course: CourseRecord): Promise<string[]> {
  return db.transaction(async (tx) => {
    const videos = await tx.select({ id: lessons.id, video: lessons.video }).from(lessons).where(eq(lessons.courseId, course.id));
    const captions = await captionFilesOf(tx, videos.map((v) => v.id));
    const keys = [...(course.thumbnail ? [course.thumbnail] : []), ...videos.map((v) => v.video).filter(isStoredKey), ...captions];
    await tx.delete(courses).where(eq(courses.id, course.id));
    await releaseFiles(tx, keys);
    return keys;
  });
}

/** A lesson's video is a stored file key when it is not an address. */
export const isStoredKey = (video: string) => !/^(https?:)?\/\//.test(video) && !video.startsWith('/');

export const findLessonRecord = (db: Db, guid: string): Promise<LessonRecord | null> => rowWhere(db, lessons, lessons.guid, guid);

/**
 * Puts the course's lessons in the given order, numbered 1..n. The orders are first made negative so
 * that the unique (course_id, order) index never sees two lessons with one number on the way.
 */
async function renumber(tx: Tx, courseId: number, ids: number[]) {
  await tx.update(lessons).set({ order: sql`-${lessons.order} - 1` }).where(eq(lessons.courseId, courseId));
  for (const [i, id] of ids.entries()) await tx.update(lessons).set({ order: i + 1 }).where(eq(lessons.id, id));
}

const orderedIds = async (tx: Tx, courseId: number) =>
  (await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.order))).map((r) => r.id);

const place = (ids: number[], id: number, order: number | undefined) => {
  const rest = ids.filter((x) => x !== id);
  const at = order === undefined ? rest.length : Math.min(Math.max(order - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
};

/** A new lesson at `order` (last when not given); the others move to keep 1..n. */
export async function insertLesson(db: Db, courseId: number, values: { title: string; video: string }, order: number | undefined, settle: string[]): Promise<LessonRecord> {
  return db.transaction(async (tx) => {
    const ids = await orderedIds(tx, courseId);
    // -1 is free (orders are 1..n); renumber moves every lesson to its place.
    const [row] = await tx.insert(lessons).values({ courseId, order: -1, ...values }).returning();
    await renumber(tx, courseId, place(ids, row.id, order));
    await settleFiles(tx, settle);
    return (await tx.select().from(lessons).where(eq(lessons.id, row.id)))[0];
  });
}

export async function updateLesson(
  db: Db,
  lesson: LessonRecord,
  values: Partial<{ title: string; video: string }>,
  order: number | undefined,
  settle: string[],
  release: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(values).length) await tx.update(lessons).set({ ...values, updatedAt: new Date() }).where(eq(lessons.id, lesson.id));
    if (order !== undefined) await renumber(tx, lesson.courseId, place(await orderedIds(tx, lesson.courseId), lesson.id, order));
    await settleFiles(tx, settle);
    await releaseFiles(tx, release);
  });
}

export async function deleteLesson(db: Db, lesson: LessonRecord): Promise<string[]> {
  return db.transaction(async (tx) => {
    const captions = await captionFilesOf(tx, [lesson.id]);
    await tx.delete(lessons).where(and(eq(lessons.id, lesson.id)));
    await renumber(tx, lesson.courseId, await orderedIds(tx, lesson.courseId));
    const keys = [...(isStoredKey(lesson.video) ? [lesson.video] : []), ...captions];
    await releaseFiles(tx, keys);
    return keys;
  });
}

// --- captions: one file per lesson and language; the rows go with their lesson, their files are released here ---

type CaptionsLang = (typeof lessonCaptions.$inferSelect)['lang'];

/** The caption files of these lessons (read before the lessons are deleted: the rows cascade). */
async function captionFilesOf(tx: Tx, lessonIds: number[]): Promise<string[]> {
  if (lessonIds.length === 0) return [];
  return (await tx.select({ file: lessonCaptions.file }).from(lessonCaptions).where(inArray(lessonCaptions.lessonId, lessonIds))).map((r) => r.file);
}

/**
 * The lesson's captions in `lang` are now the file `key` (settled), the one they replace released, in
 * one transaction. The lesson's row is locked first so that two uploads for one lesson take turns (each
 * releases what the other wrote, never losing a file). Answers the replaced file (null: none), or
 * null when the lesson is gone (deleted meanwhile: nothing is written).
 */
export async function putLessonCaptions(db: Db, lessonId: number, lang: CaptionsLang, key: string): Promise<{ replaced: string | null } | null> {
  return db.transaction(async (tx) => {
    const [lesson] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for('update');
    if (!lesson) return null;
    const [old] = await tx.select({ file: lessonCaptions.file }).from(lessonCaptions).where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.lang, lang)));
    await tx
      .insert(lessonCaptions)
      .values({ lessonId, lang, file: key })
      .onConflictDoUpdate({ target: [lessonCaptions.lessonId, lessonCaptions.lang], set: { file: key, updatedAt: new Date() } });
    await settleFiles(tx, [key]);
    if (old) await releaseFiles(tx, [old.file]);
    return { replaced: old?.file ?? null };
  });
}

/** Removes the lesson's captions in `lang`, releasing their file; answers it, or null when there were none. */
export async function deleteLessonCaptions(db: Db, lessonId: number, lang: CaptionsLang): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(lessonCaptions).where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.lang, lang))).returning({ file: lessonCaptions.file });
    if (row) await releaseFiles(tx, [row.file]);
    return row?.file ?? null;
  });
}
