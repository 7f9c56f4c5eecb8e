import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app';
import { sharedServicesMissing, TEST_REDIS_URL } from '../test/shared-services';

describe('liveness and readiness without Redis', () => {
  const t = useTestApp();

  it('is ready when the database and the file storage answer; Redis is not configured', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured', storage: 'ok' } });
  });

  it('is alive without asking the database, and not ready while the database fails', async () => {
    const spy = vi.spyOn(t.app.database.db, 'execute').mockRejectedValue(new Error('database down'));
    try {
      expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
      expect((await t.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', checks: { database: 'failed', redis: 'not_configured', storage: 'ok' } });
    } finally {
      spy.mockRestore();
    }
  });

  it('is not ready while the uploads folder cannot be written', async () => {
    const dir = t.config.uploadsDir;
    fs.renameSync(dir, `${dir}-away`);
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', redis: 'not_configured', storage: 'failed' });
    } finally {
      fs.renameSync(`${dir}-away`, dir);
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers draining (503) once the instance is shutting down, while still alive', async () => {
    t.app.draining = true;
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', checks: { database: 'ok', redis: 'not_configured', storage: 'ok' } });
      // Still serving, but every answer ends its connection: the next request goes to another instance.
      const served = await t.app.inject({ url: '/api/shop/categories/' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
  });
});

const skipReason = await sharedServicesMissing({ redis: true });
if (skipReason) console.log(`[readiness with Redis skipped] ${skipReason}`);

describe.skipIf(skipReason !== null)('readiness with Redis', () => {
  const t = useTestApp({ config: { redisUrl: TEST_REDIS_URL } });

  it('is ready while Redis answers, and not ready once it does not', async () => {
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/api/ready' })).json().checks.redis).toBe('ok'));
    t.app.redis!.disconnect();
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', redis: 'failed', storage: 'ok' } });
  });
});
