import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/messenger';
import { openDatabase, type Database } from '../../db/client';
import { createScratchDatabase } from '../../test/database';
import { killChildren, post, registerUser, startServer } from '../../test/child-server';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { isAck, TestSocket, type Frame } from '../../test/chat-app';

/**
 * Nothing acknowledged is lost: the real server runs as a child process, a client streams
 * messages, the server is killed with SIGKILL mid-stream and started again on the same data; the
 * client resends what was not acknowledged (same client ids), and the history must hold every
 * acknowledged message exactly once and no client id twice.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killChildren();
  for (const f of cleanups) await f();
});

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

async function killAndRestart(env: Record<string, string>, open: () => Promise<Database>) {
  // A category for the seller's product (only admins make categories through the API).
  const setup = await open();
  const category = await createCategory(setup.db, 'Atlas');
  await setup.close();

  const first = await startServer({ RATE_LIMIT_CHAT_PER_MINUTE: '100000', ...env });
  const seller = await registerUser(first.base, 'Sotuvchi');
  const buyer = await registerUser(first.base, 'Xaridor');
  // The buyer starts the chat about the seller's product, as 'Bog'lanish' does.
  const body = multipart({ title: 'Atlas', description: '<p>Ipak</p>', price: '450000', category: category.guid }, [await pngFile()]);
  const product = await fetch(`${first.base}/api/shop/user-products/upload`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${seller.access}` }, body: body.payload });
  expect(product.status).toBe(201);
  const created = await post(first.base, `/api/messenger/chats/${seller.guid}/create/`, { data: { product: ((await product.json()) as { guid: string }).guid } }, buyer.access);
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
  await first.kill();
  clearInterval(streamer);
  await socket.closed;
  const ackedBeforeKill = new Map(acked);
  const unacked = sent.filter((id) => !acked.has(id));
  expect(unacked.length).toBeGreaterThan(0); // the kill really happened mid-stream

  // Restart on the same data; the access token stays valid (the JWT secret lives in DATA_DIR).
  const second = await startServer({ RATE_LIMIT_CHAT_PER_MINUTE: '100000', ...env });
  const again = await TestSocket.open(`${second.base.replace('http', 'ws')}/chat/${chat}/?token=${buyer.access}`);
  again.ws.on('message', (d) => onAck(JSON.parse(d.toString())));
  for (const id of unacked) again.sendText(id, id);
  for (const id of unacked) await again.next(isAck(id), 20_000);
  // A resend of an acknowledged message is answered with the same guid, not stored again.
  const resent = [...ackedBeforeKill.keys()].slice(-3);
  for (const id of resent) again.sendText(id, id);
  for (const id of resent) expect(((await again.next(isAck(id), 20_000)).ack as { guid: string }).guid).toBe(ackedBeforeKill.get(id));
  await again.close();

  // The streamed messages (the chat's first message is the product it was started about).
  const history = (await fullHistory(second.base, chat, seller.access)).filter((m) => m.type === 'text');
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
  await second.stop();
  return { sent: sent.length, ackedBeforeKill: ackedBeforeKill.size, resent: unacked.length };
}

describe('kill -9 while messages are being sent', () => {
  it('loses nothing acknowledged on the embedded PGlite (the default deployment)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-durability-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const result = await killAndRestart({ DATA_DIR: dataDir }, () => openDatabase({ dataDir: path.join(dataDir, 'db') }));
    console.log(`PGlite: ${result.sent} sent, ${result.ackedBeforeKill} acknowledged before SIGKILL, ${result.resent} resent after restart`);
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('loses nothing acknowledged on PostgreSQL', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ipak_durability');
    cleanups.push(() => scratch.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-durability-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const result = await killAndRestart({ DATA_DIR: dataDir, DATABASE_URL: scratch.url }, () => openDatabase({ databaseUrl: scratch.url }));
    console.log(`PostgreSQL: ${result.sent} sent, ${result.ackedBeforeKill} acknowledged before SIGKILL, ${result.resent} resent after restart`);
  }, 240_000);
});
