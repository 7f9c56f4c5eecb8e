import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createSignedInUser, createUser, signInStaff, type SignedInUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, createProductRow } from '../../test/shop-factories';
import { courseCategories, courses, lessons } from '../courses/courses.table';
import { newsCategories } from '../news/news.table';
import { recordAudit } from './audit.service';
import { auditLog } from './audit.table';

/**
 * The audit log (issue 15): what the hooked admin actions write (a sample: verify, a shop category,
 * a news item, a course deleted by an admin, a product deleted by a moderator), the list's filters,
 * and the database's refusal to change or remove a record.
 */

const t = useTestApp();
let admin: SignedInUser;
let moderator: SignedInUser;
let seller: SignedInUser;

beforeAll(async () => {
  ({ admin, moderator } = await signInStaff(t.app));
  seller = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Usta', lastName: 'Sotuvchi' });
});

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const log = (body: object, token = admin.token) => call('POST', '/api/audit/dashboard/log/', token, body);

describe('hooked admin actions write their records', () => {
  it('verify and unverify a product', async () => {
    const category = await createCategory(t.db);
    const product = await createProductRow(t.db, { userId: seller.id, categoryId: category.id, title: 'Atlas ko‘ylak' });
    expect((await call('POST', '/api/shop/dashboard/verify/', moderator.token, { meta: product.meta, verified: true })).statusCode).toBe(200);
    // Setting what already is changes nothing and writes nothing.
    await call('POST', '/api/shop/dashboard/verify/', moderator.token, { meta: product.meta, verified: true });
    await call('POST', '/api/shop/dashboard/verify/', moderator.token, { meta: product.meta, verified: false });
    const entries = (await log({ target_id: product.guid })).json().data;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'product.unverify', before: { is_verified: true }, after: { is_verified: false } });
    expect(entries[1]).toMatchObject({
      action: 'product.verify',
      actor: { guid: moderator.guid, name: 'Malika Moderator', role: 'moderator' },
      target_kind: 'product',
      target_label: 'Atlas ko‘ylak',
      target_link: `/online-shop/details/${product.meta}/`,
      before: { is_verified: false },
      after: { is_verified: true },
    });
  });

  it('shop categories: create, rename (changed fields only), delete', async () => {
    const created = await call('POST', '/api/shop/dashboard/categories/create/', admin.token, { title: 'Zardo‘zlik', title_ru: 'Золотое шитьё' });
    expect(created.statusCode).toBe(201);
    const guid = created.json().guid;
    await call('PATCH', `/api/shop/dashboard/categories/${guid}/`, admin.token, { title: 'Zardo‘zlik', title_ru: 'Золотошвейное дело' });
    await call('DELETE', `/api/shop/dashboard/categories/${guid}/`, admin.token);
    const [del, edit, create] = (await log({ target_id: guid })).json().data;
    expect(create).toMatchObject({ action: 'shop_category.create', target_kind: 'shop_category', before: null, after: { title: 'Zardo‘zlik', title_ru: 'Золотое шитьё' } });
    expect(edit).toMatchObject({ action: 'shop_category.edit', before: { title_ru: 'Золотое шитьё' }, after: { title_ru: 'Золотошвейное дело' } });
    expect(Object.keys(edit.after)).toEqual(['title_ru']);
    expect(del).toMatchObject({ action: 'shop_category.delete', after: null, before: { title: 'Zardo‘zlik' } });
  });

  it('a news item created by a moderator', async () => {
    await t.db.insert(newsCategories).values({ meta: 'audit-yangiliklar', title: 'Yangiliklar', position: 0 });
    const form = multipart({ title: 'Ipak festivali', description: '<p>Festival boshlandi. Ustalar keldi.</p>', category: 'audit-yangiliklar' });
    const res = await t.app.inject({ method: 'POST', url: '/api/news/dashboard/news/', headers: { ...form.headers, ...bearer(moderator.token) }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const [entry] = (await log({ action: 'news.create' })).json().data;
    expect(entry).toMatchObject({
      action: 'news.create',
      actor: { guid: moderator.guid, role: 'moderator' },
      target_kind: 'news',
      target_id: res.json().guid,
      target_label: 'Ipak festivali',
      target_link: `/news/details/${res.json().meta}/`,
      before: null,
      after: { title: 'Ipak festivali', short_description: 'Festival boshlandi.' },
    });
  });

  it("a course deleted by an admin; a teacher's own work is not logged", async () => {
    const [category] = await t.db.insert(courseCategories).values({ meta: 'audit-kurslar', title: 'Kurslar' }).returning();
    const [course] = await t.db.insert(courses).values({ meta: 'audit-kurs', categoryId: category.id, authorId: seller.id, title: 'Ipak yigirish', isPublished: true }).returning();
    await t.db.insert(lessons).values({ courseId: course.id, order: 1, title: '1-dars', video: 'https://www.youtube-nocookie.com/embed/abc' });
    const res = await call('DELETE', `/api/courses/course/${course.guid}/`, admin.token);
    expect(res.statusCode).toBe(204);
    const entries = (await log({ target_id: course.guid })).json().data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'course.delete',
      actor: { guid: admin.guid, name: 'Aziz Admin', role: 'admin' },
      target_kind: 'course',
      target_label: 'Ipak yigirish',
      target_link: null,
      before: { title: 'Ipak yigirish', is_published: true },
      after: null,
    });
  });

  it("a product deleted by a moderator is logged; by its seller it is not", async () => {
    const category = await createCategory(t.db);
    const theirs = await createProductRow(t.db, { userId: seller.id, categoryId: category.id, title: 'Shoyi ro‘mol' });
    const own = await createProductRow(t.db, { userId: seller.id, categoryId: category.id });
    expect((await call('DELETE', `/api/shop/user-products/${theirs.guid}/`, moderator.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/shop/user-products/${own.guid}/`, seller.token)).statusCode).toBe(204);
    expect((await log({ target_id: theirs.guid })).json().data).toMatchObject([{ action: 'product.delete', target_label: 'Shoyi ro‘mol', after: null }]);
    expect((await log({ target_id: own.guid })).json().count).toBe(0);
  });
});

describe('POST /api/audit/dashboard/log/', () => {
  it('filters by action, target kind, actor, target and Tashkent dates, newest first, paged', async () => {
    const other = await createUser(t.db, { role: 'superadmin', firstName: 'Boshqa' });
    const write = (action: 'news.edit' | 'document.delete', targetId: string) =>
      recordAudit(t.db, other, { action, targetId, targetLabel: targetId, before: { a: 1 }, after: { a: 2 } });
    await write('news.edit', 'f-1');
    await write('document.delete', 'f-2');
    await write('news.edit', 'f-3');

    const byActor = (await log({ actor: other.guid })).json();
    expect(byActor.count).toBe(3);
    expect(byActor.data.map((e: { target_id: string }) => e.target_id)).toEqual(['f-3', 'f-2', 'f-1']);
    expect((await log({ actor: other.guid, action: 'news.edit' })).json().count).toBe(2);
    expect((await log({ actor: other.guid, target_kind: 'document' })).json().data).toMatchObject([{ target_id: 'f-2' }]);
    expect((await log({ target_id: 'f-1' })).json().count).toBe(1);
    const page2 = (await log({ actor: other.guid, page_size: 2, page_number: 2 })).json();
    expect(page2).toMatchObject({ current_page: 2, total_pages: 2, count: 3 });
    expect(page2.data.map((e: { target_id: string }) => e.target_id)).toEqual(['f-1']);

    // Dates are Tashkent days: today's records are in [today, today] and not in yesterday's.
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await log({ actor: other.guid, from: today, to: today })).json().count).toBe(3);
    expect((await log({ actor: other.guid, to: yesterday })).json().count).toBe(0);
    expect((await log({ actor: other.guid, from: yesterday })).json().count).toBe(3);
    // from after to: a field error.
    const bad = await log({ from: today, to: yesterday });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['to']);
    // Not an action.
    expect((await log({ action: 'user.delete_everything' })).statusCode).toBe(400);
  });

  it('is open to the admin roles only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/audit/dashboard/log/', payload: {} })).statusCode).toBe(401);
    expect((await log({}, seller.token)).statusCode).toBe(403);
    expect((await log({}, moderator.token)).statusCode).toBe(200);
  });
});

describe('the audit log is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of its rows', async () => {
    await recordAudit(t.db, admin, { action: 'news.delete', targetId: 'x', targetLabel: 'x', before: { a: 1 }, after: null });
    const count = async () => (await t.db.select({ id: auditLog.id, label: auditLog.targetLabel }).from(auditLog)).filter((r) => r.label !== 'changed').length;
    const n = await count();
    await expect(t.db.update(auditLog).set({ targetLabel: 'changed' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await count()).toBe(n);
    expect((await t.db.select().from(auditLog)).length).toBe(n);
  });
});
