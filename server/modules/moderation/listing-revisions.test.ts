import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModerationCase, ModerationCaseDetail, ModerationQueue } from '@shared/schemas/moderation';
import type { UserProduct } from '@shared/schemas/shop';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { pendingFiles } from '../../db/pending-files.table';
import { useTestApp } from '../../test/app';
import { postJob } from '../../test/announcement-factories';
import { bearer, createSignedInUser, signInStaff, type SignedInUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { productImages, products } from '../shop/shop.table';

/**
 * An edit never takes a live listing down (issue 40): under pre-moderation an edit of a published
 * product or announcement is kept beside it as its pending revision — the public page, list and search
 * keep the live version, its author sees the proposed one and its state; the moderator sees a diff and
 * approves (the edit is applied, fields and images) or rejects (the live version stays, the author
 * sees why). Not-yet-approved listings and edits with pre-moderation off change at once. Strangers
 * cannot see or decide revisions.
 */

const t = useTestApp();
let seller: SignedInUser;
let stranger: SignedInUser;
let moderatorToken: string;
let adminToken: string;
let categoryGuid: string;

beforeAll(async () => {
  seller = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Sotuvchi', lastName: 'Aka' });
  stranger = await createSignedInUser(t.app, { firstName: 'Begona', lastName: 'Odam' });
  const staff = await signInStaff(t.app);
  [adminToken, moderatorToken] = [staff.admin.token, staff.moderator.token];
  categoryGuid = (await createCategory(t.db)).guid;
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const premoderate = async (on: boolean) => {
  const res = await inject('PUT', '/api/moderation/dashboard/settings/', adminToken, { product: on, announcement: on });
  expect(res.statusCode, res.body).toBe(200);
};
const revisionCase = async (targetGuid: string): Promise<ModerationCase | undefined> => {
  const res = await inject('POST', '/api/moderation/dashboard/queue/', moderatorToken, { source: 'revision', page_size: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ModerationQueue).data.find((c) => c.target_guid === targetGuid);
};
const decide = (c: ModerationCase, action: 'approve' | 'reject', token = moderatorToken, body?: object) => inject('POST', `/api/moderation/dashboard/cases/${c.guid}/${action}/`, token, body);

async function patchProduct(guid: string, fields: Record<string, string>, images = 0, token = seller.token) {
  const files = await Promise.all(Array.from({ length: images }, (_, i) => pngFile(`yangi-${i}.png`, '#1f7a3c')));
  const body = multipart(fields, files);
  return t.app.inject({ method: 'PATCH', url: `/api/shop/user-products/${guid}/`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
async function newProduct(title: string): Promise<UserProduct> {
  const body = multipart({ title, description: '<p>Qo‘lda to‘qilgan</p>', price: '200000', category: categoryGuid }, [await pngFile('a.png'), await pngFile('b.png', '#223399')]);
  const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const publicProduct = async (meta: string) => {
  const res = await inject('GET', `/api/shop/product/${meta}/`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as { title: string; price: number; images: unknown[] };
};
const found = async (q: string) => (await inject('GET', `/api/shop/products/?q=${encodeURIComponent(q)}`, null)).json().results.map((r: { title: string }) => r.title);
const ownProduct = async (guid: string): Promise<UserProduct> => (await inject('GET', `/api/shop/user-products/${guid}/`, seller.token)).json();

describe('a product edited under pre-moderation', () => {
  it('stays public as it was; its seller sees the proposal; the moderator sees the diff and approves it', async () => {
    await premoderate(false);
    const live = await newProduct('Atlas ko‘ylak');
    expect(live.moderation.state).toBe('published');
    await premoderate(true);

    // The edit: a new title and price, the second picture dropped, a new one added.
    const edit = await patchProduct(live.guid, { title: 'Adras ko‘ylak', price: '250000', keep_images: String(live.images[0].id) }, 1);
    expect(edit.statusCode, edit.body).toBe(200);
    const proposed = edit.json() as UserProduct;
    expect(proposed).toMatchObject({ title: 'Adras ko‘ylak', price: 250000, moderation: { state: 'published' }, revision: { state: 'pending', reason: null }, edits_held: true });
    expect(proposed.images).toHaveLength(2);
    expect(proposed.images[0].id).toBe(live.images[0].id);
    // Its new picture is settled with the revision: nothing for the sweeper.
    expect(await t.db.select().from(pendingFiles)).toEqual([]);

    // Everyone else still gets the live version: the page, the search.
    expect(await publicProduct(live.meta)).toMatchObject({ title: 'Atlas ko‘ylak', price: 200000 });
    expect(await found('Atlas')).toContain('Atlas ko‘ylak');
    expect(await found('Adras')).not.toContain('Adras ko‘ylak');
    // The seller's list says the changes are under review, with the proposed title.
    const list = (await inject('GET', '/api/shop/user-products/', seller.token)).json().data as UserProduct[];
    expect(list.find((p) => p.guid === live.guid)).toMatchObject({ title: 'Adras ko‘ylak', revision: { state: 'pending' } });

    // Another edit replaces the proposal (one case), starting from it: the new picture stays unless dropped.
    const again = await patchProduct(live.guid, { short_description: 'Yozgi' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ title: 'Adras ko‘ylak', short_description: 'Yozgi', price: 250000 });
    expect((await ownProduct(live.guid)).images).toHaveLength(2);

    // The moderator's case: the diff of fields and pictures.
    const c = (await revisionCase(live.guid))!;
    expect(c).toMatchObject({ source: 'revision', target_kind: 'product', is_edit: true, status: 'open' });
    const detail = (await inject('GET', `/api/moderation/dashboard/cases/${c.guid}/`, moderatorToken)).json() as ModerationCaseDetail;
    expect(detail.revision).not.toBeNull();
    const changes = Object.fromEntries(detail.revision!.changes.map((x) => [x.field, [x.before, x.after]]));
    expect(changes).toMatchObject({ title: ['Atlas ko‘ylak', 'Adras ko‘ylak'], price: ['200000', '250000'], short_description: ['Qo‘lda to‘qilgan', 'Yozgi'] });
    expect(changes.category).toBeUndefined();
    expect(detail.revision!.images.added).toHaveLength(1);
    expect(detail.revision!.images.removed).toHaveLength(1);
    expect(detail.revision!.images.kept).toHaveLength(1);

    // Approved: the edit is the product now, in the page and the search; the dropped picture's row goes.
    const approved = await decide(c, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicProduct(live.meta)).toMatchObject({ title: 'Adras ko‘ylak', price: 250000 });
    expect(await found('Adras')).toContain('Adras ko‘ylak');
    const own = await ownProduct(live.guid);
    expect(own).toMatchObject({ title: 'Adras ko‘ylak', revision: null, moderation: { state: 'published' } });
    const [row] = await t.db.select().from(products).where(eq(products.guid, live.guid));
    const rows = await t.db.select().from(productImages).where(eq(productImages.productId, row.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id)).toContain(live.images[0].id);
    expect(rows.map((r) => r.id)).not.toContain(live.images[1].id);
    expect(row.revision).toBeNull();
    const [notice] = (await inject('GET', '/api/users/notifications/', seller.token)).json().data;
    expect(notice).toMatchObject({ code: 'moderation.approved', params: { kind: 'product' } });
  });

  it('rejected: the live version stays, its seller sees the reason; the next edit starts from the live one', async () => {
    await premoderate(false);
    const live = await newProduct('Beqasam to‘n');
    await premoderate(true);
    const edit = await patchProduct(live.guid, { title: 'Beqasam to‘n arzon' }, 1);
    expect(edit.statusCode, edit.body).toBe(200);
    const c = (await revisionCase(live.guid))!;
    const rejected = await decide(c, 'reject', moderatorToken, { reason: 'misleading', message: 'Narx noto‘g‘ri' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect(await publicProduct(live.meta)).toMatchObject({ title: 'Beqasam to‘n' });
    const own = await ownProduct(live.guid);
    expect(own).toMatchObject({ title: 'Beqasam to‘n', moderation: { state: 'published' }, revision: { state: 'rejected', reason: 'misleading', message: 'Narx noto‘g‘ri' } });
    expect(own.images).toHaveLength(2);
    const [notice] = (await inject('GET', '/api/users/notifications/', seller.token)).json().data;
    expect(notice).toMatchObject({ code: 'moderation.rejected', params: { kind: 'product', reason: 'misleading' } });

    // A new edit opens a new case from the live version.
    const next = await patchProduct(live.guid, { price: '150000' });
    expect(next.json()).toMatchObject({ title: 'Beqasam to‘n', price: 150000, revision: { state: 'pending' } });
    expect((await revisionCase(live.guid))!.guid).not.toBe(c.guid);
  });

  it('changes at once when not yet approved, or with pre-moderation off; hiding applies at once', async () => {
    await premoderate(true);
    const held = await newProduct('Yangi ro‘mol');
    expect(held.moderation.state).toBe('pending');
    const edited = (await patchProduct(held.guid, { title: 'Yangi ro‘mol 2' })).json() as UserProduct;
    expect(edited).toMatchObject({ title: 'Yangi ro‘mol 2', revision: null, moderation: { state: 'pending' } });
    expect(await revisionCase(held.guid)).toBeUndefined();

    await premoderate(false);
    const live = await newProduct('Shoyi sharf');
    await premoderate(true);
    // Hiding it is no content change: at once, no revision.
    expect((await patchProduct(live.guid, { is_active: 'false' })).json()).toMatchObject({ is_active: false, revision: null });
    await patchProduct(live.guid, { is_active: 'true' });

    await premoderate(false);
    const direct = (await patchProduct(live.guid, { title: 'Shoyi sharf yangi' })).json() as UserProduct;
    expect(direct).toMatchObject({ title: 'Shoyi sharf yangi', revision: null, edits_held: false });
    expect(await publicProduct(live.meta)).toMatchObject({ title: 'Shoyi sharf yangi' });
  });

  it('refuses strangers: no one else sees or edits the revision, only moderators decide', async () => {
    await premoderate(false);
    const live = await newProduct('Zarbof do‘ppi');
    await premoderate(true);
    await patchProduct(live.guid, { title: 'Zarbof do‘ppi yangi' });
    const c = (await revisionCase(live.guid))!;

    expect((await inject('GET', `/api/shop/user-products/${live.guid}/`, stranger.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/shop/user-products/${live.guid}/`, null)).statusCode).toBe(401);
    expect((await patchProduct(live.guid, { title: 'Buzilgan' }, 0, stranger.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/moderation/dashboard/cases/${c.guid}/`, stranger.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/moderation/dashboard/cases/${c.guid}/`, null)).statusCode).toBe(401);
    expect((await decide(c, 'approve', seller.token)).statusCode).toBe(403);
    expect((await decide(c, 'approve', stranger.token)).statusCode).toBe(403);
    expect((await decide(c, 'reject', moderatorToken, {})).statusCode).toBe(400);
    // Still pending, the public page unchanged.
    expect(await publicProduct(live.meta)).toMatchObject({ title: 'Zarbof do‘ppi' });
    expect((await ownProduct(live.guid)).revision).toMatchObject({ state: 'pending' });
  });
});

describe('an announcement edited under pre-moderation', () => {
  const publicAnnouncement = async (meta: string) => {
    const res = await inject('GET', `/api/announcements/announcement/${meta}/`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().announcement as { title: string; work_time: string };
  };
  const listed = async (q: string) => (await inject('GET', `/api/announcements/list/?q=${encodeURIComponent(q)}`, null)).json().data.map((a: { title: string }) => a.title);
  const patch = (guid: string, payload: object, token = seller.token) => inject('PATCH', `/api/announcements/user-announcements/${guid}/`, token, payload);

  it('stays public as it was until approved; a rejection keeps it and tells why', async () => {
    await premoderate(false);
    const created = await postJob(t.app, seller.token, 'To‘quvchi kerak');
    expect(created.statusCode, created.body).toBe(201);
    const live = created.json() as UserAnnouncement;
    await premoderate(true);

    const edit = await patch(live.guid, { name: 'Tajribali to‘quvchi kerak', work_time: 'part_time' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Tajribali to‘quvchi kerak', work_time: 'part_time', revision: { state: 'pending' }, moderation: { state: 'published' } });
    expect(await publicAnnouncement(live.meta)).toMatchObject({ title: 'To‘quvchi kerak', work_time: 'full_time' });
    expect(await listed('To‘quvchi')).toContain('To‘quvchi kerak');
    expect(await listed('Tajribali')).not.toContain('Tajribali to‘quvchi kerak');
    expect((await inject('GET', `/api/announcements/user-announcements/${live.guid}/`, stranger.token)).statusCode).toBe(404);
    expect((await patch(live.guid, { name: 'Begona' }, stranger.token)).statusCode).toBe(403);

    const c = (await revisionCase(live.guid))!;
    expect(c).toMatchObject({ target_kind: 'announcement', source: 'revision' });
    const detail = (await inject('GET', `/api/moderation/dashboard/cases/${c.guid}/`, moderatorToken)).json() as ModerationCaseDetail;
    expect(detail.revision!.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'To‘quvchi kerak', after: 'Tajribali to‘quvchi kerak' },
        { field: 'work_time', before: 'full_time', after: 'part_time' },
      ]),
    );
    expect((await decide(c, 'approve', stranger.token)).statusCode).toBe(403);
    expect((await decide(c, 'approve')).statusCode).toBe(200);
    expect(await publicAnnouncement(live.meta)).toMatchObject({ title: 'Tajribali to‘quvchi kerak', work_time: 'part_time' });
    expect(await listed('Tajribali')).toContain('Tajribali to‘quvchi kerak');

    // A rejected edit: the live version stays; its author sees why.
    await patch(live.guid, { name: 'Juda arzon to‘quvchi' });
    const second = (await revisionCase(live.guid))!;
    expect((await decide(second, 'reject', moderatorToken, { reason: 'offensive', message: '' })).statusCode).toBe(200);
    expect(await publicAnnouncement(live.meta)).toMatchObject({ title: 'Tajribali to‘quvchi kerak' });
    const own = (await inject('GET', `/api/announcements/user-announcements/${live.guid}/`, seller.token)).json() as UserAnnouncement;
    expect(own).toMatchObject({ title: 'Tajribali to‘quvchi kerak', revision: { state: 'rejected', reason: 'offensive' } });
    const mine = (await inject('GET', '/api/announcements/user-announcements/', seller.token)).json().data as UserAnnouncement[];
    expect(mine.find((a) => a.guid === live.guid)!.revision).toMatchObject({ state: 'rejected' });

    // With pre-moderation off, an edit applies at once (and clears the old note).
    await premoderate(false);
    expect((await patch(live.guid, { name: 'To‘quvchi kerak, Marg‘ilon' })).json()).toMatchObject({ title: 'To‘quvchi kerak, Marg‘ilon', revision: null });
    expect(await publicAnnouncement(live.meta)).toMatchObject({ title: 'To‘quvchi kerak, Marg‘ilon' });
  });
});
