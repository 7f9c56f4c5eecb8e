import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@shared/schemas/messenger';
import { bearer, createUser } from '../../test/factories';
import { buildChatTestApp, chatBetween, TestSocket } from '../../test/chat-app';
import { SOCKET_TICKET_TTL_SECONDS } from './socket-tickets.service';

/**
 * The web app opens its chat sockets with a one-time ticket instead of its access token in the URL
 * (docs/security.md "Sessions"): asked for with the bearer token, it opens one socket once, within
 * its lifetime, on any instance (it lives in the database), and the socket belongs to the session.
 */
let t: Awaited<ReturnType<typeof buildChatTestApp>>;
/** How far the app's clock is moved ahead of the real one (a ticket's expiry without waiting). */
let clockAhead = 0;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await buildChatTestApp({ config: { now: () => Date.now() + clockAhead } });
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
async function signIn(user: { phone: string; password: string }) {
  const res = await post('/api/users/accounts/login/', { phone: user.phone, password: user.password });
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string };
}
async function ticketFor(access: string) {
  const res = await post('/api/messenger/socket-ticket/', undefined, bearer(access));
  expect(res.statusCode).toBe(201);
  expect(res.headers['cache-control']).toContain('no-store');
  const body = res.json() as { ticket: string; expires_in: number };
  expect(body.expires_in).toBe(SOCKET_TICKET_TTL_SECONDS);
  return body.ticket;
}
const open = async (path: string, query: string) => {
  const s = await TestSocket.open(`${t.wsUrl}${path}?${query}`);
  sockets.push(s);
  return s;
};

describe('socket tickets', () => {
  it('open a socket once, and not twice', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const chat = await chatBetween(t.db, a, b);
    const session = await signIn(a);
    const ticket = await ticketFor(session.access);
    expect(ticket).not.toContain(session.access);

    const room = await open(`/chat/${chat}/`, `ticket=${encodeURIComponent(ticket)}`);
    room.sendText('hello by ticket', 'tk-1');
    await room.next((f) => (f.ack as { client_id?: string } | undefined)?.client_id === 'tk-1');

    const again = await open(`/chat/${chat}/`, `ticket=${encodeURIComponent(ticket)}`);
    expect(await again.closedWithin()).toEqual({ code: WS_CLOSE.unauthorized, reason: 'unauthorized' });
    // Nor does it open the inbox, or work once the first socket is gone.
    room.ws.close();
    const inbox = await open('/chat/inbox/', `ticket=${encodeURIComponent(ticket)}`);
    expect((await inbox.closedWithin()).code).toBe(WS_CLOSE.unauthorized);
  });

  it('opens the inbox as its user', async () => {
    const a = await createUser(t.db);
    const session = await signIn(a);
    const inbox = await open('/chat/inbox/', `ticket=${encodeURIComponent(await ticketFor(session.access))}`);
    await inbox.next((f) => !!f.unread);
  });

  it('expires', async () => {
    const a = await createUser(t.db);
    const session = await signIn(a);
    const ticket = await ticketFor(session.access);
    clockAhead = (SOCKET_TICKET_TTL_SECONDS + 1) * 1000;
    try {
      const inbox = await open('/chat/inbox/', `ticket=${encodeURIComponent(ticket)}`);
      expect((await inbox.closedWithin()).code).toBe(WS_CLOSE.unauthorized);
    } finally {
      clockAhead = 0;
    }
  });

  it('an unknown ticket is refused; a ticket is only given for a valid token', async () => {
    const inbox = await open('/chat/inbox/', 'ticket=not-a-ticket');
    expect((await inbox.closedWithin()).code).toBe(WS_CLOSE.unauthorized);
    expect((await post('/api/messenger/socket-ticket/')).statusCode).toBe(401);
  });

  it('belongs to its session: the socket closes at sign-out, and a ticket of an ended session opens nothing', async () => {
    const a = await createUser(t.db);
    const session = await signIn(a);
    const inbox = await open('/chat/inbox/', `ticket=${encodeURIComponent(await ticketFor(session.access))}`);
    await inbox.next((f) => !!f.unread);
    const spare = await ticketFor(session.access);
    expect((await post('/api/users/accounts/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    expect((await inbox.closedWithin()).code).toBe(WS_CLOSE.signedOut);
    const late = await open('/chat/inbox/', `ticket=${encodeURIComponent(spare)}`);
    expect((await late.closedWithin()).code).toBe(WS_CLOSE.signedOut);
  });
});
