import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsEveryWord } from '../../lib/search';
import { users } from '../users';
import { categoryByMeta, categoryRows } from '../categories';
import { courseCategories, courses, lessonCaptions, lessons } from './courses.table';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * Every query of the courses' public reads. A course card carries its category and author (joined)
 * and its number of lessons (a correlated count served by the (course_id, order) unique index):
 * one query per list, whatever its length. Only published courses are public.
 */

export const listCategories = (db: Db) => categoryRows(db, courseCategories);

export const findCategoryByMeta = (db: Db, meta: string) => categoryByMeta(db, courseCategories, meta);

const lessonsCount = sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id})`;

export const cardColumns = {
  id: courses.id,
  guid: courses.guid,
  meta: courses.meta,
  title: courses.title,
  shortDescription: courses.shortDescription,
  thumbnail: courses.thumbnail,
  createdAt: courses.createdAt,
  views: courses.views,
  price: courses.price,
  lessonsCount,
  categoryGuid: courseCategories.guid,
  categoryTitle: courseCategories.title,
  categoryTitleRu: courseCategories.titleRu,
  categoryTitleEn: courseCategories.titleEn,
  categoryMeta: courseCategories.meta,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorPfp: users.pfp,
};

export type CourseCardRow = SelectResultFields<typeof cardColumns>;

/**
 * A course's category and author joined to a query from courses (made `.$dynamic()`): the joins of
 * every list of courses in this module (the public cards, a learner's courses, the admin rows, a search
 * key's sources), written once.
 */
export const withCategoryAndAuthor = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId)).innerJoin(users, eq(users.id, courses.authorId));

/** Published courses' cards matching `where`. */
export const cards = (db: Db, where: SQL | undefined) =>
  withCategoryAndAuthor(db.select(cardColumns).from(courses).$dynamic()).where(where ? and(eq(courses.isPublished, true), where) : eq(courses.isPublished, true));

/** Top: the courses marked top first, then the most viewed (courses_top_idx). */
export const topCourses = (db: Db, limit: number): Promise<CourseCardRow[]> =>
  cards(db, undefined).orderBy(desc(courses.isTop), desc(courses.views), desc(courses.createdAt), desc(courses.id)).limit(limit);

/** Newest first (courses_created_idx). */
export const newestCourses = (db: Db, limit: number): Promise<CourseCardRow[]> =>
  cards(db, undefined).orderBy(desc(courses.createdAt), desc(courses.id)).limit(limit);

/**
 * Newest first, of one category or of all (courses_category_created_idx / courses_created_idx); with
 * words (search keys, searchWords), only the courses whose stored key has every one of them
 * (courses_search_trgm_idx).
 */
export const coursesOfCategory = (db: Db, f: { categoryId: number | null; words: readonly string[] }, limit: number, offset: number): Promise<CourseCardRow[]> =>
  cards(db, and(...(f.categoryId === null ? [] : [eq(courses.categoryId, f.categoryId)]), ...containsEveryWord(courses.searchText, f.words)))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(limit)
    .offset(offset);

// --- search keys ---------------------------------------------------------------------------------

/** Which courses' keys to write: one course, a category's, a teacher's, or every course. */
export type CourseKeyScope = { courseId: number } | { categoryId: number } | { authorId: number } | 'all';

const scopeCondition = (scope: CourseKeyScope): SQL | undefined =>
  scope === 'all' ? undefined : 'courseId' in scope ? eq(courses.id, scope.courseId) : 'categoryId' in scope ? eq(courses.categoryId, scope.categoryId) : eq(courses.authorId, scope.authorId);

/** What a course's search key is made of: its own texts, its category's titles and its teacher's name. */
export type CourseKeySource = {
  title: string;
  shortDescription: string;
  categoryTitle: string;
  categoryTitleRu: string | null;
  categoryTitleEn: string | null;
  authorFirstName: string;
  authorLastName: string;
};

/** The courses of a scope after an id, in id order, with their stored key and its sources (published or not: a draft is keyed before it is shown). */
export const courseKeySources = (db: Db, scope: CourseKeyScope, afterId: number, limit: number): Promise<Array<{ id: number; key: string } & CourseKeySource>> => {
  const { title, shortDescription, categoryTitle, categoryTitleRu, categoryTitleEn, authorFirstName, authorLastName } = cardColumns;
  const columns = { id: courses.id, key: courses.searchText, title, shortDescription, categoryTitle, categoryTitleRu, categoryTitleEn, authorFirstName, authorLastName };
  return withCategoryAndAuthor(db.select(columns).from(courses).$dynamic())
    .where(and(gt(courses.id, afterId), scopeCondition(scope)))
    .orderBy(asc(courses.id))
    .limit(limit);
};

/** A published course's card and body, by meta; null when there is none. */
export async function findPublishedCourse(db: Db, meta: string): Promise<(CourseCardRow & { id: number; description: string }) | null> {
  const [row] = await withCategoryAndAuthor(db.select({ ...cardColumns, id: courses.id, description: courses.description }).from(courses).$dynamic())
    .where(and(eq(courses.meta, meta), eq(courses.isPublished, true)))
    .limit(1);
  return row ?? null;
}

export type LessonListRow = { guid: string; order: number; title: string; durationSeconds: number | null };

export function lessonsOfCourse(db: Db, courseId: number): Promise<LessonListRow[]> {
  return db
    .select({ guid: lessons.guid, order: lessons.order, title: lessons.title, durationSeconds: lessons.durationSeconds })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.order));
}

export type LessonRow = Omit<LessonListRow, 'durationSeconds'> & { id: number; video: string };

/** A lesson of a published course. */
export async function findLesson(db: Db, guid: string): Promise<LessonRow | null> {
  const [row] = await db
    .select({ id: lessons.id, guid: lessons.guid, order: lessons.order, title: lessons.title, video: lessons.video })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.guid, guid), eq(courses.isPublished, true)))
    .limit(1);
  return row ?? null;
}

export type CaptionsRow = { lessonId: number; lang: (typeof lessonCaptions.$inferSelect)['lang']; file: string };

/** The captions of these lessons (one query, whatever their number). */
export async function captionsOfLessons(db: Db, lessonIds: number[]): Promise<CaptionsRow[]> {
  if (lessonIds.length === 0) return [];
  return db.select({ lessonId: lessonCaptions.lessonId, lang: lessonCaptions.lang, file: lessonCaptions.file }).from(lessonCaptions).where(inArray(lessonCaptions.lessonId, lessonIds));
}

// --- the sitemap ---------------------------------------------------------------------------------

export async function countPublishedCourses(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(courses).where(eq(courses.isPublished, true));
  return n;
}

export const publishedCoursePages = (db: Db, offset: number, limit: number) =>
  db.select({ meta: courses.meta, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.isPublished, true)).orderBy(asc(courses.id)).limit(limit).offset(offset);

/** The admin overview: every course. */
export async function countCourses(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(courses);
  return row.total;
}
