import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { publicPaths } from '@shared/paths';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * A reader who leaves while their page is being rendered (a phone that gave up on a slow line): the
 * render stops (server/lib/page-cache.ts), and that is no fault of the server's: a debug line, no
 * error in the log (the answer nobody receives is 499, client closed request, not 500).
 */
let t: TestApp;
let base: URL;
const lines: { level: number; msg?: string }[] = [];
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-page-abort-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  t = await buildTestApp({
    config: { webDir, ssrEntry: path.resolve(import.meta.dirname, '../../web/entry-server.tsx'), logLevel: 'debug' },
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

it('a page whose reader left while it was rendered is stopped and logged as such (a debug line, not an error)', async () => {
  // The products are held by a transaction of the test's own (on the embedded database, its one
  // connection is): the render's data waits behind it.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const held = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table products in access exclusive mode`);
    locked();
    await gate;
  });
  await lockTaken;
  try {
    const rendersBefore = t.app.pageCache!.stats.renders;
    const socket = net.connect(Number(base.port), base.hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${publicPaths.shop()} HTTP/1.1\r\nHost: ${base.host}\r\nAccept: text/html\r\n\r\n`);
    // The page's render has started (its data waits for the database).
    await vi.waitFor(() => expect(t.app.pageCache!.stats.renders).toBe(rendersBefore + 1), { timeout: 20_000, interval: 10 });
    socket.destroy();
    await vi.waitFor(() => expect(lines.some((l) => l.msg === 'page render stopped: the reader left')).toBe(true), { timeout: 20_000, interval: 10 });
  } finally {
    release();
    await held;
  }
  expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
});
