import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createUser, newUserToken } from '../../test/factories';
import { courseCategories, courses, teachers } from './courses.table';

/** POST dashboard/courses/ {teacher}: the admin courses list narrowed to one teacher's courses (the teachers list links there). */

const t = useTestApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = await newUserToken(t.app, { role: 'admin' });
});

describe('admin courses list by teacher', () => {
  it('lists only the courses the teacher authors; an unknown teacher has none; a bad guid is 400', async () => {
    const [category] = await t.db.insert(courseCategories).values({ meta: 'filtr-kat', title: 'Filtr' }).returning();
    const a = await createUser(t.db, { firstName: 'Aziz', lastName: 'Qodirov' });
    const b = await createUser(t.db, { firstName: 'Bahor', lastName: 'Saidova' });
    const [teacherA] = await t.db.insert(teachers).values({ userId: a.id }).returning();
    await t.db.insert(teachers).values({ userId: b.id });
    await t.db.insert(courses).values([
      { meta: 'filtr-a1', categoryId: category.id, authorId: a.id, title: 'A birinchi', isPublished: true },
      { meta: 'filtr-a2', categoryId: category.id, authorId: a.id, title: 'A ikkinchi', isPublished: false },
      { meta: 'filtr-b1', categoryId: category.id, authorId: b.id, title: 'B birinchi', isPublished: true },
    ]);
    const list = (payload: object) => t.app.inject({ method: 'POST', url: '/api/courses/dashboard/courses/', headers: bearer(adminToken), payload });

    const res = await list({ teacher: teacherA.guid, page_size: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { title: string }) => c.title).sort()).toEqual(['A birinchi', 'A ikkinchi']);
    expect(res.json().count).toBe(2);
    expect((await list({ teacher: teacherA.guid, q: 'ikkinchi' })).json().data.map((c: { title: string }) => c.title)).toEqual(['A ikkinchi']);
    expect((await list({ teacher: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ data: [], count: 0 });
    expect((await list({ teacher: 'not-a-guid' })).statusCode).toBe(400);
    expect((await list({ page_size: 100 })).json().count).toBeGreaterThanOrEqual(3);
  });
});
