import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminListBodySchema, guidParamsSchema } from '@shared/schemas/common';
import {
  adminCourseCategorySchema,
  adminCourseSchema,
  adminStudentSchema,
  adminTeacherSchema,
  teacherCreateSchema,
} from '@shared/schemas/courses';
import { allow, requireUser } from '../../plugins/auth';
import { adminListRoute } from '../../plugins/admin-routes';
import { categoryRoutes } from '../../plugins/category-routes';
import { editorUploadRoute } from '../../plugins/uploads';
import { canEditCourseCategories, canListCourseDashboard, canManageTeachers } from './courses.policies';
import { courseCategoryAdmin } from './categories.service';
import * as dashboard from './dashboard.service';
import type { CoursesDeps } from './courses.service';
import { security } from '../../plugins/openapi';
import { adminArea } from '../../plugins/route-app';


/** The admin course list's body: the list body of every admin list, and optionally one teacher's courses only (the teachers list links there). */
const adminCourseListBodySchema = adminListBodySchema.extend({ teacher: guidParamsSchema.shape.guid.optional() });

/** /api/courses/dashboard/: the admin course lists (spec §7) and adding teachers — the admin roles only, guarded once, here. */
export default async function coursesDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: CoursesDeps }) {
  const app = adminArea(fastify, canListCourseDashboard);
  const tags = ['courses dashboard'];

  adminListRoute(app, '/teachers/', { tags, summary: 'Teachers, newest first, searched by name or phone (q)', item: adminTeacherSchema, list: (body) => dashboard.listTeachers(deps, body) });

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

  editorUploadRoute(app, 'post', '/teachers/create/', {
    tags,
    summary: 'The add-teacher form (spec §2; admins, moderators 403): a new account, role user, and its teacher record; optional picture `pfp`. A registered phone is the field error phone_taken (409)',
    onRequest: allow(canManageTeachers),
    fields: teacherCreateSchema,
    files: ['pfp'],
    answer: adminTeacherSchema,
    save: (user, input, form) => dashboard.createTeacher(deps, user, input, form.files[0]),
  });

  adminListRoute(app, '/courses/', {
    tags,
    summary: 'Every course (drafts too), newest first, searched by title (q); `teacher` (a teacher guid) narrows it to that teacher’s courses',
    body: adminCourseListBodySchema,
    item: adminCourseSchema,
    list: (body) => dashboard.listCourses(deps, body),
  });

  categoryRoutes(app, {
    tags,
    paths: { list: '/categories/list/', create: '/categories/' },
    answer: adminCourseCategorySchema,
    summaries: {
      list: 'The course categories in the menu’s order, searched by their titles (any language), with their course counts',
      create: 'Creates a course category (last in the menu): its Uzbek title, and its Russian and English ones',
      rename: 'Renames a course category in any of the three languages (its meta, and so every address, stays)',
      remove: 'Deletes a course category no course uses (409 courses.category_not_empty while one does)',
    },
    writers: allow(canEditCourseCategories),
    service: courseCategoryAdmin(deps),
  });

  adminListRoute(app, '/students/', { tags, summary: 'Learners (users enrolled in a course), by their first enrolment, searched by name or phone (q)', item: adminStudentSchema, list: (body) => dashboard.listStudents(deps, body) });
}
