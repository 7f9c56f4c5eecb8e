import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser, newUserToken, randomPhone } from '../../test/factories';
import { expectFieldErrors, expectFieldErrorsInclude } from '../../test/responses';
import { multipart, type FilePart } from '../../test/multipart';
import { readAppMeta } from '../../db/app-meta';
import { ensureCleanUserTexts, USER_TEXTS_VERSION } from '../../user-texts';
import { pngFile } from '../../test/shop-factories';
import { courseCategories, courses, lessons } from './courses.table';

/**
 * The courses API of issue 14 beyond the spec's four reads: enrolment, progress and certificates, likes,
 * the caller's lists, the admin lists, adding teachers, and the course and lesson editors.
 */

const t = useTestApp();
let userToken: string;
let adminToken: string;
let moderatorToken: string;
let otherToken: string;
let authorId: number;
let categoryId: number;
let seq = 0;

type CourseFixture = { id: number; guid: string; meta: string; lessons: string[] };

async function addCourse(o: { lessons?: number; published?: boolean; author?: number } = {}): Promise<CourseFixture> {
  const n = ++seq;
  const [row] = await t.db
    .insert(courses)
    .values({ meta: `api-kurs-${n}`, categoryId, authorId: o.author ?? authorId, title: `API kurs ${n}`, isPublished: o.published ?? true })
    .returning();
  const count = o.lessons ?? 3;
  const rows = count
    ? await t.db
        .insert(lessons)
        .values(Array.from({ length: count }, (_, i) => ({ courseId: row.id, order: i + 1, title: `${i + 1}-dars`, video: 'https://www.youtube-nocookie.com/embed/abc' })))
        .returning()
    : [];
  return { id: row.id, guid: row.guid, meta: row.meta, lessons: rows.sort((a, b) => a.order - b.order).map((l) => l.guid) };
}

async function send(method: 'POST' | 'PATCH', url: string, token: string | null, fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipart(fields, files);
  return t.app.inject({ method, url, headers: { ...form.headers, ...(token ? bearer(token) : {}) }, payload: form.payload });
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  authorId = (await createUser(t.db, { firstName: 'Rustam', lastName: 'Usmonov' })).id;
  userToken = await newUserToken(t.app, { firstName: 'Dilnoza', lastName: 'Karimova' });
  otherToken = await newUserToken(t.app);
  adminToken = await newUserToken(t.app, { role: 'admin' });
  moderatorToken = await newUserToken(t.app, { role: 'moderator' });
  const [c] = await t.db.insert(courseCategories).values({ meta: 'ipakchilik', title: 'Ipakchilik' }).returning();
  categoryId = c.id;
});

describe('enrolment', () => {
  it('enrols once (a second call answers the same state) and leaves', async () => {
    const c = await addCourse();
    const first = await call('POST', `/api/courses/course/${c.guid}/enrol/`, userToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ enrolled: true, liked: false, likes_count: 0, progress: { completed_lessons: [], lessons_count: 3, percent: 0, last_lesson: null, certificate: null } });
    const second = await call('POST', `/api/courses/course/${c.guid}/enrol/`, userToken);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const state = await call('GET', `/api/courses/course/${c.meta}/state/`, userToken);
    expect(state.json()).toEqual(first.json());
    const left = await call('DELETE', `/api/courses/course/${c.guid}/enrol/`, userToken);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ enrolled: false, progress: null });
    expect((await call('DELETE', `/api/courses/course/${c.guid}/enrol/`, userToken)).json()).toMatchObject({ enrolled: false });
  });

  it('refuses anonymous callers (401), unknown and unpublished courses (404)', async () => {
    const c = await addCourse();
    const draft = await addCourse({ published: false });
    for (const [method, url] of [
      ['POST', `/api/courses/course/${c.guid}/enrol/`],
      ['GET', `/api/courses/course/${c.meta}/state/`],
      ['PUT', `/api/courses/course/${c.guid}/progress/`],
      ['GET', '/api/courses/my/'],
      ['GET', '/api/courses/liked/'],
      ['POST', `/api/courses/course/${c.guid}/like/`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
    }
    for (const res of [
      await call('POST', `/api/courses/course/${draft.guid}/enrol/`, userToken),
      await call('POST', `/api/courses/course/${draft.guid}/like/`, userToken),
      await call('GET', `/api/courses/course/${draft.meta}/state/`, userToken),
      await call('POST', '/api/courses/course/00000000-0000-4000-8000-000000000000/enrol/', userToken),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('courses.not_found');
    }
  });
});

describe('progress and certificates', () => {
  it('refuses a caller not enrolled (403) and a lesson of another course (400)', async () => {
    const c = await addCourse();
    const other = await addCourse();
    const notEnrolled = await call('PUT', `/api/courses/course/${c.guid}/progress/`, otherToken, { lesson: c.lessons[0], position_seconds: 5 });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().code).toBe('courses.not_enrolled');
    await call('POST', `/api/courses/course/${c.guid}/enrol/`, otherToken);
    const foreign = await call('PUT', `/api/courses/course/${c.guid}/progress/`, otherToken, { lesson: other.lessons[0], position_seconds: 5, completed: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'courses.lesson_not_in_course', errors: { lesson: 'lesson_not_in_course' } });
    const bad = await call('PUT', `/api/courses/course/${c.guid}/progress/`, otherToken, { lesson: c.lessons[0], position_seconds: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the position per lesson and the last lesson; the last completion issues a certificate', async () => {
    const c = await addCourse({ lessons: 2 });
    await call('POST', `/api/courses/course/${c.guid}/enrol/`, userToken);
    const put = (lesson: string, position_seconds: number, completed?: boolean) =>
      call('PUT', `/api/courses/course/${c.guid}/progress/`, userToken, { lesson, position_seconds, ...(completed === undefined ? {} : { completed }) });
    let res = await put(c.lessons[1], 42);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ last_lesson: c.lessons[1], position_seconds: 42, positions: { [c.lessons[1]]: 42 }, percent: 0, finished_at: null, certificate: null });
    res = await put(c.lessons[0], 300, true);
    expect(res.json()).toMatchObject({ completed_lessons: [c.lessons[0]], percent: 50, last_lesson: c.lessons[0], positions: { [c.lessons[0]]: 300, [c.lessons[1]]: 42 } });
    // A later report without completed keeps the completion.
    res = await put(c.lessons[0], 10);
    expect(res.json().completed_lessons).toEqual([c.lessons[0]]);
    res = await put(c.lessons[1], 600, true);
    const done = res.json();
    expect(done.percent).toBe(100);
    expect(done.finished_at).toEqual(expect.any(String));
    expect(done.certificate).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Completing again keeps the certificate.
    expect((await put(c.lessons[1], 600, true)).json().certificate).toBe(done.certificate);

    const cert = await call('GET', `/api/courses/certificates/${done.certificate}/`);
    expect(cert.statusCode).toBe(200);
    expect(cert.json()).toEqual({
      id: done.certificate,
      learner: { first_name: 'Dilnoza', last_name: 'Karimova' },
      course: { title: c.meta.replace('api-kurs-', 'API kurs '), meta: c.meta, lessons_count: 2 },
      teacher: { first_name: 'Rustam', last_name: 'Usmonov' },
      finished_at: done.finished_at,
    });
    const missing = await call('GET', '/api/courses/certificates/AAAAAAAAAAAAAAAAAAAAAA/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('courses.certificate_not_found');
    expect((await call('GET', '/api/courses/certificates/a.b/')).statusCode).toBe(400);
  });

  it('lists my courses, last studied first, with their progress', async () => {
    const token = await newUserToken(t.app);
    const a = await addCourse();
    const b = await addCourse();
    await call('POST', `/api/courses/course/${a.guid}/enrol/`, token);
    await call('POST', `/api/courses/course/${b.guid}/enrol/`, token);
    let my = (await call('GET', '/api/courses/my/', token)).json();
    expect(my.results.map((r: { meta: string }) => r.meta)).toEqual([b.meta, a.meta]);
    await call('PUT', `/api/courses/course/${a.guid}/progress/`, token, { lesson: a.lessons[2], position_seconds: 7, completed: true });
    my = (await call('GET', '/api/courses/my/', token)).json();
    expect(my.results.map((r: { meta: string }) => r.meta)).toEqual([a.meta, b.meta]);
    expect(my.results[0].progress).toMatchObject({ completed_lessons: [a.lessons[2]], percent: 33, last_lesson: a.lessons[2], position_seconds: 7 });
    expect(my.next_page).toBeNull();
    const page = (await call('GET', '/api/courses/my/?page=1&page_size=1', token)).json();
    expect(page.results).toHaveLength(1);
    expect(page.next_page).toBe(2);
  });
});

describe('likes', () => {
  it('likes once, counts honestly, unlikes, and lists the liked courses newest first', async () => {
    const token = await newUserToken(t.app);
    const a = await addCourse();
    const b = await addCourse();
    const first = await call('POST', `/api/courses/course/${a.guid}/like/`, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ liked: true, likes_count: 1 });
    expect((await call('POST', `/api/courses/course/${a.guid}/like/`, token)).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await call('POST', `/api/courses/course/${a.guid}/like/`, userToken)).json()).toEqual({ liked: true, likes_count: 2 });
    await call('POST', `/api/courses/course/${b.guid}/like/`, token);
    const liked = (await call('GET', '/api/courses/liked/', token)).json();
    expect(liked.results.map((r: { meta: string }) => r.meta)).toEqual([b.meta, a.meta]);
    expect((await call('GET', `/api/courses/course/${a.meta}/state/`, token)).json()).toMatchObject({ liked: true, likes_count: 2, enrolled: false });
    expect((await call('DELETE', `/api/courses/course/${a.guid}/like/`, token)).json()).toEqual({ liked: false, likes_count: 1 });
    expect((await call('DELETE', `/api/courses/course/${a.guid}/like/`, token)).json()).toEqual({ liked: false, likes_count: 1 });
    expect((await call('GET', '/api/courses/liked/', token)).json().results.map((r: { meta: string }) => r.meta)).toEqual([b.meta]);
  });
});

const teacherFields = (o: Record<string, string> = {}) => ({
  first_name: 'Nodira',
  last_name: 'Azimova',
  phone: randomPhone(),
  email: 'nodira@example.uz',
  birthday: '1990-05-12',
  password: 'Atlas-2026-parol',
  gender: '1',
  about: "Ipak to'quvchi",
  ...o,
});

describe('admin lists', () => {
  it('refuse anonymous callers (401) and plain users (403)', async () => {
    for (const list of ['teachers', 'courses', 'students']) {
      expect((await call('POST', `/api/courses/dashboard/${list}/`, undefined, {})).statusCode, list).toBe(401);
      const res = await call('POST', `/api/courses/dashboard/${list}/`, userToken, {});
      expect(res.statusCode, list).toBe(403);
      expect(res.json().code).toBe('auth.forbidden');
    }
  });

  it('list courses (drafts too) searched by title, students with their counts, for moderators', async () => {
    const draft = await addCourse({ published: false });
    const res = await call('POST', '/api/courses/dashboard/courses/', moderatorToken, { page_size: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, total_pages: 1, count: seq });
    expect(body.data.find((c: { guid: string }) => c.guid === draft.guid)).toMatchObject({ is_published: false, lessons_count: 3, students_count: 0, author: { first_name: 'Rustam' } });
    const found = (await call('POST', '/api/courses/dashboard/courses/', moderatorToken, { q: `kurs ${seq}` })).json();
    expect(found.data.map((c: { guid: string }) => c.guid)).toEqual([draft.guid]);

    const students = (await call('POST', '/api/courses/dashboard/students/', moderatorToken, { q: 'Dilnoza' })).json();
    expect(students.data).toEqual([{ guid: expect.any(String), title: 'Dilnoza Karimova', phone: expect.any(String), created_at: expect.any(String), courses_count: 1, finished_count: 1 }]);
    const paged = (await call('POST', '/api/courses/dashboard/students/', adminToken, { page_size: 1 })).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total_pages).toBe(paged.count);
  });
});

describe('course categories', () => {
  it('refuse anonymous callers (401) and plain users (403)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/courses/dashboard/categories/list/'],
      ['POST', '/api/courses/dashboard/categories/'],
      ['PATCH', `/api/courses/dashboard/categories/${missing}/`],
      ['DELETE', `/api/courses/dashboard/categories/${missing}/`],
    ] as const) {
      expect((await call(method, url, undefined, { title: 'Yangi' })).statusCode, url).toBe(401);
      expect((await call(method, url, userToken, { title: 'Yangi' })).statusCode, url).toBe(403);
    }
  });

  it('are created with their Russian and English titles, which every answer naming them carries; renamed keeping the address; listed and searched by any title; the audit log records the titles', async () => {
    const created = await call('POST', '/api/courses/dashboard/categories/', moderatorToken, { title: "To'qimachilik", title_ru: 'Ткачество', title_en: 'Weaving' });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json();
    expect(category).toEqual({ guid: expect.any(String), meta: 'toqimachilik', title: "To'qimachilik", title_ru: 'Ткачество', title_en: 'Weaving', created_at: expect.any(String), courses_count: 0 });
    const titles = { title: "To'qimachilik", title_ru: 'Ткачество', title_en: 'Weaving' };

    // A course in it: its card, its page and the admin list name the category in the three languages.
    const course = (await send('POST', '/api/courses/course/', adminToken, { title: "Gilam to'qish", category: category.guid, is_published: 'true' }).then((r) => r.json())) as { guid: string; meta: string };
    const home = (await call('GET', '/api/courses/home-data/')).json();
    expect(home.categories.find((c: { guid: string }) => c.guid === category.guid)).toEqual({ guid: category.guid, meta: category.meta, ...titles });
    expect(home.new.find((c: { guid: string }) => c.guid === course.guid)?.category).toEqual({ guid: category.guid, meta: category.meta, ...titles });
    const page = (await call('GET', `/api/courses/category/${category.meta}/`)).json();
    expect(page.category).toEqual({ guid: category.guid, meta: category.meta, ...titles });
    expect(page.results[0].category).toEqual({ guid: category.guid, meta: category.meta, ...titles });
    expect((await call('GET', `/api/courses/course/${course.meta}/`)).json().category).toEqual({ guid: category.guid, meta: category.meta, ...titles });
    const adminCourses = (await call('POST', '/api/courses/dashboard/courses/', adminToken, { q: "Gilam to'qish" })).json();
    expect(adminCourses.data[0].category).toEqual({ guid: category.guid, ...titles });

    for (const q of ['ткачество', 'WEAVING', "to'qimachilik"]) {
      const found = (await call('POST', '/api/courses/dashboard/categories/list/', adminToken, { q, page_size: 100 })).json();
      expect(found.data.map((c: { guid: string }) => c.guid), q).toEqual([category.guid]);
    }
    const all = (await call('POST', '/api/courses/dashboard/categories/list/', adminToken, { page_size: 100 })).json();
    expect(all.data.find((c: { guid: string }) => c.guid === category.guid)).toMatchObject({ courses_count: 1 });
    expect(all.data.at(-1).guid).toBe(category.guid);

    const renamed = await call('PATCH', `/api/courses/dashboard/categories/${category.guid}/`, adminToken, { title: "To'qimachilik", title_ru: '', title_en: 'Weaving and looms' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ meta: category.meta, title: "To'qimachilik", title_ru: null, title_en: 'Weaving and looms', courses_count: 1 });
    expect((await call('GET', `/api/courses/category/${category.meta}/`)).json().category).toMatchObject({ title_ru: null, title_en: 'Weaving and looms' });

    const log = (await call('POST', '/api/audit/dashboard/log/', adminToken, { target_id: category.guid })).json();
    expect(log.data).toMatchObject([
      { action: 'course_category.edit', target_kind: 'course_category', before: { title_ru: 'Ткачество', title_en: 'Weaving' }, after: { title_ru: '', title_en: 'Weaving and looms' } },
      { action: 'course_category.create', target_label: "To'qimachilik", before: null, after: { ...titles, meta: category.meta } },
    ]);

    // In use: not deleted (409); empty: deleted, and recorded.
    const refused = await call('DELETE', `/api/courses/dashboard/categories/${category.guid}/`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'courses.category_not_empty' });
    expect((await call('DELETE', `/api/courses/course/${course.guid}/`, adminToken)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/courses/dashboard/categories/${category.guid}/`, moderatorToken)).statusCode).toBe(204);
    expect((await call('GET', `/api/courses/category/${category.meta}/`)).statusCode).toBe(404);
    const deleted = (await call('POST', '/api/audit/dashboard/log/', adminToken, { target_id: category.guid, action: 'course_category.delete' })).json();
    expect(deleted.data).toMatchObject([{ before: { title: "To'qimachilik", title_ru: '', title_en: 'Weaving and looms', meta: category.meta }, after: null }]);
  });

  it('refuse a short or too long title and unknown categories', async () => {
    const short = await call('POST', '/api/courses/dashboard/categories/', adminToken, { title: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed', errors: { title: 'category_title_required' } });
    const long = await call('POST', '/api/courses/dashboard/categories/', adminToken, { title: 'Kashtachilik', title_en: 'e'.repeat(81) });
    expect(long.json()).toMatchObject({ code: 'validation_failed', errors: { title_en: 'too_long' } });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/courses/dashboard/categories/${missing}/`, adminToken, { title: 'Yangi nom' })).json()).toMatchObject({ code: 'courses.category_not_found' });
    expect((await call('DELETE', `/api/courses/dashboard/categories/${missing}/`, adminToken)).statusCode).toBe(404);
  });
});

describe('teachers', () => {
  it('are created by admins only (moderators 403), with a picture; the phone must be free', async () => {
    const fields = teacherFields();
    const png = { ...(await pngFile()), name: 'pfp' };
    expect((await send('POST', '/api/courses/dashboard/teachers/create/', moderatorToken, fields)).statusCode).toBe(403);
    expect((await send('POST', '/api/courses/dashboard/teachers/create/', userToken, fields)).statusCode).toBe(403);
    const res = await send('POST', '/api/courses/dashboard/teachers/create/', adminToken, fields, [png]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      guid: expect.any(String),
      user: { guid: expect.any(String), first_name: 'Nodira', last_name: 'Azimova', phone: fields.phone, created_at: expect.any(String) },
      courses_count: 0,
      created_at: expect.any(String),
    });
    const taken = await send('POST', '/api/courses/dashboard/teachers/create/', adminToken, teacherFields({ phone: fields.phone }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'users.phone_taken', errors: { phone: 'phone_taken' } });
    const invalid = await send('POST', '/api/courses/dashboard/teachers/create/', adminToken, teacherFields({ email: 'x', first_name: '' }));
    expectFieldErrorsInclude(invalid, { email: 'email_invalid', first_name: 'first_name_required' });
    // The new account signs in with its password, as a plain user, its phone confirmed (the admin vouches for it).
    const login = await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: fields.phone, password: fields.password } });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/accounts/00000000-0000-0000-0000-000000000000/', headers: bearer(login.json().access) });
    expect(me.json()).toMatchObject({ phone_confirmed: true });
    const list = (await call('POST', '/api/courses/dashboard/teachers/', moderatorToken, { q: 'Nodira' })).json();
    expect(list.data.map((r: { user: { phone: string } }) => r.user.phone)).toEqual([fields.phone]);
  });

  it('may be an existing user made a teacher by an admin, once', async () => {
    const user = await createUser(t.db, { firstName: 'Bobur' });
    expect((await call('POST', '/api/courses/dashboard/teachers/add/', moderatorToken, { user: user.guid })).statusCode).toBe(403);
    const res = await call('POST', '/api/courses/dashboard/teachers/add/', adminToken, { user: user.guid });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ guid: user.guid, first_name: 'Bobur' });
    const again = await call('POST', '/api/courses/dashboard/teachers/add/', adminToken, { user: user.guid });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('courses.already_teacher');
    expect((await call('POST', '/api/courses/dashboard/teachers/add/', adminToken, { user: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('course and lesson editors', () => {
  let teacherToken: string;
  let otherTeacherToken: string;
  let categoryGuid: string;
  const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
  const videoFile = (data: Buffer, filename = 'dars.mp4'): FilePart => ({ name: 'video', filename, type: 'video/mp4', data });

  beforeAll(async () => {
    const make = async (firstName: string) => {
      const user = await createUser(t.db, { firstName });
      const res = await call('POST', '/api/courses/dashboard/teachers/add/', adminToken, { user: user.guid });
      expect(res.statusCode).toBe(201);
      return accessTokenFor(t.app, user);
    };
    teacherToken = await make('Ustoz');
    otherTeacherToken = await make('Boshqa');
    categoryGuid = (await call('GET', '/api/courses/home-data/')).json().categories[0].guid;
  });

  it('lets teachers create courses (201) and refuses others (403)', async () => {
    const fields = { title: "Ipak qurti parvarishi", category: categoryGuid, short_description: 'Qisqacha', description: 'Batafsil' };
    expect((await send('POST', '/api/courses/course/', null, fields)).statusCode).toBe(401);
    const refused = await send('POST', '/api/courses/course/', userToken, fields);
    expect(refused.statusCode).toBe(403);
    const thumb = { ...(await pngFile()), name: 'thumbnail' };
    const res = await send('POST', '/api/courses/course/', teacherToken, fields, [thumb]);
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json();
    expect(course).toMatchObject({ title: 'Ipak qurti parvarishi', is_published: true, lessons: [], author: { first_name: 'Ustoz' }, thumbnail: expect.stringMatching(/^\/media\/courses\//) });
    expect(course.meta).toMatch(/^ipak-qurti-parvarishi-[0-9a-f]{6}$/);
    const missing = await send('POST', '/api/courses/course/', teacherToken, { title: '', category: '' });
    expectFieldErrorsInclude(missing, { title: 'course_title_required', category: 'course_category_required' });

    // Its teacher edits it; another teacher may not; a moderator may.
    const edit = await send('PATCH', `/api/courses/course/${course.guid}/`, teacherToken, { title: 'Yangi nom', is_published: 'false' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Yangi nom', is_published: false, short_description: 'Qisqacha', description: 'Batafsil' });
    expect((await call('GET', `/api/courses/course/${course.meta}/`)).statusCode).toBe(404);
    const foreign = await send('PATCH', `/api/courses/course/${course.guid}/`, otherTeacherToken, { title: 'Meniki' });
    expect(foreign.statusCode).toBe(403);
    expect((await call('GET', `/api/courses/course/${course.guid}/edit/`, otherTeacherToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/courses/course/${course.guid}/`, otherTeacherToken)).statusCode).toBe(403);
    const byModerator = await send('PATCH', `/api/courses/course/${course.guid}/`, moderatorToken, { is_published: 'true' });
    expect(byModerator.json().is_published).toBe(true);
    const view = await call('GET', `/api/courses/course/${course.guid}/edit/`, teacherToken);
    expect(view.statusCode).toBe(200);
    expect(view.json().author_guid).toEqual(expect.any(String));
    expect((await call('DELETE', `/api/courses/course/${course.guid}/`, teacherToken)).statusCode).toBe(204);
    expect((await call('GET', `/api/courses/course/${course.guid}/edit/`, teacherToken)).statusCode).toBe(404);
  });

  it('refuses anyone but teachers and the admin roles (403) before the body is validated, on every editor route', async () => {
    const course = await addCourse();
    const lesson = course.lessons[0];
    const invalid = { title: '', category: 'not-a-guid', order: '-5', video_url: 'javascript:alert(1)' };
    for (const [method, url] of [
      ['POST', '/api/courses/course/'],
      ['PATCH', `/api/courses/course/${course.guid}/`],
      ['POST', `/api/courses/course/${course.guid}/lessons/`],
      ['PATCH', `/api/courses/lesson/${lesson}/`],
    ] as const) {
      const res = await send(method, url, userToken, invalid);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('auth.forbidden');
      // JSON bodies too.
      expect((await call(method, url, userToken, { title: 42 })).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of [
      ['GET', `/api/courses/course/${course.guid}/edit/`],
      ['DELETE', `/api/courses/course/${course.guid}/`],
      ['DELETE', `/api/courses/lesson/${lesson}/`],
      // Nobody learns whether a course exists either.
      ['GET', '/api/courses/course/00000000-0000-4000-8000-000000000000/edit/'],
    ] as const) {
      expect((await call(method, url, userToken)).statusCode, `${method} ${url}`).toBe(403);
    }
    // A teacher who is not its author, with an invalid edit: 403 too, before the body.
    expect((await send('PATCH', `/api/courses/course/${course.guid}/`, otherTeacherToken, invalid)).statusCode).toBe(403);
    // Adding teachers: admins only, decided before the body (moderators 403 whatever they send).
    expect((await call('POST', '/api/courses/dashboard/teachers/add/', moderatorToken, { user: 'not-a-guid' })).statusCode).toBe(403);
    expect((await send('POST', '/api/courses/dashboard/teachers/create/', moderatorToken, { phone: '1' })).statusCode).toBe(403);
  });

  it('stores the description as plain text with its lines: no script, tag or event handler survives, on create and on edit', async () => {
    const hostile = 'Birinchi qator\n\nIkkinchi <b>qalin</b><script>alert(1)</script><img src=x onerror=alert(2)> &lt;script&gt;alert(3)&lt;/script&gt; & oxiri';
    const res = await send('POST', '/api/courses/course/', teacherToken, { title: 'Xavfsiz kurs', category: categoryGuid, description: hostile });
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json();
    expect(course.description).toBe('Birinchi qator\n\nIkkinchi qalin & oxiri');
    // What the public page reads.
    expect((await call('GET', `/api/courses/course/${course.meta}/`)).json().description).toBe('Birinchi qator\n\nIkkinchi qalin & oxiri');
    const edited = await send('PATCH', `/api/courses/course/${course.guid}/`, teacherToken, { description: '<p onclick="alert(1)">Yangi</p><iframe src="https://evil.example"></iframe>' });
    expect(edited.json().description).toBe('Yangi');
    const [row] = await t.db.select({ description: courses.description }).from(courses).where(eq(courses.guid, course.guid));
    expect(row.description).toBe('Yangi');
  });

  it('cleans the descriptions stored before they were cleaned on write, once, at start', async () => {
    const old = await addCourse();
    await t.db.update(courses).set({ description: 'Eski matn<script>alert(1)</script> <b>qalin</b>' }).where(eq(courses.id, old.id));
    expect((await call('GET', `/api/courses/course/${old.meta}/`)).json().description).toContain('<script>');
    await ensureCleanUserTexts(t.db, t.app.log);
    expect((await call('GET', `/api/courses/course/${old.meta}/`)).json().description).toBe('Eski matn qalin');
    // Recorded: the next start does not go through every course again.
    expect(await readAppMeta(t.db, 'user_texts_version')).toBe(String(USER_TEXTS_VERSION));
  });

  it('adds lessons from allowed embed addresses or real video files, and keeps orders 1..n', async () => {
    const course = (await send('POST', '/api/courses/course/', teacherToken, { title: 'Darslar', category: categoryGuid })).json();
    const add = (fields: Record<string, string>, files: FilePart[] = [], token = teacherToken) => send('POST', `/api/courses/course/${course.guid}/lessons/`, token, fields, files);

    const yt = await add({ title: 'Birinchi', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10' });
    expect(yt.statusCode, yt.body).toBe(201);
    expect(yt.json()).toMatchObject({ order: 1, title: 'Birinchi', video: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    const vimeo = await add({ title: 'Ikkinchi', video_url: 'https://player.vimeo.com/video/76979871' });
    expect(vimeo.json()).toMatchObject({ order: 2, video: 'https://player.vimeo.com/video/76979871' });
    const file = await add({ title: 'Uchinchi', order: '1' }, [videoFile(MP4)]);
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json()).toMatchObject({ order: 1, video: expect.stringMatching(/^\/media\/lessons\/.+\.mp4$/) });
    // Served by us as a video, in ranges (a player seeks).
    const served = await t.app.inject({ method: 'GET', url: file.json().video, headers: { range: 'bytes=0-9' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload).toEqual(MP4.subarray(0, 10));

    for (const url of ['https://evil.example/embed/x', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/channel/abc', 'javascript:alert(1)']) {
      const res = await add({ title: 'Yomon', video_url: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual({ video_url: 'video_url_not_allowed' });
    }
    const none = await add({ title: 'Videosiz' });
    expect(none.json().errors).toEqual({ video_url: 'video_required' });
    const two = await add({ title: 'Ikki fayl' }, [videoFile(MP4), videoFile(MP4, 'ikkinchi.mp4')]);
    expect(two.statusCode).toBe(413);
    const fake = await add({ title: 'Soxta' }, [videoFile(Buffer.from('<html>not a video</html>'), 'soxta.mp4')]);
    expectFieldErrors(fake, { video: 'video_only' });
    expect((await add({ title: 'Begona', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, [], otherTeacherToken)).statusCode).toBe(403);
    expect((await add({ title: 'Begona' }, [videoFile(MP4)], otherTeacherToken)).statusCode).toBe(403);
    // Videos are streamed to temporary files while they arrive: none is left behind, kept or refused.
    expect(await fs.readdir(t.config.incomingDir).catch(() => [])).toEqual([]);

    const titles = async () => (await call('GET', `/api/courses/course/${course.guid}/edit/`, teacherToken)).json().lessons.map((l: { order: number; title: string }) => `${l.order}:${l.title}`);
    expect(await titles()).toEqual(['1:Uchinchi', '2:Birinchi', '3:Ikkinchi']);
    const moved = await send('PATCH', `/api/courses/lesson/${vimeo.json().guid}/`, teacherToken, { order: '1', title: 'Vimeo' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await titles()).toEqual(['1:Vimeo', '2:Uchinchi', '3:Birinchi']);
    expect((await send('PATCH', `/api/courses/lesson/${vimeo.json().guid}/`, otherTeacherToken, { title: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/courses/lesson/${file.json().guid}/`, teacherToken)).statusCode).toBe(204);
    expect(await titles()).toEqual(['1:Vimeo', '2:Birinchi']);
  });
});

describe('embed addresses and video content', () => {
  it('normalises the allowed providers and recognises mp4 and webm', async () => {
    const { embedUrl, videoKind } = await import('./editor.service');
    expect(embedUrl('https://www.youtube-nocookie.com/embed/abcdef')).toBe('https://www.youtube-nocookie.com/embed/abcdef');
    expect(embedUrl('https://www.youtube.com/embed/abcdef?autoplay=1')).toBe('https://www.youtube-nocookie.com/embed/abcdef');
    expect(embedUrl('https://youtu.be/abcdef')).toBeNull();
    expect(embedUrl('https://player.vimeo.com/video/12/../evil')).toBeNull();
    expect(videoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe('webm');
    expect(videoKind(Buffer.from('%PDF-1.4 xxxxxxx'))).toBeNull();
  });
});

describe('the sitemap', () => {
  it('lists the courses index, every category and the published courses only', async () => {
    const course = await addCourse();
    const draft = await addCourse({ published: false });
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'ipak.test' } });
    expect(res.body).toContain('/courses</loc>');
    expect(res.body).toContain('/courses/categories/details/all/</loc>');
    expect(res.body).toContain('/courses/categories/details/ipakchilik/</loc>');
    expect(res.body).toContain(`/courses/details/${course.meta}/</loc>`);
    expect(res.body).not.toContain(`/courses/details/${draft.meta}/</loc>`);
  });
});
