import { randomBytes } from 'node:crypto';
import { VIDEO_EMBED_HOSTS } from '@shared/constants';
import type { CaptionsLang, CourseEdit, Lesson } from '@shared/schemas/courses';
import { slugify } from '@shared/text/uzbek';
import { MSG } from '@shared/validation/messages';
import { forbidden } from '../../lib/errors';
import { userPlainText } from '../../lib/html';
import type { SpooledFile, UploadedFile } from '../../lib/multipart';
import { removeFiles, storeFiles, storeImages, storeSpooledFile, writingNewFiles } from '../../lib/stored-files';
import type { AuthUser } from '../../lib/auth-user';
import { captionsNotFound, captionsRequired, courseNotFound, invalidFields, lessonNotFound, notAVideo } from './courses.errors';
import { checkCaptions } from './captions';
import { captionsOfLessons } from './courses.repository';
import { canChooseAuthor, canCreateCourse, canEditAnyCourse, canEditCourse } from './courses.policies';
import { presentCourseCard, presentLesson } from './courses.presenter';
import { invalidateCoursesHomeData, writeCourseSearchKeys, type CoursesDeps } from './courses.service';
import * as repo from './editor.repository';
import type { Db } from '../../db/client';
import { changedFields, recordAudit, type AuditRecord } from '../audit';
import { publicPaths } from '@shared/paths';

/** The course and lesson editors: teachers for their own courses, the admin roles for any. */

export type CourseInput = { title: string; category: string; short_description: string; description: string; is_published?: boolean | string; author?: string };
export type LessonInput = { title: string; order?: number; video_url?: string };

/**
 * A write, audited when an admin role does it (their admin powers; a teacher's own work is not
 * logged): the write and its record in one transaction. `record` answers null when nothing changed.
 */
async function audited<T>(deps: CoursesDeps, user: AuthUser, write: (db: Db) => Promise<T>, record: (result: T) => AuditRecord | null): Promise<T> {
  if (!canEditAnyCourse(user)) return write(deps.db);
  return deps.db.transaction(async (tx) => {
    const result = await write(tx);
    const r = record(result);
    if (r) await recordAudit(tx, user, r);
    return result;
  });
}

const courseAudit = (c: Pick<repo.CourseRecord, 'title' | 'categoryId' | 'shortDescription' | 'description' | 'isPublished' | 'authorId' | 'thumbnail'>) => ({
  title: c.title,
  category_id: c.categoryId,
  short_description: c.shortDescription,
  description: c.description,
  is_published: c.isPublished,
  author_id: c.authorId,
  thumbnail: c.thumbnail ?? null,
});
const lessonAudit = (l: { title: string; video: string; order?: number }) => ({ title: l.title, video: l.video, ...(l.order !== undefined ? { order: l.order } : {}) });
const edited = (
  action: AuditRecord['action'],
  targetId: string,
  targetLabel: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  targetLink: string | null = null,
): AuditRecord | null => {
  const change = changedFields(before, after);
  return Object.keys(change.after).length ? { action, targetId, targetLabel, targetLink, ...change } : null;
};

const asBoolean = (v: boolean | string) => v === true || v === 'true' || v === '1' || v === 'on';

/**
 * The editors' access rule, decided from the caller alone (before a request's body is read): a
 * teacher or an admin role (canCreateCourse). Which courses they may change is decided per course.
 */
export async function mayUseEditors(deps: CoursesDeps, user: AuthUser): Promise<boolean> {
  return canCreateCourse(user, await repo.isTeacher(deps.db, user.id));
}

async function editableCourse(deps: CoursesDeps, user: AuthUser, guid: string): Promise<repo.CourseRecord> {
  const course = await repo.findCourse(deps.db, guid);
  if (!course) throw courseNotFound();
  if (!canEditCourse(user, await repo.isTeacher(deps.db, user.id), course)) throw forbidden();
  return course;
}

async function uniqueMeta(deps: CoursesDeps, title: string): Promise<string> {
  for (;;) {
    const meta = `${slugify(title, 60) || 'kurs'}-${randomBytes(3).toString('hex')}`;
    if (!(await repo.metaTaken(deps.db, meta))) return meta;
  }
}

async function categoryId(deps: CoursesDeps, guid: string): Promise<number> {
  const id = await repo.categoryIdByGuid(deps.db, guid);
  if (id === null) throw invalidFields({ category: MSG.courseCategoryRequired });
  return id;
}

async function authorId(deps: CoursesDeps, user: AuthUser, teacherGuid: string | undefined): Promise<number | undefined> {
  if (!teacherGuid) return undefined;
  if (!canChooseAuthor(user)) throw forbidden();
  const id = await repo.teacherUserId(deps.db, teacherGuid);
  if (id === null) throw invalidFields({ author: MSG.required });
  return id;
}

async function storeThumbnail(deps: CoursesDeps, files: UploadedFile[]): Promise<string[]> {
  if (files.length > 1) throw invalidFields({ thumbnail: MSG.imagesMax });
  return storeImages(deps, files.map((f) => f.buffer), { folder: 'courses', field: 'thumbnail' });
}

/** GET course/{guid}/edit/ */
export async function courseForEditor(deps: CoursesDeps, user: AuthUser, guid: string): Promise<CourseEdit> {
  const course = await editableCourse(deps, user, guid);
  return editView(deps, course.id);
}

async function editView(deps: CoursesDeps, id: number): Promise<CourseEdit> {
  const [row, lessonRows] = await Promise.all([repo.editorCourse(deps.db, id), repo.lessonsWithVideos(deps.db, id)]);
  if (!row) throw courseNotFound();
  const captions = await captionsOfLessons(deps.db, lessonRows.map((l) => l.id));
  return { ...presentCourseCard(row), description: row.description, is_published: row.isPublished, author_guid: row.authorGuid, lessons: lessonRows.map((l) => presentLesson(l, captions)) };
}

/**
 * POST course/: a teacher's (or, chosen by an admin, another teacher's) new course. Its description is
 * plain text with its lines (the course page shows it so), stored through userPlainText as a service
 * announcement's: no markup is kept.
 */
export async function createCourse(deps: CoursesDeps, user: AuthUser, input: CourseInput, files: UploadedFile[]): Promise<CourseEdit> {
  if (!canCreateCourse(user, await repo.isTeacher(deps.db, user.id))) throw forbidden();
  const values = {
    meta: await uniqueMeta(deps, input.title),
    categoryId: await categoryId(deps, input.category),
    authorId: (await authorId(deps, user, input.author)) ?? user.id,
    title: input.title,
    shortDescription: input.short_description,
    description: userPlainText(input.description),
    isPublished: input.is_published === undefined ? true : asBoolean(input.is_published),
  };
  const keys = await storeThumbnail(deps, files);
  let row;
  try {
    row = await audited(
      deps,
      user,
      async (db) => {
        const inserted = await repo.insertCourse(db, { ...values, thumbnail: keys[0] ?? null }, keys);
        await writeCourseSearchKeys(db, { courseId: inserted.id });
        return inserted;
      },
      (r) => ({ action: 'course.create', targetId: r.guid, targetLabel: r.title, targetLink: publicPaths.course(r.meta), before: null, after: courseAudit(r) }),
    );
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  invalidateCoursesHomeData(deps.db);
  return editView(deps, row.id);
}

/** PATCH course/{guid}/: the fields sent change; a new thumbnail replaces the old one. */
export async function updateCourse(deps: CoursesDeps, user: AuthUser, guid: string, input: Partial<CourseInput>, files: UploadedFile[]): Promise<CourseEdit> {
  const course = await editableCourse(deps, user, guid);
  const values: Partial<repo.NewCourse> = { updatedAt: new Date() };
  if (input.title !== undefined) values.title = input.title;
  if (input.category !== undefined) values.categoryId = await categoryId(deps, input.category);
  if (input.short_description !== undefined) values.shortDescription = input.short_description;
  if (input.description !== undefined) values.description = userPlainText(input.description);
  if (input.is_published !== undefined) values.isPublished = asBoolean(input.is_published);
  if (input.author !== undefined) values.authorId = await authorId(deps, user, input.author);
  const keys = await storeThumbnail(deps, files);
  if (keys.length) values.thumbnail = keys[0];
  const released = keys.length && course.thumbnail ? [course.thumbnail] : [];
  try {
    const write = async (db: Db) => {
      await repo.updateCourse(db, course.id, values, keys, released);
      await writeCourseSearchKeys(db, { courseId: course.id });
    };
    await audited(deps, user, write, () =>
      edited('course.edit', course.guid, values.title ?? course.title, courseAudit(course), courseAudit({ ...course, ...values }), publicPaths.course(course.meta)),
    );
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  invalidateCoursesHomeData(deps.db);
  await removeFiles(deps, released);
  return editView(deps, course.id);
}

/**
 * Descriptions stored before they were cleaned on write (before issue 23 a course's description was
 * kept as it was sent) are cleaned as a new one would be; run once at start (server/user-texts.ts).
 * Answers how many changed.
 */
export async function cleanStoredCourseDescriptions(db: Db, batchSize = 200): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await repo.courseDescriptionsAfter(db, after, batchSize);
    if (rows.length === 0) return changed;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const clean = userPlainText(row.description);
      if (clean === row.description) continue;
      await repo.setCourseDescription(db, row.id, clean);
      changed++;
    }
  }
}

/** DELETE course/{guid}/: the course, its lessons and their stored files. */
export async function deleteCourse(deps: CoursesDeps, user: AuthUser, guid: string): Promise<void> {
  const course = await editableCourse(deps, user, guid);
  const keys = await audited(deps, user, (db) => repo.deleteCourse(db, course), () => ({ action: 'course.delete', targetId: course.guid, targetLabel: course.title, before: courseAudit(course), after: null }));
  invalidateCoursesHomeData(deps.db);
  await removeFiles(deps, keys);
}

// --- lessons -------------------------------------------------------------------------------------

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * An embed address of an allowed provider (VIDEO_EMBED_HOSTS, https only), normalised to its embed
 * form: a YouTube watch or embed address → https://www.youtube-nocookie.com/embed/ID; a Vimeo player
 * address → https://player.vimeo.com/video/ID. Anything else: null.
 */
export function embedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!(VIDEO_EMBED_HOSTS as readonly string[]).includes(url.hostname)) return null;
  if (url.hostname === 'player.vimeo.com') {
    const m = /^\/video\/(\d{1,15})\/?$/.exec(url.pathname);
    return m ? `https://player.vimeo.com/video/${m[1]}` : null;
  }
  const id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/embed\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** An mp4 (an ISO 'ftyp' box at byte 4) or a WebM (the EBML magic 1A 45 DF A3), by content: its extension, or null. */
export function videoKind(buffer: Buffer): 'mp4' | 'webm' | null {
  if (buffer.length >= 12 && buffer.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (buffer.length >= 4 && buffer[0] === 0x1a && buffer[1] === 0x45 && buffer[2] === 0xdf && buffer[3] === 0xa3) return 'webm';
  return null;
}

/**
 * The lesson's video from the form: an allowed embed address or one uploaded file (streamed to a
 * temporary file as it arrived; checked by its first bytes, then moved into the uploads, journalled).
 */
async function lessonVideo(deps: CoursesDeps, input: LessonInput, files: SpooledFile[], required: boolean): Promise<{ video?: string; keys: string[] }> {
  if (files.length > 1) throw invalidFields({ video: MSG.videoOnly });
  if (files.length === 1) {
    const kind = videoKind(files[0].head);
    if (!kind) throw notAVideo();
    const key = await storeSpooledFile(deps, files[0].path, { folder: 'lessons', ext: kind });
    return { video: key, keys: [key] };
  }
  if (input.video_url) {
    const url = embedUrl(input.video_url);
    if (!url) throw invalidFields({ video_url: MSG.videoUrlNotAllowed });
    return { video: url, keys: [] };
  }
  if (required) throw invalidFields({ video_url: MSG.videoRequired });
  return { keys: [] };
}

/** POST course/{guid}/lessons/ */
export async function createLesson(deps: CoursesDeps, user: AuthUser, courseGuid: string, input: LessonInput, files: SpooledFile[]): Promise<Lesson> {
  const course = await editableCourse(deps, user, courseGuid);
  const { video, keys } = await lessonVideo(deps, input, files, true);
  let row;
  try {
    row = await audited(deps, user, (db) => repo.insertLesson(db, course.id, { title: input.title, video: video! }, input.order, keys), (r) => ({
      action: 'lesson.create',
      targetId: r.guid,
      targetLabel: `${course.title}: ${r.title}`,
      before: null,
      after: { course: course.guid, ...lessonAudit(r) },
    }));
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  invalidateCoursesHomeData(deps.db);
  return presentLesson(row, []);
}

/**
 * Before a course's body is read (it may carry a thumbnail): the caller may edit it (PATCH
 * course/{guid}/), else 403 (404 when there is no such course), whatever the body holds.
 */
export async function assertMayEditCourse(deps: CoursesDeps, user: AuthUser, guid: string): Promise<void> {
  await editableCourse(deps, user, guid);
}

/**
 * Before a lesson's body is read (it may carry a large video): the caller may edit the course
 * (POST course/{guid}/lessons/) or the lesson's course (PATCH lesson/{guid}/). Refused early, the
 * upload is never written anywhere.
 */
export async function assertMayAddLesson(deps: CoursesDeps, user: AuthUser, courseGuid: string): Promise<void> {
  await editableCourse(deps, user, courseGuid);
}
export async function assertMayEditLesson(deps: CoursesDeps, user: AuthUser, lessonGuid: string): Promise<void> {
  await editableLesson(deps, user, lessonGuid);
}

async function editableLesson(deps: CoursesDeps, user: AuthUser, guid: string) {
  const lesson = await repo.findLessonRecord(deps.db, guid);
  if (!lesson) throw lessonNotFound();
  const course = await repo.findCourseById(deps.db, lesson.courseId);
  if (!course || !canEditCourse(user, await repo.isTeacher(deps.db, user.id), course)) throw forbidden();
  return lesson;
}

/** PATCH lesson/{guid}/: the fields sent change; a new video replaces the old one; order moves it. */
export async function updateLesson(deps: CoursesDeps, user: AuthUser, guid: string, input: Partial<LessonInput>, files: SpooledFile[]): Promise<Lesson> {
  const lesson = await editableLesson(deps, user, guid);
  const { video, keys } = await lessonVideo(deps, { title: '', ...input }, files, false);
  const values: Partial<{ title: string; video: string }> = {};
  if (input.title !== undefined) values.title = input.title;
  if (video !== undefined) values.video = video;
  const released = video !== undefined && repo.isStoredKey(lesson.video) ? [lesson.video] : [];
  await writingNewFiles(deps, keys, () =>
    audited(deps, user, (db) => repo.updateLesson(db, lesson, values, input.order, keys, released), () =>
      edited('lesson.edit', lesson.guid, values.title ?? lesson.title, lessonAudit(lesson), lessonAudit({ ...lesson, ...values, order: input.order ?? lesson.order })),
    ),
  );
  invalidateCoursesHomeData(deps.db);
  await removeFiles(deps, released);
  return editedLesson(deps, guid);
}

/** DELETE lesson/{guid}/: the others are renumbered 1..n. */
export async function deleteLesson(deps: CoursesDeps, user: AuthUser, guid: string): Promise<void> {
  const lesson = await editableLesson(deps, user, guid);
  const keys = await audited(deps, user, (db) => repo.deleteLesson(db, lesson), () => ({ action: 'lesson.delete', targetId: lesson.guid, targetLabel: lesson.title, before: lessonAudit(lesson), after: null }));
  invalidateCoursesHomeData(deps.db);
  await removeFiles(deps, keys);
}

/** A lesson as its editor sees it after a change (with its captions). */
async function editedLesson(deps: CoursesDeps, guid: string): Promise<Lesson> {
  const row = await repo.findLessonRecord(deps.db, guid);
  if (!row) throw lessonNotFound();
  return presentLesson(row, await captionsOfLessons(deps.db, [row.id]));
}

// --- captions ------------------------------------------------------------------------------------

/**
 * PUT lesson/{guid}/captions/{lang}/: the one `captions` file, checked as WebVTT (captions.ts), stored
 * (journalled, `captions/…/….vtt`) and made the lesson's captions in that language; the file it
 * replaces is released and removed. An admin role's change is audited as a lesson edit.
 */
export async function putLessonCaptions(deps: CoursesDeps, user: AuthUser, guid: string, lang: CaptionsLang, files: UploadedFile[]): Promise<Lesson> {
  const lesson = await editableLesson(deps, user, guid);
  const uploads = files.filter((f) => f.field === 'captions');
  if (uploads.length === 0) throw captionsRequired();
  if (uploads.length > 1) throw invalidFields({ captions: MSG.captionsOnly });
  const body = checkCaptions(uploads[0].buffer);
  const [key] = await storeFiles(deps, [body], { folder: 'captions', ext: 'vtt' });
  let result: Awaited<ReturnType<typeof repo.putLessonCaptions>>;
  try {
    result = await audited(deps, user, (db) => repo.putLessonCaptions(db, lesson.id, lang, key), (r) =>
      r ? { action: 'lesson.edit', targetId: lesson.guid, targetLabel: lesson.title, targetLink: null, before: { [`captions_${lang}`]: r.replaced }, after: { [`captions_${lang}`]: key } } : null,
    );
  } catch (err) {
    await removeFiles(deps, [key]);
    throw err;
  }
  if (!result) {
    await removeFiles(deps, [key]);
    throw lessonNotFound();
  }
  if (result.replaced) await removeFiles(deps, [result.replaced]);
  return editedLesson(deps, guid);
}

/** DELETE lesson/{guid}/captions/{lang}/: the lesson's captions in that language and their file; 404 when it has none. */
export async function deleteLessonCaptions(deps: CoursesDeps, user: AuthUser, guid: string, lang: CaptionsLang): Promise<Lesson> {
  const lesson = await editableLesson(deps, user, guid);
  const removed = await audited(deps, user, (db) => repo.deleteLessonCaptions(db, lesson.id, lang), (file) =>
    file ? { action: 'lesson.edit', targetId: lesson.guid, targetLabel: lesson.title, targetLink: null, before: { [`captions_${lang}`]: file }, after: { [`captions_${lang}`]: null } } : null,
  );
  if (!removed) throw captionsNotFound();
  await removeFiles(deps, [removed]);
  return editedLesson(deps, guid);
}
