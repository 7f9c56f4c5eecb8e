import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CAPTIONS_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '@shared/constants';
import { guidField, guidParamsSchema, metaField, metaParamsSchema, pageQuerySchema, rateLimitedAnswer } from '@shared/schemas/common';
import {
  certificateSchema,
  courseCategoryPageSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseEditSchema,
  courseWriteSchema,
  lessonWriteSchema,
  captionsLangSchema,
  lessonCaptionsWriteSchema,
  courseLikeStateSchema,
  courseProgressSchema,
  coursesHomeDataSchema,
  courseViewerStateSchema,
  lessonSchema,
  likedCoursesPageSchema,
  myCoursesPageSchema,
  progressUpdateSchema,
  teachingCoursesSchema,
} from '@shared/schemas/courses';
import { MSG } from '@shared/validation/messages';
import { usingSpooled } from '../../lib/multipart';
import { validate } from '../../lib/validate';
import { allow, requireUser, signedIn } from '../../plugins/auth';
import { deleteRoute, guidActionRoute } from '../../plugins/admin-routes';
import { toggleRoutes } from '../../plugins/toggle-routes';
import { editorUploadRoute, readUpload } from '../../plugins/uploads';
import * as dashboard from './dashboard.service';
import * as editor from './editor.service';
import * as service from './courses.service';
import * as learning from './learning.service';
import { publicRead } from '../../plugins/page-reads';
import { searchGateOf } from '../../plugins/rate-limits';
import coursesDashboardRoutes from './dashboard.routes';
import { security } from '../../plugins/openapi';
import { withZod, type ZodApp } from '../../plugins/route-app';

const tags = ['courses'];
/** A certificate's id: 22 URL-safe characters (128 random bits). */
/**
 * course/{course}/: the same address is read by the course's meta (GET, the public page's) and changed
 * by its guid (PATCH, DELETE), as the clients call it; one parameter name keeps the OpenAPI document's
 * path templates distinct.
 */
const courseByMetaParamsSchema = z.object({ course: metaField.describe('The course’s meta (its address)') });
const courseByGuidParamsSchema = z.object({ course: guidField.describe('The course’s guid') });
const lessonCaptionsParamsSchema = z.object({ guid: guidField.describe('The lesson’s guid'), lang: captionsLangSchema });
const certificateParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'bad_address') });

/** Only the fields a PATCH sent change (a schema default must not overwrite what was not sent). */
const sent = <T extends object>(parsed: T, fields: object): Partial<T> =>
  Object.fromEntries(Object.entries(parsed).filter(([k]) => k in fields)) as Partial<T>;
const courseUpdateSchema = courseWriteSchema.partial();
const lessonUpdateSchema = lessonWriteSchema.partial();


/** What the course routes share: the services' dependencies, the video upload's form, the editors' hook. */
interface CoursesRouteContext {
  deps: service.CoursesDeps;
  videoForm: Parameters<typeof readUpload>[1];
  editors: ReturnType<typeof allow>;
}

/** Routes of /api/courses/ (spec §7); the services are the module's (courses.module.ts). */
export default async function coursesRoutes(fastify: FastifyInstance, { deps }: { deps: service.CoursesDeps }) {
  const app = withZod(fastify);
  // A lesson's video is streamed to a temporary file as it arrives (up to VIDEO_UPLOAD_MAX_BYTES), never held in memory.
  const videoForm = { fileFields: [], spool: { fields: ['video'], dir: app.config.incomingDir, maxBytes: VIDEO_UPLOAD_MAX_BYTES } };
  for (const source of service.coursesSitemapSources(deps)) app.sitemap.add(source);
  // The editors: teachers for their own courses, the admin roles for any (courses.policies.ts); 403 for anyone else before the body is read; each course's own rule in the service.
  const editors = allow((user) => editor.mayUseEditors(deps, user));
  const context: CoursesRouteContext = { deps, videoForm, editors };

  setupCatalogueRoutes(app, context);
  setupLearnerRoutes(app, context);
  setupCourseEditorRoutes(app, context);
  setupLessonEditorRoutes(app, context);
  await app.register(coursesDashboardRoutes, { prefix: '/dashboard', deps });
}

/** The public catalogue: the courses page, a category, a course, a lesson. */
function setupCatalogueRoutes(app: ZodApp, { deps }: CoursesRouteContext) {
  publicRead(app, '/home-data/', { tags, summary: 'The /courses page: categories, top and new courses', response: { 200: coursesHomeDataSchema } }, () => service.cachedCoursesHomeData(deps));

  app.get(
    '/category/:meta/',
    {
      schema: {
        tags,
        summary:
          "Courses of a category ('all' for every course), newest first: {category, results, next_page, did_you_mean}. q: words of the title, short description, category or teacher's name, in any spelling (Latin, Cyrillic, Russian place names); a first page that finds nothing is searched again with one-letter slips corrected (did_you_mean)",
        params: metaParamsSchema,
        querystring: courseListQuerySchema,
        response: { 200: courseCategoryPageSchema },
      },
    },
    async (request) => service.coursesOfCategory(deps, request.params.meta, request.query, searchGateOf(request)),
  );

  publicRead(
    app,
    '/course/:course/',
    { tags, summary: 'A course with its lessons; counts the visitor’s view once a day', params: courseByMetaParamsSchema, response: { 200: courseDetailSchema } },
    async ({ params, visitor }) => service.viewCourse(deps, params.course, await visitor()),
  );

  app.get(
    '/lesson/:guid/',
    { schema: { tags, summary: 'A lesson with its video and its captions (WebVTT tracks, by language)', params: guidParamsSchema, response: { 200: lessonSchema } } },
    async (request) => service.getLesson(deps, request.params.guid),
  );
}

/** The learner's routes: enrolment, progress, likes, and the public certificates. */
function setupLearnerRoutes(app: ZodApp, { deps }: CoursesRouteContext) {
  app.get(
    '/course/:meta/state/',
    { onRequest: signedIn, schema: { tags, security, summary: 'The caller’s relation to a course: enrolled, liked, likes count, progress (signed in; never cached)', params: metaParamsSchema, response: { 200: courseViewerStateSchema } } },
    async (request) => learning.courseState(deps, await requireUser(request), request.params.meta),
  );

  guidActionRoute(app, 'post', '/course/:guid/enrol/', { tags, summary: 'Enrols the caller in a published course (free); a second call changes nothing', onRequest: signedIn, answer: courseViewerStateSchema, run: (user, guid) => learning.enrol(deps, user, guid) });

  guidActionRoute(app, 'delete', '/course/:guid/enrol/', { tags, summary: 'Leaves a course (its progress goes with it); leaving twice changes nothing', onRequest: signedIn, answer: courseViewerStateSchema, run: (user, guid) => learning.leave(deps, user, guid) });

  app.put(
    '/course/:guid/progress/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Where the caller is in a lesson (sent every few seconds while it plays; completed=true at its end). Not enrolled: 403 courses.not_enrolled; a lesson of another course: 400 courses.lesson_not_in_course. The last lesson completed issues the certificate',
        params: guidParamsSchema,
        body: progressUpdateSchema,
        response: { 200: courseProgressSchema },
      },
    },
    async (request) => learning.updateProgress(deps, await requireUser(request), request.params.guid, request.body),
  );

  app.get(
    '/my/',
    { onRequest: signedIn, schema: { tags, security, summary: 'The caller’s courses with their progress, last studied first: {results, next_page}', querystring: pageQuerySchema(24), response: { 200: myCoursesPageSchema } } },
    async (request) => learning.myCourses(deps, await requireUser(request), request.query.page, request.query.page_size),
  );

  toggleRoutes(app, '/course/:guid/like/', {
    tags,
    by: 'guid',
    summaries: { on: 'Likes a published course (idempotent)', off: 'Takes the like back (idempotent)' },
    answer: courseLikeStateSchema,
    set: (user, guid, liked) => learning.like(deps, user, guid, liked),
    list: {
      path: '/liked/',
      summary: 'The caller’s liked courses, newest like first: {results, next_page}',
      pageSize: 24,
      answer: likedCoursesPageSchema,
      read: (user, page, pageSize) => learning.likedCourses(deps, user, page, pageSize),
    },
  });

  app.get(
    '/certificates/:id/',
    { schema: { tags, summary: 'A finished course’s certificate (public: its address is the verification link)', params: certificateParamsSchema, response: { 200: certificateSchema } } },
    async (request) => learning.certificate(deps, request.params.id),
  );
}

/** The editors' course routes: their courses, one course's edit form, create, change, delete. */
function setupCourseEditorRoutes(app: ZodApp, { deps, editors }: CoursesRouteContext) {
  app.get(
    '/teaching/',
    {
      onRequest: signedIn,
      schema: { tags, security, summary: 'The caller as a teacher: is_teacher, and the courses they author (drafts too), newest first; non-teachers {is_teacher: false, results: []}', response: { 200: teachingCoursesSchema } },
    },
    async (request) => dashboard.teachingCourses(deps, await requireUser(request)),
  );

  app.get(
    '/course/:guid/edit/',
    { onRequest: editors, schema: { tags, security, summary: 'A course as its editor sees it (drafts too; lessons with their videos): its teacher or the admin roles', params: guidParamsSchema, response: { 200: courseEditSchema } } },
    async (request) => editor.courseForEditor(deps, await requireUser(request), request.params.guid),
  );

  editorUploadRoute(app, 'post', '/course/', {
    tags,
    summary: 'Creates a course (teachers and the admin roles; others 403): multipart with an optional `thumbnail` image, or JSON. author (a teacher’s guid) for the admin roles only',
    onRequest: editors,
    fields: courseWriteSchema,
    files: ['thumbnail'],
    answer: courseEditSchema,
    save: (user, input, form) => editor.createCourse(deps, user, input, form.files),
  });

  editorUploadRoute(app, 'patch', '/course/:course/', {
    tags,
    summary: 'Edits a course (its teacher or the admin roles): the fields sent; a new `thumbnail` replaces the old one',
    onRequest: editors,
    fields: courseUpdateSchema,
    files: ['thumbnail'],
    params: courseByGuidParamsSchema,
    answer: courseEditSchema,
    may: (user, params) => editor.assertMayEditCourse(deps, user, params.course),
    save: (user, input, form, params) => editor.updateCourse(deps, user, params.course, sent(input, form.fields), form.files),
  });

  deleteRoute(app, '/course/:course/', {
    tags,
    summary: 'Deletes a course with its lessons and files (its teacher or the admin roles)',
    onRequest: editors,
    params: courseByGuidParamsSchema,
    run: (user, params) => editor.deleteCourse(deps, user, params.course),
  });
}

/** The editors' lesson routes: add, change, delete, and a lesson's captions. */
function setupLessonEditorRoutes(app: ZodApp, { deps, videoForm, editors }: CoursesRouteContext) {
  app.post(
    '/course/:guid/lessons/',
    {
      onRequest: editors,
      config: { multipart: { fields: lessonWriteSchema, files: ['video'] } },
      schema: {
        tags,
        security,
        summary: `Adds a lesson (multipart): title, order (default last; the others move), and video_url (https, a host of VIDEO_EMBED_HOSTS, normalised to its embed address) or a \`video\` file (MP4 or WebM by content, at most ${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB)`,
        params: guidParamsSchema,
        response: { 201: lessonSchema, ...rateLimitedAnswer },
      },
    },
    async (request, reply) => {
      const { user, form } = await readUpload(request, videoForm, (user) => editor.assertMayAddLesson(deps, user, request.params.guid));
      const lesson = await usingSpooled(form, () => editor.createLesson(deps, user, request.params.guid, validate(lessonWriteSchema, form.fields), form.spooled));
      return reply.status(201).send(lesson);
    },
  );

  app.patch(
    '/lesson/:guid/',
    {
      onRequest: editors,
      config: { multipart: { fields: lessonUpdateSchema, files: ['video'] } },
      schema: { tags, security, summary: 'Edits a lesson: the fields sent; order moves it (the others renumbered 1..n); a new video_url or `video` replaces the video', params: guidParamsSchema, response: { 200: lessonSchema, ...rateLimitedAnswer } },
    },
    async (request) => {
      const { user, form } = await readUpload(request, videoForm, (user) => editor.assertMayEditLesson(deps, user, request.params.guid));
      return usingSpooled(form, () => editor.updateLesson(deps, user, request.params.guid, sent(validate(lessonUpdateSchema, form.fields), form.fields), form.spooled));
    },
  );

  deleteRoute(app, '/lesson/:guid/', { tags, summary: 'Deletes a lesson; the others are renumbered 1..n', onRequest: editors, run: (user, params) => editor.deleteLesson(deps, user, params.guid) });

  app.put(
    '/lesson/:guid/captions/:lang/',
    {
      onRequest: editors,
      config: { multipart: { fields: lessonCaptionsWriteSchema, files: ['captions'] } },
      schema: {
        tags,
        security,
        summary: `Sets a lesson’s captions in one language (its course’s teacher or the admin roles; others 403 before the body is read): multipart with one \`captions\` file, WebVTT (UTF-8, first line WEBVTT, at least one cue, only WebVTT’s cue tags: HTML, <script> and STYLE blocks are 400 upload.captions_markup; anything else 400 upload.not_captions), at most ${CAPTIONS_MAX_BYTES / 1024} KB (413 file_too_large, field code captions_too_large). Replaces the captions of that language; answers the lesson with its captions (served from /media as text/vtt)`,
        params: lessonCaptionsParamsSchema,
        response: { 200: lessonSchema, ...rateLimitedAnswer },
      },
    },
    async (request) => {
      const { guid, lang } = request.params;
      const { user, form } = await readUpload(request, { fileFields: ['captions'], fileMaxBytes: CAPTIONS_MAX_BYTES, fileTooLargeCode: MSG.captionsTooLarge }, (user) => editor.assertMayEditLesson(deps, user, guid));
      return editor.putLessonCaptions(deps, user, guid, lang, form.files);
    },
  );

  app.delete(
    '/lesson/:guid/captions/:lang/',
    {
      onRequest: editors,
      schema: { tags, security, summary: 'Removes a lesson’s captions in one language (its course’s teacher or the admin roles); none in that language: 404 courses.captions_not_found. Answers the lesson', params: lessonCaptionsParamsSchema, response: { 200: lessonSchema } },
    },
    async (request) => editor.deleteLessonCaptions(deps, await requireUser(request), request.params.guid, request.params.lang),
  );
}
