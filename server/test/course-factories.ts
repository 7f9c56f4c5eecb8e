import type { FastifyInstance } from 'fastify';
import type { CourseWrite } from '@shared/schemas/courses';
import { courseCategories, teachers } from '../modules/courses/courses.table';
import { bearer, createSignedInUser } from './factories';

/** A course category, named in Uzbek (and in Russian and English when given). */
export async function createCourseCategory(app: FastifyInstance, meta: string, title: string, other: { titleRu?: string; titleEn?: string } = {}) {
  const [row] = await app.db.insert(courseCategories).values({ meta, title, ...other }).returning();
  return row;
}

/** A signed-in user made a teacher (a course author), as the admin's 'add teacher' does. */
export async function createTeacher(app: FastifyInstance, firstName: string, lastName: string) {
  const user = await createSignedInUser(app, { firstName, lastName });
  await app.db.insert(teachers).values({ userId: user.id });
  return user;
}

/** Creates a course through the editor's endpoint as JSON (so its search key is written as every course's is); answers the response. */
export const postCourse = (app: FastifyInstance, token: string, course: CourseWrite) =>
  app.inject({ method: 'POST', url: '/api/courses/course/', headers: bearer(token), payload: course });
