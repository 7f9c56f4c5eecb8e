import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@shared/schemas/messenger';
import { buildChatTestApp, TestSocket } from '../test/chat-app';
import { useTestApp } from '../test/app';
import { accessTokenFor, createUser } from '../test/factories';

const TOKEN = 'metrics-token-of-the-test-0123456789';

/** The value of one sample (`name{labels} value`) in a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: Awaited<ReturnType<typeof buildChatTestApp>>;
  beforeAll(async () => {
    t = await buildChatTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers only to the bearer token: 401 without it or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-0123456789' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ code: 'metrics.unauthorized' });
      expect(res.body).not.toContain('ipak_');
    }
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern, method and status, with their latency', async () => {
    await t.app.inject({ url: '/api/shop/product/no-such-product/' });
    await t.app.inject({ url: '/api/shop/product/another-missing/' });
    await t.app.inject({ url: '/api/ping' });
    const text = await scrape();
    expect(sample(text, 'ipak_http_requests_total', { method: 'GET', route: '/api/shop/product/:meta/', status: '404' })).toBe(2);
    expect(sample(text, 'ipak_http_requests_total', { method: 'GET', route: '/api/ping', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ipak_http_request_duration_seconds_count', { method: 'GET', route: '/api/shop/product/:meta/' })).toBe(2);
    expect(sample(text, 'ipak_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/shop/product/:meta/', le: '+Inf' })).toBe(2);
  });

  it('reports the process: event-loop lag, memory, garbage collection', async () => {
    const text = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports the caches’ hits and misses, per cache', async () => {
    const before = await scrape();
    const of = (text: string, result: string) => sample(text, 'ipak_cache_lookups_total', { cache: 'shop.home_data', result }) ?? 0;
    await t.app.inject({ url: '/api/shop/home-data/' });
    await t.app.inject({ url: '/api/shop/home-data/' });
    const after = await scrape();
    expect(of(after, 'miss') + of(after, 'hit') - of(before, 'miss') - of(before, 'hit')).toBe(2);
    expect(of(after, 'hit')).toBeGreaterThan(of(before, 'hit'));
  });

  it('reports the depth of every job queue by state (counted in server/lib/jobs.test.ts)', async () => {
    const text = await scrape();
    const queues = [...text.matchAll(/^ipak_job_queue_depth\{queue="([^"]+)",state="ready"\} \d+$/gm)].map((m) => m[1]).sort();
    const views = ['views.announcement', 'views.course', 'views.document', 'views.news', 'views.product'];
    const telegram = ['telegram.channel', 'telegram.channel-sweep', 'telegram.prune', 'telegram.send', 'telegram.update', 'telegram.webhook'];
    const expected = ['announcements.search-alerts', 'files.sweep', 'push.notify', 'push.send', ...telegram, ...views, ...(t.app.database.kind === 'pglite' ? ['db.maintenance'] : [])].sort();
    expect(queues).toEqual(expected);
    for (const state of ['ready', 'deferred', 'active', 'failed']) expect(sample(text, 'ipak_job_queue_depth', { queue: 'push.send', state }), state).toBe(0);
  });

  it('reports the database pool on PostgreSQL (the embedded database has none)', async () => {
    const text = await scrape();
    if (t.app.database.kind === 'postgres') {
      expect(sample(text, 'ipak_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'ipak_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(sample(text, 'ipak_db_pool_connections', { state: 'max' })).toBeUndefined();
    }
  });

  it('reports the open chat sockets; at shutdown they are closed with 1012 (restart), so clients reconnect elsewhere', async () => {
    const user = await createUser(t.db);
    const inbox = await TestSocket.open(`${t.wsUrl}/chat/inbox/?token=${await accessTokenFor(t.app, user)}`);
    expect(sample(await scrape(), 'ipak_chat_sockets_open', { kind: 'inbox' })).toBe(1);
    expect(sample(await scrape(), 'ipak_chat_sockets_open', { kind: 'chat' })).toBe(0);
    await t.app.close();
    expect((await inbox.closedWithin()).code).toBe(WS_CLOSE.restart);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is not there: 404 in the one error shape, whatever is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'route_not_found' });
    }
  });
});
