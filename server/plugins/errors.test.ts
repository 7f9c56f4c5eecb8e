import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test/database';
import { multipart } from '../test/multipart';

/** The log of the error handler: a stack only for a real fault (5xx), never for a client's error. */
type LogLine = { level: number; msg: string; err?: { stack?: string }; req?: unknown };
const lines: LogLine[] = [];
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-errors-'));

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'false' }, { webDir: path.join(dataDir, 'no-web') });
  app = await buildApp({ config, database: await openTestDatabase(), logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
  app.get('/api/test/fault', async () => {
    throw new Error('a real fault');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The log lines one request wrote, apart from Fastify's own 'incoming request' / 'request completed'. */
async function logOf(request: InjectOptions) {
  const from = lines.length;
  const res = await app.inject(request);
  return { res, logged: lines.slice(from).filter((l) => l.msg !== 'incoming request' && l.msg !== 'request completed') };
}

describe('the error log', () => {
  it('has no stack and nothing above info for client errors', async () => {
    const form = multipart({ title: 'x' });
    const requests: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/api/news/documents/details/abc/' },
      { method: 'GET', url: '/api/shop/product/yoq-mahsulot/' },
      { method: 'GET', url: '/api/courses/lesson/%FF/' },
      { method: 'GET', url: `/api/shop/comments/${'a'.repeat(300)}` },
      { method: 'POST', url: '/api/users/accounts/login/', headers: { 'content-type': 'application/json' }, payload: '{"phone":' },
      { method: 'POST', url: '/api/users/accounts/login/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { method: 'POST', url: '/api/users/accounts/complete/', headers: form.headers, payload: form.payload.subarray(0, 20) },
      { method: 'POST', url: '/api/users/accounts/complete/', ...multipart(JSON.parse('{"__proto__":"x"}') as Record<string, string>) },
      { method: 'GET', url: '/api/shop/products/?q=a%00b' },
    ];
    for (const request of requests) {
      const { res, logged } = await logOf(request);
      expect(res.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, request.url).toBeLessThan(500);
      expect(logged.filter((l) => l.level > 30), request.url).toEqual([]);
      expect(logged.filter((l) => l.err?.stack), request.url).toEqual([]);
    }
  });

  it('logs a real fault as an error with its stack, and answers with the generic message only', async () => {
    const { res, logged } = await logOf({ method: 'GET', url: '/api/test/fault' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(res.body).not.toContain('a real fault');
    const errors = logged.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].err?.stack).toContain('a real fault');
  });
});
