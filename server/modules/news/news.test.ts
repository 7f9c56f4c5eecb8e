import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { createUser } from '../../test/factories';
import { documents, news, newsCategories } from './news.table';
import { getNewsHomeData, invalidateNewsHomeData } from './news.service';
import { returningVisitor, visitorCookie } from '../../test/visitors';

const t = useTestApp();
let authorId: number;
const cats: Record<string, number> = {};
const DAY = 24 * 60 * 60 * 1000;

let seq = 0;
async function addNews(o: { daysAgo: number; category?: string; banner?: boolean; views?: number }) {
  const n = ++seq;
  const [row] = await t.db
    .insert(news)
    .values({
      meta: `yangilik-${n}`,
      categoryId: cats[o.category ?? 'ipakchilik'],
      userId: authorId,
      title: `Yangilik ${n}`,
      shortDescription: `Qisqacha ${n}. Davomi`,
      description: `Birinchi xatboshi.\nIkkinchi xatboshi ${n}.`,
      thumbnail: `news/test/n${n}`,
      views: o.views ?? 0,
      isBanner: o.banner ?? false,
      publishedAt: new Date(Date.now() - o.daysAgo * DAY),
    })
    .returning();
  return row;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  authorId = (await createUser(t.db, { firstName: 'Sardor', lastName: 'Alimov', role: 'admin', pfp: 'users/test/sardor' })).id;
  // Two named in Russian and English as well, one in Uzbek only (its other titles are null: readers see the Uzbek).
  for (const [position, meta, title, titleRu, titleEn] of [
    [1, 'hunarmandchilik', 'Hunarmandchilik', null, null],
    [0, 'ipakchilik', 'Ipakchilik', 'Шелководство', 'Sericulture'],
    [2, 'qonunchilik', 'Qonunchilik', 'Законодательство', 'Legislation'],
  ] as const) {
    const [c] = await t.db.insert(newsCategories).values({ meta, title, titleRu, titleEn, position }).returning();
    cats[meta] = c.id;
  }
});

describe('GET /api/news/home-data/', () => {
  it('answers an empty page on an empty site', async () => {
    invalidateNewsHomeData();
    const res = await get('/api/news/home-data/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      categories: [
        { guid: expect.any(String), meta: 'ipakchilik', title: 'Ipakchilik', title_ru: 'Шелководство', title_en: 'Sericulture' },
        { guid: expect.any(String), meta: 'hunarmandchilik', title: 'Hunarmandchilik', title_ru: null, title_en: null },
        { guid: expect.any(String), meta: 'qonunchilik', title: 'Qonunchilik', title_ru: 'Законодательство', title_en: 'Legislation' },
      ],
      banner: null,
      week: [],
    });
  });

  it('sends the newest banner and the last 7 days, newest first', async () => {
    await addNews({ daysAgo: 9, banner: true }); // 1: an older banner
    await addNews({ daysAgo: 8 }); // 2: older than a week
    const banner = await addNews({ daysAgo: 3, banner: true, category: 'qonunchilik', views: 12 }); // 3
    await addNews({ daysAgo: 1 }); // 4
    await addNews({ daysAgo: 0.5, category: 'hunarmandchilik' }); // 5
    await addNews({ daysAgo: 6 }); // 6
    await addNews({ daysAgo: -2, banner: true }); // 7: scheduled, not public yet
    invalidateNewsHomeData();
    const body = (await get('/api/news/home-data/')).json();
    expect(body.banner).toEqual({
      guid: banner.guid,
      meta: 'yangilik-3',
      title: 'Yangilik 3',
      short_description: 'Qisqacha 3. Davomi',
      thumbnail: '/media/news/test/n3-640.webp',
      created_at: banner.publishedAt.toISOString(),
      views: 12,
      category: { title: 'Qonunchilik', meta: 'qonunchilik', title_ru: 'Законодательство', title_en: 'Legislation' },
      user: { first_name: 'Sardor', last_name: 'Alimov', pfp: '/media/users/test/sardor-640.webp' },
    });
    expect(body.week.map((n: { meta: string }) => n.meta)).toEqual(['yangilik-5', 'yangilik-4', 'yangilik-3', 'yangilik-6']);
    expect(body.week[0]).not.toHaveProperty('description');
  });

  it('fills a quiet week with the 4 latest items', async () => {
    const data = await getNewsHomeData({ db: t.db }, new Date(Date.now() + 30 * DAY));
    expect(data.week.map((n) => n.meta)).toEqual(['yangilik-5', 'yangilik-4', 'yangilik-3', 'yangilik-6']);
    // A week with a single item is also filled up to 4.
    const data2 = await getNewsHomeData({ db: t.db }, new Date(Date.now() + 6.3 * DAY));
    expect(data2.week.map((n) => n.meta)).toEqual(['yangilik-5', 'yangilik-4', 'yangilik-3', 'yangilik-6']);
  });

  it('is a fixed number of queries whatever the number of items', async () => {
    invalidateNewsHomeData();
    const few = await countQueries(t.db, () => get('/api/news/home-data/'));
    for (let i = 0; i < 12; i++) await addNews({ daysAgo: 2 + i / 10, category: 'hunarmandchilik' });
    invalidateNewsHomeData();
    const many = await countQueries(t.db, () => get('/api/news/home-data/'));
    expect(few).toBe(3);
    expect(many).toBe(few);
    const body = (await get('/api/news/home-data/')).json();
    expect(body.week).toHaveLength(12);
  });
});

describe('GET /api/news/details/{meta}/', () => {
  it('sends the item with its body and counts the view, leaving updated_at alone', async () => {
    const [before] = await t.db.select().from(news).where(eq(news.meta, 'yangilik-4'));
    const first = await get('/api/news/details/yangilik-4/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      meta: 'yangilik-4',
      title: 'Yangilik 4',
      description: 'Birinchi xatboshi.\nIkkinchi xatboshi 4.',
      views: before.views, // a first visit: given its cookie, counted when it comes back
      category: { title: 'Ipakchilik', meta: 'ipakchilik', title_ru: 'Шелководство', title_en: 'Sericulture' },
      user: { first_name: 'Sardor', last_name: 'Alimov' },
    });
    // Back with its cookie it counts, reloading not again; another returning visitor counts.
    const back = () => t.app.inject({ method: 'GET', url: '/api/news/details/yangilik-4/', headers: { cookie: visitorCookie(first) } });
    expect((await back()).json().views).toBe(before.views + 1);
    expect((await back()).json().views).toBe(before.views + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/news/details/yangilik-4', headers: { cookie: returningVisitor(t.app) } })).json().views).toBe(before.views + 2);
    const [after] = await t.db.select().from(news).where(eq(news.meta, 'yangilik-4'));
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it('answers 404 for an unknown or scheduled item', async () => {
    for (const meta of ['yoq-narsa', 'yangilik-7']) {
      const res = await get(`/api/news/details/${meta}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'news.not_found', message: 'Yangilik topilmadi' });
    }
  });
});

describe('GET /api/news/category/{meta}/', () => {
  it('sends the published items of one category, newest first, page by page', async () => {
    const res = await get('/api/news/category/ipakchilik/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toEqual({ guid: expect.any(String), meta: 'ipakchilik', title: 'Ipakchilik', title_ru: 'Шелководство', title_en: 'Sericulture' });
    expect(body.results.map((n: { meta: string }) => n.meta)).toEqual(['yangilik-4', 'yangilik-6', 'yangilik-2', 'yangilik-1']);
    expect(body.next_page).toBeNull();

    const page1 = (await get('/api/news/category/hunarmandchilik/?page_size=5')).json();
    expect(page1.results).toHaveLength(5);
    expect(page1.next_page).toBe(2);
    const page3 = (await get('/api/news/category/hunarmandchilik/?page=3&page_size=5')).json();
    expect(page3.results).toHaveLength(3);
    expect(page3.next_page).toBeNull();
  });

  it('is a fixed number of queries whatever the page size', async () => {
    const small = await countQueries(t.db, () => get('/api/news/category/hunarmandchilik/?page_size=1'));
    const large = await countQueries(t.db, () => get('/api/news/category/hunarmandchilik/?page_size=100'));
    expect(small).toBe(2);
    expect(large).toBe(small);
  });

  it('answers 404 for an unknown category and 400 for a bad page', async () => {
    const res = await get('/api/news/category/yoq/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'news.category_not_found', message: 'Kategoriya topilmadi' });
    const bad = await get('/api/news/category/ipakchilik/?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: { page: expect.any(String) } });
  });
});

describe('GET /api/news/documents/', () => {
  beforeAll(async () => {
    await t.db.insert(documents).values([
      { type: '@a', title: 'Qonun', subtitle: 'Farmon', link: 'https://lex.uz/search/nat?query=ipak', file: 'documents/test/a.pdf', createdAt: new Date(Date.now() - DAY) },
      { type: '@a', title: 'Qaror', subtitle: 'Qaror', link: null, file: null },
      { type: '@b', title: 'Loyiha', subtitle: 'Biznes reja', file: 'documents/test/b.pdf' },
    ]);
  });

  it('lists legislation for @a and business projects for anything else', async () => {
    const a = (await get('/api/news/documents/?type=@a')).json();
    expect(a.results).toEqual([
      { id: expect.any(Number), type: '@a', title: 'Qaror', subtitle: 'Qaror', link: null, file: null, file_size: null, views: 0 },
      // A file that is not in the store has no size to show.
      { id: expect.any(Number), type: '@a', title: 'Qonun', subtitle: 'Farmon', link: 'https://lex.uz/search/nat?query=ipak', file: '/media/documents/test/a.pdf', file_size: null, views: 0 },
    ]);
    for (const type of ['@b', 'boshqa']) {
      const b = (await get(`/api/news/documents/?type=${type}`)).json();
      expect(b.results.map((d: { title: string }) => d.title)).toEqual(['Loyiha']);
    }
    expect((await get('/api/news/documents/')).json().results).toHaveLength(3);
  });

  it('sends one document, 404 when missing, 400 for a bad id', async () => {
    const [{ id }] = (await get('/api/news/documents/?type=@b')).json().results;
    const one = await get(`/api/news/documents/details/${id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, type: '@b', title: 'Loyiha', file: '/media/documents/test/b.pdf' });
    const missing = await get('/api/news/documents/details/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'news.document_not_found', message: "O'ylashimcha bunday hujjat mavjud emas" });
    expect((await get('/api/news/documents/details/abc/')).statusCode).toBe(400);
  });
});
