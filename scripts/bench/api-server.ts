// The server side of the API bench, run as a child process so that the load generator (autocannon,
// in the parent) does not share the server's event loop; run twice on one fresh database (embedded
// PGlite in the parent's temporary folder, or the PostgreSQL database named by BENCH_API_DATABASE_URL).
// BENCH_PHASE=load loads the demo content, BENCH_PRODUCTS synthetic products and BENCH_COURSES
// synthetic courses, then exits; BENCH_PHASE=serve starts the real app on them, makes the queries of
// the search scenarios, listens on a free port and hands the parent what the scenarios need over IPC;
// {memory} answers its memory, {stop} closes the app and exits.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createRateLimits } from '../../server/lib/rate-limiter';
import { openDatabase } from '../../server/db/client';
import { searchVocabulary } from '../../server/db/search-vocabulary.table';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../../server/seed';
import { computeOverview } from '../../server/modules/overview/overview.service';
import { mostViewedProducts } from '../../server/modules/shop/products.repository';
import { loadCourses } from './load-courses';
import { loadProducts } from './load-products';
import { draw, SEARCH_AREAS, searchAreaPath, slipOf, type SearchArea, type SearchQueries } from './visitors';

export interface ApiBenchSetup {
  url: string;
  kind: 'pglite' | 'postgres';
  /** Access tokens of the demo admin and of the demo user (the signed-in scenarios). */
  adminToken: string;
  userToken: string;
  /** Every shop category's meta (the category scenarios). */
  categoryMetas: string[];
  /** The most viewed products' metas (the shared product pages). */
  mostViewedMetas: string[];
  /** Whether pages are rendered on the server (a built web app with its server bundle). */
  pages: boolean;
  products: number;
  courses: number;
  loadSeconds: number;
  /** Per searchable area: words its search finds as typed, and slips that find nothing as typed and are corrected (did_you_mean). */
  searches: Record<SearchArea, SearchQueries>;
  /** The admin overview computed afresh (what one answer costs every OVERVIEW_CACHE_SECONDS): median of 5, ms. */
  overviewComputeMs: number;
}

/**
 * Waits until the app no longer sheds load: its start on a large catalogue holds the event loop, and
 * the server runs as in production (server/plugins/load-shedding.ts), so its first answers after that
 * would be 503s.
 */
async function untilCalm(app: FastifyInstance) {
  while ((await app.inject({ url: '/api/shop/categories/' })).statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Two runs of this file, one after the other, on one data directory (BENCH_DATA_DIR, the parent's):
 * BENCH_PHASE=load seeds the demo content and loads the catalogue, then exits; the server is then
 * started afresh on what it left, as a real one starts on its database, so its memory after the
 * routes (issue 42 item 4) is the server's, not the loader's garbage as well.
 */
async function main() {
  if (process.env.BENCH_PHASE === 'load') return loadCatalogue();
  return serve();
}

/** The same settings for both phases: the data directory, the database, the limits out of the way. */
function benchConfig() {
  const databaseUrl = process.env.BENCH_API_DATABASE_URL ?? '';
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is not set (scripts/bench/api.ts sets it)');
  // Access tokens that outlive the longest run (the signed-in scenarios reuse one).
  // The scenarios stand for many visitors, but all come from this one address: the per-address limits of
  // renders and searches are out of their way, and put back only for the flood scenario ({type: 'limits'}).
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    ACCESS_TOKEN_TTL_SECONDS: String(6 * 3600),
    RATE_LIMIT_RENDERS_PER_MINUTE: String(1e9),
    RATE_LIMIT_SEARCHES_PER_MINUTE: String(1e9),
    RATE_LIMIT_CRAWLER_PER_MINUTE: String(1e9),
  });
  return { config, dataDir, databaseUrl };
}

async function openApp(config: ReturnType<typeof benchConfig>['config'], dataDir: string) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(dataDir, 'db') });
  const app = await buildApp({ config: { ...config, logLevel: 'silent' }, database });
  return { app, database };
}

/** Phase one: the demo content and the catalogue, in a process of their own; reports how long the catalogue took. */
async function loadCatalogue() {
  const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const courseCount = Number(process.env.BENCH_COURSES ?? 5_000);
  const { config, dataDir } = benchConfig();
  const { app } = await openApp(config, dataDir);
  await seedIfEmpty(app.db, app.blobs, app.log);
  const t0 = Date.now();
  if (productCount > 0) await loadProducts(app.db, productCount);
  if (courseCount > 0) await loadCourses(app.db, courseCount);
  const loadSeconds = (Date.now() - t0) / 1000;
  await app.close();
  process.send!({ type: 'loaded', loadSeconds }, () => process.exit(0));
}

/** Phase two: the server on the loaded database, measured by the parent until it says stop. */
async function serve() {
  const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const courseCount = Number(process.env.BENCH_COURSES ?? 5_000);
  const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 0);
  const { config, dataDir, databaseUrl } = benchConfig();
  const { app, database } = await openApp(config, dataDir);
  const searches = {} as Record<SearchArea, SearchQueries>;
  await untilCalm(app);
  for (const area of SEARCH_AREAS) searches[area] = await searchQueries(app, area);
  const overviewTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await computeOverview({ db: app.db });
    overviewTimes.push(performance.now() - start);
  }
  const overviewComputeMs = overviewTimes.sort((a, b) => a - b)[2];
  await untilCalm(app);

  const login = async (role: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const res = await app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: account.phone, password: DEMO_PASSWORD } });
    return res.json().access as string;
  };
  const adminToken = await login('admin');
  const userToken = await login('user');
  const categoryMetas = ((await app.inject({ url: '/api/shop/categories/' })).json() as { meta: string }[]).map((c) => c.meta);
  const mostViewedMetas = (await mostViewedProducts(app.db, 20)).map((p) => p.meta);
  const pages = fs.existsSync(config.ssrEntry) && fs.existsSync(path.join(config.webDir, 'index.html'));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  process.on('message', async (m: { type: string; defaults?: boolean }) => {
    // The per-address limits of renders and searches: the defaults (a fresh count), or out of the way again.
    if (m.type === 'limits') {
      const own = m.defaults ? loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '' }).rateLimits : config.rateLimits;
      const fresh = createRateLimits({ ...config, rateLimits: { ...config.rateLimits, rendersPerAddress: own.rendersPerAddress, searchesPerAddress: own.searchesPerAddress, crawlerPerAddress: own.crawlerPerAddress } });
      Object.assign(app.rateLimits, { render: fresh.render, search: fresh.search, crawler: fresh.crawler });
      process.send!({ type: 'limits-set' });
    }
    if (m.type === 'memory') {
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      process.send!({ type: 'memory', rss, heapUsed, heapTotal, external });
    }
    if (m.type === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
  process.send!({
    type: 'ready',
    setup: { url, kind: database.kind, adminToken, userToken, categoryMetas, mostViewedMetas, pages, products: productCount, courses: courseCount, loadSeconds, searches, overviewComputeMs } satisfies ApiBenchSetup,
  });
}

/** How many queries of each kind an area's scenarios draw from (each drawn at random per request). */
const QUERIES_PER_AREA = 200;

/**
 * The queries of an area's search scenarios, from the words of its stored keys (search_vocabulary):
 * words its list finds as typed, and one-letter slips of them (two neighbours swapped, or one letter
 * wrong) that it finds nothing for as typed and answers corrected. Each is checked through the real
 * endpoint here, before the run, so the run measures only what its name says.
 */
async function searchQueries(app: FastifyInstance, area: SearchArea): Promise<SearchQueries> {
  // In a fixed order that is not the alphabet's, so the queries are not all of one kind.
  const words = (
    await app.db
      .select({ word: searchVocabulary.word })
      .from(searchVocabulary)
      .where(and(eq(searchVocabulary.area, area), sql`${searchVocabulary.word} ~ '^[a-z]{5,14}$'`))
      .orderBy(sql`md5(${searchVocabulary.word})`)
  ).map((r) => r.word);
  const answer = async (q: string) => (await app.inject({ url: searchAreaPath(area, q) })).json() as { results?: unknown[]; data?: unknown[]; did_you_mean: string | null };
  const known: string[] = [];
  const slips: string[] = [];
  for (const [i, word] of words.entries()) {
    if (known.length >= QUERIES_PER_AREA && slips.length >= QUERIES_PER_AREA) break;
    if (known.length < QUERIES_PER_AREA) {
      const found = await answer(word);
      if ((found.results ?? found.data ?? []).length > 0 && found.did_you_mean === null) known.push(word);
    }
    if (slips.length < QUERIES_PER_AREA) {
      const slip = slipOf(word, draw(i, 7));
      if (slip !== word && (await answer(slip)).did_you_mean !== null) slips.push(slip);
    }
  }
  console.log(`API bench: ${area} search queries: ${known.length} found as typed, ${slips.length} slips corrected (of ${words.length} words)`);
  return { known, slips };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
