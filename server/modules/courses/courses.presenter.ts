import { LANGUAGE_CODES } from '@shared/constants';
import type { CourseCard, CourseDetail, Lesson } from '@shared/schemas/courses';
import { fileKeyToUrl, imageKeyToUrl } from '../../lib/images';
import type { CaptionsRow, CourseCardRow, LessonListRow, LessonRow } from './courses.repository';

/** Rows → the spec's JSON (spec §3). */

export const presentCourseCard = (row: CourseCardRow): CourseCard => ({
  guid: row.guid,
  meta: row.meta,
  title: row.title,
  short_description: row.shortDescription,
  thumbnail: imageKeyToUrl(row.thumbnail),
  created_at: row.createdAt.toISOString(),
  views: row.views,
  price: row.price,
  lessons_count: row.lessonsCount,
  category: { guid: row.categoryGuid, title: row.categoryTitle, meta: row.categoryMeta, title_ru: row.categoryTitleRu || null, title_en: row.categoryTitleEn || null },
  author: { first_name: row.authorFirstName, last_name: row.authorLastName, pfp: imageKeyToUrl(row.authorPfp) },
});



export const presentCourseDetail = (row: CourseCardRow & { description: string }, lessonRows: LessonListRow[]): CourseDetail => ({
  ...presentCourseCard(row),
  description: row.description,
  lessons: lessonRows.map((l) => ({ guid: l.guid, order: l.order, title: l.title })),
  duration_seconds: lessonRows.length && lessonRows.every((l) => l.durationSeconds !== null) ? lessonRows.reduce((sum, l) => sum + l.durationSeconds!, 0) : null,
});


/** A lesson's video is a stored file key, or a URL kept as it is (absolute, or a path of ours). */
const lessonVideoUrl = (video: string): string => (/^(https?:)?\/\//.test(video) || video.startsWith('/') ? video : fileKeyToUrl(video)!);

/** A lesson with its captions (those of `captions` that are its own), in the order of LANGUAGE_CODES. */
export const presentLesson = (row: LessonRow, captions: readonly CaptionsRow[]): Lesson => ({
  guid: row.guid,
  order: row.order,
  title: row.title,
  video: lessonVideoUrl(row.video),
  captions: captions
    .filter((c) => c.lessonId === row.id)
    .sort((a, b) => LANGUAGE_CODES.indexOf(a.lang) - LANGUAGE_CODES.indexOf(b.lang))
    .map((c) => ({ lang: c.lang, src: fileKeyToUrl(c.file)! })),
});
