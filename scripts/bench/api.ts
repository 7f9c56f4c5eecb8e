// The API part of `npm run bench` (DESIGN §8: public reads at ≥ 50 % of a trivial route's throughput,
// search p95 ≤ 50 ms on PostgreSQL and ≤ 200 ms on the embedded database, at 100,000 products and 50
// connections). The server runs in a child process (scripts/bench/api-server.ts); autocannon runs
// here, so the load generator never shares the server's event loop. Each route is measured after a
// short warm-up, next to the trivial route (GET /api/ping, no database) of the same server, measured
// again just before each route.
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { OVERVIEW_CACHE_SECONDS } from '../../shared/constants';
import { OVERVIEW_QUERIES } from '../../server/modules/overview/overview.service';
import type { ApiBenchSetup } from './api-server';

export interface ApiBenchOptions {
  duration: number;
  warmup: number;
  connections: number;
  products: number;
  /** Only the scenarios whose name contains this (the trivial route always runs). */
  match?: string;
}

interface Scenario {
  name: string;
  path: string;
  /** The path of the n-th request, when they differ (pages in turn, or a new query each time). */
  pathFor?: (n: number) => string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const q = (s: string) => encodeURIComponent(s);

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs autocannon on one scenario; latencies are collected from every answer (p95 is not among autocannon's percentiles). */
function measure(base: string, s: Scenario, connections: number, duration: number) {
  return new Promise<{ rps: number; p50: number; p95: number; p99: number; errors: number }>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${base}${s.path}`,
        connections,
        duration,
        pipelining: 1,
        method: s.method ?? 'GET',
        body: s.body ? JSON.stringify(s.body) : undefined,
        headers: { ...(s.body ? { 'content-type': 'application/json' } : {}), ...s.headers },
        requests: s.pathFor ? [{ setupRequest: (req) => ({ ...req, path: s.pathFor!(next++) }) }] : undefined,
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

/** Requests numbered across runs (warm-ups included), so "a new query each time" never repeats one. */
let next = 0;

/**
 * Waits until the server has worked off what the last run left queued (a run stops with a request in
 * flight on every connection; slow ones can keep the server busy for seconds, and on the embedded
 * database they hold its one thread): until the trivial route answers three times in a row within 20 ms.
 */
async function drain(base: string) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/api/ping`).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 < 20 ? quick + 1 : 0;
  }
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toString());

/** Starts the server on the given database (PGlite when no URL), measures every scenario and answers a markdown section body. */
export async function runApiBench(databaseUrl: string, opts: ApiBenchOptions): Promise<{ kind: string; table: string }> {
  const child = fork(path.join(here, 'api-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_API_DATABASE_URL: databaseUrl, BENCH_PRODUCTS: String(opts.products) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const t0 = Date.now();
  const setup = await new Promise<ApiBenchSetup>((resolve, reject) => {
    child.once('message', (m: { type: string; setup: ApiBenchSetup }) => resolve(m.setup));
    child.once('exit', (code) => reject(new Error(`API bench server exited with ${code}`)));
  });
  const label = setup.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  console.log(`API bench (${label}): server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${setup.products.toLocaleString('en')} products loaded in ${setup.loadSeconds.toFixed(1)} s`);
  // On a shared machine other work skews every figure: the load average is recorded with the numbers.
  const loadBefore = os.loadavg()[0];

  const admin = { authorization: `Bearer ${setup.adminToken}` };
  const user = { authorization: `Bearer ${setup.userToken}` };
  const search = (words: string, sort = 'newest') => `/api/shop/products/?q=${q(words)}${sort === 'newest' ? '' : `&sort=${sort}`}`;
  const product = `/api/shop/product/bench-${Math.max(1, Math.min(4242, setup.products))}/`;
  const scenarios: Scenario[] = [
    { name: 'trivial route (GET /api/ping, no database)', path: '/api/ping' },
    { name: 'health (GET /api/health, `select 1`)', path: '/api/health' },
    { name: 'shop home-data', path: '/api/shop/home-data/' },
    { name: 'shop category page', path: `/api/shop/category/${setup.categoryMeta}` },
    { name: 'product detail (a new visitor each time)', path: product },
    { name: 'product detail, returning visitor', path: product, headers: { cookie: `ipak_vid=${randomUUID()}` } },
    { name: 'product detail, signed in', path: product, headers: user },
    { name: 'search "atlas" (Latin, broad), newest', path: search('atlas') },
    { name: 'search "atlas", price up', path: search('atlas', 'price_asc') },
    { name: 'search "atlas", price down', path: search('atlas', 'price_desc') },
    { name: 'search "atlas", most viewed', path: search('atlas', 'views') },
    { name: 'search "атлас" (Cyrillic, broad), newest', path: search('атлас') },
    { name: 'search "атлас", price up', path: search('атлас', 'price_asc') },
    { name: 'search "beqasam" (Latin, rare), newest', path: search('beqasam') },
    { name: 'search "бекасам" (Cyrillic, rare), most viewed', path: search('бекасам', 'views') },
    { name: "search \"Marg'ilon\", newest", path: search("Marg'ilon") },
    { name: 'search "Margilon" (no apostrophe), price down', path: search('Margilon', 'price_desc') },
    { name: "search \"ipak ro'mol\" (two words), newest", path: search("ipak ro'mol") },
    // The caches' misses: later pages (the first page is cached, the query's ids are), and a new query
    // every time (an always-true price bound that differs per request: nothing cached can answer).
    { name: 'search "atlas", pages 2–41 in turn', path: search('atlas'), pathFor: (n) => `${search('atlas')}&page=${2 + (n % 40)}` },
    { name: 'search "beqasam", a new query each time (no cache)', path: search('beqasam'), pathFor: (n) => `${search('beqasam')}&price_max=${900_000_000_000 + n}` },
    { name: 'search "бекасам", most viewed, a new query each time', path: search('бекасам'), pathFor: (n) => `${search('бекасам', 'views')}&price_max=${900_000_000_000 + n}` },
    { name: 'search "atlas", a new query each time (no cache)', path: search('atlas'), pathFor: (n) => `${search('atlas')}&price_max=${900_000_000_000 + n}` },
    { name: 'search "атлас", price up, a new query each time', path: search('атлас'), pathFor: (n) => `${search('атлас', 'price_asc')}&price_max=${900_000_000_000 + n}` },
    { name: 'admin products list (search)', path: '/api/shop/dashboard/products/', method: 'POST', body: { page_number: 3, page_size: 25, q: 'suzani' }, headers: admin },
    // The admin dashboard: every figure from one call, kept OVERVIEW_CACHE_SECONDS (the first answer computes it).
    { name: 'admin overview (dashboard figures, kept 60 s)', path: '/api/overview/dashboard/', headers: admin },
    { name: 'news home-data', path: '/api/news/home-data/' },
    { name: 'announcements home-data', path: '/api/announcements/home-data/' },
    { name: 'courses home-data', path: '/api/courses/home-data/' },
  ];

  // The machine may be shared: its load drifts during a run. So each route's share is taken of the
  // trivial route measured just before it (half as long), not of one measurement at the start.
  const trivial: Scenario = scenarios[0];
  const chosen = opts.match ? scenarios.filter((sc) => sc === trivial || sc.name.includes(opts.match!)) : scenarios;
  const trivialSeconds = Math.max(2, Math.round(opts.duration / 2));
  const rows: string[] = [];
  try {
    for (const s of chosen) {
      if (opts.warmup > 0) await measure(setup.url, s, opts.connections, opts.warmup).catch(() => undefined);
      await drain(setup.url);
      const base = s === trivial ? undefined : await measure(setup.url, trivial, opts.connections, trivialSeconds);
      const r = await measure(setup.url, s, opts.connections, opts.duration);
      await drain(setup.url);
      const ratio = base ? `${Math.round((r.rps / base.rps) * 100)}% of ${Math.round(base.rps)}` : '100%';
      rows.push(`| ${s.name} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ratio} | ${r.errors} |`);
      console.log(rows.at(-1));
    }
  } finally {
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
  const loadAfter = os.loadavg()[0];

  const dataset = setup.products > 0 ? `demo content plus ${setup.products.toLocaleString('en')} products` : 'demo content';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${label}`;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; 1-minute load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end. ` +
      `The server runs in a child process, autocannon in the parent; ${dataset}; ${opts.connections} connections, ${opts.duration} s per route after a ${opts.warmup} s warm-up. ` +
      `Latency percentiles are of every answer; "of trivial route" is the throughput as a share of GET /api/ping's, measured for ${trivialSeconds} s just before the route (its req/s follows), once the server has worked off what the previous run left queued. ` +
      `The admin overview is kept ${OVERVIEW_CACHE_SECONDS} s; computing it afresh (its ${OVERVIEW_QUERIES} queries, before the load) took ${ms(setup.overviewComputeMs)} ms (median of 5).`,
    '',
    '| route | req/s | p50 ms | p95 ms | p99 ms | of trivial route | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  return { kind: setup.kind, table };
}

export interface BenchPostgres {
  url: string;
  /** Drops the database made for the run (nothing for BENCH_DATABASE_URL). */
  drop(): Promise<void>;
}

/** Local servers tried when BENCH_DATABASE_URL is unset. */
const LOCAL_SERVERS = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

/**
 * The PostgreSQL database of the run: BENCH_DATABASE_URL as it is (an empty database), else a fresh
 * database made on the first local server that answers, dropped afterwards; null when none answers.
 */
export async function benchPostgres(): Promise<BenchPostgres | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined };
  const { default: pg } = await import('pg');
  for (const serverUrl of LOCAL_SERVERS) {
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
    } catch {
      continue;
    }
    const name = `ipak_bench_${randomBytes(6).toString('hex')}`;
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  return null;
}
