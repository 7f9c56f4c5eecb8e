import http from 'node:http';
import { afterAll, expect, it, vi } from 'vitest';
import { WS_CLOSE } from '@shared/schemas/messenger';
import { TestSocket } from '../test/chat-app';
import { killChildren, registerUser, startServer } from '../test/child-server';
import { randomPhone } from '../test/factories';

/**
 * A graceful stop, on the real server in its own process: at SIGTERM it drains (readiness says so,
 * requests are still served), then stops accepting, closes the chat sockets with 1012 (restart),
 * finishes the request it is in the middle of, and exits 0 within its 10 s.
 */

afterAll(() => killChildren());

/** A request whose headers go now and whose body is finished later, on a connection the server has already accepted. */
function requestInParts(base: string, agent: http.Agent, body: string) {
  const req = http.request(`${base}/api/users/accounts/login/`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** What a fresh connection gets: the status, or 'refused' once the server no longer listens. */
const fresh = (url: string) =>
  fetch(url, { headers: { connection: 'close' } }).then(
    (res) => res.status,
    () => 'refused' as const,
  );

it('drains, stops accepting, closes chat sockets with 1012, finishes the request under way, and exits 0', async () => {
  const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '2' });
  const user = await registerUser(server.base, 'Nodira');
  const inbox = await TestSocket.open(`${server.base.replace('http', 'ws')}/chat/inbox/?token=${user.access}`);

  // One kept-alive connection: accepted (a first request answered on it), then a request begun on it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ping = await new Promise<number>((resolve, reject) => http.get(`${server.base}/api/ping`, { agent }, (res) => (res.resume(), resolve(res.statusCode!))).on('error', reject));
  expect(ping).toBe(200);
  const underWay = requestInParts(server.base, agent, JSON.stringify({ phone: randomPhone(), password: 'Notogri-parol-2026' }));

  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');

  // Draining: readiness sends traffic elsewhere while requests are still answered.
  await vi.waitFor(async () => expect(await fresh(`${server.base}/api/ready`)).toBe(503), { timeout: 5000, interval: 25 });
  // Then it stops accepting, and the chat sockets are told to reconnect elsewhere.
  await vi.waitFor(async () => expect(await fresh(`${server.base}/api/ping`)).toBe('refused'), { timeout: 8000, interval: 25 });
  expect((await inbox.closedWithin()).code).toBe(WS_CLOSE.restart);

  // The request it was in the middle of is answered as any other (a refused sign-in), not dropped.
  underWay.finish();
  const answered = await underWay.answer;
  expect(answered.status).toBe(401);
  expect(JSON.parse(answered.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });

  expect(await exited, server.stderr()).toBe(0);
  agent.destroy();
});
