import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE } from '@shared/schemas/messenger';
import { openDatabase, type Database } from '../../db/client';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { notifications } from '../notifications/notifications.table';
import { chats } from './messenger.table';
import { buildChatTestApp, isAck, isMessage, TestSocket, chatBetween } from '../../test/chat-app';
import { sharedServicesMissing, TEST_PG_URL as pgUrl, TEST_REDIS_URL as redisUrl } from '../../test/shared-services';

/**
 * Past one machine: two instances on different ports share one PostgreSQL database and one Redis;
 * a message sent through one reaches a socket on the other, and a sign-out through one ends the
 * session on the other. Skipped, with the reason printed,
 * where PostgreSQL or Redis is not reachable.
 */
const skipReason = await sharedServicesMissing();
if (skipReason) console.log(`[multi-instance chat test skipped] ${skipReason}`);

describe.skipIf(skipReason !== null)('two instances, one PostgreSQL, one Redis', () => {
  const dbName = `ipak_multi_${randomBytes(6).toString('hex')}`;
  const prefix = `ipak-test-${randomBytes(6).toString('hex')}`;
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, JWT_SECRET: randomBytes(32).toString('hex') };
  let databases: Database[] = [];
  let one: Awaited<ReturnType<typeof buildChatTestApp>>;
  let two: Awaited<ReturnType<typeof buildChatTestApp>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    // Migrate once, then a second pool for the second instance, as two servers would have.
    databases = [await openDatabase({ databaseUrl: url.toString() }), await openDatabase({ databaseUrl: url.toString(), migrate: false })];
    one = await buildChatTestApp({ database: databases[0], env });
    two = await buildChatTestApp({ database: databases[1], env });
    expect(one.app.messenger.broker.kind).toBe('redis');
  });

  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await one?.close();
    await two?.close();
    for (const d of databases) await d.close();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    const r = new Redis(redisUrl);
    const keys = await r.keys(`${prefix}:*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  const open = async (base: string, path: string, token: string) => {
    const s = await TestSocket.open(`${base}${path}?token=${encodeURIComponent(token)}`);
    sockets.push(s);
    return s;
  };

  it('delivers messages, receipts, typing and notifications to sockets on the other instance', async () => {
    const a = await createUser(one.db, { firstName: 'Birinchi' });
    const b = await createUser(one.db, { firstName: 'Ikkinchi' });
    const [ta, tb] = await Promise.all([accessTokenFor(one.app, a), accessTokenFor(two.app, b)]);
    const chat = await chatBetween(one.db, a, b);

    const [{ id: chatId }] = await one.db.select({ id: chats.id }).from(chats).where(eq(chats.guid, chat));
    // Whether b has the chat open, as instance one learns it from Redis.
    const bPresent = () => one.app.messenger.broker.isPresent(chatId, b.id);

    const sa = await open(one.wsUrl, `/chat/${chat}/`, ta);
    const sb = await open(two.wsUrl, `/chat/${chat}/`, tb);
    await vi.waitFor(async () => expect(await bPresent()).toBe(true));
    sa.sendText('salom, ikkinchi server', 'mi-1');
    const ack = await sa.next(isAck('mi-1'));
    const got = await sb.next(isMessage('salom, ikkinchi server'));
    expect((got.message as { guid: string }).guid).toBe((ack.ack as { guid: string }).guid);

    sb.send({ function: 'typing', typing: true });
    expect((await sa.next((f) => !!f.typing)).typing).toEqual({ chat, user: b.guid, typing: true });
    const read = await two.app.inject({ method: 'POST', url: `/api/messenger/chats/${chat}/read/`, headers: bearer(tb), payload: { message: (ack.ack as { guid: string }).guid } });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await sa.next((f) => !!f.read)).read).toEqual({ chat, user: b.guid, message: (ack.ack as { guid: string }).guid });

    // b closes the chat but keeps an inbox open on instance two: notified there.
    await sb.close();
    const inbox = await open(two.wsUrl, '/chat/inbox/', tb);
    await inbox.next((f) => !!f.unread);
    await vi.waitFor(async () => expect(await bPresent()).toBe(false));
    // A tab of the site is open on the other instance: b is online, so no Web Push (service.deliver).
    expect(await one.app.messenger.broker.isOnline(b.id)).toBe(true);
    sa.sendText('qayerdasiz?', 'mi-2');
    await sa.next(isAck('mi-2'));
    const note = await inbox.next((f) => !!f.notification);
    expect(note.notification).toMatchObject({ type: 'message', code: 'chat.message', params: { preview: 'qayerdasiz?' }, link: `/messaging/?chat=${chat}` });
    expect((await inbox.next((f) => !!f.chat)).chat).toMatchObject({ guid: chat, unread: 1 });
    // The first message, sent while b had the chat open on the other instance, was not notified: by
    // now (this later one notified) its notification would be there.
    const notified = await one.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(notified.map((n) => n.params.preview)).toEqual(['qayerdasiz?']);
    // The last socket closed: offline on every instance.
    await inbox.close();
    await vi.waitFor(async () => expect(await one.app.messenger.broker.isOnline(b.id)).toBe(false));
  });

  it('sign-out on one instance: the token is refused on the other at once, and its sockets there close (4410)', async () => {
    const a = await createUser(one.db, { firstName: 'Chiquvchi' });
    const login = await two.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: a.phone, password: a.password } });
    const { access, refresh } = login.json() as { access: string; refresh: string };
    const me = (t: typeof one) => t.app.inject({ method: 'GET', url: '/api/users/accounts/00000000-0000-0000-0000-000000000000/', headers: bearer(access) });
    expect((await me(two)).statusCode).toBe(200);
    const inbox = await open(two.wsUrl, '/chat/inbox/', access);
    await inbox.next((f) => !!f.unread);

    // Signed out through instance one; the socket is on instance two.
    expect((await one.app.inject({ method: 'POST', url: '/api/users/accounts/logout/', payload: { refresh } })).statusCode).toBe(204);
    expect((await me(two)).json()).toMatchObject({ code: 'auth.session_ended' });
    const closed = await inbox.closedWithin(5000);
    expect(closed.code).toBe(WS_CLOSE.signedOut);
  });
});
