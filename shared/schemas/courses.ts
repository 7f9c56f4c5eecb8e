import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { MSG } from '../validation/messages';
import { dateField, didYouMeanField, formBoolean, guidField, line, nameField, optionalName, otherTitlesShape, pageQuerySchema, passwordField, phoneField, publicUserSchema, requiredText, resultsPageSchema, searchQueryField, text, titledCategorySchema } from './common';
import { genderField } from './users';

/** Answers of /api/courses/ (spec §3 Course, Lesson; §7 course calls). */

/** A course category: its Uzbek title, and its Russian and English ones where the admin gave them (null: show the Uzbek). */
const courseCategorySchema = titledCategorySchema.meta({ id: 'CourseCategory' });

/** An admin's course category: the public one, when it was made and how many courses (drafts too) it holds. */
export const adminCourseCategorySchema = courseCategorySchema.extend({ created_at: z.string(), courses_count: z.number().int() }).meta({ id: 'AdminCourseCategory' });
export type AdminCourseCategory = z.infer<typeof adminCourseCategorySchema>;


const courseCardSchema = z
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
    category: z.object({ guid: z.string(), title: z.string(), meta: z.string(), ...otherTitlesShape }),
    author: publicUserSchema,
  })
  .meta({ id: 'CourseCard' });
export type CourseCard = z.infer<typeof courseCardSchema>;

export const coursesHomeDataSchema = z
  .object({ categories: z.array(courseCategorySchema), top: z.array(courseCardSchema), new: z.array(courseCardSchema) })
  .meta({ id: 'CoursesHomeData' });
export type CoursesHomeData = z.infer<typeof coursesHomeDataSchema>;

/**
 * GET category/{meta}/ ('all' for every course): the category (null for all) and a page of cards;
 * did_you_mean names the corrected query when `q` as typed found nothing.
 */
export const courseCategoryPageSchema = resultsPageSchema(courseCardSchema).extend({ category: courseCategorySchema.nullable(), did_you_mean: didYouMeanField });
export type CourseCategoryPage = z.infer<typeof courseCategoryPageSchema>;

/** ?q=&page=&page_size= of GET category/{meta}/: words found in a course's title, short description, category or teacher's name, in any spelling. */
export const courseListQuerySchema = pageQuerySchema(24).extend({ q: searchQueryField });
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

const lessonSummarySchema = z.object({ guid: z.string(), order: z.number().int(), title: z.string() });
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/**
 * GET course/{meta}/: the card, its body and its lessons in order (each lesson's video comes from
 * lesson/{guid}/), and how long its videos run together, in seconds, when every lesson's length is
 * known (null otherwise: an embedded video's is not).
 */
export const courseDetailSchema = courseCardSchema
  .extend({ description: z.string(), lessons: z.array(lessonSummarySchema), duration_seconds: z.number().int().nullable() })
  .meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/**
 * A lesson's captions in one language: a WebVTT file we host (src: /media/….vtt, served as text/vtt)
 * for a <track kind="captions" srclang={lang}>. A lesson has at most one per language of the interface.
 */
export const captionsLangSchema = z.enum(LANGUAGE_CODES, { error: MSG.badAddress }).describe('The captions’ language: uz, uz-Cyrl, ru or en');
export type CaptionsLang = z.infer<typeof captionsLangSchema>;
const lessonCaptionsSchema = z.object({ lang: captionsLangSchema, src: z.string() }).meta({ id: 'LessonCaptions' });

/**
 * A lesson: video is a URL we host (/media/…, play it in <video>) or an embeddable page (play it in an
 * <iframe>); captions, in the order of LANGUAGE_CODES, are the tracks of a video we host.
 */
export const lessonSchema = lessonSummarySchema.extend({ video: z.string(), captions: z.array(lessonCaptionsSchema) }).meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof lessonSchema>;

/* ------------------------------------------------------------------------------------------------
 * Issue 14: enrolment, progress, likes, certificates, the admin lists and the editors.
 * The contract the server and the web share; each answer below is what a route declares.
 * ---------------------------------------------------------------------------------------------- */

/** A learner's progress in one course. percent = completed lessons / lessons, 0–100, whole. */
export const courseProgressSchema = z
  .object({
    completed_lessons: z.array(z.string()),
    lessons_count: z.number().int(),
    percent: z.number().int(),
    /** The lesson to continue with ('continue where you stopped'), and the second of its video. */
    last_lesson: z.string().nullable(),
    position_seconds: z.number().int(),
    /** Per lesson guid: the second the learner stopped at (resume on any device). */
    positions: z.record(z.string(), z.number().int()),
    enrolled_at: z.string(),
    finished_at: z.string().nullable(),
    /** The certificate's id once the course is finished to its last lesson. */
    certificate: z.string().nullable(),
  })
  .meta({ id: 'CourseProgress' });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET course/{meta}/state/ (signed in): the caller's relation to the course. Not cached, never in the public answer. */
export const courseViewerStateSchema = z
  .object({ enrolled: z.boolean(), liked: z.boolean(), likes_count: z.number().int(), progress: courseProgressSchema.nullable() })
  .meta({ id: 'CourseViewerState' });
export type CourseViewerState = z.infer<typeof courseViewerStateSchema>;

/** GET my/ (signed in): the caller's courses, last studied first, each with its progress. */
const myCourseSchema = courseCardSchema.extend({ progress: courseProgressSchema }).meta({ id: 'MyCourse' });
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCoursesPageSchema = resultsPageSchema(myCourseSchema);

/** GET liked/ (signed in): liked courses, newest like first. */
export const likedCoursesPageSchema = resultsPageSchema(courseCardSchema);

/** POST|DELETE course/{guid}/like/ */
export const courseLikeStateSchema = z.object({ liked: z.boolean(), likes_count: z.number().int() }).meta({ id: 'CourseLikeState' });

/**
 * PUT course/{guid}/progress/ (signed in, enrolled): where the learner is in a lesson, sent every few
 * seconds while the video plays and once more with completed=true at its end (or by 'mark as done').
 * A lesson of another course is refused (courses.lesson_not_in_course); not enrolled is 403 courses.not_enrolled.
 */
export const progressUpdateSchema = z.object({
  lesson: guidField,
  position_seconds: z.coerce.number({ error: MSG.numberOnly }).int(MSG.numberOnly).min(0, MSG.numberOnly).max(24 * 3600, MSG.numberOnly),
  completed: z.boolean().optional().default(false),
});
export type ProgressUpdate = z.input<typeof progressUpdateSchema>;

/** GET certificates/{id}/ (public): a finished course's certificate, its address being the verification link. */
export const certificateSchema = z
  .object({
    id: z.string(),
    learner: z.object({ first_name: z.string(), last_name: z.string() }),
    course: z.object({ title: z.string(), meta: z.string(), lessons_count: z.number().int() }),
    teacher: z.object({ first_name: z.string(), last_name: z.string() }),
    finished_at: z.string(),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof certificateSchema>;

/* Admin lists (POST dashboard/teachers|courses|students/, body adminListBodySchema, answer pagedSchema(row)). */

/** Spec §3: Teacher {guid, user{first_name, last_name, phone, created_at}}; plus the number of their courses. */
export const adminTeacherSchema = z
  .object({
    guid: z.string(),
    user: z.object({ guid: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string(), created_at: z.string() }),
    courses_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminTeacher' });
export type AdminTeacher = z.infer<typeof adminTeacherSchema>;

/** Spec §3: Course {title, created_at, guid, meta}; plus what a moderator needs to see at a glance. */
export const adminCourseSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    title: z.string(),
    created_at: z.string(),
    is_published: z.boolean(),
    lessons_count: z.number().int(),
    students_count: z.number().int(),
    category: z.object({ guid: z.string(), title: z.string(), ...otherTitlesShape }),
    author: z.object({ first_name: z.string(), last_name: z.string() }),
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET teaching/ (signed in): whether the caller is a teacher, and the courses they author, drafts too, newest first (non-teachers: false, []). */
export const teachingCoursesSchema = z.object({ is_teacher: z.boolean(), results: z.array(adminCourseSchema) }).meta({ id: 'TeachingCourses' });
export type TeachingCourses = z.infer<typeof teachingCoursesSchema>;

/** Spec §3: Student {title, created_at, guid}: title is the learner's full name, guid the user's; created_at their first enrolment. */
export const adminStudentSchema = z
  .object({ guid: z.string(), title: z.string(), phone: z.string(), created_at: z.string(), courses_count: z.number().int(), finished_count: z.number().int() })
  .meta({ id: 'AdminStudent' });
export type AdminStudent = z.infer<typeof adminStudentSchema>;

/**
 * POST dashboard/teachers/create/ (multipart; admins): the add-teacher form of spec §2 — a new account
 * (role fixed to user, spec §2) and its teacher record. Answers the AdminTeacher row.
 */
export const teacherCreateSchema = z.object({
  first_name: nameField(MSG.firstNameRequired, MSG.firstNameLetters),
  last_name: nameField(MSG.lastNameRequired, MSG.lastNameLetters),
  middle_name: optionalName(MSG.firstNameLetters).optional(),
  phone: phoneField,
  email: requiredText(MSG.emailRequired, 254).pipe(z.email(MSG.emailInvalid)),
  birthday: dateField(MSG.birthdayRequired, MSG.birthdayInvalid),
  password: passwordField,
  gender: genderField,
  about: line().trim().max(2000, MSG.tooLong).optional().default(''),
  biography: text().trim().max(4000, MSG.tooLong).optional().default(''),
});
export type TeacherCreate = z.input<typeof teacherCreateSchema>;

/**
 * Course editor (teachers for their own courses, admins and moderators for any):
 * POST course/ (multipart: these fields + thumbnail image), PATCH course/{guid}/ (any subset), DELETE course/{guid}/.
 * author: a teacher's guid, admins only (a teacher always authors their own).
 */
export const courseWriteSchema = z.object({
  title: requiredText(MSG.courseTitleRequired, 200),
  category: line({ error: MSG.courseCategoryRequired }).trim().min(1, MSG.courseCategoryRequired).pipe(guidField),
  short_description: line().trim().max(300, MSG.tooLong).optional().default(''),
  description: text().trim().max(20_000, MSG.tooLong).optional().default(''),
  is_published: formBoolean.optional(),
  author: guidField.optional(),
});
export type CourseWrite = z.input<typeof courseWriteSchema>;

/**
 * Lessons: POST course/{guid}/lessons/ (multipart: title, order?, and either video_url — an embed address of
 * an allowed provider, see shared/constants VIDEO_EMBED_HOSTS — or a video file, mp4/webm checked by content),
 * PATCH lesson/{guid}/, DELETE lesson/{guid}/. order defaults to last; orders stay 1..n without gaps.
 */
export const lessonWriteSchema = z.object({
  title: requiredText(MSG.lessonTitleRequired, 200),
  order: z.coerce.number({ error: MSG.numberOnly }).int(MSG.numberOnly).min(1, MSG.numberOnly).max(1000, MSG.numberOnly).optional(),
  /** Checked against VIDEO_EMBED_HOSTS by the service (MSG.videoUrlNotAllowed); with no file either: MSG.videoRequired. */
  video_url: line().trim().max(500, MSG.tooLong).optional(),
});

/**
 * PUT lesson/{guid}/captions/{lang}/ (multipart, its course's editors): one `captions` file, WebVTT
 * (UTF-8, beginning with WEBVTT, at least one cue, no markup beyond WebVTT's own cue tags, at most
 * CAPTIONS_MAX_BYTES); it replaces the lesson's captions in that language. DELETE removes them.
 * No text fields: the language is in the address.
 */
export const lessonCaptionsWriteSchema = z.object({});

/** GET course/{guid}/edit/ (editors): the course as its editor sees it, lessons with their videos, published or not. */
export const courseEditSchema = courseDetailSchema
  .omit({ duration_seconds: true })
  .extend({ is_published: z.boolean(), lessons: z.array(lessonSchema), author_guid: z.string() })
  .meta({ id: 'CourseEdit' });
export type CourseEdit = z.infer<typeof courseEditSchema>;
