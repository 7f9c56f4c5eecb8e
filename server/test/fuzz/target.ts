import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ME_GUID, PURPOSES } from '@shared/constants';
import { loadConfig } from '../../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../seed';
import { announcements } from '../../modules/announcements/announcements.table';
import { courseCategories, courses, lessons } from '../../modules/courses/courses.table';
import { messages } from '../../modules/messenger/messenger.table';
import { documents, news, newsCategories } from '../../modules/news/news.table';
import { notifications } from '../../modules/notifications/notifications.table';
import { productComments, productImages, products, shopCategories } from '../../modules/shop/shop.table';
import { districts, regions } from '../../modules/users/geo.table';
import { users } from '../../modules/users/users.table';
import { buildTestApp, type TestApp } from '../app';
import { accessTokenFor, bearer } from '../factories';
import { staticWeatherProvider } from '../fake-weather-server';
import type { Dictionary } from './arbitraries';
import { listOperations, type OpenApiDocument, type Operation } from './operations';
import type { FileContent, FuzzRequest, RequestContext } from './requests';
import { describeRequest, toInject } from './requests';
import { ResponseChecker } from './responses';

/**
 * What the fuzzer sends its requests to: the real app on a fresh database with the demo content,
 * rate limits raised out of the way (a limit that still answers 429 must say so in its route's
 * declared answers), tokens of an ordinary user, a seller and an admin, and a dictionary of the
 * demo content's real slugs, ids and phones.
 */
export interface FuzzTarget {
  t: TestApp;
  doc: OpenApiDocument;
  operations: Operation[];
  ctx: RequestContext;
  dictionary: Dictionary;
  /** Real values of the demo content by kind (productMetas, userGuids, …), for the regression table's {{kind}} placeholders. */
  real: Record<string, string[]>;
  checker: ResponseChecker;
  /** Sends one request and says why its answer breaks the contract, or null. */
  send(req: FuzzRequest): Promise<string | null>;
  stats: FuzzStats;
  close(): Promise<void>;
}

export interface FuzzStats {
  requests: number;
  /** The last failing request of each operation: after shrinking, fast-check's minimal one. */
  failing: Map<string, { request: FuzzRequest; reason: string }>;
  /** How each operation answered: status → count (to see that valid requests get through, not only refusals). */
  statuses: Map<string, Record<number, number>>;
  startedAt: number;
}

async function fileContents(): Promise<Record<FileContent, Buffer>> {
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c8323c' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#1f2a6b' } }).jpeg().toBuffer();
  return {
    png,
    jpeg,
    'truncated-png': png.subarray(0, Math.floor(png.length * 0.6)),
    'truncated-jpeg': jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
    garbage: Buffer.from('89504e470d0a1a0a000000' + 'ff'.repeat(64), 'hex'),
    empty: Buffer.alloc(0),
    text: Buffer.from('not an image at all'),
  };
}

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const base = loadConfig({ NODE_ENV: 'test' });
  // Every numeric limit far out of the way (the window stays): the fuzzer looks for faults, not for limits.
  const rateLimits = Object.fromEntries(Object.entries(base.rateLimits).map(([k, v]) => [k, k === 'windowMs' ? v : 1_000_000])) as typeof base.rateLimits;
  // A weather provider in process: with none configured GET /api/weather/ answers 503 by design, not by fault.
  const t = await buildTestApp({ config: { rateLimits, accessTokenTtlSeconds: 24 * 3600 }, services: { weather: staticWeatherProvider } });
  await seedDemo(t.db, t.app.blobs, t.app.log);

  const byPhone = async (phone: string) => (await t.db.select({ id: users.id, guid: users.guid, role: users.role }).from(users).where(eq(users.phone, phone)))[0];
  const phoneOf = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.phone;
  const [user, seller, admin] = await Promise.all([byPhone(phoneOf('user')), byPhone(phoneOf('housemaker')), byPhone(phoneOf('admin'))]);
  const tokens = {
    user: await accessTokenFor(t.app, user),
    seller: await accessTokenFor(t.app, seller),
    admin: await accessTokenFor(t.app, admin),
    ghost: await accessTokenFor(t.app, { guid: '7d1c0000-0000-4000-8000-000000000000', role: 'superadmin' }),
  };

  // A chat with a product message between the user and the seller, so chats and messages have real ids.
  const sellerProduct = (await t.db.select({ guid: products.guid }).from(products).innerJoin(users, eq(users.id, products.userId)).where(eq(users.guid, seller.guid)).limit(1))[0];
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/messenger/chats/${seller.guid}/create/`,
    headers: bearer(tokens.user),
    payload: { data: sellerProduct ? { product: sellerProduct.guid } : {} },
  });
  if (created.statusCode >= 300) throw new Error(`fuzz target: could not open a chat: ${created.statusCode} ${created.body}`);

  const col = async <T>(rows: Promise<{ v: T }[]>) => (await rows).map((r) => String(r.v));
  const d = {
    productMetas: await col(t.db.select({ v: products.meta }).from(products)),
    productGuids: await col(t.db.select({ v: products.guid }).from(products)),
    sellerProductGuids: await col(t.db.select({ v: products.guid }).from(products).innerJoin(users, eq(users.id, products.userId)).where(eq(users.guid, seller.guid))),
    shopCategoryMetas: await col(t.db.select({ v: shopCategories.meta }).from(shopCategories)),
    shopCategoryGuids: await col(t.db.select({ v: shopCategories.guid }).from(shopCategories)),
    commentGuids: await col(t.db.select({ v: productComments.guid }).from(productComments)),
    imageIds: await col(t.db.select({ v: productImages.id }).from(productImages)),
    newsMetas: await col(t.db.select({ v: news.meta }).from(news)),
    newsCategoryMetas: await col(t.db.select({ v: newsCategories.meta }).from(newsCategories)),
    newsGuids: await col(t.db.select({ v: news.guid }).from(news)),
    documentIds: await col(t.db.select({ v: documents.id }).from(documents)),
    announcementMetas: await col(t.db.select({ v: announcements.meta }).from(announcements)),
    announcementGuids: await col(t.db.select({ v: announcements.guid }).from(announcements)),
    courseMetas: await col(t.db.select({ v: courses.meta }).from(courses)),
    courseCategoryMetas: [...(await col(t.db.select({ v: courseCategories.meta }).from(courseCategories))), 'all'],
    lessonGuids: await col(t.db.select({ v: lessons.guid }).from(lessons)),
    userGuids: [...(await col(t.db.select({ v: users.guid }).from(users))), ME_GUID],
    chatGuids: [(created.json() as { chat: string }).chat],
    messageGuids: await col(t.db.select({ v: messages.guid }).from(messages)),
    notificationGuids: await col(t.db.select({ v: notifications.guid }).from(notifications)),
    regionIds: await col(t.db.select({ v: regions.id }).from(regions)),
    // Districts must lie in the region given with them: mostly Tashkent city (11) and its districts.
    tashkentDistrictIds: await col(t.db.select({ v: districts.id }).from(districts).where(eq(districts.regionId, 11))),
  };
  // The demo accounts' phones, as typed several ways, and a few that no account has yet (sign-up succeeds once).
  const phones = [...DEMO_ACCOUNTS.map((a) => a.phone), '+998 90 123 45 67', '(90) 000-00-05', '931234567', '+998 93 765 43 21', '881112233', '771234567', '331002030'];
  const few = <T>(list: T[], n = 40) => list.slice(0, n);

  /** [operation path pattern, field or parameter name, real values]: the first rule that matches answers. */
  const rules: [RegExp, string, readonly string[]][] = [
    [/\/shop\/(dashboard\/)?categor/, 'meta', d.shopCategoryMetas],
    [/\/shop\//, 'meta', few(d.productMetas)],
    [/\/news\/category/, 'meta', d.newsCategoryMetas],
    [/\/news\//, 'meta', few(d.newsMetas)],
    [/\/courses\/category/, 'meta', d.courseCategoryMetas],
    [/\/courses\//, 'meta', few(d.courseMetas)],
    [/\/announcements\//, 'meta', few(d.announcementMetas)],
    [/\/accounts\//, 'guid', d.userGuids],
    [/\/shop\/dashboard\/categories/, 'guid', d.shopCategoryGuids],
    [/\/announcements\/user-announcements/, 'guid', few(d.announcementGuids)],
    [/\/shop\//, 'guid', [...d.sellerProductGuids, ...few(d.productGuids)]],
    [/\/courses\/lesson/, 'guid', few(d.lessonGuids)],
    [/\/notifications\//, 'guid', d.notificationGuids],
    [/\/news\/dashboard\/news/, 'guid', few(d.newsGuids)],
    [/\/news\//, 'category', d.newsCategoryMetas],
    [/\/news\/documents/, 'id', d.documentIds],
    [/\/news\/documents/, 'type', ['@a', '@b']],
    [/./, 'chat', d.chatGuids],
    [/./, 'user', few(d.userGuids)],
    [/./, 'message', d.messageGuids],
    [/./, 'before', d.messageGuids],
    [/./, 'after', d.messageGuids],
    [/./, 'product', few(d.productGuids)],
    [/./, 'announcement', few(d.announcementGuids)],
    [/\/shop\/products\//, 'category', d.shopCategoryMetas],
    [/./, 'category', d.shopCategoryGuids],
    [/./, 'price', ['450000', '1000', '0', '999999999999']],
    [/./, 'price_discount', ['405000', '900']],
    [/./, 'discount', ['10', '0', '100']],
    [/./, 'price_min', ['1000', '']],
    [/./, 'price_max', ['500000', '']],
    [/./, 'first_name', ['Dilnoza', "G'ayrat", 'Abdulla-Xo‘ja']],
    [/./, 'last_name', ['Karimova', "Ne'matov"]],
    [/./, 'middle_name', ['Rustamovna', '']],
    [/./, 'title', ["Marg'ilon atlasi", 'Rishton kosasi', 'Ipak ro‘mol']],
    [/./, 'description', ['<p>Tabiiy ipak.</p>', 'Qo‘lda to‘qilgan.\nUzunligi 5 metr.']],
    [/./, 'comment', ['Juda chiroyli!', 'Narxi qancha?\nRahmat']],
    [/./, 'parent', few(d.commentGuids)],
    [/./, 'keep_images', few(d.imageIds)],
    [/./, 'region', ['11', '11', '11', ...d.regionIds]],
    [/./, 'district', d.tashkentDistrictIds],
    [/./, 'phone', phones],
    [/./, 'password', [DEMO_PASSWORD, 'Ipak-parol-2026', 'short']],
    [/./, 'purposes', [...PURPOSES]],
    [/./, 'language', ['uz', 'ru', 'en']],
    [/./, 'gender', ['0', '1', '']],
    [/./, 'birthday', ['1990-01-01', '2000-12-31']],
    [/./, 'email', ['test@example.com', 'usta@ipak.uz']],
    [/./, 'code', ['123456', '000000']],
    [/./, 'q', ['ipak', "marg'ilon", 'Маргилон', 'atlas ro‘mol', 'kosa', 'a', '']],
  ];
  const dictionary: Dictionary = (op, name) => rules.find(([re, n]) => n === name && re.test(op.path))?.[2] ?? [];

  const docRes = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = docRes.json() as OpenApiDocument;
  const operations = listOperations(doc);
  const checker = new ResponseChecker(doc);
  const ctx: RequestContext = { tokens, files: await fileContents() };
  const stats: FuzzStats = { requests: 0, failing: new Map(), statuses: new Map(), startedAt: Date.now() };
  const byKey = new Map(operations.map((o) => [o.key, o]));

  async function send(req: FuzzRequest): Promise<string | null> {
    const op = byKey.get(req.op);
    if (!op) return `no operation ${req.op} in the document`;
    stats.requests += 1;
    const res = await t.app.inject(toInject(req, ctx));
    const counts = stats.statuses.get(op.key) ?? {};
    counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
    stats.statuses.set(op.key, counts);
    const reason = checker.check(op, res);
    if (reason) stats.failing.set(op.key, { request: req, reason });
    return reason;
  }

  return { t, doc, operations, ctx, dictionary, real: d, checker, send, stats, close: () => t.close() };
}

/** The fuzzer's count for CI's summary: .test-results/fuzz.json (FUZZ_REPORT to write elsewhere). */
export function writeFuzzReport(stats: FuzzStats, info: { seed: number; runsPerOperation: number; operations: number }) {
  const file = process.env.FUZZ_REPORT ?? path.resolve('.test-results/fuzz.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const failing = [...stats.failing.entries()].map(([op, f]) => ({ op, reason: f.reason, request: describeRequest(f.request) }));
  const report = {
    kind: 'api-fuzzer',
    requests: stats.requests,
    failures: failing.length,
    seed: info.seed,
    operations: info.operations,
    runsPerOperation: info.runsPerOperation,
    durationMs: Date.now() - stats.startedAt,
    failing,
    statuses: Object.fromEntries([...stats.statuses.entries()].sort(([a], [b]) => a.localeCompare(b))),
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
