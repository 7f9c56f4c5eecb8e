import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shared/media';
import { ROLES } from '@shared/constants';
import { sanitizeUserHtml, userPlainText } from '../lib/html';
import { verifyPassword } from '../lib/passwords';
import { announcements } from '../modules/announcements/announcements.table';
import { courses, lessons, teachers } from '../modules/courses/courses.table';
import { documents, news, newsCategories } from '../modules/news/news.table';
import { productComments, productImages, products, shopCategories } from '../modules/shop/shop.table';
import { users } from '../modules/users/users.table';
import { useTestApp } from '../test/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedIfEmpty, type SeedResult } from './index';
import { OTHER_APOSTROPHES } from './text';

const t = useTestApp();
let first: SeedResult;

const imageFilesExist = (key: string) => IMAGE_WIDTHS.every((w) => fs.existsSync(path.join(t.config.uploadsDir, `${key}-${w}.webp`)));
const fileHead = (key: string, bytes: number) => {
  const fd = fs.openSync(path.join(t.config.uploadsDir, key), 'r');
  try {
    const buf = Buffer.alloc(bytes);
    fs.readSync(fd, buf, 0, bytes, 0);
    return buf;
  } finally {
    fs.closeSync(fd);
  }
};
/** Every file under the uploads directory. */
const listFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];

async function tableCounts() {
  const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;
  return {
    users: await n(users),
    categories: await n(shopCategories),
    products: await n(products),
    productImages: await n(productImages),
    comments: await n(productComments),
    newsCategories: await n(newsCategories),
    news: await n(news),
    documents: await n(documents),
    announcements: await n(announcements),
    courses: await n(courses),
    lessons: await n(lessons),
    teachers: await n(teachers),
  };
}

// The whole seed (about 10 s alone) runs here; a busy machine running every test file at once needs more.
beforeAll(async () => {
  first = await seedDemo(t.db, t.app.blobs, t.app.log);
}, 180_000);

/** `n` is between `min` and `max`, both included. */
function expectWithin(n: number, min: number, max: number) {
  expect(n).toBeGreaterThanOrEqual(min);
  expect(n).toBeLessThanOrEqual(max);
}

/** Each of `rows` owns between `min` and `max` of `owned` (those whose `ownerOf` is its id). */
function expectEachOwns<T>(rows: { id: number }[], owned: T[], ownerOf: (item: T) => number, min: number, max: number) {
  for (const row of rows) expectWithin(owned.filter((item) => ownerOf(item) === row.id).length, min, max);
}

describe('demo seed', () => {
  it('loads the demo catalogue', async () => {
    expect(first.seeded).toBe(true);
    const c = await tableCounts();
    expect(c.categories).toBeGreaterThanOrEqual(8);
    expect(c.products).toBeGreaterThanOrEqual(40);
    expect(c.news).toBeGreaterThanOrEqual(12);
    expect(c.newsCategories).toBe(4);
    expect(c.announcements).toBeGreaterThanOrEqual(12);
    expect(c.courses).toBeGreaterThanOrEqual(6);
    expect(c.documents).toBeGreaterThanOrEqual(6);
    expect(c.comments).toBeGreaterThan(0);
    expect(first.counts).toMatchObject({ products: c.products, news: c.news, courses: c.courses });
  });

  it('makes one account of each role, with the documented phones and password', async () => {
    const rows = await t.db.select().from(users);
    for (const role of ROLES) expect(rows.some((u) => u.role === role)).toBe(true);
    expect(rows.filter((u) => u.role === 'housemaker').length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((u) => u.regionId)).size).toBeGreaterThanOrEqual(6);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((u) => u.phone === account.phone)!;
      expect(user).toMatchObject({ role: account.role, firstName: account.firstName, lastName: account.lastName });
      expect(account.password).toBe(DEMO_PASSWORD);
    }
    const superadmin = rows.find((u) => u.phone === DEMO_ACCOUNTS[0].phone)!;
    expect(await verifyPassword(DEMO_PASSWORD, superadmin.passwordHash)).toBe(true);
  });

  it("writes every demo text with one apostrophe, the spec's plain ' (o', g', the tutuq belgisi)", async () => {
    const tables: PgTable[] = [users, shopCategories, products, productComments, newsCategories, news, documents, announcements, courses, lessons, teachers];
    const texts: string[] = [];
    for (const table of tables) for (const row of await t.db.select().from(table)) texts.push(...Object.values(row).filter((v): v is string => typeof v === 'string'));
    expect(texts.filter((s) => s.search(OTHER_APOSTROPHES) >= 0)).toEqual([]);
    // …and the texts do use it (the check above is not vacuous).
    expect(texts.filter((s) => /\p{L}'\p{L}/u.test(s)).length).toBeGreaterThan(100);
  });

  it('gives every product 1–3 images whose files exist, prices with some discounts and HTML descriptions', async () => {
    const rows = await t.db.select().from(products);
    const images = await t.db.select().from(productImages);
    expectEachOwns(rows, images, (i) => i.productId, 1, 3);
    for (const p of rows) {
      expectWithin(p.price, 85_000, 4_500_000);
      expect(p.priceDiscount).toBeLessThanOrEqual(p.price);
      expect(p.description).toMatch(/^<p>.*<\/p><ul>(<li>[^<]*<\/li>)+<\/ul><p><strong>/);
      expect(p.description).not.toMatch(/<(?!\/?(p|ul|li|strong)>)/);
      expect(sanitizeUserHtml(p.description)).toBe(p.description);
    }
    expect(rows.filter((p) => p.discountPercent > 0).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((p) => p.isVerified).length).toBeGreaterThanOrEqual(5);
    const keys = [...new Set(images.map((i) => i.image))];
    expect(keys.length).toBeGreaterThanOrEqual(24);
    for (const key of keys) expect(imageFilesExist(key)).toBe(true);
  });

  it('spreads the news over the last 10 days in all four categories, with one banner', async () => {
    const rows = await t.db.select().from(news);
    const now = Date.now();
    for (const n of rows) {
      expect(now - n.publishedAt.getTime()).toBeLessThanOrEqual(10 * 24 * 3600_000);
      expect(n.publishedAt.getTime()).toBeLessThanOrEqual(now);
      expect(imageFilesExist(n.thumbnail!)).toBe(true);
    }
    expect(new Set(rows.map((n) => n.categoryId)).size).toBe(4);
    expect(rows.filter((n) => n.isBanner)).toHaveLength(1);
  });

  it('writes documents of both kinds as real PDFs; legislation links to lex.uz', async () => {
    const rows = await t.db.select().from(documents);
    for (const type of ['@a', '@b'] as const) expect(rows.filter((d) => d.type === type).length).toBeGreaterThanOrEqual(3);
    for (const d of rows) {
      expect(fileHead(d.file!, 5).toString('latin1')).toBe('%PDF-');
      if (d.type === '@a') expect(d.link).toMatch(/^https:\/\/lex\.uz\//);
    }
  });

  it('has announcements of both types with regions, pay and pictures', async () => {
    const rows = await t.db.select().from(announcements);
    const work = rows.filter((a) => a.type === 'work_announcement');
    const service = rows.filter((a) => a.type === 'service_announcement');
    expect(work.length).toBeGreaterThanOrEqual(6);
    expect(service.length).toBeGreaterThanOrEqual(6);
    expect(new Set(work.map((a) => a.workTime))).toEqual(new Set(['full_time', 'part_time', 'flexable_time']));
    expect(rows.some((a) => a.negotiable && a.priceMin === null)).toBe(true);
    expect(rows.some((a) => !a.negotiable && a.priceMin! < a.priceMax!)).toBe(true);
    for (const a of rows) expect(a.regionId && a.districtId).toBeTruthy();
    for (const w of work) expect(sanitizeUserHtml(w.description)).toBe(w.description);
    for (const s of service) expect(s.description).not.toContain('<');
    for (const s of service) expect(imageFilesExist(s.thumbnail!)).toBe(true);
  });

  it('has courses with 3–6 lessons, each with a real WebM video, and a teacher row per author', async () => {
    const courseRows = await t.db.select().from(courses);
    const lessonRows = await t.db.select().from(lessons);
    expectEachOwns(courseRows, lessonRows, (l) => l.courseId, 3, 6);
    for (const c of courseRows) {
      expect(imageFilesExist(c.thumbnail!)).toBe(true);
      // Plain text with its paragraphs, as a teacher's would be stored.
      expect(userPlainText(c.description)).toBe(c.description);
    }
    expect(courseRows.filter((c) => c.isTop).length).toBeGreaterThanOrEqual(2);
    for (const l of lessonRows) expect(fileHead(l.video, 4).toString('hex')).toBe('1a45dfa3');
    const teacherRows = await t.db.select().from(teachers);
    expect(new Set(teacherRows.map((r) => r.userId))).toEqual(new Set(courseRows.map((c) => c.authorId)));
  });

  it('feeds the home pages', async () => {
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop/home-data/' })).json();
    expect(shop.categories.length).toBeGreaterThanOrEqual(8);
    for (const grid of ['fast_selling_products', 'new_products', 'recommended_products']) {
      expect(shop[grid]).toHaveLength(8);
      for (const card of shop[grid]) expect(card.image).toMatch(/^\/media\/products\/demo\/.+-640\.webp$/);
    }
    const newsHome = (await t.app.inject({ method: 'GET', url: '/api/news/home-data/' })).json();
    expect(newsHome.banner).not.toBeNull();
    expect(newsHome.week.length).toBeGreaterThanOrEqual(4);
    const ann = (await t.app.inject({ method: 'GET', url: '/api/announcements/home-data/' })).json();
    expect(ann.work_announcement.length).toBeGreaterThanOrEqual(4);
    expect(ann.service_announcement.every((a: { thumbnail: string | null }) => a.thumbnail)).toBe(true);
    const coursesHome = (await t.app.inject({ method: 'GET', url: '/api/courses/home-data/' })).json();
    expect(coursesHome.top[0].lessons_count).toBeGreaterThanOrEqual(3);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/courses/course/${coursesHome.top[0].meta}/` })).json();
    const lesson = (await t.app.inject({ method: 'GET', url: `/api/courses/lesson/${detail.lessons[0].guid}/` })).json();
    expect(lesson.video).toMatch(/^\/media\/lessons\/demo\/.+\.webm$/);
    // The video is served, with byte ranges (players need them to seek).
    const video = await t.app.inject({ method: 'GET', url: lesson.video, headers: { range: 'bytes=0-3' } });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.toString('hex')).toBe('1a45dfa3');
  });

  it('does not seed again: seedIfEmpty twice changes nothing; a failed seed leaves no files', { timeout: 120_000 }, async () => {
    const before = await tableCounts();
    const filesBefore = listFiles(t.config.uploadsDir).length;
    for (let i = 0; i < 2; i++) {
      const again = await seedIfEmpty(t.db, t.app.blobs, t.app.log);
      expect(again).toMatchObject({ seeded: false, reason: 'not_empty' });
    }
    expect(await tableCounts()).toEqual(before);
    expect(listFiles(t.config.uploadsDir)).toHaveLength(filesBefore);
    // A seed that fails (here: the demo phones are taken) removes the files it wrote.
    await expect(seedDemo(t.db, t.app.blobs, t.app.log)).rejects.toThrow();
    expect(await tableCounts()).toEqual(before);
    expect(listFiles(t.config.uploadsDir)).toHaveLength(filesBefore);
    const [{ n }] = await t.db.select({ n: count() }).from(users).where(eq(users.phone, DEMO_ACCOUNTS[0].phone));
    expect(n).toBe(1);
  });
});
