import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { createUser } from '../../test/factories';
import { courseCategories, courses, lessons } from './courses.table';
import { invalidateCoursesHomeData } from './courses.service';
import { returningVisitor, visitorCookie } from '../../test/visitors';

const t = useTestApp();
let authorId: number;
const cats: Record<string, number> = {};

let seq = 0;
async function addCourse(o: { category?: string; top?: boolean; views?: number; lessons?: number; published?: boolean; ageMinutes?: number } = {}) {
  const n = ++seq;
  const [row] = await t.db
    .insert(courses)
    .values({
      meta: `kurs-${n}`,
      categoryId: cats[o.category ?? 'ipakchilik'],
      authorId,
      title: `Kurs ${n}`,
      shortDescription: `Qisqacha ${n}`,
      description: `Kurs haqida ${n}`,
      thumbnail: `courses/test/c${n}`,
      views: o.views ?? 0,
      isTop: o.top ?? false,
      isPublished: o.published ?? true,
      createdAt: new Date(Date.now() - (o.ageMinutes ?? 1000 - n) * 60_000),
    })
    .returning();
  const count = o.lessons ?? 3;
  if (count) {
    await t.db.insert(lessons).values(
      Array.from({ length: count }, (_, i) => ({
        courseId: row.id,
        order: count - i, // inserted out of order on purpose
        title: `${count - i}-dars`,
        video: i % 2 ? 'https://www.youtube-nocookie.com/embed/abc' : `courses/test/v${n}-${count - i}.webm`,
      })),
    );
  }
  return row;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  authorId = (await createUser(t.db, { firstName: 'Rustam', lastName: 'Usmonov', role: 'housemaker' })).id;
  // One named in Russian and English as well, one in Uzbek only (its other titles are null: readers see the Uzbek).
  for (const [position, meta, title, titleRu, titleEn] of [
    [1, 'hunarmandchilik', 'Hunarmandchilik', null, null],
    [0, 'ipakchilik', 'Ipakchilik asoslari', 'Основы шелководства', 'Sericulture basics'],
  ] as const) {
    const [c] = await t.db.insert(courseCategories).values({ meta, title, titleRu, titleEn, position }).returning();
    cats[meta] = c.id;
  }
});

describe('GET /api/courses/home-data/', () => {
  it('answers empty grids on an empty site', async () => {
    invalidateCoursesHomeData();
    const body = (await get('/api/courses/home-data/')).json();
    expect(body).toEqual({
      categories: [
        { guid: expect.any(String), meta: 'ipakchilik', title: 'Ipakchilik asoslari', title_ru: 'Основы шелководства', title_en: 'Sericulture basics' },
        { guid: expect.any(String), meta: 'hunarmandchilik', title: 'Hunarmandchilik', title_ru: null, title_en: null },
      ],
      top: [],
      new: [],
    });
  });

  it('sends top (marked top, then most viewed) and new courses with their lesson counts', async () => {
    for (let i = 1; i <= 10; i++) await addCourse({ views: i * 10, top: i === 2 || i === 3, lessons: (i % 4) + 1, category: i % 2 ? 'ipakchilik' : 'hunarmandchilik' });
    await addCourse({ views: 9999, top: true, published: false, ageMinutes: 0 }); // 11: a draft
    invalidateCoursesHomeData();
    const body = (await get('/api/courses/home-data/')).json();
    const metas = (list: { meta: string }[]) => list.map((c) => c.meta);
    expect(metas(body.top)).toEqual(['kurs-3', 'kurs-2', 'kurs-10', 'kurs-9', 'kurs-8', 'kurs-7', 'kurs-6', 'kurs-5']);
    expect(metas(body.new)).toEqual(['kurs-10', 'kurs-9', 'kurs-8', 'kurs-7', 'kurs-6', 'kurs-5', 'kurs-4', 'kurs-3']);
    const c3 = body.top[0];
    expect(c3).toEqual({
      guid: expect.any(String),
      meta: 'kurs-3',
      title: 'Kurs 3',
      short_description: 'Qisqacha 3',
      thumbnail: '/media/courses/test/c3-640.webp',
      created_at: expect.any(String),
      views: 30,
      price: 0,
      lessons_count: 4,
      category: { guid: expect.any(String), title: 'Ipakchilik asoslari', meta: 'ipakchilik', title_ru: 'Основы шелководства', title_en: 'Sericulture basics' },
      author: { first_name: 'Rustam', last_name: 'Usmonov', pfp: null },
    });
  });

  it('is a fixed number of queries whatever the number of courses and lessons', async () => {
    invalidateCoursesHomeData();
    const few = await countQueries(t.db, () => get('/api/courses/home-data/'));
    for (let i = 0; i < 6; i++) await addCourse({ lessons: 6 });
    invalidateCoursesHomeData();
    const many = await countQueries(t.db, () => get('/api/courses/home-data/'));
    expect(few).toBe(3);
    expect(many).toBe(few);
  });
});

describe('GET /api/courses/category/{meta}/', () => {
  it("lists one category's published courses, newest first, or every course for 'all'", async () => {
    const one = (await get('/api/courses/category/hunarmandchilik/')).json();
    expect(one.category).toEqual({ guid: expect.any(String), meta: 'hunarmandchilik', title: 'Hunarmandchilik', title_ru: null, title_en: null });
    expect(one.results.map((c: { meta: string }) => c.meta)).toEqual(['kurs-10', 'kurs-8', 'kurs-6', 'kurs-4', 'kurs-2']);
    const all = (await get('/api/courses/category/all/')).json();
    expect(all.category).toBeNull();
    expect(all.results).toHaveLength(16);
    expect(all.results.map((c: { meta: string }) => c.meta)).not.toContain('kurs-11');
    const page = (await get('/api/courses/category/all/?page=2&page_size=10')).json();
    expect(page.results).toHaveLength(6);
    expect(page.next_page).toBeNull();
  });

  it('is a fixed number of queries whatever the page size', async () => {
    const small = await countQueries(t.db, () => get('/api/courses/category/ipakchilik/?page_size=1'));
    const large = await countQueries(t.db, () => get('/api/courses/category/ipakchilik/?page_size=100'));
    expect(small).toBe(2);
    expect(large).toBe(small);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await get('/api/courses/category/yoq/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'courses.category_not_found', message: 'Kategoriya topilmadi' });
  });
});

describe('GET /api/courses/course/{meta}/ and lesson/{guid}/', () => {
  it('sends the course with its lessons in order, counting the view', async () => {
    const res = await get('/api/courses/course/kurs-3/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // A first visit: given its cookie, counted when it comes back.
    expect(body).toMatchObject({ meta: 'kurs-3', description: 'Kurs haqida 3', views: 30, lessons_count: 4, author: { first_name: 'Rustam' } });
    expect(body.lessons.map((l: { order: number; title: string }) => [l.order, l.title])).toEqual([
      [1, '1-dars'],
      [2, '2-dars'],
      [3, '3-dars'],
      [4, '4-dars'],
    ]);
    expect(Object.keys(body.lessons[0]).sort()).toEqual(['guid', 'order', 'title']);
    // Back with its cookie it counts, reloading not again; another returning visitor counts.
    const look = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/courses/course/kurs-3/', headers: { cookie } })).json().views;
    expect(await look(visitorCookie(res))).toBe(31);
    expect(await look(visitorCookie(res))).toBe(31);
    expect(await look(returningVisitor(t.app))).toBe(32);

    const stored = (await get(`/api/courses/lesson/${body.lessons[3].guid}/`)).json();
    expect(stored).toEqual({ guid: body.lessons[3].guid, order: 4, title: '4-dars', video: '/media/courses/test/v3-4.webm', captions: [] });
    const embedded = (await get(`/api/courses/lesson/${body.lessons[2].guid}/`)).json();
    expect(embedded.video).toBe('https://www.youtube-nocookie.com/embed/abc');
  });

  it('is a fixed number of queries whatever the number of lessons', async () => {
    const three = await countQueries(t.db, () => get('/api/courses/course/kurs-5/')); // 2 lessons
    const six = await countQueries(t.db, () => get('/api/courses/course/kurs-12/')); // 6 lessons
    expect(three).toBe(2); // the course and its lessons; the view is written later, in a batch
    expect(six).toBe(three);
  });

  it('answers 404 for an unknown or unpublished course and an unknown lesson; 400 for a malformed guid', async () => {
    for (const meta of ['yoq', 'kurs-11']) {
      const res = await get(`/api/courses/course/${meta}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'courses.not_found', message: 'Kurs topilmadi' });
    }
    const lesson = await get('/api/courses/lesson/00000000-0000-4000-8000-000000000000/');
    expect(lesson.statusCode).toBe(404);
    expect(lesson.json()).toEqual({ code: 'courses.lesson_not_found', message: 'Dars topilmadi' });
    const draftLesson = (await t.db.select().from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId))).find((r) => !r.courses.isPublished)!;
    expect((await get(`/api/courses/lesson/${draftLesson.lessons.guid}/`)).statusCode).toBe(404);
    expect((await get('/api/courses/lesson/not-a-guid/')).statusCode).toBe(400);
  });
});
