import type { FastifyBaseLogger } from 'fastify';
import type { CourseCategoryPage, CourseDetail, CourseListQuery, CoursesHomeData, Lesson } from '@shared/schemas/courses';
import type { ServerNotification } from '@shared/schemas/messenger';
import { searchWords } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import type { ViewCounter } from '../../lib/view-counter';
import { publicPaths } from '@shared/paths';
import { createAnswerCache, HOME_DATA_TTL_MS } from '../../lib/cache';
import { searchForgiving, suggestionText } from '../../lib/did-you-mean';
import { rewriteSearchKeys, ungated, type SearchGate } from '../../lib/search';
import { publicContentChanged } from '../../lib/public-content';
import { fixedSitemapSource, type SitemapSource } from '../../lib/sitemap';
import { courseCategoryNotFound, courseNotFound, lessonNotFound } from './courses.errors';
import { categorySitemapSource, presentCategory, rebuildCategorySearchKeys } from '../categories';
import { presentCourseCard, presentCourseDetail, presentLesson } from './courses.presenter';
import * as repo from './courses.repository';
import { courseCategories, courses } from './courses.table';
import type { BlobStore } from '../../lib/blob-store';

/**
 * What the course rules need: the database, the batched view counter of courses, the uploads folder,
 * and how a learner hears of their certificate (the bell's notification shown in their open tabs and
 * pushed to their browsers: handed in by server/app.ts).
 */
export interface CoursesDeps {
  db: Db;
  views: ViewCounter;
  /** Where uploads go (course thumbnails, lesson videos, teachers' pictures). */
  blobs: BlobStore;
  log?: FastifyBaseLogger;
  notify?: (userId: number, notification: ServerNotification) => Promise<void>;
}

/** Cards per grid on /courses. */
const HOME_GRID_SIZE = 8;
/** The category meta that means every course (/courses/categories/details/all). */
const ALL_CATEGORIES = 'all';

/**
 * /courses' data: every category; top = the courses marked top, then the most viewed (8);
 * new = the newest (8). Three queries.
 */
async function getCoursesHomeData(deps: CoursesDeps): Promise<CoursesHomeData> {
  const [categories, top, fresh] = await Promise.all([repo.listCategories(deps.db), repo.topCourses(deps.db, HOME_GRID_SIZE), repo.newestCourses(deps.db, HOME_GRID_SIZE)]);
  return { categories: categories.map(presentCategory), top: top.map(presentCourseCard), new: fresh.map(presentCourseCard) };
}

const homeCache = createAnswerCache<CoursesHomeData>('courses.home_data', HOME_DATA_TTL_MS);

/** The home data, from a 30 s in-process cache: the same object for every caller, its JSON made once (server/lib/kept-json.ts). */
export const cachedCoursesHomeData = (deps: CoursesDeps) => homeCache.get(deps.db, 'home', () => getCoursesHomeData(deps));

/**
 * Call after any write the courses home shows (a course or lesson created, edited, published or
 * deleted; a category changed; an author's name or picture changed). Without a db it clears every app's entry.
 * The same writes change the course pages: the pages kept rendered are cleared too (public-content.ts).
 */
export function invalidateCoursesHomeData(db?: Db) {
  homeCache.invalidate(db);
  publicContentChanged(db);
}

/**
 * Courses of one category ('all' = every course), newest first: {category, results, next_page,
 * did_you_mean}. With `q`, only the courses whose title, short description, category or teacher has
 * every word (any spelling: searchWords); a first page that finds nothing is searched again with each
 * slip corrected (searchForgiving), later pages keep the words as typed.
 */
export async function coursesOfCategory(deps: CoursesDeps, meta: string, q: CourseListQuery, gate: SearchGate = ungated): Promise<CourseCategoryPage> {
  let category: Awaited<ReturnType<typeof repo.findCategoryByMeta>> = null;
  if (meta !== ALL_CATEGORIES) {
    category = await repo.findCategoryByMeta(deps.db, meta);
    if (!category) throw courseCategoryNotFound();
  }
  const words = searchWords(q.q);
  // A search (nothing keeps its answers) is counted against the caller: the per-address search limit.
  if (words.length) await gate();
  // One row more than a page tells whether there is a next page, without counting.
  const search = (words: string[]) => repo.coursesOfCategory(deps.db, { categoryId: category?.id ?? null, words }, q.page_size + 1, (q.page - 1) * q.page_size);
  const { found: rows, corrected } = await searchForgiving(deps.db, 'courses', words, search, (rows) => rows.length === 0, q.page === 1);
  const results = rows.slice(0, q.page_size);
  return {
    category: category ? presentCategory(category) : null,
    results: results.map(presentCourseCard),
    next_page: rows.length > q.page_size ? q.page + 1 : null,
    did_you_mean: corrected && suggestionText(q.q, words, corrected, results.flatMap(courseSearchTexts)),
  };
}

/** A course with its lessons; counts the visitor's view (once a day). */
export async function viewCourse(deps: CoursesDeps, meta: string, visitor: string | null): Promise<CourseDetail> {
  const row = await repo.findPublishedCourse(deps.db, meta);
  if (!row) throw courseNotFound();
  deps.views.add(row.id, visitor);
  return presentCourseDetail({ ...row, views: row.views + deps.views.pending(row.id) }, await repo.lessonsOfCourse(deps.db, row.id));
}

export async function getLesson(deps: CoursesDeps, guid: string): Promise<Lesson> {
  const row = await repo.findLesson(deps.db, guid);
  if (!row) throw lessonNotFound();
  return presentLesson(row, await repo.captionsOfLessons(deps.db, [row.id]));
}

// --- search keys ---------------------------------------------------------------------------------

/** The texts a course is found by: its title and short description, its category's titles (Uzbek, Russian, English) and its teacher's name. */
const courseSearchTexts = (c: repo.CourseKeySource): string[] =>
  [c.title, c.shortDescription, c.categoryTitle, c.categoryTitleRu ?? '', c.categoryTitleEn ?? '', c.authorFirstName, c.authorLastName].filter(Boolean);

/**
 * Writes the stored search keys of the courses in `scope` whose key no longer matches its texts: after
 * a course is written, a category renamed, a teacher renamed (handed in by server/app.ts), and for
 * every course when searchKey changed (server/search-index.ts). Answers how many changed.
 */
export const writeCourseSearchKeys = (db: Db, scope: repo.CourseKeyScope) =>
  rewriteSearchKeys(db, courses, courses.searchText, (after, limit) => repo.courseKeySources(db, scope, after, limit), (c) => courseSearchTexts(c).join(' '));

/** Rebuilds every course's and course category's stored search key (after searchKey changed, or the column was added). */
export const rebuildCourseSearchKeys = async (db: Db) => (await writeCourseSearchKeys(db, 'all')) + (await rebuildCategorySearchKeys(db, courseCategories));

/** A user's name changed: their courses' keys hold it. */
export const authorRenamed = async (db: Db, userId: number) => {
  await writeCourseSearchKeys(db, { authorId: userId });
};

/** The courses' public pages for the sitemap: the index, 'all courses', each category and each published course. */
export function coursesSitemapSources(deps: Pick<CoursesDeps, 'db'>): SitemapSource[] {
  return [
    fixedSitemapSource('courses', [publicPaths.courses(), publicPaths.courseCategory(ALL_CATEGORIES)]),
    categorySitemapSource(deps.db, courseCategories, 'course-categories', publicPaths.courseCategory),
    {
      name: 'course-pages',
      count: () => repo.countPublishedCourses(deps.db),
      entries: async (offset: number, limit: number) =>
        (await repo.publishedCoursePages(deps.db, offset, limit)).map((c) => ({ path: publicPaths.course(c.meta), lastModified: c.updatedAt })),
    },
  ];
}

/** The admin overview's course figure (one query): every course, published or not. */
export const courseStats = async (db: Db) => ({ total: await repo.countCourses(db) });
