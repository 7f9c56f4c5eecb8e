import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '@shared/constants';
import { categoryTable, createdAtColumn, guidColumn, pageKeyColumns, refColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

export const courseCategories = categoryTable('course_categories');

/** Teachers are users the admin has made course authors. */
export const teachers = pgTable('teachers', {
  id: serial().primaryKey(),
  guid: guidColumn(),
  userId: refColumn(() => users.id).unique(),
  createdAt: createdAtColumn(),
});

export const courses = pgTable(
  'courses',
  {
    ...pageKeyColumns(),
    categoryId: refColumn(() => courseCategories.id, 'restrict'),
    authorId: refColumn(() => users.id, 'restrict'),
    title: text().notNull(),
    shortDescription: text().notNull().default(''),
    description: text().notNull().default(''),
    thumbnail: text(),
    views: integer().notNull().default(0),
    /** Whole so'm; 0 means free ('Bepul'). Every course is free today (spec §6). */
    price: bigint({ mode: 'number' }).notNull().default(0),
    isTop: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    /** Kept by the like/unlike calls (course_likes is the truth; this spares a count per card). */
    likesCount: integer().notNull().default(0),
    /**
     * searchKey (@shared/text/uzbek) of the title, the short description, the category's titles and
     * the teacher's name: what the public list's `q` is matched against (courses.service.ts
     * courseSearchSource); indexed with pg_trgm. Rewritten when any of them changes.
     */
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('courses_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index('courses_category_created_idx').on(t.categoryId, t.createdAt),
    index('courses_created_idx').on(t.createdAt),
    index('courses_top_idx').on(t.isTop, t.views),
    index('courses_author_idx').on(t.authorId),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    courseId: refColumn(() => courses.id),
    order: integer().notNull(),
    title: text().notNull().default(''),
    /** A video we host (stored file key) or an embeddable URL. */
    video: text().notNull(),
    durationSeconds: integer(),
    ...timestamps,
  },
  (t) => [unique('lessons_course_order_unique').on(t.courseId, t.order)],
);

/**
 * A lesson's captions: one WebVTT file (a stored file key, `captions/…/….vtt`) per language of the
 * interface (shared/constants LANGUAGE_CODES). They go with their lesson; the editor's delete calls
 * release their files (editor.repository.ts).
 */
export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    lessonId: refColumn(() => lessons.id),
    lang: text({ enum: LANGUAGE_CODES }).notNull(),
    file: text().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.lang] })],
);

export const enrollments = pgTable(
  'enrollments',
  {
    userId: refColumn(() => users.id),
    courseId: refColumn(() => courses.id),
    createdAt: createdAtColumn(),
    /** The lesson to continue with ('continue where you stopped'). */
    lastLessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    /** When every lesson was completed; the certificate's unguessable id is given at the same moment. */
    finishedAt: timestamp({ withTimezone: true }),
    certificate: text().unique(),
    /** Last studied: 'my courses' lists the most recent first. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('enrollments_course_idx').on(t.courseId, t.createdAt),
    index('enrollments_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/** A learner's place in one lesson: the second they stopped at, and when they completed it. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: refColumn(() => users.id),
    lessonId: refColumn(() => lessons.id),
    courseId: refColumn(() => courses.id),
    positionSeconds: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_progress_user_course_idx').on(t.userId, t.courseId)],
);

export const courseLikes = pgTable(
  'course_likes',
  {
    userId: refColumn(() => users.id),
    courseId: refColumn(() => courses.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_likes_course_idx').on(t.courseId), index('course_likes_user_created_idx').on(t.userId, t.createdAt)],
);
