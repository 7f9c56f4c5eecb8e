import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ME_GUID } from '@shared/constants';
import type { ChatMessage } from '@shared/schemas/messenger';
import { randomPhone } from '../../test/factories';
import { isAck, TestSocket, type Frame } from './test-support';

/**
 * Nothing acknowledged is lost: the real server runs as a child process, a client streams
 * messages, the server is killed with SIGKILL mid-stream and started again on the same data; the
 * client resends what was not acknowledged (same client ids), and the history must hold every
 * acknowledged message exactly once and no client id twice.
 */

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const f of cleanups) await f();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; stderr: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_CHAT_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let err = '';
  child.stderr!.on('data', (d) => (err += d.toString()));
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  // Up once /api/health answers; a server that exits ends the wait at once.
  await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return;
        if (!(await fetch(`${base}/api/health`)).ok) throw new Error('not healthy yet');
      },
      { timeout: 90_000, interval: 200 },
    )
    .catch((e: Error) => {
      throw new Error(`server did not start: ${e.message} ${err}`);
    });
  if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
  return { child, base, stderr: () => err };
}

async function post(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function registerUser(base: string, firstName: string) {
  const phone = randomPhone();
  const password = 'Ipak-parol-2026';
  expect((await post(base, '/api/users/accounts/register/', { first_name: firstName, phone, password })).status).toBe(201);
  const login = await post(base, '/api/users/accounts/login/', { phone, password });
  const access = login.json.access as string;
  const me = (await (await fetch(`${base}/api/users/accounts/${ME_GUID}/`, { headers: { authorization: `Bearer ${access}` } })).json()) as { guid: string };
  return { guid: me.guid, access };
}

/** The whole history: the latest page, then back with `before` until the beginning. */
async function fullHistory(base: string, chat: string, token: string): Promise<ChatMessage[]> {
  let all: ChatMessage[] = [];
  let before = '';
  for (;;) {
    const res = await fetch(`${base}/api/messenger/chats/${chat}/?limit=200${before ? `&before=${before}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const page = (await res.json()) as ChatMessage[];
    if (page.length === 0) return all;
    all = [...page, ...all];
    before = page[0].guid;
  }
}

async function killAndRestart(env: Record<string, string>) {
  const first = await startServer(env);
  const seller = await registerUser(first.base, 'Sotuvchi');
  const buyer = await registerUser(first.base, 'Xaridor');
  const created = await post(first.base, `/api/messenger/chats/${seller.guid}/create/`, {}, buyer.access);
  expect(created.status).toBe(201);
  const chat = created.json.chat as string;

  const acked = new Map<string, string>(); // client id → stored guid
  const sent: string[] = [];
  let enoughAcked: () => void = () => undefined;
  const threeHundredAcked = new Promise<void>((resolve) => (enoughAcked = resolve));
  const onAck = (f: Frame) => {
    const ack = f.ack as { client_id: string; guid: string } | undefined;
    if (ack) acked.set(ack.client_id, ack.guid);
    if (acked.size >= 300) enoughAcked();
  };
  const socket = await TestSocket.open(`${first.base.replace('http', 'ws')}/chat/${chat}/?token=${buyer.access}`);
  socket.ws.on('message', (d) => onAck(JSON.parse(d.toString())));
  socket.ws.on('error', () => undefined);

  // Stream: a new message every 2 ms, so many are in flight (sent, not yet stored or not yet
  // acknowledged) at any moment; SIGKILL once enough have been acknowledged.
  let i = 0;
  const streamer = setInterval(() => {
    if (socket.ws.readyState !== socket.ws.OPEN) return;
    const id = `dur-${i++}`;
    sent.push(id);
    socket.sendText(id, id);
  }, 2);
  await threeHundredAcked;
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  clearInterval(streamer);
  await socket.closed;
  const ackedBeforeKill = new Map(acked);
  const unacked = sent.filter((id) => !acked.has(id));
  expect(unacked.length).toBeGreaterThan(0); // the kill really happened mid-stream

  // Restart on the same data; the access token stays valid (the JWT secret lives in DATA_DIR).
  const second = await startServer(env);
  const again = await TestSocket.open(`${second.base.replace('http', 'ws')}/chat/${chat}/?token=${buyer.access}`);
  again.ws.on('message', (d) => onAck(JSON.parse(d.toString())));
  for (const id of unacked) again.sendText(id, id);
  for (const id of unacked) await again.next(isAck(id), 20_000);
  // A resend of an acknowledged message is answered with the same guid, not stored again.
  const resent = [...ackedBeforeKill.keys()].slice(-3);
  for (const id of resent) again.sendText(id, id);
  for (const id of resent) expect(((await again.next(isAck(id), 20_000)).ack as { guid: string }).guid).toBe(ackedBeforeKill.get(id));
  await again.close();

  const history = await fullHistory(second.base, chat, seller.access);
  const byGuid = new Map<string, number>();
  const byClient = new Map<string, number>();
  for (const m of history) {
    byGuid.set(m.guid, (byGuid.get(m.guid) ?? 0) + 1);
    byClient.set(m.client_id!, (byClient.get(m.client_id!) ?? 0) + 1);
  }
  for (const [clientId, guid] of ackedBeforeKill) {
    expect(byGuid.get(guid), `acknowledged ${clientId} (${guid}) must be stored once`).toBe(1);
  }
  expect([...byClient.values()].every((n) => n === 1)).toBe(true);
  expect(history.map((m) => m.client_id).sort()).toEqual([...sent].sort());
  // Every message is stored with its own content (client id = content here).
  expect(history.every((m) => m.content === m.client_id)).toBe(true);
  second.child.kill('SIGTERM');
  await new Promise((r) => second.child.once('exit', r));
  return { sent: sent.length, ackedBeforeKill: ackedBeforeKill.size, resent: unacked.length };
}

describe('kill -9 while messages are being sent', () => {
  it('loses nothing acknowledged on the embedded PGlite (the default deployment)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-durability-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const result = await killAndRestart({ DATA_DIR: dataDir });
    console.log(`PGlite: ${result.sent} sent, ${result.ackedBeforeKill} acknowledged before SIGKILL, ${result.resent} resent after restart`);
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('loses nothing acknowledged on PostgreSQL', async () => {
    const { default: pg } = await import('pg');
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `ipak_durability_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-durability-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const result = await killAndRestart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    console.log(`PostgreSQL: ${result.sent} sent, ${result.ackedBeforeKill} acknowledged before SIGKILL, ${result.resent} resent after restart`);
  }, 240_000);
});
