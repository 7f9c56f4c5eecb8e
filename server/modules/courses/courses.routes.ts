import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate';
import * as service from './courses.service';

const JSON_TYPE = 'application/json; charset=utf-8';
const BAD_ADDRESS = "Manzil noto'g'ri";

const metaParams = z.object({ meta: z.string().trim().min(1, BAD_ADDRESS).max(200, BAD_ADDRESS) });
const guidParams = z.object({ guid: z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, BAD_ADDRESS) });
const pageQuery = z.object({
  page: z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(10_000, BAD_ADDRESS).default(1),
  page_size: z.coerce.number({ error: BAD_ADDRESS }).int(BAD_ADDRESS).min(1, BAD_ADDRESS).max(100, BAD_ADDRESS).default(24),
});

/** Routes of /api/courses/ (spec §7). */
export default async function coursesRoutes(app: FastifyInstance) {
  /** /courses: categories, top and new courses. */
  app.get('/home-data/', async (_request, reply) => reply.type(JSON_TYPE).send(await service.getCoursesHomeDataJson(app.db)));

  /** Courses of a category, or of all with meta 'all': {category, results, next_page}. */
  app.get('/category/:meta/', async (request) => {
    const { meta } = validate(metaParams, request.params);
    const { page, page_size } = validate(pageQuery, request.query);
    return service.coursesOfCategory(app.db, meta, page, page_size);
  });

  /** A course with its lessons (view counted). */
  app.get('/course/:meta/', async (request) => {
    const { meta } = validate(metaParams, request.params);
    return service.viewCourse(app.db, meta);
  });

  /** A lesson with its video. */
  app.get('/lesson/:guid/', async (request) => {
    const { guid } = validate(guidParams, request.params);
    return service.getLesson(app.db, guid);
  });
}
