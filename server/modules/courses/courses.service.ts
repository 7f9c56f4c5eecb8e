import type { CourseCard, CourseCategory, CoursesHomeData } from '@shared/schemas/courses';
import type { Db } from '../../db/client';
import { createJsonCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { courseCategoryNotFound, courseNotFound, lessonNotFound } from './courses.errors';
import { presentCategory, presentCourseCard, presentCourseDetail, presentLesson, type CourseDetail, type Lesson } from './courses.presenter';
import * as repo from './courses.repository';

/** Cards per grid on /courses. */
export const HOME_GRID_SIZE = 8;
/** The category meta that means every course (/courses/categories/details/all). */
export const ALL_CATEGORIES = 'all';

/**
 * /courses' data: every category; top = the courses marked top, then the most viewed (8);
 * new = the newest (8). Three queries.
 */
export async function getCoursesHomeData(db: Db): Promise<CoursesHomeData> {
  const [categories, top, fresh] = await Promise.all([repo.listCategories(db), repo.topCourses(db, HOME_GRID_SIZE), repo.newestCourses(db, HOME_GRID_SIZE)]);
  return { categories: categories.map(presentCategory), top: top.map(presentCourseCard), new: fresh.map(presentCourseCard) };
}

const homeCache = createJsonCache(HOME_DATA_TTL_MS);

/** The home data as JSON, from a 30 s in-process cache. */
export const getCoursesHomeDataJson = (db: Db) => homeCache.get(db, 'home', () => getCoursesHomeData(db));

/**
 * Call after any write the courses home shows (a course or lesson created, edited, published or
 * deleted; a category changed; an author's name or picture changed). Without a db it clears every app's entry.
 */
export const invalidateCoursesHomeData = (db?: Db) => homeCache.invalidate(db);

/** Courses of one category ('all' = every course), newest first: {category, results, next_page}. */
export async function coursesOfCategory(
  db: Db,
  meta: string,
  page: number,
  pageSize: number,
): Promise<{ category: CourseCategory | null; results: CourseCard[]; next_page: number | null }> {
  let category: Awaited<ReturnType<typeof repo.findCategoryByMeta>> = null;
  if (meta !== ALL_CATEGORIES) {
    category = await repo.findCategoryByMeta(db, meta);
    if (!category) throw courseCategoryNotFound();
  }
  // One row more than a page tells whether there is a next page, without counting.
  const rows = await repo.coursesOfCategory(db, category?.id ?? null, pageSize + 1, (page - 1) * pageSize);
  return {
    category: category ? presentCategory(category) : null,
    results: rows.slice(0, pageSize).map(presentCourseCard),
    next_page: rows.length > pageSize ? page + 1 : null,
  };
}

/** A course with its lessons; counts the view. */
export async function viewCourse(db: Db, meta: string): Promise<CourseDetail> {
  const row = await repo.viewCourseByMeta(db, meta);
  if (!row) throw courseNotFound();
  return presentCourseDetail(row, await repo.lessonsOfCourse(db, row.id));
}

export async function getLesson(db: Db, guid: string): Promise<Lesson> {
  const row = await repo.findLesson(db, guid);
  if (!row) throw lessonNotFound();
  return presentLesson(row);
}
