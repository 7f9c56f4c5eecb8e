import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE, WS_MAX_FRAME_BYTES, type ChatMessage, type ChatSummary } from '@shared/schemas/messenger';
import { migrationsFolder } from '../../db/client';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { announcements } from '../announcements/announcements.table';
import { notifications } from '../notifications/notifications.table';
import { chats, messages } from './messenger.table';
import { buildChatTestApp, chatBetween, isAck, isError, isMessage, TestSocket } from '../../test/chat-app';

type User = Awaited<ReturnType<typeof createUser>>;
let t: Awaited<ReturnType<typeof buildChatTestApp>>;
let buyer: User, seller: User, stranger: User;
let buyerToken: string, sellerToken: string, strangerToken: string;
let productGuid: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await buildChatTestApp({ messenger: { heartbeatMs: 300 } });
  buyer = await createUser(t.db, { firstName: 'Aziz', lastName: 'Xaridor' });
  seller = await createUser(t.db, { firstName: 'Dilnoza', lastName: 'Karimova', role: 'housemaker', purposes: ['sell'] });
  stranger = await createUser(t.db, { firstName: 'Begona' });
  [buyerToken, sellerToken, strangerToken] = await Promise.all([buyer, seller, stranger].map((u) => accessTokenFor(t.app, u)));
  const category = await createCategory(t.db);
  const body = multipart({ title: "Marg'ilon atlasi", description: '<p>Ipak</p>', price: '450000', price_discount: '405000', category: category.guid }, [await pngFile()]);
  const res = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(sellerToken) } });
  expect(res.statusCode).toBe(201);
  productGuid = res.json().guid;
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

const api = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/messenger/${url}`, headers: token ? bearer(token) : {}, payload: payload as never });
const open = async (chat: string, token: string) => {
  const s = await TestSocket.open(`${t.wsUrl}/chat/${chat}/?token=${encodeURIComponent(token)}`);
  sockets.push(s);
  return s;
};
const history = async (chat: string, token: string, query = '') => (await api('GET', `chats/${chat}/${query}`, token)).json() as ChatMessage[];
/** An announcement inserted straight into the database. */
const insertAnnouncement = async (values: typeof announcements.$inferInsert) => (await t.db.insert(announcements).values(values).returning())[0];
/** Asks, as `token`'s user, for the chat with `owner` about one of their announcements. */
const chatAbout = (owner: User, token: string, announcement: string) => api('POST', `chats/${owner.guid}/create/`, token, { data: { announcement } });
let n = 0;
const cid = () => `c-${Date.now()}-${++n}`;

/** A fresh pair of users with a chat between them. */
async function freshChat() {
  const a = await createUser(t.db, { firstName: 'Ali' });
  const b = await createUser(t.db, { firstName: 'Vali' });
  const [ta, tb] = await Promise.all([accessTokenFor(t.app, a), accessTokenFor(t.app, b)]);
  return { a, b, ta, tb, chat: await chatBetween(t.db, a, b) };
}

describe('POST chats/{user}/create/', () => {
  let chat: string;

  it('creates the chat and posts the product as a message the seller sees', async () => {
    const res = await api('POST', `chats/${seller.guid}/create/`, buyerToken, { data: { product: productGuid } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: true });
    chat = res.json().chat;
    const msgs = await history(chat, sellerToken);
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ chat, user: buyer.guid, type: 'product', content: productGuid });
  });

  it('is idempotent: the same pair gets the same chat, and the product is not posted twice', async () => {
    const again = await Promise.all([
      api('POST', `chats/${seller.guid}/create/`, buyerToken, { data: { product: productGuid } }),
      api('POST', `chats/${buyer.guid}/create/`, sellerToken, {}),
    ]);
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ chat, created: false });
    }
    expect(await t.db.select().from(chats)).toHaveLength(1);
    expect(await history(chat, buyerToken)).toHaveLength(1);
  });

  it('never makes two chats for one pair and listing under concurrent creates', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const [ta, tb] = await Promise.all([accessTokenFor(t.app, a), accessTokenFor(t.app, b)]);
    const [ad] = await t.db.insert(announcements).values({ userId: b.id, meta: `e-lon-${Date.now()}`, type: 'work_announcement', title: 'Ishchi kerak' }).returning();
    const results = await Promise.all([...Array(6)].map((_, i) => api('POST', `chats/${i % 2 ? a.guid : b.guid}/create/`, i % 2 ? tb : ta, { data: { announcement: ad.guid } })));
    const guids = new Set(results.map((r) => r.json().chat));
    expect(guids.size).toBe(1);
    expect(results.filter((r) => r.json().created)).toHaveLength(1);
    // Each member's repeated creates post the announcement once (a create is idempotent per sender).
    const posted = (await history([...guids][0], ta)).map((m) => m.user);
    expect(posted.sort()).toEqual([a.guid, b.guid].sort());
  });

  it('refuses a chat with oneself, an unknown user, an unknown product, and anonymous callers', async () => {
    const self = await api('POST', `chats/${buyer.guid}/create/`, buyerToken, {});
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('messenger.self_chat');
    const unknown = await api('POST', `chats/${crypto.randomUUID()}/create/`, buyerToken, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'messenger.user_not_found', message: 'Foydalanuvchi topilmadi' });
    const notGuid = await api('POST', `chats/not-a-guid/create/`, buyerToken, {});
    expect(notGuid.statusCode).toBe(404);
    const product = await api('POST', `chats/${seller.guid}/create/`, strangerToken, { data: { product: crypto.randomUUID() } });
    expect(product.statusCode).toBe(404);
    expect(product.json().code).toBe('messenger.product_not_found');
    const badProduct = await api('POST', `chats/${seller.guid}/create/`, strangerToken, { data: { product: 'x' } });
    expect(badProduct.statusCode).toBe(400);
    const announcement = await api('POST', `chats/${seller.guid}/create/`, strangerToken, { data: { announcement: crypto.randomUUID() } });
    expect(announcement.statusCode).toBe(404);
    // Somebody else's product cannot be posted into this chat.
    const notTheirs = await api('POST', `chats/${buyer.guid}/create/`, strangerToken, { data: { product: productGuid } });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().code).toBe('messenger.subject_not_of_member');
    const anon = await api('POST', `chats/${seller.guid}/create/`, undefined, {});
    expect(anon.statusCode).toBe(401);
    // A chat starts about a product or an announcement: without one there is nothing to start.
    const aboutNothing = await api('POST', `chats/${seller.guid}/create/`, strangerToken, {});
    expect(aboutNothing.statusCode).toBe(400);
    expect(aboutNothing.json()).toMatchObject({ code: 'messenger.subject_required', errors: { data: 'subject_required' } });
    // None of the refusals made a chat for the stranger.
    expect((await api('GET', 'chats/', strangerToken)).json().chats).toEqual([]);
  });

  it('posts an announcement as a message of type announcement, once', async () => {
    const ad = await insertAnnouncement({ userId: stranger.id, meta: `e-lon-${Date.now()}`, type: 'service_announcement', title: "To'quvchi kerak" });
    const first = await chatAbout(stranger, buyerToken, ad.guid);
    expect(first.statusCode).toBe(201);
    const again = await chatAbout(stranger, buyerToken, ad.guid);
    expect(again.json()).toEqual({ chat: first.json().chat, created: false });
    const msgs = await history(first.json().chat, strangerToken);
    expect(msgs.map((m) => [m.type, m.content])).toEqual([['announcement', ad.guid]]);
    const both = await api('POST', `chats/${stranger.guid}/create/`, buyerToken, { data: { announcement: ad.guid, product: productGuid } });
    expect(both.statusCode).toBe(400);
  });

  it('lists the chat for both members, partner first, with display and the unread count', async () => {
    const list = (await api('GET', 'chats/', sellerToken)).json().chats as ChatSummary[];
    const c = list.find((x) => x.guid === chat)!;
    expect(c.users.map((u) => u.guid)).toEqual([buyer.guid, seller.guid]);
    expect(c.display).toEqual({ first_name: 'Aziz', last_name: 'Xaridor', pfp: null, purposes: [] });
    expect(c.unread).toBe(1);
    expect(c.last_message).toMatchObject({ type: 'product', content: productGuid });
    const mine = (await api('GET', 'chats/', buyerToken)).json().chats as ChatSummary[];
    expect(mine.find((x) => x.guid === chat)!.users[0]).toMatchObject({ guid: seller.guid, first_name: 'Dilnoza', purposes: ['sell'] });
    expect(mine.find((x) => x.guid === chat)!.unread).toBe(0);
  });

  it('an announcement past its last day takes no more applications (409); its chats stay', async () => {
    const job = await insertAnnouncement({ userId: seller.id, meta: `kashtachi-eski-${Date.now()}`, type: 'work_announcement', title: 'Kashtachi kerak', expiresAt: new Date(Date.now() + 86_400_000) });
    const applied = await chatAbout(seller, buyerToken, job.guid);
    expect(applied.statusCode).toBe(201);
    await t.db.update(announcements).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(announcements.id, job.id));
    const other = await createUser(t.db);
    const late = await chatAbout(seller, await accessTokenFor(t.app, other), job.guid);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('messenger.announcement_expired');
    // Those who applied before still talk in their chat about it.
    expect((await history(applied.json().chat as string, sellerToken)).map((m) => m.type)).toEqual(['announcement']);
  });

  it("'Ariza qoldirish' is a chat about that job, never a message in the older chat about a product; each chat says what it is about", async () => {
    const job = await insertAnnouncement({ userId: seller.id, meta: `atlas-toquvchi-${Date.now()}`, type: 'work_announcement', title: "Atlas to'quvchi kerak" });
    const applied = await chatAbout(seller, buyerToken, job.guid);
    expect(applied.statusCode).toBe(201);
    const jobChat = applied.json().chat as string;
    expect(jobChat).not.toBe(chat);
    expect((await history(jobChat, sellerToken)).map((m) => [m.type, m.content])).toEqual([['announcement', job.guid]]);
    // The chat about the product is as it was.
    expect((await history(chat, sellerToken)).map((m) => [m.type, m.content])).toEqual([['product', productGuid]]);

    const list = (await api('GET', 'chats/', sellerToken)).json().chats as ChatSummary[];
    expect(list.find((c) => c.guid === jobChat)!.about).toEqual({
      type: 'announcement',
      guid: job.guid,
      announcement_type: 'work_announcement',
      title: "Atlas to'quvchi kerak",
      link: `/announcements/details/${job.meta}/`,
    });
    expect(list.find((c) => c.guid === chat)!.about).toEqual({
      type: 'product',
      guid: productGuid,
      announcement_type: null,
      title: "Marg'ilon atlasi",
      link: expect.stringMatching(/^\/online-shop\/details\/[^/]+\/$/),
    });

    // Applying again is the same chat; so is the seller's reply about it.
    expect((await api('POST', `chats/${seller.guid}/create/`, buyerToken, { data: { announcement: job.guid } })).json()).toEqual({ chat: jobChat, created: false });
    // Hidden by its author: still named, no longer linked (its page is nobody else's now).
    await t.db.update(announcements).set({ isActive: false }).where(eq(announcements.id, job.id));
    const hidden = ((await api('GET', 'chats/', buyerToken)).json().chats as ChatSummary[]).find((c) => c.guid === jobChat)!;
    expect(hidden.about).toMatchObject({ title: "Atlas to'quvchi kerak", link: null });
    // Deleted: the chat stays, about a listing that is gone.
    await t.db.delete(announcements).where(eq(announcements.id, job.id));
    const gone = ((await api('GET', 'chats/', buyerToken)).json().chats as ChatSummary[]).find((c) => c.guid === jobChat)!;
    expect(gone.about).toEqual({ type: 'announcement', guid: job.guid, announcement_type: null, title: null, link: null });
  });

  it('chats from when there was one per pair are about the first listing posted in them (migration 0019)', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const [old] = await t.db.insert(chats).values({ pairKey: `${a.id}:${b.id}` }).returning();
    const [other] = await t.db.insert(chats).values({ pairKey: `${b.id}:${a.id}:none` }).returning();
    const first = crypto.randomUUID();
    await t.db.insert(messages).values([
      { chatId: old.id, userId: a.id, type: 'text', content: 'Salom' },
      { chatId: old.id, userId: a.id, type: 'product', content: first },
      { chatId: old.id, userId: b.id, type: 'announcement', content: crypto.randomUUID() },
      { chatId: other.id, userId: b.id, type: 'text', content: 'Faqat matn' },
    ]);
    await t.db.update(chats).set({ aboutType: null, aboutGuid: null }).where(eq(chats.id, old.id));
    const migration = fs.readFileSync(path.join(migrationsFolder, '0019_chat_per_listing.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "chats"'))!;
    await t.db.execute(sql.raw(backfill));
    const [after] = await t.db.select().from(chats).where(eq(chats.id, old.id));
    expect([after.aboutType, after.aboutGuid]).toEqual(['product', first]);
    const [untouched] = await t.db.select().from(chats).where(eq(chats.id, other.id));
    expect([untouched.aboutType, untouched.aboutGuid]).toEqual([null, null]);
  });
});

describe('membership', () => {
  it('answers 403 the same way for a stranger and for an unknown chat', async () => {
    const { chat } = await freshChat();
    const forStranger = await api('GET', `chats/${chat}/`, strangerToken);
    const unknown = await api('GET', `chats/${crypto.randomUUID()}/`, strangerToken);
    const garbage = await api('GET', `chats/nonsense/`, strangerToken);
    for (const r of [forStranger, unknown, garbage]) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual(forStranger.json());
    }
    expect(forStranger.json().code).toBe('messenger.chat_forbidden');
    const read = await api('POST', `chats/${chat}/read/`, strangerToken, { message: crypto.randomUUID() });
    expect(read.statusCode).toBe(403);
    expect((await api('GET', `chats/${chat}/`)).statusCode).toBe(401);
  });

  it('closes a stranger socket with 4403 and an unknown chat the same way, and a bad token with 4401', async () => {
    const { chat, ta } = await freshChat();
    expect((await (await open(chat, strangerToken)).closed).code).toBe(WS_CLOSE.forbidden);
    expect((await (await open(crypto.randomUUID(), ta)).closed).code).toBe(WS_CLOSE.forbidden);
    expect((await (await open(chat, 'garbage')).closed).code).toBe(WS_CLOSE.unauthorized);
    const noToken = await TestSocket.open(`${t.wsUrl}/chat/${chat}/`);
    expect((await noToken.closed).code).toBe(WS_CLOSE.unauthorized);
    // An expired token: same code, the client refreshes and reconnects.
    const { AccessTokens } = await import('../../lib/tokens');
    const { resolveJwtSecret } = await import('../../lib/tokens');
    const expired = await new AccessTokens(resolveJwtSecret(undefined, t.config.dataDir), -10).sign({ sub: buyer.guid, role: 'user', sid: crypto.randomUUID() });
    expect((await (await open(chat, expired)).closed).code).toBe(WS_CLOSE.unauthorized);
    // A token of a user that no longer exists.
    const ghost = await accessTokenFor(t.app, { guid: crypto.randomUUID(), role: 'user' });
    expect((await (await open(chat, ghost)).closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('a plain GET of a socket path is refused in the API error shape', async () => {
    const res = await t.app.inject({ url: `/chat/${crypto.randomUUID()}/` });
    expect(res.statusCode).toBe(426);
    expect(res.json().code).toBe('messenger.websocket_required');
  });
});

describe('WebSocket send', () => {
  it('stores, acknowledges the sender, and delivers {message} to every socket of both members', async () => {
    const { a, chat, ta, tb } = await freshChat();
    const [sa, sa2, sb] = await Promise.all([open(chat, ta), open(chat, ta), open(chat, tb)]);
    const id = cid();
    sa.sendText('  Salom! Atlas bormi?  ', id);
    const ack = await sa.next(isAck(id));
    const stored = await history(chat, tb);
    expect(stored).toHaveLength(1);
    expect((ack.ack as { guid: string }).guid).toBe(stored[0].guid);
    for (const s of [sa, sa2, sb]) {
      const f = await s.next(isMessage());
      expect(f.message).toMatchObject({ guid: stored[0].guid, chat, user: a.guid, content: 'Salom! Atlas bormi?', type: 'text', client_id: id });
    }
  });

  it('takes the sender from the socket, whatever message.user claims', async () => {
    const { a, b, chat, ta, tb } = await freshChat();
    const [sa, sb] = await Promise.all([open(chat, ta), open(chat, tb)]);
    const id = cid();
    sa.sendText('men sotuvchiman', id, { user: b.guid, created_at: '2001-01-01T00:00:00Z' });
    await sa.next(isAck(id));
    const f = await sb.next(isMessage('men sotuvchiman'));
    expect((f.message as ChatMessage).user).toBe(a.guid);
    expect((f.message as ChatMessage).created_at.startsWith('2001')).toBe(false);
    expect((await history(chat, ta))[0].user).toBe(a.guid);
  });

  it('drops empty and whitespace-only messages with an error frame, storing nothing', async () => {
    const { chat, ta } = await freshChat();
    const sa = await open(chat, ta);
    for (const content of ['', '   ', '\n\t ']) {
      const id = cid();
      sa.sendText(content, id);
      const err = await sa.next(isError('messenger.empty_message'));
      expect((err.error as { client_id: string }).client_id).toBe(id);
    }
    expect(await history(chat, ta)).toEqual([]);
  });

  it('refuses malformed, invalid and too large frames with an error frame, and the socket stays usable', async () => {
    const { chat, ta } = await freshChat();
    const sa = await open(chat, ta);
    sa.send('{not json');
    await sa.next(isError('messenger.invalid_json'));
    sa.send({ function: 'explode' });
    await sa.next(isError('messenger.invalid_frame'));
    sa.send({ function: 'send', message: { content: 42 } });
    await sa.next(isError('messenger.invalid_frame'));
    sa.send({ function: 'send', message: { content: 'x'.repeat(4001), client_id: 'long' } });
    const tooLong = await sa.next(isError('messenger.invalid_frame'));
    expect((tooLong.error as { client_id: string }).client_id).toBe('long');
    sa.send(JSON.stringify({ function: 'send', message: { content: 'y'.repeat(WS_MAX_FRAME_BYTES) } }));
    await sa.next(isError('messenger.frame_too_large'));
    sa.send({ function: 'send', message: { content: 'not a product', type: 'product', client_id: 'p1' } });
    await sa.next(isError('messenger.invalid_subject'));
    sa.send({ function: 'ping' });
    await sa.next((f) => f.pong === true);
    const id = cid();
    sa.sendText('hali ham ishlayapti', id);
    await sa.next(isAck(id));
    expect((await history(chat, ta)).map((m) => m.content)).toEqual(['hali ham ishlayapti']);
  });

  it('answers frames with bad content with a specific error frame, never internal_error, and stores nothing', async () => {
    const { chat, ta } = await freshChat();
    const sa = await open(chat, ta);
    const bad: [unknown, string][] = [
      [{ function: 'send', message: { content: 'Salom\u0000', client_id: 'nul' } }, 'nul'],
      [{ function: 'send', message: { content: 'Salom\u001b[31m', client_id: 'esc' } }, 'esc'],
      [{ function: 'send', message: { content: 'Salom\ud800', client_id: 'half' } }, 'half'],
      [{ function: 'send', message: { content: 'Salom', client_id: 'id\u0000' } }, 'id\u0000'],
    ];
    for (const [f, clientId] of bad) {
      sa.send(f);
      const error = await sa.next(isError());
      expect(error.error, JSON.stringify(f)).toMatchObject({ code: 'messenger.invalid_frame', client_id: clientId });
    }
    for (const f of [{ function: 'read', message: 'not-a-guid' }, { function: 'typing', typing: 'ha' }, { function: 'send', message: { content: ['a'] } }]) {
      sa.send(f);
      expect((await sa.next(isError())).error, JSON.stringify(f)).toMatchObject({ code: 'messenger.invalid_frame' });
    }
    // Several lines and tabs are text, not bad content.
    const id = cid();
    sa.sendText('Birinchi qator\n\tikkinchi qator', id);
    await sa.next(isAck(id));
    expect((await history(chat, ta)).map((m) => m.content)).toEqual(['Birinchi qator\n\tikkinchi qator']);
  });

  it('stores a repeated client id once and acknowledges it again with the same guid', async () => {
    const { a, chat, ta, tb } = await freshChat();
    const sa = await open(chat, ta);
    const sb = await open(chat, tb);
    const id = cid();
    sa.sendText('bir marta', id);
    const first = await sa.next(isAck(id));
    await sb.next(isMessage('bir marta'));
    sa.ws.terminate();
    const again = await open(chat, ta);
    again.sendText('bir marta', id);
    const second = await again.next(isAck(id));
    expect(second.ack).toEqual(first.ack);
    expect(await history(chat, ta)).toHaveLength(1);
    // A later message arrives after any second copy would have (one chat's messages arrive in order).
    const later = cid();
    again.sendText('keyingi', later);
    await sb.next(isMessage('keyingi'));
    expect(sb.frames.filter(isMessage('bir marta'))).toEqual([]); // not delivered twice
    // The same client id in another chat of the same sender is refused, not mixed up.
    const so = await open(await chatBetween(t.db, a, buyer), ta);
    so.sendText('boshqa', id);
    const err = await so.next(isError('messenger.client_id_reused'));
    expect((err.error as { client_id: string }).client_id).toBe(id);
  });

  it('stores a client id once when two sockets of the sender race with it (same group commit)', async () => {
    const { chat, ta } = await freshChat();
    const [s1, s2] = await Promise.all([open(chat, ta), open(chat, ta)]);
    const ids = [...Array(20)].map(() => cid());
    for (const id of ids) {
      s1.sendText(`race ${id}`, id);
      s2.sendText(`race ${id}`, id);
    }
    for (const id of ids) {
      const [x, y] = await Promise.all([s1.next(isAck(id)), s2.next(isAck(id))]);
      expect(x.ack).toEqual(y.ack);
    }
    const stored = await history(chat, ta, '?limit=200');
    expect(stored.map((m) => m.client_id).sort()).toEqual([...ids].sort());
  });

  it('keeps one socket’s messages in the order they were sent', async () => {
    const { chat, ta } = await freshChat();
    const sa = await open(chat, ta);
    const ids = [...Array(30)].map(() => cid());
    ids.forEach((id, i) => sa.sendText(`m${i}`, id));
    await sa.next(isAck(ids.at(-1)!));
    expect((await history(chat, ta, '?limit=200')).map((m) => m.content)).toEqual(ids.map((_, i) => `m${i}`));
  });

  it('drops a socket that stops answering pings', async () => {
    const { chat, ta } = await freshChat();
    const sa = await open(chat, ta);
    // Stop answering: ws answers pings automatically, so stop reading its TCP socket. After two
    // heartbeats (300 ms each) without a pong the server terminates it: wait for its side of the
    // socket to close, then read again and find the connection gone.
    type WithTcp = { _socket: import('node:net').Socket };
    const tcp = (sa.ws as unknown as WithTcp)._socket;
    const serverSide = [...t.app.websocketServer.clients].find((ws) => (ws as unknown as WithTcp)._socket.remotePort === tcp.localPort);
    expect(serverSide).toBeDefined();
    const dropped = new Promise((resolve) => serverSide!.once('close', resolve));
    tcp.pause();
    await dropped;
    tcp.resume();
    expect((await sa.closed).code).toBe(1006); // dropped without a close frame: terminate()
  });
});

describe('history paging', () => {
  it('returns the latest 50 oldest first, pages back with before and forward with after', async () => {
    const { a, b, chat, ta } = await freshChat();
    const [chatRow] = await t.db.select().from(chats).where(eq(chats.guid, chat));
    await t.db.insert(messages).values([...Array(120)].map((_, i) => ({ chatId: chatRow.id, userId: i % 2 ? a.id : b.id, content: `x${i}` })));
    const latest = await history(chat, ta);
    expect(latest.map((m) => m.content)).toEqual([...Array(50)].map((_, i) => `x${70 + i}`));
    const older = await history(chat, ta, `?before=${latest[0].guid}&limit=30`);
    expect(older.map((m) => m.content)).toEqual([...Array(30)].map((_, i) => `x${40 + i}`));
    const oldest = await history(chat, ta, `?before=${older[0].guid}&limit=100`);
    expect(oldest.map((m) => m.content)).toEqual([...Array(40)].map((_, i) => `x${i}`));
    expect(await history(chat, ta, `?before=${oldest[0].guid}`)).toEqual([]);
    const after = await history(chat, ta, `?after=${latest[44].guid}`);
    expect(after.map((m) => m.content)).toEqual(['x115', 'x116', 'x117', 'x118', 'x119']);
    expect(await history(chat, ta, `?after=${latest[49].guid}`)).toEqual([]);
  });

  it('refuses a cursor of another chat, both cursors, and bad limits', async () => {
    const one = await freshChat();
    const two = await freshChat();
    const s = await open(two.chat, two.ta);
    const id = cid();
    s.sendText('ikkinchi', id);
    const ack = await s.next(isAck(id));
    const foreign = await api('GET', `chats/${one.chat}/?before=${(ack.ack as { guid: string }).guid}`, one.ta);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('messenger.message_not_found');
    const both = await api('GET', `chats/${one.chat}/?before=${crypto.randomUUID()}&after=${crypto.randomUUID()}`, one.ta);
    expect(both.statusCode).toBe(400);
    for (const q of ['?limit=0', '?limit=201', '?before=abc']) expect((await api('GET', `chats/${one.chat}/${q}`, one.ta)).statusCode).toBe(400);
  });
});

describe('unread, read receipts, typing, inbox and notifications', () => {
  it('counts unread per chat and in total, clears them when read, and sends the read receipt', async () => {
    const { a, b, chat, ta, tb } = await freshChat();
    const sa = await open(chat, ta);
    const ids = [cid(), cid(), cid()];
    ids.forEach((id, i) => sa.sendText(`salom ${i}`, id));
    const acks: Record<string, unknown>[] = [];
    for (const id of ids) acks.push(await sa.next(isAck(id)));
    const unread = (await api('GET', 'unread/', tb)).json();
    expect(unread).toEqual({ total: 3, chats: { [chat]: 3 } });
    expect((await api('GET', 'unread/', ta)).json()).toEqual({ total: 0, chats: {} });

    const second = (acks[1].ack as { guid: string }).guid;
    const read = await api('POST', `chats/${chat}/read/`, tb, { message: second });
    expect(read.json()).toEqual({ unread: 1 });
    const receipt = await sa.next((f) => !!f.read);
    expect(receipt.read).toEqual({ chat, user: b.guid, message: second });
    // Never backwards.
    const back = await api('POST', `chats/${chat}/read/`, tb, { message: (acks[0].ack as { guid: string }).guid });
    expect(back.json()).toEqual({ unread: 1 });
    const listA = (await api('GET', 'chats/', ta)).json().chats as ChatSummary[];
    expect(listA[0]).toMatchObject({ guid: chat, partner_read: second, unread: 0 });
    expect(listA[0].users[0].guid).toBe(b.guid);

    // The socket 'read' frame does the same.
    const sb = await open(chat, tb);
    sb.send({ function: 'read', message: (acks[2].ack as { guid: string }).guid });
    await sa.next((f) => (f.read as { message?: string } | undefined)?.message === (acks[2].ack as { guid: string }).guid);
    expect((await api('GET', 'unread/', tb)).json()).toEqual({ total: 0, chats: {} });
    sb.send({ function: 'read', message: crypto.randomUUID() });
    await sb.next(isError('messenger.message_not_found'));
    expect((await api('POST', `chats/${chat}/read/`, tb, { message: 'x' })).statusCode).toBe(400);
    void a;
  });

  it('relays typing to the partner only', async () => {
    const { a, b, chat, ta, tb } = await freshChat();
    const [sa, sa2, sb] = await Promise.all([open(chat, ta), open(chat, ta), open(chat, tb)]);
    sb.send({ function: 'typing', typing: true });
    for (const s of [sa, sa2]) expect((await s.next((f) => !!f.typing)).typing).toEqual({ chat, user: b.guid, typing: true });
    // The partner's typing reaches sb after its own would have: sb never hears itself.
    sa.send({ function: 'typing', typing: true });
    expect((await sb.next((f) => !!f.typing)).typing).toEqual({ chat, user: a.guid, typing: true });
    expect(sb.frames.filter((f) => f.typing)).toEqual([]);
  });

  it('notifies a member with no open socket of the chat, on the inbox socket and in the list, and reorders the inbox live', async () => {
    const { a, b, chat, ta, tb } = await freshChat();
    const other = await chatBetween(t.db, b, stranger);
    const inbox = await TestSocket.open(`${t.wsUrl}/chat/inbox/?token=${tb}`);
    sockets.push(inbox);
    expect((await inbox.next((f) => !!f.unread)).unread).toEqual({ total: 0, chats: {} });
    const sa = await open(chat, ta);
    const id = cid();
    sa.sendText('Narxi qancha? '.repeat(20), id);
    await sa.next(isAck(id));
    const note = (await inbox.next((f) => !!f.notification)).notification as Record<string, unknown>;
    // A code with params, not a sentence: each reader's app says it in their language.
    expect(note).toMatchObject({ type: 'message', code: 'chat.message', params: { sender: `Ali ${a.lastName}` }, link: `/messaging/?chat=${chat}`, read: false });
    expect(note).not.toHaveProperty('title');
    expect((note.params as { preview: string }).preview.length).toBeLessThanOrEqual(140);
    const summary = (await inbox.next((f) => !!f.chat)).chat as ChatSummary;
    expect(summary).toMatchObject({ guid: chat, unread: 1 });
    expect((await inbox.next((f) => !!f.unread && (f.unread as { total: number }).total === 1)).unread).toEqual({ total: 1, chats: { [chat]: 1 } });
    const list = (await api('GET', 'chats/', tb)).json().chats as ChatSummary[];
    expect(list.map((c) => c.guid)).toEqual([chat, other]);

    const bell = await t.app.inject({ url: '/api/users/notifications/', headers: bearer(tb) });
    expect(bell.statusCode).toBe(200);
    expect(bell.json()).toMatchObject({ count: 1, unread: 1, current_page: 1, total_pages: 1 });
    expect(bell.json().data[0].guid).toBe(note.guid);

    // With the recipient's chat socket open there is no notification.
    const sb = await open(chat, tb);
    // A ping answered means the server has taken the socket in (the member is present).
    sb.send({ function: 'ping' });
    await sb.next((f) => f.pong === true);
    const id2 = cid();
    sa.sendText('yana', id2);
    await sb.next(isMessage('yana'));
    // A later message in b's other chat (b has no socket there) is notified; once its notification
    // has arrived, one for 'yana' would have too.
    const otherChat = other;
    const ss = await open(otherChat, strangerToken);
    const id3 = cid();
    ss.sendText('keyinroq', id3);
    await ss.next(isAck(id3));
    const later = (await inbox.next((f) => !!f.notification)).notification as Record<string, unknown>;
    expect(later).toMatchObject({ params: { preview: 'keyinroq' }, link: `/messaging/?chat=${otherChat}` });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(rows.map((r) => r.link).sort()).toEqual([`/messaging/?chat=${chat}`, `/messaging/?chat=${otherChat}`].sort());

    // Reading the chat clears its notifications on the bell (the other chat's stays).
    const last = (await history(chat, tb)).at(-1)!;
    await api('POST', `chats/${chat}/read/`, tb, { message: last.guid });
    expect((await t.app.inject({ url: '/api/users/notifications/', headers: bearer(tb) })).json().unread).toBe(1);
  });

  it('lists and marks notifications for their owner only', async () => {
    const anon = await t.app.inject({ url: '/api/users/notifications/' });
    expect(anon.statusCode).toBe(401);
    const { b, chat, ta, tb } = await freshChat();
    const sa = await open(chat, ta);
    for (const id of [cid(), cid()]) {
      sa.sendText('salom', id);
      await sa.next(isAck(id));
    }
    // Notifications are written after delivery: wait for the second one to be there.
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/api/users/notifications/', headers: bearer(tb) })).json().unread).toBe(2));
    const list = (await t.app.inject({ url: '/api/users/notifications/', headers: bearer(tb) })).json();
    expect(list.unread).toBe(2);
    // Someone else's guid changes nothing.
    const foreign = await t.app.inject({ method: 'POST', url: '/api/users/notifications/read/', headers: bearer(ta), payload: { guid: list.data[0].guid } });
    expect(foreign.json()).toEqual({ unread: 0 });
    const one = await t.app.inject({ method: 'POST', url: '/api/users/notifications/read/', headers: bearer(tb), payload: { guid: list.data[0].guid } });
    expect(one.json()).toEqual({ unread: 1 });
    const all = await t.app.inject({ method: 'POST', url: '/api/users/notifications/read/', headers: bearer(tb), payload: {} });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/users/notifications/read/', headers: bearer(tb), payload: { guid: 'x' } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/users/notifications/?page=0', headers: bearer(tb) })).statusCode).toBe(400);
    void b;
  });
});
