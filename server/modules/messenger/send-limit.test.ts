import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { buildChatTestApp, isAck, isError, TestSocket, chatBetween } from '../../test/chat-app';

let t: Awaited<ReturnType<typeof buildChatTestApp>>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await buildChatTestApp({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

it('limits chat messages per user: past the limit an error frame, nothing stored, and the socket stays open', async () => {
  const [a, b] = await Promise.all([createUser(t.db, { firstName: 'Ali' }), createUser(t.db, { firstName: 'Vali' })]);
  const ta = await accessTokenFor(t.app, a);
  const chat = await chatBetween(t.db, a, b);
  const socket = await TestSocket.open(`${t.wsUrl}/chat/${chat}/?token=${encodeURIComponent(ta)}`);
  sockets.push(socket);

  for (const id of ['m1', 'm2', 'm3']) {
    socket.sendText(`Salom ${id}`, id);
    await socket.next(isAck(id));
  }
  socket.sendText('Salom m4', 'm4');
  const refused = await socket.next(isError('rate_limited'));
  expect(refused.error).toMatchObject({ code: 'rate_limited', client_id: 'm4', message: expect.stringMatching(/daqiqadan so'ng/) });

  socket.send({ function: 'ping' });
  await socket.next((f) => f.pong === true);
  const history = await t.app.inject({ method: 'GET', url: `/api/messenger/chats/${chat}/`, headers: bearer(ta) });
  expect(history.json().map((m: { content: string }) => m.content)).toEqual(['Salom m1', 'Salom m2', 'Salom m3']);
});
