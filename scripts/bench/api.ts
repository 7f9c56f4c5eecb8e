// The API and page part of `npm run bench` (DESIGN §8). The server runs in a child process
// (scripts/bench/api-server.ts, NODE_ENV=production, the built web app for the pages); autocannon runs
// here, so the load generator never shares the server's event loop. Each route is measured after a
// short warm-up, next to the trivial route (GET /api/ping, no database) of the same server, measured
// again just before each route.
//
// Two groups of scenarios: 'visitors' (the headline: random products among the whole catalogue, a
// random page of a random category, a new query every request, in each searchable area a slip that is
// corrected and a word found as typed, the shared pages as anonymous visitors with
// `accept-encoding: br, gzip` as browsers send) and 'repeated' (one product, one query again and
// again: what the caches do for a hot key).
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { publicPaths } from '../../shared/paths';
import { OVERVIEW_CACHE_SECONDS } from '../../shared/constants';
import { OVERVIEW_QUERIES } from '../../server/modules/overview/overview.service';
import type { ApiBenchSetup } from './api-server';
import { CATEGORY_PAGES, draw, drawQuery, newPlaceCraftQuery, newSearchQuery, randomProductMeta, SEARCH_AREAS, searchApiPath, searchAreaPath, searchPagePath, SHARED_PAGES } from './visitors';

export interface ApiBenchOptions {
  duration: number;
  warmup: number;
  connections: number;
  products: number;
  /** Synthetic courses beside the demo's (the course search's scenarios). */
  courses: number;
  /** Only the scenarios whose name contains this (the trivial route always runs). */
  match?: string;
  /** Only this group's scenarios (both when left out). */
  group?: Scenario['group'];
}

export interface Scenario {
  name: string;
  /** 'visitors': what visitors meet (random items, new queries; the headline); 'repeated': one key again and again (the caches at work). */
  group: 'visitors' | 'repeated';
  path: string;
  /** The path of the n-th request, when they differ (random items, pages in turn, or a new query each time). */
  pathFor?: (n: number) => string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** This route's connections (the run's --connections when left out). */
  connections?: number;
  /**
   * Another client's load, from the same address, for as long as the route is measured: the route's
   * figures are what the first client meets meanwhile. `limits`: with the per-address limits of
   * renders and searches at their defaults (every other scenario runs with them out of the way).
   */
  flood?: { connections: number; pathFor: (n: number) => string; headers?: Record<string, string>; limits: boolean };
}

export interface Measured {
  scenario: Scenario;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx (or 3xx where a page redirects), and connection errors or timeouts. */
  errors: number;
  timeouts: number;
  /** The trivial route's req/s measured just before (undefined for the trivial route itself). */
  trivialRps?: number;
}

export interface ApiBenchRun {
  kind: 'pglite' | 'postgres';
  label: string;
  products: number;
  machine: string;
  loadBefore: number;
  loadAfter: number;
  results: Measured[];
  /** The server's resident memory (MiB) once every route was measured (issue 42: under 600 MiB at 100,000 products). */
  rssMiB: number;
  /** The markdown table of the 'repeated' group, with the run's description (the per-database sections). */
  repeatedTable: string;
  description: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const q = (s: string) => encodeURIComponent(s);

/** What browsers send: answers are compressed as a visitor receives them. */
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml,*/*' };
const BROWSER_API = { 'accept-encoding': 'br, gzip' };

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs autocannon on one scenario; latencies are collected from every answer (p95 is not among autocannon's percentiles). */
function measure(base: string, s: Scenario, connections: number, duration: number, statuses?: Map<number, number>) {
  return new Promise<Omit<Measured, 'scenario' | 'trivialRps'>>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${base}${s.path}`,
        connections,
        duration,
        pipelining: 1,
        // An answer slower than this counts as a timeout (and its connection is reopened).
        timeout: 10,
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
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses?.set(status, (statuses.get(status) ?? 0) + 1);
    });
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

export const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : Math.round(v).toString());
export const share = (m: Measured) => (m.trivialRps ? `${Math.round((m.rps / m.trivialRps) * 100)} %` : '100 %');

/** The scenarios of a run, built from what the server's setup tells (the catalogue's size, its categories, tokens). */
function scenariosFor(setup: ApiBenchSetup): Scenario[] {
  const admin = { authorization: `Bearer ${setup.adminToken}` };
  const user = { authorization: `Bearer ${setup.userToken}` };
  const search = (words: string, sort = 'newest') => `/api/shop/products/?q=${q(words)}${sort === 'newest' ? '' : `&sort=${sort}`}`;
  const product = `/api/shop/product/bench-${Math.max(1, Math.min(4242, setup.products))}/`;
  const randomProduct = (n: number) => randomProductMeta(n, setup.products);
  const randomCategory = (n: number) => {
    const r = draw(n, 3);
    return { meta: setup.categoryMetas[Math.floor(r() * setup.categoryMetas.length)]!, page: 1 + Math.floor(r() * CATEGORY_PAGES) };
  };
  const mostViewed = (n: number) => setup.mostViewedMetas[n % setup.mostViewedMetas.length]!;
  const visitors: Scenario[] = [
    { name: 'trivial route (GET /api/ping, no database)', group: 'visitors', path: '/api/ping' },
    ...(setup.products > 0
      ? ([
          { name: 'product API, a random product', group: 'visitors', path: product, headers: BROWSER_API, pathFor: (n) => `/api/shop/product/${randomProduct(n)}/` },
          { name: 'product API, a random product, signed in', group: 'visitors', path: product, headers: { ...BROWSER_API, ...user }, pathFor: (n) => `/api/shop/product/${randomProduct(n)}/` },
          { name: 'product page HTML, a random product', group: 'visitors', path: publicPaths.product('bench-1'), headers: BROWSER, pathFor: (n) => publicPaths.product(randomProduct(n)) },
          { name: 'product page HTML, the 20 most viewed in turn', group: 'visitors', path: publicPaths.product(mostViewed(0)), headers: BROWSER, pathFor: (n) => publicPaths.product(mostViewed(n)) },
        ] satisfies Scenario[])
      : []),
    {
      name: `category API, a random page (1–${CATEGORY_PAGES}) of a random category`,
      group: 'visitors',
      path: `/api/shop/category/${setup.categoryMetas[0]}`,
      headers: BROWSER_API,
      pathFor: (n) => {
        const c = randomCategory(n);
        return `/api/shop/category/${c.meta}?page=${c.page}`;
      },
    },
    { name: 'category page HTML, first page of a random category', group: 'visitors', path: publicPaths.category(setup.categoryMetas[0]!), headers: BROWSER, pathFor: (n) => publicPaths.category(randomCategory(n).meta) },
    { name: 'search API, a new query each time (Latin, Cyrillic, Russian; random sort and price floor)', group: 'visitors', path: '/api/shop/products/', headers: BROWSER_API, pathFor: (n) => searchApiPath(newSearchQuery(n)) },
    { name: 'search API, place + craft word each time (random sort and price floor)', group: 'visitors', path: '/api/shop/products/', headers: BROWSER_API, pathFor: (n) => searchApiPath(newPlaceCraftQuery(n)) },
    { name: 'search page HTML, a new query each time', group: 'visitors', path: publicPaths.products(), headers: BROWSER, pathFor: (n) => searchPagePath(newSearchQuery(n)) },
    // Search that forgives (issue 27): a query with a one-letter slip finds nothing, the vocabulary
    // gives the corrected words, and they are searched; each request a slip drawn afresh (checked
    // before the run to take exactly that path), beside the same area's words found as typed.
    ...SEARCH_AREAS.flatMap((area): Scenario[] => {
      const { known, slips } = setup.searches[area];
      return [
        ...(area !== 'shop' && known.length
          ? [{ name: `search API, ${area}: a word found as typed, drawn each time`, group: 'visitors', path: searchAreaPath(area, known[0]!), headers: BROWSER_API, pathFor: (n: number) => searchAreaPath(area, drawQuery(known, n), n) } satisfies Scenario]
          : []),
        ...(slips.length
          ? [{ name: `search API with a slip, ${area}: nothing as typed, then the corrected words (a slip drawn each time)`, group: 'visitors', path: searchAreaPath(area, slips[0]!), headers: BROWSER_API, pathFor: (n: number) => searchAreaPath(area, drawQuery(slips, n), n) } satisfies Scenario]
          : []),
      ];
    }),
    ...SHARED_PAGES.map((page): Scenario => ({ name: `${page.name} page HTML (anonymous visitors)`, group: 'visitors', path: page.path, headers: BROWSER })),
    // Issue 38: one address asks for pages and searches no cache holds (a parameter the page does not
    // read, a typo made new each time), on 20 connections; another client's GET /api/ping is measured
    // meanwhile. The per-address limits of renders and searches are at their defaults for this one.
    {
      name: 'another client’s GET /api/ping while one address floods never-repeated pages and typo searches (20 connections, per-address limits on)',
      group: 'visitors',
      path: '/api/ping',
      connections: 4,
      flood: { connections: 20, headers: BROWSER, limits: true, pathFor: (n) => floodPath(setup, n) },
    },
  ];
  const repeated: Scenario[] = [
    { name: 'health (GET /api/health, `select 1`)', group: 'repeated', path: '/api/health' },
    { name: 'shop home-data', group: 'repeated', path: '/api/shop/home-data/' },
    { name: 'shop category page', group: 'repeated', path: `/api/shop/category/${setup.categoryMetas[0]}` },
    { name: 'product detail (a new visitor each time)', group: 'repeated', path: product },
    { name: 'product detail, returning visitor', group: 'repeated', path: product, headers: { cookie: `ipak_vid=${randomUUID()}` } },
    { name: 'product detail, signed in', group: 'repeated', path: product, headers: user },
    { name: 'product page HTML, the same product again and again', group: 'repeated', path: publicPaths.product(product.split('/').at(-2)!), headers: BROWSER },
    { name: 'search "atlas" (Latin, broad), newest', group: 'repeated', path: search('atlas') },
    { name: 'search "atlas", price up', group: 'repeated', path: search('atlas', 'price_asc') },
    { name: 'search "atlas", most viewed', group: 'repeated', path: search('atlas', 'views') },
    { name: 'search "атлас" (Cyrillic, broad), newest', group: 'repeated', path: search('атлас') },
    { name: 'search "beqasam" (Latin, rare), newest', group: 'repeated', path: search('beqasam') },
    { name: "search \"ipak ro'mol\" (two words), newest", group: 'repeated', path: search("ipak ro'mol") },
    // The caches' misses for one query: later pages (the first page is cached, the query's ids are).
    { name: 'search "atlas", pages 2–41 in turn', group: 'repeated', path: search('atlas'), pathFor: (n) => `${search('atlas')}&page=${2 + (n % 40)}` },
    { name: 'admin products list (search)', group: 'repeated', path: '/api/shop/dashboard/products/', method: 'POST', body: { page_number: 3, page_size: 25, q: 'suzani' }, headers: admin },
    // The admin dashboard: every figure from one call, kept OVERVIEW_CACHE_SECONDS (the first answer computes it).
    { name: 'admin overview (dashboard figures, kept 60 s)', group: 'repeated', path: '/api/overview/dashboard/', headers: admin },
    { name: 'news home-data', group: 'repeated', path: '/api/news/home-data/' },
    { name: 'announcements home-data', group: 'repeated', path: '/api/announcements/home-data/' },
    { name: 'courses home-data', group: 'repeated', path: '/api/courses/home-data/' },
  ];
  return [...visitors, ...repeated];
}

/**
 * The flood's n-th request, never the same twice: a page with a parameter no page reads (`/?junk=`), the
 * shop's search page with a typo, or an area's search API with a typo, in turn.
 */
function floodPath(setup: ApiBenchSetup, n: number): string {
  const tail = `${n.toString(36)}${randomBytes(3).toString('hex')}`;
  const typo = (area: (typeof SEARCH_AREAS)[number]) => `${drawQuery(setup.searches[area].slips.length ? setup.searches[area].slips : ['atlsa'], n)}${tail}`;
  switch (n % 3) {
    case 0:
      return `/?junk=${tail}`;
    case 1:
      return publicPaths.products({ q: typo('shop') });
    default: {
      const area = SEARCH_AREAS[Math.floor(n / 3) % SEARCH_AREAS.length]!;
      return searchAreaPath(area, typo(area));
    }
  }
}

/** Sets the bench server's per-address limits of renders and searches: their defaults, or out of the way. */
interface ServerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** The bench server's memory now, in MiB (as the process itself reads it): resident, V8's heap in use and held, and what V8 holds outside it (buffers). */
function serverMemory(child: ReturnType<typeof fork>): Promise<ServerMemory> {
  const mib = (bytes: number) => bytes / 2 ** 20;
  return new Promise((resolve) => {
    child.once('message', (m: ServerMemory) => resolve({ rss: mib(m.rss), heapUsed: mib(m.heapUsed), heapTotal: mib(m.heapTotal), external: mib(m.external) }));
    child.send({ type: 'memory' });
  });
}

function setLimits(child: ReturnType<typeof fork>, defaults: boolean) {
  return new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.send({ type: 'limits', defaults });
  });
}

/** Measures a scenario: with its flood running alongside for as long, from this same address. */
async function measureScenario(base: string, s: Scenario, connections: number, duration: number, child: ReturnType<typeof fork>) {
  if (!s.flood) return measure(base, s, s.connections ?? connections, duration);
  if (s.flood.limits) await setLimits(child, true);
  const statuses = new Map<number, number>();
  try {
    const floodScenario: Scenario = { name: 'flood', group: s.group, path: s.flood.pathFor(next++), pathFor: s.flood.pathFor, headers: s.flood.headers };
    const [measured, flood] = await Promise.all([measure(base, s, s.connections ?? connections, duration), measure(base, floodScenario, s.flood.connections, duration, statuses)]);
    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    console.log(`  flood: ${Math.round(flood.rps)} req/s (${answers}), its p95 ${ms(flood.p95)} ms`);
    return measured;
  } finally {
    if (s.flood.limits) await setLimits(child, false);
  }
}

/** Starts the server on the given database (PGlite when no URL) and measures every scenario chosen. */
export async function runApiBench(databaseUrl: string, opts: ApiBenchOptions): Promise<ApiBenchRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-api-bench-'));
  try {
    return await runOnData(databaseUrl, dataDir, opts);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server's process (scripts/bench/api-server.ts) in one of its two phases: 'load' (the demo
 * content and the catalogue, then it exits) or 'serve'. BENCH_CPU_PROF=<dir>: the serving process
 * writes a V8 CPU profile there when it stops (where a route's time goes).
 */
function benchServer(phase: 'load' | 'serve', databaseUrl: string, dataDir: string, opts: ApiBenchOptions, extraEnv: Record<string, string> = {}) {
  const profile = phase === 'serve' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return fork(path.join(here, 'api-server.ts'), [], {
    execArgv: [...profile, '--import', 'tsx'],
    env: {
      ...process.env,
      ...extraEnv,
      NODE_ENV: 'production',
      BENCH_PHASE: phase,
      BENCH_DATA_DIR: dataDir,
      BENCH_API_DATABASE_URL: databaseUrl,
      BENCH_PRODUCTS: String(opts.products),
      BENCH_COURSES: String(opts.courses),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Loads the catalogue in a process of its own, then starts the server afresh on it and measures. */
async function runOnData(databaseUrl: string, dataDir: string, opts: ApiBenchOptions): Promise<ApiBenchRun> {
  const t0 = Date.now();
  const loader = benchServer('load', databaseUrl, dataDir, opts);
  const loadSeconds = await new Promise<number>((resolve, reject) => {
    let seconds: number | null = null;
    loader.once('message', (m: { type: string; loadSeconds: number }) => void (seconds = m.loadSeconds));
    loader.once('exit', (code) => (code === 0 && seconds !== null ? resolve(seconds) : reject(new Error(`API bench loader exited with ${code}`))));
  });
  const child = benchServer('serve', databaseUrl, dataDir, opts, { BENCH_LOAD_SECONDS: String(loadSeconds) });
  const setup = await new Promise<ApiBenchSetup>((resolve, reject) => {
    child.once('message', (m: { type: string; setup: ApiBenchSetup }) => resolve(m.setup));
    child.once('exit', (code) => reject(new Error(`API bench server exited with ${code}`)));
  });
  const label = setup.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  console.log(`API bench (${label}): loaded and the server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${setup.products.toLocaleString('en')} products and ${setup.courses.toLocaleString('en')} courses loaded in ${setup.loadSeconds.toFixed(1)} s`);
  if (!setup.pages) console.log('API bench: no built web app (npm run build): the page scenarios answer the bare template, not a server render.');
  // On a shared machine other work skews every figure: the load average is recorded with the numbers.
  const loadBefore = os.loadavg()[0];

  const scenarios = scenariosFor(setup);
  // The machine may be shared: its load drifts during a run. So each route's share is taken of the
  // trivial route measured just before it (half as long), not of one measurement at the start.
  const trivial = scenarios[0]!;
  const chosen = scenarios.filter((sc) => sc === trivial || ((!opts.group || sc.group === opts.group) && (!opts.match || sc.name.includes(opts.match))));
  const trivialSeconds = Math.max(2, Math.round(opts.duration / 2));
  const results: Measured[] = [];
  let rssMiB = Number.NaN;
  let memoryNote = '';
  try {
    for (const s of chosen) {
      // A flood scenario's warm-up would spend its address's limits before the measurement: none.
      if (opts.warmup > 0 && !s.flood) await measure(setup.url, s, s.connections ?? opts.connections, opts.warmup).catch(() => undefined);
      await drain(setup.url);
      const base = s === trivial ? undefined : await measure(setup.url, trivial, opts.connections, trivialSeconds);
      const r = await measureScenario(setup.url, s, opts.connections, opts.duration, child);
      await drain(setup.url);
      results.push({ scenario: s, ...r, trivialRps: base?.rps });
      console.log(`${label} | ${s.name} | ${Math.round(r.rps)} req/s | p50 ${ms(r.p50)} | p95 ${ms(r.p95)} | p99 ${ms(r.p99)} | ${share(results.at(-1)!)}${base ? ` of ${Math.round(base.rps)}` : ''} | errors ${r.errors} | timeouts ${r.timeouts}`);
    }
    const memory = await serverMemory(child);
    rssMiB = memory.rss;
    memoryNote = ` (V8's heap ${Math.round(memory.heapUsed)} MiB in use of ${Math.round(memory.heapTotal)} held, buffers outside it ${Math.round(memory.external)} MiB)`;
    console.log(`${label} | the server's resident memory after the routes: ${Math.round(rssMiB)} MiB${memoryNote}`);
  } finally {
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
  const loadAfter = os.loadavg()[0];

  const extra = [setup.products > 0 ? `${setup.products.toLocaleString('en')} products` : '', setup.courses > 0 ? `${setup.courses.toLocaleString('en')} courses` : ''].filter(Boolean).join(' and ');
  const dataset = extra ? `demo content plus ${extra}` : 'demo content';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const description =
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, ${label}; 1-minute load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end. ` +
    `The server runs in a child process (NODE_ENV=production), autocannon in the parent; ${dataset}; ${opts.connections} connections, ${opts.duration} s per route after a ${opts.warmup} s warm-up. ` +
    `The server (started afresh on the loaded database: the loading runs in a process of its own) holds ${Math.round(rssMiB)} MiB resident after the last route${memoryNote}. Latency percentiles are of every answer; "of trivial route" is the throughput as a share of GET /api/ping's, measured for ${trivialSeconds} s just before the route, once the server has worked off what the previous run left queued.`;
  const repeatedRows = results.filter((m) => m.scenario.group === 'repeated' || m.scenario === trivial);
  const repeatedTable = [
    `${description} The admin overview is kept ${OVERVIEW_CACHE_SECONDS} s; computing it afresh (its ${OVERVIEW_QUERIES} queries, before the load) took ${ms(setup.overviewComputeMs)} ms (median of 5).`,
    '',
    '| route (the same key again and again) | req/s | p50 ms | p95 ms | p99 ms | of trivial route | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...repeatedRows.map((m) => `| ${m.scenario.name} | ${Math.round(m.rps)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${share(m)}${m.trivialRps ? ` of ${Math.round(m.trivialRps)}` : ''} | ${m.errors} |`),
  ].join('\n');
  return { kind: setup.kind, label, products: setup.products, machine, loadBefore, loadAfter, results, rssMiB, repeatedTable, description };
}

/**
 * The headline: the visitor scenarios of every database measured in this run, side by side, each as a
 * share of the trivial route of its own server.
 */
export function visitorTable(runs: ApiBenchRun[]): string {
  const names = [...new Set(runs.flatMap((run) => run.results.filter((m) => m.scenario.group === 'visitors').map((m) => m.scenario.name)))];
  const head = ['| what visitors ask for', ...runs.map((run) => `${run.label}: req/s | p50 | p95 | p99 ms | of trivial | errors (timeouts)`)].join(' | ');
  const align = ['| ---', ...runs.map(() => '---: | ---: | ---: | ---: | ---: | ---:')].join(' | ');
  const rows = names.map((name) =>
    [
      `| ${name}`,
      ...runs.map((run) => {
        const m = run.results.find((r) => r.scenario.name === name);
        return m ? `${Math.round(m.rps)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${share(m)} | ${m.errors} (${m.timeouts})` : '– | – | – | – | – | –';
      }),
    ].join(' | ') + ' |',
  );
  return [...runs.map((run) => run.description), '', head + ' |', align + ' |', ...rows].join('\n');
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
