import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guidParamsSchema, metaParamsSchema, pageQuerySchema } from '@shared/schemas/common';
import { courseCategoryPageSchema, courseDetailSchema, coursesHomeDataSchema, lessonSchema } from '@shared/schemas/courses';
import { sendCachedJson } from '../../lib/cache';
import { moduleViewCounter } from '../../lib/view-counter';
import { visitorOf } from '../../plugins/visitor';
import * as service from './courses.service';

const tags = ['courses'];

/** Routes of /api/courses/ (spec §7). */
export default async function coursesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: service.CoursesDeps = { db: app.db, views: moduleViewCounter(app, 'course') };

  app.get(
    '/home-data/',
    { schema: { tags, summary: 'The /courses page: categories, top and new courses', response: { 200: coursesHomeDataSchema } } },
    async (_request, reply) => sendCachedJson(reply, await service.getCoursesHomeDataJson(deps)),
  );

  app.get(
    '/category/:meta/',
    {
      schema: {
        tags,
        summary: "Courses of a category ('all' for every course): {category, results, next_page}",
        params: metaParamsSchema,
        querystring: pageQuerySchema(24),
        response: { 200: courseCategoryPageSchema },
      },
    },
    async (request) => service.coursesOfCategory(deps, request.params.meta, request.query.page, request.query.page_size),
  );

  app.get(
    '/course/:meta/',
    { schema: { tags, summary: 'A course with its lessons; counts the visitor’s view once a day', params: metaParamsSchema, response: { 200: courseDetailSchema } } },
    async (request, reply) => service.viewCourse(deps, request.params.meta, await visitorOf(request, reply)),
  );

  app.get(
    '/lesson/:guid/',
    { schema: { tags, summary: 'A lesson with its video', params: guidParamsSchema, response: { 200: lessonSchema } } },
    async (request) => service.getLesson(deps, request.params.guid),
  );
}
