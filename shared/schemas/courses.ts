import { z } from 'zod';
import { categorySchema, publicUserSchema, resultsPageSchema } from './common';

/** Answers of /api/courses/ (spec §3 Course, Lesson; §7 course calls). */

export const courseCategorySchema = categorySchema.meta({ id: 'CourseCategory' });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const courseCardSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    title: z.string(),
    short_description: z.string(),
    thumbnail: z.string().nullable(),
    created_at: z.string(),
    views: z.number().int(),
    /** Whole so'm; 0 is free ('Bepul'). */
    price: z.number().int(),
    lessons_count: z.number().int(),
    category: z.object({ guid: z.string(), title: z.string(), meta: z.string() }),
    author: publicUserSchema,
  })
  .meta({ id: 'CourseCard' });
export type CourseCard = z.infer<typeof courseCardSchema>;

export const coursesHomeDataSchema = z
  .object({ categories: z.array(courseCategorySchema), top: z.array(courseCardSchema), new: z.array(courseCardSchema) })
  .meta({ id: 'CoursesHomeData' });
export type CoursesHomeData = z.infer<typeof coursesHomeDataSchema>;

/** GET category/{meta}/ ('all' for every course): the category (null for all) and a page of cards. */
export const courseCategoryPageSchema = resultsPageSchema(courseCardSchema).extend({ category: courseCategorySchema.nullable() });

export const lessonSummarySchema = z.object({ guid: z.string(), order: z.number().int(), title: z.string() });
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET course/{meta}/: the card, its body and its lessons in order (each lesson's video comes from lesson/{guid}/). */
export const courseDetailSchema = courseCardSchema.extend({ description: z.string(), lessons: z.array(lessonSummarySchema) }).meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** A lesson: video is a URL we host (/media/…, play it in <video>) or an embeddable page (play it in an <iframe>). */
export const lessonSchema = lessonSummarySchema.extend({ video: z.string() }).meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof lessonSchema>;
