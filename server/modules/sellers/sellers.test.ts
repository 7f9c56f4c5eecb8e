import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { REPLY_TIME_MIN_CHATS } from '@shared/constants';
import type { ProductStats, SellerFacts, SellerProducts } from '@shared/schemas/sellers';
import { useTestApp } from '../../test/app';
import { bearer, createSignedInUser, createUser } from '../../test/factories';
import { createCategory, createProductRow } from '../../test/shop-factories';
import { returningVisitor } from '../../test/visitors';
import { chats, messages } from '../messenger/messenger.table';
import { findOrCreateChat } from '../messenger/messenger.repository';
import { productDailyStats } from '../shop/shop.table';
import { users } from '../users/users.table';

const t = useTestApp();

/** A seller with one live product and one hidden (deactivated), showing their phone unless told otherwise. */
async function seller(overrides: { showPhone?: boolean; telegram?: string | null; blockedAt?: Date | null; phoneConfirmedAt?: Date | null } = {}) {
  const user = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Dilnoza', lastName: 'Karimova', showPhone: true, telegram: 'ipak_dilnoza', ...overrides });
  const category = await createCategory(t.db);
  const live = await createProductRow(t.db, { userId: user.id, categoryId: category.id });
  await createProductRow(t.db, { userId: user.id, categoryId: category.id, isActive: false });
  return { ...user, live };
}

const facts = (guid: string) => t.app.inject({ method: 'GET', url: `/api/sellers/${guid}/` });
const reveal = (guid: string, token?: string, body: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/sellers/${guid}/phone/`, payload: body, headers: token ? bearer(token) : {} });
const dayStats = async (productId: number) => (await t.db.select().from(productDailyStats).where(eq(productDailyStats.productId, productId)))[0];

describe('GET /api/sellers/{guid}/: the seller as a person', () => {
  it('answers their facts: role, member since, last seen, live products, how to reach them', async () => {
    const s = await seller();
    const res = await facts(s.guid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SellerFacts;
    expect(body).toMatchObject({ guid: s.guid, role: 'housemaker', first_name: 'Dilnoza', online: false, products: 1, reply_minutes: null, shows_phone: true, telegram: 'ipak_dilnoza' });
    expect(body.created_at).toBe(s.createdAt.toISOString());
    // Signing in (the token issued for the test) says they were here.
    expect(body.last_seen_at).not.toBeNull();
    // Never the phone itself.
    expect(JSON.stringify(body)).not.toContain(s.phone);
  });

  it('is 404 for an unknown or a blocked seller, 400 for a malformed address', async () => {
    expect((await facts(crypto.randomUUID())).json()).toMatchObject({ code: 'sellers.not_found' });
    const blocked = await seller({ blockedAt: new Date() });
    const res = await facts(blocked.guid);
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/sellers/${blocked.guid}/products/` })).statusCode).toBe(404);
    expect((await facts('not-a-guid')).statusCode).toBe(400);
  });

  it('tells how fast they usually answer: the median first reply of their recent chats, once enough were answered', async () => {
    const s = await seller();
    const base = Date.now() - 5 * 86_400_000;
    const minutes = [10, 30, 240];
    for (const [i, m] of minutes.entries()) {
      const buyer = await createUser(t.db);
      const chat = await findOrCreateChat(t.db, buyer.id, s.id, { type: 'product', guid: crypto.randomUUID() });
      const asked = new Date(base + i * 3_600_000);
      await t.db.update(chats).set({ createdAt: asked }).where(eq(chats.id, chat.id));
      await t.db.insert(messages).values([
        { chatId: chat.id, userId: buyer.id, content: 'Salom, bormi?', createdAt: asked },
        { chatId: chat.id, userId: buyer.id, content: 'Javob kutaman', createdAt: new Date(asked.getTime() + 60_000) },
        { chatId: chat.id, userId: s.id, content: 'Bor', createdAt: new Date(asked.getTime() + m * 60_000) },
      ]);
    }
    expect(minutes).toHaveLength(REPLY_TIME_MIN_CHATS);
    expect((await facts(s.guid)).json()).toMatchObject({ reply_minutes: 30 });

    // Too few answered chats: nothing is said.
    const quiet = await seller();
    const buyer = await createUser(t.db);
    const chat = await findOrCreateChat(t.db, buyer.id, quiet.id, { type: 'product', guid: crypto.randomUUID() });
    await t.db.insert(messages).values([
      { chatId: chat.id, userId: buyer.id, content: 'Salom' },
      { chatId: chat.id, userId: quiet.id, content: 'Salom' },
    ]);
    expect((await facts(quiet.guid)).json()).toMatchObject({ reply_minutes: null });
  });

  it('lists their live products only, newest first, paged', async () => {
    const s = await seller();
    const res = await t.app.inject({ method: 'GET', url: `/api/sellers/${s.guid}/products/?page=1&page_size=12` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SellerProducts;
    expect(body).toMatchObject({ count: 1, current_page: 1, total_pages: 1 });
    expect(body.data.map((p) => p.guid)).toEqual([s.live.guid]);
  });

  it('puts sellers with live products in the sitemap', async () => {
    const s = await seller();
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain(`/sellers/${s.guid}/`);
  });
});

describe('POST /api/sellers/{guid}/phone/: the seller’s phone for a signed-in buyer', () => {
  it('answers the phone, counted once a day for the seller on the product it was shown from', async () => {
    const s = await seller();
    const buyer = await createSignedInUser(t.app);
    const res = await reveal(s.guid, buyer.token, { product: s.live.guid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone: `+998${s.phone}` });
    expect((await dayStats(s.live.id))?.phoneReveals).toBe(1);
    // The same buyer again: shown, not counted again.
    expect((await reveal(s.guid, buyer.token, { product: s.live.guid })).statusCode).toBe(200);
    expect((await dayStats(s.live.id))?.phoneReveals).toBe(1);
    // Another buyer counts.
    expect((await reveal(s.guid, (await createSignedInUser(t.app)).token, { product: s.live.guid })).statusCode).toBe(200);
    expect((await dayStats(s.live.id))?.phoneReveals).toBe(2);
  });

  it("never counts on another seller's product, nor the seller's own look", async () => {
    const s = await seller();
    const other = await seller();
    await reveal(s.guid, (await createSignedInUser(t.app)).token, { product: other.live.guid });
    expect(await dayStats(other.live.id)).toBeUndefined();
    expect((await reveal(s.guid, s.token, { product: s.live.guid })).statusCode).toBe(200);
    expect(await dayStats(s.live.id)).toBeUndefined();
  });

  it('refuses: 401 signed out, 403 when the seller does not show it or it is unconfirmed, 404 for no such seller, 400 for a bad product', async () => {
    const s = await seller();
    const hidden = await seller({ showPhone: false });
    const buyer = await createSignedInUser(t.app);
    const anonymous = await reveal(s.guid);
    expect(anonymous.statusCode).toBe(401);
    const refused = await reveal(hidden.guid, buyer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'sellers.phone_hidden' });
    expect(refused.body).not.toContain(hidden.phone);
    // A number nobody has confirmed is nobody's yet (item 11): not shown, though the switch is on.
    const unconfirmed = await seller({ phoneConfirmedAt: null });
    const notYours = await reveal(unconfirmed.guid, buyer.token);
    expect(notYours.json()).toMatchObject({ code: 'sellers.phone_hidden' });
    expect(notYours.body).not.toContain(unconfirmed.phone);
    expect((await facts(unconfirmed.guid)).json()).toMatchObject({ shows_phone: false });
    expect((await reveal(crypto.randomUUID(), buyer.token)).json()).toMatchObject({ code: 'sellers.not_found' });
    expect((await reveal(s.guid, buyer.token, { product: 'bad' })).statusCode).toBe(400);
  });
});

describe('the phone reveals’ limit per viewer', () => {
  const strict = useTestApp({ config: { rateLimits: { loginPerPhone: 5, loginPerIp: 1000, windowMs: 60_000, commentsPerUser: 10, chatPerUser: 120, uploadsPerUser: 20, productsPerUser: 5, phoneRevealsPerDay: 2 } } });

  it('counts distinct sellers a day: a third is refused (429), the ones seen stay free', async () => {
    const make = async () => createSignedInUser(strict.app, { role: 'housemaker', showPhone: true });
    const [a, b, c] = [await make(), await make(), await make()];
    const buyer = await createSignedInUser(strict.app);
    const ask = (guid: string) => strict.app.inject({ method: 'POST', url: `/api/sellers/${guid}/phone/`, payload: {}, headers: bearer(buyer.token) });
    expect((await ask(a.guid)).statusCode).toBe(200);
    expect((await ask(b.guid)).statusCode).toBe(200);
    const third = await ask(c.guid);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await ask(a.guid)).statusCode).toBe(200);
    // Another viewer has their own count.
    const other = await createSignedInUser(strict.app);
    expect((await strict.app.inject({ method: 'POST', url: `/api/sellers/${c.guid}/phone/`, payload: {}, headers: bearer(other.token) })).statusCode).toBe(200);
  });
});

describe('GET /api/shop/user-products/stats/: the seller’s statistics', () => {
  const stats = (token: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/shop/user-products/stats/${query}`, headers: token ? bearer(token) : {} });

  it('counts views, saves, chats started and phone reveals per day, in total and per product', async () => {
    const s = await seller();
    const buyer = await createSignedInUser(t.app);
    // A view (once per visitor a day), a save (a repeat is not a new save), a chat, a reveal.
    const cookie = returningVisitor(t.app);
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: `/api/shop/product/${s.live.meta}/`, headers: { ...bearer(buyer.token), cookie } });
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'POST', url: `/api/shop/product/${s.live.meta}/like/`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/messenger/chats/${s.guid}/create/`, payload: { data: { product: s.live.guid } }, headers: bearer(buyer.token) })).statusCode).toBeLessThan(300);
    expect((await reveal(s.guid, buyer.token, { product: s.live.guid })).statusCode).toBe(200);

    await vi.waitFor(async () => expect((await dayStats(s.live.id))?.views).toBe(1), { timeout: 20_000, interval: 200 });
    const res = await stats(s.token, '?days=30');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProductStats;
    expect(body.days).toHaveLength(30);
    expect(body.totals).toEqual({ views: 1, saves: 1, chats: 1, phone_reveals: 1 });
    expect(body.days.at(-1)).toMatchObject({ views: 1, saves: 1, chats: 1, phone_reveals: 1 });
    expect(body.products).toEqual([{ guid: s.live.guid, title: s.live.title, views: 1, saves: 1, chats: 1, phone_reveals: 1 }]);

    const one = (await stats(s.token, `?days=90&product=${s.live.guid}`)).json() as ProductStats;
    expect(one.days).toHaveLength(90);
    expect(one.totals.saves).toBe(1);
    // Another seller sees nothing of it.
    expect(((await stats((await seller()).token)).json() as ProductStats).totals).toEqual({ views: 0, saves: 0, chats: 0, phone_reveals: 0 });
  });

  it("refuses: 401 signed out, 404 for another seller's product, 400 for another period", async () => {
    const s = await seller();
    const other = await seller();
    expect((await stats(undefined)).statusCode).toBe(401);
    const foreign = await stats(s.token, `?product=${other.live.guid}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'shop.product_not_found' });
    expect((await stats(s.token, '?days=7')).statusCode).toBe(400);
    expect((await stats(s.token, '?product=nope')).statusCode).toBe(400);
  });
});

describe('the profile: show my phone, my Telegram', () => {
  it('is off by default; the owner switches it on and names a Telegram username, checked as Telegram does', async () => {
    const me = await createSignedInUser(t.app);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/accounts/00000000-0000-0000-0000-000000000000/', headers: bearer(me.token) });
    expect(profile.json()).toMatchObject({ show_phone: false, telegram: null });
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { show_phone: true, telegram: '@ipak_atlas' }, headers: bearer(me.token) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ show_phone: true, telegram: 'ipak_atlas' });
    const [row] = await t.db.select({ showPhone: users.showPhone, telegram: users.telegram }).from(users).where(and(eq(users.id, me.id)));
    expect(row).toEqual({ showPhone: true, telegram: 'ipak_atlas' });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { telegram: 'abc' }, headers: bearer(me.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { telegram: 'telegram_invalid' } });
    const cleared = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', payload: { telegram: '' }, headers: bearer(me.token) });
    expect(cleared.json()).toMatchObject({ telegram: null });
  });
});
