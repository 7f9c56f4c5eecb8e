import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@shared/schemas/messenger';
import { bearer, createUser } from '../../test/factories';
import { revokeFamily } from '../users/tokens.repository';
import { buildChatTestApp, TestSocket, chatBetween } from '../../test/chat-app';

/**
 * An ended session's chat sockets close at once (docs/security.md, "Sessions"), with close code
 * 4410, which the web client takes as "signed out" (no reconnecting). A session that ended without
 * this instance hearing of it (its news lost with Redis) is found when the socket's token expires.
 */
let t: Awaited<ReturnType<typeof buildChatTestApp>>;
/** How far the app's clock (tokens, the sockets' rechecks) is moved ahead of the real one. */
let clockAhead = 0;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await buildChatTestApp({ messenger: { sessionCheckMs: 100 }, config: { now: () => Date.now() + clockAhead } });
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
async function signIn(user: { phone: string; password: string }) {
  const res = await post('/api/users/accounts/login/', { phone: user.phone, password: user.password });
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string };
}
const open = async (path: string, token: string) => {
  const s = await TestSocket.open(`${t.wsUrl}${path}?token=${encodeURIComponent(token)}`);
  sockets.push(s);
  return s;
};

/** Two users with a chat; `a` is signed in (a real session), with a chat socket and an inbox socket open. */
async function openChat() {
  const a = await createUser(t.db);
  const b = await createUser(t.db);
  const session = await signIn(a);
  const chat = await chatBetween(t.db, a, b);
  const room = await open(`/chat/${chat}/`, session.access);
  const inbox = await open('/chat/inbox/', session.access);
  await inbox.next((f) => !!f.unread);
  return { a, b, chat, session, room, inbox };
}

describe('chat sockets of an ended session', () => {
  it('close with 4410 within seconds of sign-out; the same user’s other session keeps its socket', async () => {
    const { a, chat, session, room, inbox } = await openChat();
    const other = await signIn(a);
    const otherRoom = await open(`/chat/${chat}/`, other.access);

    expect((await post('/api/users/accounts/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    expect(await room.closedWithin()).toEqual({ code: WS_CLOSE.signedOut, reason: 'signed_out' });
    expect(await inbox.closedWithin()).toEqual({ code: WS_CLOSE.signedOut, reason: 'signed_out' });

    otherRoom.send({ function: 'ping' });
    await otherRoom.next((f) => f.pong === true);
    expect(otherRoom.ws.readyState).toBe(otherRoom.ws.OPEN);
  });

  it('a socket being closed acts on nothing more: a message sent after the session ended is not stored', async () => {
    const { chat, session, room, b } = await openChat();
    const closing = room.closed;
    expect((await post('/api/users/accounts/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    room.sendText('too late', 'late-1');
    expect((await room.closedWithin()).code).toBe(WS_CLOSE.signedOut);
    await closing;
    const other = await signIn(b);
    const history = await t.app.inject({ method: 'GET', url: `/api/messenger/chats/${chat}/`, headers: bearer(other.access) });
    expect((history.json() as { content: string }[]).map((m) => m.content)).not.toContain('too late');
  });

  it('close when a reused refresh token ends the session', async () => {
    const { session, room } = await openChat();
    const next = (await post('/api/users/accounts/refresh/', { refresh: session.refresh })).json() as { refresh: string };
    expect((await post('/api/users/accounts/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
    expect((await post('/api/users/accounts/refresh/', { refresh: session.refresh })).json().code).toBe('auth.refresh_reused');
    expect((await room.closedWithin()).code).toBe(WS_CLOSE.signedOut);
  });

  it('a token of an ended session is refused at the upgrade with 4410, not 4401 (no refresh will help)', async () => {
    const { chat, session } = await openChat();
    expect((await post('/api/users/accounts/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    const late = await TestSocket.open(`${t.wsUrl}/chat/${chat}/?token=${encodeURIComponent(session.access)}`);
    sockets.push(late);
    expect((await late.closedWithin()).code).toBe(WS_CLOSE.signedOut);
  });

  it('an open socket rechecks its session when its token expires: ended unannounced, it closes; still open, it stays', async () => {
    const { a, chat, session, room } = await openChat();
    const kept = await signIn(a);
    const keptRoom = await open(`/chat/${chat}/`, kept.access);
    // The session is revoked in the database only, as if the news of it had been lost on the way.
    const sid = (JSON.parse(Buffer.from(session.access.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    await revokeFamily(t.db, sid);
    room.send({ function: 'ping' });
    await room.next((f) => f.pong === true, 20_000);

    // The tokens' lifetime passes (on the app's clock): at the next session check each socket asks again.
    clockAhead = (t.config.accessTokenTtlSeconds + 1) * 1000;
    try {
      // Limits, not sleeps: generous, as a loaded CI machine stretches the session check's turn.
      expect((await room.closedWithin(20_000)).code).toBe(WS_CLOSE.signedOut);
      keptRoom.send({ function: 'ping' });
      await keptRoom.next((f) => f.pong === true, 20_000);
      expect(keptRoom.ws.readyState).toBe(keptRoom.ws.OPEN);
    } finally {
      clockAhead = 0;
    }
  });
});
