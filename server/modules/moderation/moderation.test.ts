import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModerationCase, ModerationCaseDetail, ModerationQueue } from '@shared/schemas/moderation';
import { useTestApp } from '../../test/app';
import { jobsSettled } from '../../test/jobs';
import { bearer, createSignedInUser, createUser, signInStaff, type SignedInUser } from '../../test/factories';
import { expectFieldErrors } from '../../test/responses';
import { multipart } from '../../test/multipart';
import { createCategory, createProductRow, pngFile } from '../../test/shop-factories';
import { auditLog } from '../audit/audit.table';
import { products } from '../shop/shop.table';
import { moderationCases } from './moderation.table';

/**
 * Moderation (issue 15): reports (deduplicated per reporter, one open case per target), the queue and
 * its decisions for the admin roles only, pre-moderation of products, announcements and comments
 * (held items are seen by their author and the admin roles only), rejection with the author's
 * notification and a mended item's return to the queue, and the audit record of every decision.
 */

const t = useTestApp();
let author: SignedInUser;
let reporter: SignedInUser;
let reporter2: SignedInUser;
let moderatorToken: string;
let adminToken: string;
let categoryGuid: string;
let categoryId: number;

beforeAll(async () => {
  author = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Muallif', lastName: 'Aka' });
  reporter = await createSignedInUser(t.app, { firstName: 'Birinchi', lastName: 'Shikoyatchi' });
  reporter2 = await createSignedInUser(t.app, { firstName: 'Ikkinchi', lastName: 'Shikoyatchi' });
  const staff = await signInStaff(t.app);
  [adminToken, moderatorToken] = [staff.admin.token, staff.moderator.token];
  const category = await createCategory(t.db);
  categoryGuid = category.guid;
  categoryId = category.id;
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const report = (token: string | null, body: object) => inject('POST', '/api/moderation/reports/', token, body);
const queue = async (body: object = {}): Promise<ModerationQueue> => {
  const res = await inject('POST', '/api/moderation/dashboard/queue/', moderatorToken, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const caseOf = async (targetGuid: string, source = 'review'): Promise<ModerationCase> => {
  const found = (await queue({ page_size: 100, source })).data.find((c) => c.target_guid === targetGuid);
  expect(found, `open ${source} case of ${targetGuid}`).toBeDefined();
  return found!;
};
const setSettings = async (body: object) => {
  const res = await inject('PUT', '/api/moderation/dashboard/settings/', adminToken, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, withImage = true) {
  const body = multipart(fields, withImage ? [await pngFile()] : []);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(author.token) } });
}
async function newProduct(title: string) {
  const res = await send('POST', '/api/shop/user-products/upload', { title, description: '<p>Yaxshi mahsulot</p>', price: '100000', category: categoryGuid });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Promise<{ guid: string; meta: string; moderation: { state: string; reason: string | null; message: string | null } }>;
}
async function newAnnouncement(name: string) {
  const res = await send(
    'POST',
    '/api/announcements/user-announcements/',
    { annoucement_type: 'work_announcement', name, negotiate: 'true', region: '13', district: '188', address: "Marg'ilon", experience: '1 yil', work_time: 'full_time', description: '<p>Ish bor</p>' },
    false,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Promise<{ guid: string; meta: string; moderation: { state: string } }>;
}

describe('reports', () => {
  it('are counted once per reporter, on one open case per target', async () => {
    const p = await createProductRow(t.db, { userId: author.id, categoryId, title: 'Shikoyat qilinadigan' });
    const body = { target_kind: 'product', target_guid: p.guid, reason: 'spam' };
    const first = await report(reporter.token, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ already_reported: false });
    const again = await report(reporter.token, { ...body, reason: 'fraud' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ already_reported: true });
    expect((await caseOf(p.guid, 'report')).reports_count).toBe(1);
    expect((await report(reporter2.token, { ...body, reason: 'fraud' })).statusCode).toBe(201);
    const c = await caseOf(p.guid, 'report');
    expect(c.reports_count).toBe(2);
    expect(c.report_reasons.sort()).toEqual(['fraud', 'spam']);
    const detail = await inject('GET', `/api/moderation/dashboard/cases/${c.guid}/`, moderatorToken);
    expect((detail.json() as ModerationCaseDetail).reports).toHaveLength(2);
    expect(await t.db.select().from(moderationCases).where(eq(moderationCases.targetGuid, p.guid))).toHaveLength(1);
  });

  it('refuse one’s own content and oneself (400), unknown targets (404), strangers (401), a bare "other" (400)', async () => {
    const p = await createProductRow(t.db, { userId: author.id, categoryId });
    const own = await report(author.token, { target_kind: 'product', target_guid: p.guid, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('moderation.own_target');
    expect((await report(author.token, { target_kind: 'user', target_guid: author.guid, reason: 'spam' })).json().code).toBe('moderation.own_target');
    const unknown = await report(reporter.token, { target_kind: 'announcement', target_guid: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('moderation.target_not_found');
    const hidden = await createProductRow(t.db, { userId: author.id, categoryId, isActive: false });
    expect((await report(reporter.token, { target_kind: 'product', target_guid: hidden.guid, reason: 'spam' })).statusCode).toBe(404);
    expect((await report(null, { target_kind: 'product', target_guid: p.guid, reason: 'spam' })).statusCode).toBe(401);
    const other = await report(reporter.token, { target_kind: 'product', target_guid: p.guid, reason: 'other' });
    expectFieldErrors(other, { note: 'report_note_required' });
  });
});

describe('the dashboard’s guards', () => {
  const routes: [string, 'GET' | 'POST' | 'PUT', object?][] = [
    ['/api/moderation/dashboard/queue/', 'POST', {}],
    ['/api/moderation/dashboard/cases/00000000-0000-4000-8000-000000000000/', 'GET'],
    ['/api/moderation/dashboard/cases/00000000-0000-4000-8000-000000000000/approve/', 'POST'],
    ['/api/moderation/dashboard/cases/00000000-0000-4000-8000-000000000000/reject/', 'POST', { reason: 'other' }],
    ['/api/moderation/dashboard/cases/00000000-0000-4000-8000-000000000000/dismiss/', 'POST'],
    ['/api/moderation/dashboard/settings/', 'GET'],
    ['/api/moderation/dashboard/settings/', 'PUT', { product: true }],
  ];
  it('answer 401 signed out and 403 to a user', async () => {
    for (const [url, method, body] of routes) {
      expect((await inject(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, reporter.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
  it('let a moderator read the settings but not change them', async () => {
    expect((await inject('GET', '/api/moderation/dashboard/settings/', moderatorToken)).json()).toEqual({ product: false, announcement: false, comment: false });
    expect((await inject('PUT', '/api/moderation/dashboard/settings/', moderatorToken, { product: true })).statusCode).toBe(403);
  });
});

describe('pre-moderation', () => {
  it('holds new products, announcements and comments until approved; a rejection tells the author; a mended product returns to the queue', async () => {
    expect(await setSettings({ product: true, announcement: true, comment: true })).toEqual({ product: true, announcement: true, comment: true });

    // A product: pending, seen by its seller only.
    const product = await newProduct('Kutilayotgan atlas');
    expect(product.moderation.state).toBe('pending');
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, null)).statusCode).toBe(404);
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, reporter.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, author.token)).statusCode).toBe(200);
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, moderatorToken)).statusCode).toBe(200);
    const search = async () => (await inject('GET', '/api/shop/products/?q=Kutilayotgan', null)).json().results.map((r: { guid: string }) => r.guid);
    expect(await search()).not.toContain(product.guid);
    const productCase = await caseOf(product.guid);
    expect(productCase).toMatchObject({ target_kind: 'product', is_edit: false, status: 'open', author: { guid: author.guid } });

    // An announcement: pending, absent from the list; a saved search it matches hears of it only once it is public.
    const saved = await inject('POST', '/api/announcements/saved-searches/', reporter2.token, { type: 'work', q: 'kutilayotgan' });
    expect(saved.statusCode, saved.body).toBe(201);
    const searchMatches = async () =>
      (await inject('GET', '/api/users/notifications/', reporter2.token)).json().data.filter((n: { code: string }) => n.code === 'announcements.search_match');
    const announcement = await newAnnouncement('Kutilayotgan ish');
    await jobsSettled(t.app);
    expect(await searchMatches()).toEqual([]);
    expect(announcement.moderation.state).toBe('pending');
    expect((await inject('GET', `/api/announcements/announcement/${announcement.meta}/`, reporter.token)).statusCode).toBe(404);
    const listed = async () => (await inject('GET', '/api/announcements/list/?q=Kutilayotgan', null)).json().data.map((a: { guid: string }) => a.guid);
    expect(await listed()).not.toContain(announcement.guid);
    const own = (await inject('GET', '/api/announcements/user-announcements/', author.token)).json();
    expect(own.data.find((a: { guid: string }) => a.guid === announcement.guid).moderation.state).toBe('pending');

    // A comment on a published product: its author sees it pending, others not at all.
    const shown = await createProductRow(t.db, { userId: reporter.id, categoryId });
    const comment = await inject('POST', `/api/shop/comments/${shown.meta}`, author.token, { comment: 'Kutilayotgan fikr' });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().pending).toBe(true);
    const comments = async (token: string | null) => (await inject('GET', `/api/shop/comments/${shown.meta}`, token)).json().data;
    expect(await comments(null)).toEqual([]);
    expect(await comments(reporter.token)).toEqual([]);
    expect((await comments(author.token))[0]).toMatchObject({ comment: 'Kutilayotgan fikr', pending: true });

    // Approve: public.
    for (const guid of [product.guid, announcement.guid, comment.json().guid]) {
      const c = await caseOf(guid);
      const res = await inject('POST', `/api/moderation/dashboard/cases/${c.guid}/approve/`, moderatorToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('approved');
    }
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, reporter.token)).statusCode).toBe(200);
    expect(await search()).toContain(product.guid);
    expect(await listed()).toContain(announcement.guid);
    await jobsSettled(t.app);
    expect(await searchMatches()).toMatchObject([{ params: { title: 'Kutilayotgan ish', type: 'work_announcement' } }]);
    expect((await comments(null))[0]).toMatchObject({ comment: 'Kutilayotgan fikr' });
    expect((await comments(null))[0].pending).toBeUndefined();
    const [approved] = (await inject('GET', '/api/users/notifications/', author.token)).json().data;
    expect(approved.code).toBe('moderation.approved');

    // An edit of the published product (issue 40): kept beside it as a revision; the product stays public as it was.
    const edited = await send('PATCH', `/api/shop/user-products/${product.guid}/`, { title: 'Kutilayotgan atlas 2' }, false);
    expect(edited.json()).toMatchObject({ title: 'Kutilayotgan atlas 2', moderation: { state: 'published' }, revision: { state: 'pending' } });
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, reporter.token)).json().product.title).toBe('Kutilayotgan atlas');
    const editCase = await caseOf(product.guid, 'revision');
    expect(editCase.is_edit).toBe(true);

    // Rejecting the revision: the live version stays, the author is told with the reason and message, the owner list says why.
    const rejected = await inject('POST', `/api/moderation/dashboard/cases/${editCase.guid}/reject/`, moderatorToken, { reason: 'poor_quality', message: 'Rasmlar xira' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision: { reason: 'poor_quality', message: 'Rasmlar xira' } });
    expect((await inject('GET', `/api/shop/product/${product.meta}/`, reporter.token)).statusCode).toBe(200);
    const [notice] = (await inject('GET', '/api/users/notifications/', author.token)).json().data;
    expect(notice).toMatchObject({ code: 'moderation.rejected', params: { kind: 'product', reason: 'poor_quality', message: 'Rasmlar xira' }, link: `/profile/products/edit/${product.guid}/` });
    const ownProducts = (await inject('GET', '/api/shop/user-products/', author.token)).json().data;
    expect(ownProducts.find((p: { guid: string }) => p.guid === product.guid)).toMatchObject({ title: 'Kutilayotgan atlas', moderation: { state: 'published' }, revision: { state: 'rejected', reason: 'poor_quality', message: 'Rasmlar xira' } });

    // Deciding a closed case again: 409.
    const twice = await inject('POST', `/api/moderation/dashboard/cases/${editCase.guid}/approve/`, moderatorToken);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('moderation.case_closed');

    // A held product rejected: hidden, the owner list says why.
    const held = await newProduct('Rad etiladigan atlas');
    const heldCase = await caseOf(held.guid);
    const heldRejected = await inject('POST', `/api/moderation/dashboard/cases/${heldCase.guid}/reject/`, moderatorToken, { reason: 'poor_quality', message: 'Rasmlar xira' });
    expect(heldRejected.statusCode, heldRejected.body).toBe(200);
    expect((await inject('GET', `/api/shop/product/${held.meta}/`, reporter.token)).statusCode).toBe(404);
    const ownAfter = (await inject('GET', '/api/shop/user-products/', author.token)).json().data;
    expect(ownAfter.find((p: { guid: string }) => p.guid === held.guid).moderation).toMatchObject({ state: 'rejected', reason: 'poor_quality', message: 'Rasmlar xira' });

    // Mending the rejected product: pending with a new review case, even with pre-moderation off.
    await setSettings({ product: false });
    const mended = await send('PATCH', `/api/shop/user-products/${held.guid}/`, { title: 'Tuzatilgan atlas' }, false);
    expect(mended.json().moderation.state).toBe('pending');
    const again = await caseOf(held.guid);
    expect(again.guid).not.toBe(heldCase.guid);
    expect(again.is_edit).toBe(true);

    // Deleting it dismisses its open case.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${held.guid}/`, headers: bearer(author.token) })).statusCode).toBe(204);
    const [closed] = await t.db.select().from(moderationCases).where(eq(moderationCases.guid, again.guid));
    expect(closed.status).toBe('dismissed');

    // The audit log keeps every decision and settings change.
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions.filter((a) => a === 'moderation.approve')).toHaveLength(3);
    expect(actions).toContain('moderation.reject');
    expect(actions.filter((a) => a === 'moderation.settings')).toHaveLength(2);
    await setSettings({ announcement: false, comment: false });
  });

  it('a report case: dismiss changes nothing, reject hides the content; both audited', async () => {
    const p = await createProductRow(t.db, { userId: author.id, categoryId, title: 'Shubhali mahsulot' });
    await report(reporter.token, { target_kind: 'product', target_guid: p.guid, reason: 'fraud' });
    const c = await caseOf(p.guid, 'report');
    const dismissed = await inject('POST', `/api/moderation/dashboard/cases/${c.guid}/dismiss/`, moderatorToken);
    expect(dismissed.json().status).toBe('dismissed');
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0].moderationState).toBe('published');

    await report(reporter2.token, { target_kind: 'product', target_guid: p.guid, reason: 'fraud' });
    const c2 = await caseOf(p.guid, 'report');
    expect(c2.guid).not.toBe(c.guid);
    expect((await inject('POST', `/api/moderation/dashboard/cases/${c2.guid}/reject/`, moderatorToken, { reason: 'misleading' })).statusCode).toBe(200);
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0].moderationState).toBe('rejected');
    expect((await inject('GET', `/api/shop/product/${p.meta}/`, null)).statusCode).toBe(404);
    const closedQueue = await queue({ status: 'closed', source: 'report' });
    expect(closedQueue.data[0].guid).toBe(c2.guid);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, c.guid));
    expect(audited.map((a) => a.action)).toEqual(['moderation.dismiss']);
  });

  it('a rejected report of a user blocks them', async () => {
    const bad = await createUser(t.db, { firstName: 'Yomon', lastName: 'Odam' });
    expect((await report(reporter.token, { target_kind: 'user', target_guid: bad.guid, reason: 'offensive' })).statusCode).toBe(201);
    const c = await caseOf(bad.guid, 'report');
    expect(c.title).toBe('Yomon Odam');
    const res = await inject('POST', `/api/moderation/dashboard/cases/${c.guid}/reject/`, moderatorToken, { reason: 'offensive', message: 'Haqorat' });
    expect(res.statusCode, res.body).toBe(200);
    const actions = (await t.db.select({ action: auditLog.action, targetId: auditLog.targetId }).from(auditLog)).filter((a) => a.targetId === bad.guid || a.targetId === c.guid).map((a) => a.action);
    expect(actions.sort()).toEqual(['moderation.reject', 'user.block']);
  });
});
