import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OVERVIEW_DAYS, OVERVIEW_TOP, OVERVIEW_WEEKS } from '@shared/constants';
import { jobsOverviewSchema, overviewSchema, type Overview } from '@shared/schemas/overview';
import { periodStarts } from '../../lib/periods';
import { buildTestApp, type TestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { createCategory, createProductRow } from '../../test/shop-factories';
import { announcements } from '../announcements/announcements.table';
import { courseCategories, courses } from '../courses/courses.table';
import { chats, messages } from '../messenger/messenger.table';
import { moderationCases } from '../moderation/moderation.table';
import { news, newsCategories } from '../news/news.table';
import { users } from '../users/users.table';
import { computeOverview, invalidateOverview, OVERVIEW_QUERIES } from './overview.service';
import type { Queue } from '../../lib/jobs';

let t: TestApp;
const tokens: Record<'admin' | 'moderator' | 'housemaker' | 'user', string> = { admin: '', moderator: '', housemaker: '', user: '' };
const productGuids: string[] = [];
let newsGuid = '';

/** A queue of the test's own whose every job fails at once (no retries): a failure for the jobs page to show. */
let failing: Queue<{ product: string }>;

beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      failing = app.jobs.define<{ product: string }>({
        name: 'test.fails',
        options: { retryLimit: 0 },
        async handle(data) {
          throw new Error(`rasmni kichraytirib bo'lmadi: ${data.product}`);
        },
      });
    },
  });
  const admin = await createUser(t.db, { role: 'admin', regionId: 2 });
  const moderator = await createUser(t.db, { role: 'moderator', regionId: 2 });
  const housemaker = await createUser(t.db, { role: 'housemaker', regionId: 3 });
  const user = await createUser(t.db, { role: 'user' });
  const blocked = await createUser(t.db, { role: 'user', regionId: 3 });
  // Blocked as the block action leaves a user: only the column set (the count reads nothing else).
  await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
  tokens.admin = await accessTokenFor(t.app, admin);
  tokens.moderator = await accessTokenFor(t.app, moderator);
  tokens.housemaker = await accessTokenFor(t.app, housemaker);
  tokens.user = await accessTokenFor(t.app, user);

  const category = await createCategory(t.db);
  // Three products this week: one verified; views 10, 50, 5; plus one hidden (inactive) with the most views.
  for (const [views, isVerified] of [[10, false], [50, true], [5, false]] as const) {
    productGuids.push((await createProductRow(t.db, { userId: housemaker.id, categoryId: category.id, views, isVerified })).guid);
  }
  await createProductRow(t.db, { userId: housemaker.id, categoryId: category.id, views: 999, isVerified: true, isActive: false });

  await t.db.insert(announcements).values({ meta: 'elon-1', userId: housemaker.id, type: 'work_announcement', title: 'Ish' });
  const [newsCategory] = await t.db.insert(newsCategories).values({ meta: 'yangilik', title: 'Yangiliklar' }).returning();
  const [item] = await t.db.insert(news).values({ meta: 'xabar-1', categoryId: newsCategory.id, userId: admin.id, title: 'Xabar', views: 7 }).returning();
  newsGuid = item.guid;
  const [courseCategory] = await t.db.insert(courseCategories).values({ meta: 'kurs', title: 'Kurslar' }).returning();
  await t.db.insert(courses).values({ meta: 'kurs-1', categoryId: courseCategory.id, authorId: admin.id, title: 'Kurs' });

  const [chat] = await t.db.insert(chats).values({ pairKey: `${housemaker.id}:${user.id}` }).returning();
  await t.db.insert(messages).values({ chatId: chat.id, userId: user.id, content: 'Salom' });

  const target = { targetKind: 'product' as const, targetId: 1, targetGuid: productGuids[0] };
  await t.db.insert(moderationCases).values([
    { source: 'review', ...target },
    { source: 'report', ...target, reportsCount: 2 },
    { source: 'report', ...target, status: 'dismissed' },
  ]);
  invalidateOverview(t.db);
});
afterAll(() => t.close());

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/overview/dashboard/', headers: token ? bearer(token) : {} });

describe('GET /api/overview/dashboard/', () => {
  let body: Overview;
  beforeAll(async () => {
    const res = await get(tokens.admin);
    expect(res.statusCode).toBe(200);
    body = overviewSchema.parse(res.json());
  });

  it('counts what the test created: totals, the blocked user once, pending verifications, open cases', () => {
    expect(body.totals).toEqual({
      users: 5,
      blocked_users: 1,
      products: 4,
      announcements: 1,
      news: 1,
      courses: 1,
      pending_verifications: 2,
      open_reviews: 1,
      open_reports: 1,
    });
  });

  it('counts users by role and by region (null: not said)', () => {
    const byRole = Object.fromEntries(body.users_by_role.map((r) => [r.role, r.count]));
    expect(byRole).toEqual({ admin: 1, moderator: 1, housemaker: 1, user: 2 });
    expect(body.users_by_region).toEqual(
      expect.arrayContaining([
        { region: 2, count: 2 },
        { region: 3, count: 2 },
        { region: null, count: 1 },
      ]),
    );
    expect(body.users_by_region).toHaveLength(3);
  });

  it('has whole series, oldest first, zeros filled, with this week and today counted', () => {
    const now = new Date();
    const weeks = periodStarts(now, 'week', OVERVIEW_WEEKS).dates;
    const days = periodStarts(now, 'day', OVERVIEW_DAYS).dates;
    for (const series of [body.new_users_per_week, body.new_products_per_week, body.new_announcements_per_week]) {
      expect(series.map((p) => p.date)).toEqual(weeks);
      expect(series.slice(0, -1).every((p) => p.count === 0)).toBe(true);
    }
    expect(body.new_users_per_week.at(-1)!.count).toBe(5);
    expect(body.new_products_per_week.at(-1)!.count).toBe(4);
    expect(body.new_announcements_per_week.at(-1)!.count).toBe(1);
    expect(body.messages_per_day.map((p) => p.date)).toEqual(days);
    expect(body.messages_per_day.at(-1)!.count).toBe(1);
    expect(body.messages_per_day.reduce((n, p) => n + p.count, 0)).toBe(1);
  });

  it('lists the most viewed public products and news, most viewed first', () => {
    expect(body.top_products.map((p) => [p.guid, p.views])).toEqual([
      [productGuids[1], 50],
      [productGuids[0], 10],
      [productGuids[2], 5],
    ]);
    expect(body.top_products.length).toBeLessThanOrEqual(OVERVIEW_TOP);
    expect(body.top_news).toEqual([{ guid: newsGuid, meta: 'xabar-1', title: 'Xabar', views: 7 }]);
  });

  it('is a fixed number of queries whatever the data, and is kept for a while', async () => {
    expect(await countQueries(t.db, () => computeOverview({ db: t.db }))).toBe(OVERVIEW_QUERIES);
    await createUser(t.db, { role: 'housemaker', regionId: 4 });
    expect(await countQueries(t.db, () => computeOverview({ db: t.db }))).toBe(OVERVIEW_QUERIES);
    // The kept answer: no query, the old figures until it expires (or is forgotten).
    expect(await countQueries(t.db, () => get(tokens.moderator))).toBeLessThanOrEqual(2);
    expect((await get(tokens.moderator)).json().totals.users).toBe(5);
    invalidateOverview(t.db);
    expect((await get(tokens.moderator)).json().totals.users).toBe(6);
  });

  it('refuses visitors (401) and users and housemakers (403)', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(tokens.user)).statusCode).toBe(403);
    expect((await get(tokens.housemaker)).statusCode).toBe(403);
  });
});

describe('GET /api/overview/dashboard/jobs/', () => {
  const jobs = (token?: string) => t.app.inject({ method: 'GET', url: '/api/overview/dashboard/jobs/', headers: token ? bearer(token) : {} });

  it('shows every queue with its jobs by state, and the latest failure with its reason and attempts, to the admin roles', async () => {
    await failing.send({ product: 'atlas-1' });
    // The job fails on its one try; the page counts it once it has.
    await vi.waitFor(async () => expect(jobsOverviewSchema.parse((await jobs(tokens.admin)).json()).failures).toHaveLength(1), { timeout: 20_000, interval: 100 });
    const body = jobsOverviewSchema.parse((await jobs(tokens.moderator)).json());
    const queues = ['announcements.search-alerts', 'db.maintenance', 'files.sweep', 'push.notify', 'push.send', 'telegram.channel', 'telegram.channel-sweep', 'telegram.prune', 'telegram.send', 'telegram.update', 'telegram.webhook', 'test.fails', 'views.announcement', 'views.course', 'views.document', 'views.news', 'views.product'];
    expect(body.queues.map((q) => q.name)).toEqual(queues.filter((n) => n !== 'db.maintenance' || t.app.database.kind === 'pglite'));
    expect(body.queues.find((q) => q.name === 'test.fails')).toEqual({ name: 'test.fails', ready: 0, deferred: 0, active: 0, failed: 1 });
    // An error without a code is listed as job.failed: its message (for the log) is never shown.
    expect(body.failures).toEqual([{ queue: 'test.fails', id: expect.any(String), reason: 'job.failed', status: null, attempts: 1, failed_at: expect.any(String) }]);
    expect(Date.parse(body.failures[0]!.failed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses visitors (401) and users and housemakers (403)', async () => {
    expect((await jobs()).statusCode).toBe(401);
    expect((await jobs(tokens.user)).statusCode).toBe(403);
    expect((await jobs(tokens.housemaker)).statusCode).toBe(403);
  });
});
