import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { courseCategories, courses, enrollments, lessons, teachers } from './courses.table';

/** GET /api/courses/teaching/: a teacher's own courses (drafts too), for the profile's teaching pages. */

const t = useTestApp();
let categoryId: number;

beforeAll(async () => {
  const [c] = await t.db.insert(courseCategories).values({ meta: 'oqitish', title: "O'qitish" }).returning();
  categoryId = c.id;
});

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/courses/teaching/', headers: token ? bearer(token) : {} });

async function addCourse(authorId: number, title: string, isPublished: boolean, createdAt: Date) {
  const [row] = await t.db
    .insert(courses)
    .values({ meta: `teach-${title.toLowerCase().replace(/\W+/g, '-')}`, categoryId, authorId, title, isPublished, createdAt })
    .returning();
  return row;
}

describe('GET /api/courses/teaching/', () => {
  it('refuses anonymous callers', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
  });

  it('answers a user who is not a teacher with is_teacher false and no courses, even when they author one', async () => {
    const user = await createUser(t.db, {});
    await addCourse(user.id, 'Not a teacher course', true, new Date('2026-01-01T00:00:00Z'));
    const res = await get(await accessTokenFor(t.app, user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_teacher: false, results: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("gives a teacher their own courses, drafts and published, newest first, with counts — not other teachers'", async () => {
    const teacher = await createUser(t.db, { firstName: 'Nodira', lastName: 'Aliyeva' });
    const other = await createUser(t.db, {});
    await t.db.insert(teachers).values([{ userId: teacher.id }, { userId: other.id }]);
    const published = await addCourse(teacher.id, 'Published one', true, new Date('2026-02-01T00:00:00Z'));
    const draft = await addCourse(teacher.id, 'Draft one', false, new Date('2026-03-01T00:00:00Z'));
    await addCourse(other.id, 'Someone else', true, new Date('2026-04-01T00:00:00Z'));
    await t.db.insert(lessons).values({ courseId: published.id, order: 1, title: '1-dars', video: 'https://www.youtube-nocookie.com/embed/abc' });
    await t.db.insert(enrollments).values({ courseId: published.id, userId: other.id });

    const res = await get(await accessTokenFor(t.app, teacher));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.is_teacher).toBe(true);
    expect(body.results.map((c: { guid: string }) => c.guid)).toEqual([draft.guid, published.guid]);
    expect(body.results[0]).toMatchObject({ title: 'Draft one', is_published: false, lessons_count: 0, students_count: 0 });
    expect(body.results[1]).toMatchObject({
      title: 'Published one',
      meta: published.meta,
      is_published: true,
      lessons_count: 1,
      students_count: 1,
      category: { title: "O'qitish" },
      author: { first_name: 'Nodira', last_name: 'Aliyeva' },
    });
  });
});
