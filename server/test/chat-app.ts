import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './database';
import { testRedisPrefix, type TestApp } from './app';
import type { Db } from '../db/client';
import { findOrCreateChat } from '../modules/messenger/messenger.repository';
import type { MessengerOptions } from '../modules/messenger/messenger.sockets';

/** buildTestApp with the messenger's options (heartbeat, broker), listening on a free port. */
export async function buildChatTestApp(
  opts: {
    messenger?: MessengerOptions;
    database?: Database;
    env?: Record<string, string>;
    config?: Partial<Config>;
    /** The log's lines go here (set env.LOG_LEVEL too: the tests' apps log nothing by default). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp & { url: string; wsUrl: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-chat-test-'));
  const database = opts.database ?? (await openTestDatabase());
  // A Redis prefix of its own unless the test hands one to the instances it means to share.
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', SHED_EVENT_LOOP_DELAY_MS: '0', REDIS_PREFIX: testRedisPrefix(), ...opts.env },
    { webDir: path.join(dataDir, 'no-web'), ...opts.config },
  );
  const app = await buildApp({ config, database, closeDatabase: !opts.database, messenger: opts.messenger, logStream: opts.logStream });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    config,
    url,
    wsUrl: url.replace('http', 'ws'),
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Frame = Record<string, unknown>;

/** A test socket that keeps every frame it receives and can wait for the next one matching a test. */
export class TestSocket {
  readonly frames: Frame[] = [];
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  /** How the socket closed, once it has. */
  closeInfo: { code: number; reason: string } | null = null;

  /** Awaits the close as a condition; fails if the socket is still open after `timeoutMs`. */
  closedWithin(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    return vi.waitFor(
      () => {
        if (!this.closeInfo) throw new Error(`socket still open after ${timeoutMs} ms`);
        return this.closeInfo;
      },
      { timeout: timeoutMs, interval: 20 },
    );
  }

  constructor(readonly ws: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString() };
        resolve(this.closeInfo);
      }),
    );
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as Frame;
      this.frames.push(f);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(f)) return true;
        w.resolve(f);
        return false;
      });
    });
  }

  static async open(url: string): Promise<TestSocket> {
    const s = new TestSocket(new WebSocket(url));
    await s.opened;
    return s;
  }

  /** The first frame (already received or still to come) that passes the test, not yet consumed by next(). */
  next(test: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const seen = this.frames.find(test);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames).slice(0, 500)}`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendText(content: string, clientId?: string, extra: Record<string, unknown> = {}) {
    this.send({ function: 'send', message: { content, type: 'text', client_id: clientId, ...extra } });
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

export const isAck = (clientId: string) => (f: Frame) => (f.ack as { client_id?: string } | undefined)?.client_id === clientId;
export const isMessage = (content?: string) => (f: Frame) => !!f.message && (content === undefined || (f.message as { content: string }).content === content);
export const isError = (code?: string) => (f: Frame) => !!f.error && (code === undefined || (f.error as { code: string }).code === code);

/**
 * A chat between two users, made directly in the database: for tests of what happens inside a chat.
 * Through the API a chat starts only about a product or an announcement (tested in messenger.test.ts).
 */
export async function chatBetween(db: Db, a: { id: number }, b: { id: number }): Promise<string> {
  // About a listing of its own (a chat is always about one; nothing here looks it up).
  return (await findOrCreateChat(db, a.id, b.id, { type: 'product', guid: crypto.randomUUID() })).guid;
}
