import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListBodySchema, guidParamsSchema, pagedSchema, rateLimitedAnswer } from '@shared/schemas/common';
import {
  adminCourseCategorySchema,
  adminCourseSchema,
  adminStudentSchema,
  adminTeacherSchema,
  courseCategoryBodySchema,
  teacherCreateSchema,
} from '@shared/schemas/courses';
import { readForm } from '../../lib/multipart';
import { validate } from '../../lib/validate';
import { allow, requireUser } from '../../plugins/auth';
import { countUpload } from '../../plugins/rate-limits';
import { canEditCourseCategories, canListCourseDashboard, canManageTeachers } from './courses.policies';
import * as categories from './categories.service';
import * as dashboard from './dashboard.service';
import type { CoursesDeps } from './courses.service';

const security = [{ bearer: [] }];
const noContent = z.null().describe('No content');

/** The admin course list's body: the list body of every admin list, and optionally one teacher's courses only (the teachers list links there). */
const adminCourseListBodySchema = adminListBodySchema.extend({ teacher: guidParamsSchema.shape.guid.optional() });

/** /api/courses/dashboard/: the admin course lists (spec §7) and adding teachers — the admin roles only, guarded once, here. */
export default async function coursesDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: CoursesDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses dashboard'];
  app.addHook('onRequest', allow(canListCourseDashboard));

  app.post(
    '/teachers/',
    { schema: { tags, security, summary: 'Teachers, newest first, searched by name or phone (q)', body: adminListBodySchema, response: { 200: pagedSchema(adminTeacherSchema) } } },
    async (request) => dashboard.listTeachers(deps, request.body),
  );

  app.post(
    '/teachers/add/',
    {
      onRequest: allow(canManageTeachers),
      schema: {
        tags,
        security,
        summary: 'Makes an existing user a teacher (admins; moderators 403). 409 courses.already_teacher when they are one',
        body: z.object({ user: guidParamsSchema.shape.guid }),
        response: { 201: adminTeacherSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await dashboard.addTeacher(deps, await requireUser(request), request.body.user)),
  );

  app.post(
    '/teachers/create/',
    {
      onRequest: allow(canManageTeachers),
      config: { multipart: { fields: teacherCreateSchema, files: ['pfp'] } },
      schema: {
        tags,
        security,
        summary: 'The add-teacher form (spec §2; admins, moderators 403): a new account, role user, and its teacher record; optional picture `pfp`. A registered phone is the field error phone_taken (409)',
        response: { 201: adminTeacherSchema, ...rateLimitedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await countUpload(request, user.id);
      const form = await readForm(request, { fileFields: ['pfp'] });
      const input = validate(teacherCreateSchema, form.fields);
      return reply.status(201).send(await dashboard.createTeacher(deps, user, input, form.files[0]));
    },
  );

  app.post(
    '/courses/',
    {
      schema: {
        tags,
        security,
        summary: 'Every course (drafts too), newest first, searched by title (q); `teacher` (a teacher guid) narrows it to that teacher’s courses',
        body: adminCourseListBodySchema,
        response: { 200: pagedSchema(adminCourseSchema) },
      },
    },
    async (request) => dashboard.listCourses(deps, request.body),
  );

  app.post(
    '/categories/list/',
    {
      schema: { tags, security, summary: 'The course categories in the menu’s order, searched by their titles (any language), with their course counts', body: adminListBodySchema, response: { 200: pagedSchema(adminCourseCategorySchema) } },
    },
    async (request) => categories.listCategories(deps, request.body),
  );

  app.post(
    '/categories/',
    {
      onRequest: allow(canEditCourseCategories),
      schema: { tags, security, summary: 'Creates a course category (last in the menu): its Uzbek title, and its Russian and English ones', body: courseCategoryBodySchema, response: { 201: adminCourseCategorySchema } },
    },
    async (request, reply) => reply.status(201).send(await categories.createCategory(deps, await requireUser(request), request.body)),
  );

  app.patch(
    '/categories/:guid/',
    {
      onRequest: allow(canEditCourseCategories),
      schema: { tags, security, summary: 'Renames a course category in any of the three languages (its meta, and so every address, stays)', params: guidParamsSchema, body: courseCategoryBodySchema, response: { 200: adminCourseCategorySchema } },
    },
    async (request) => categories.renameCategory(deps, await requireUser(request), request.params.guid, request.body),
  );

  app.delete(
    '/categories/:guid/',
    {
      onRequest: allow(canEditCourseCategories),
      schema: { tags, security, summary: 'Deletes a course category no course uses (409 courses.category_not_empty while one does)', params: guidParamsSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await categories.deleteCategory(deps, await requireUser(request), request.params.guid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/students/',
    { schema: { tags, security, summary: 'Learners (users enrolled in a course), by their first enrolment, searched by name or phone (q)', body: adminListBodySchema, response: { 200: pagedSchema(adminStudentSchema) } } },
    async (request) => dashboard.listStudents(deps, request.body),
  );
}
