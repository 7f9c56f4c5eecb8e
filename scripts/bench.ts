// npm run bench [-- --duration 10 --connections 50 --write] [--only api|chat|uploads]
// API: starts the real server on a fresh embedded database with the demo content (or on
// BENCH_DATABASE_URL), then measures each route with autocannon at a fixed number of connections,
// next to a trivial route of the same server in the same run.
// Chat (scripts/bench/chat.ts): sockets, steady send rate, delivery latency, idle-socket memory.
// Uploads (scripts/bench/uploads.ts): the server's memory while many large photos arrive at once.
// Prints markdown tables; --write replaces the measured sections (## API, ## Chat, ## Uploads) of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../server/db/seed';
import { runChatBench } from './bench/chat';
import { runUploadBench } from './bench/uploads';
import { writeSection } from './lib/bench-doc';
import { loadProducts } from './bench/load-products';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    write: { type: 'boolean', default: false },
    products: { type: 'string', default: '100000' },
    only: { type: 'string' },
    'chat-chats': { type: 'string', default: '1000' },
    'chat-rate': { type: 'string', default: '500' },
    'chat-seconds': { type: 'string', default: '10' },
    'chat-idle': { type: 'string', default: '10000' },
    'upload-count': { type: 'string', default: '24' },
    'upload-concurrency': { type: 'string', default: '12' },
  },
});
if (values.only && !['api', 'chat', 'uploads'].includes(values.only)) throw new Error('--only must be api, chat or uploads');
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

async function measure(url: string, s: Scenario = { name: '', path: '' }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    method: s.method ?? 'GET',
    body: s.body ? JSON.stringify(s.body) : undefined,
    headers: { ...(s.body ? { 'content-type': 'application/json' } : {}), ...s.headers },
  });
  return { rps: result.requests.average, p50: result.latency.p50, p95: result.latency.p97_5 ?? result.latency.p99, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const runs = (part: string) => !values.only || values.only === part;
  if (runs('api')) await apiBench();
  if (runs('chat')) {
    const { kind, table } = await runChatBench({
      chats: Number(values['chat-chats']),
      rate: Number(values['chat-rate']),
      seconds: Number(values['chat-seconds']),
      idleSockets: Number(values['chat-idle']),
    });
    console.log(`\n${table}`);
    // The default deployment (PGlite) owns "## Chat"; a BENCH_DATABASE_URL run has its own section.
    if (values.write) writeSection(kind === 'pglite' ? 'Chat' : 'Chat on PostgreSQL', table);
  }
  if (runs('uploads')) {
    const table = await runUploadBench({ uploads: Number(values['upload-count']), concurrency: Number(values['upload-concurrency']) });
    console.log(`\n${table}`);
    if (values.write) writeSection('Uploads', table);
  }
}

async function apiBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(dataDir, 'db') });
  const app = await buildApp({ config: { ...config, logLevel: 'silent' }, database });
  await seedIfEmpty(app.db, config, app.log);
  const productCount = Number(values.products);
  if (productCount > 0) {
    const t0 = Date.now();
    await loadProducts(app.db, productCount);
    console.log(`loaded ${productCount} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.phone, password: DEMO_PASSWORD } });
  const adminToken = admin.json().access as string;
  const categoryMeta = (await app.inject({ url: '/api/shop/categories/' })).json()[0].meta as string;

  const scenarios: Scenario[] = [
    { name: 'trivial route (GET /api/health)', path: '/api/health' },
    { name: 'shop home-data', path: '/api/shop/home-data/' },
    { name: 'shop category page', path: `/api/shop/category/${categoryMeta}` },
    { name: 'product detail', path: '/api/shop/product/bench-4242/' },
    { name: "search (q=ipak ro'mol, newest)", path: `/api/shop/products/?q=${encodeURIComponent("ipak ro'mol")}` },
    { name: 'search, Cyrillic (q=атлас, price up)', path: `/api/shop/products/?q=${encodeURIComponent('атлас')}&sort=price_asc` },
    { name: 'admin products list (search)', path: '/api/shop/dashboard/products/', method: 'POST', body: { page_number: 3, page_size: 25, q: 'suzani' }, headers: { authorization: `Bearer ${adminToken}` } },
    { name: 'news home-data', path: '/api/news/home-data/' },
    { name: 'announcements home-data', path: '/api/announcements/home-data/' },
    { name: 'courses home-data', path: '/api/courses/home-data/' },
  ];

  const rows: string[] = [];
  let trivialRps = 0;
  for (const s of scenarios) {
    await measure(`${address}${s.path}`, s).catch(() => undefined); // warm-up
    const r = await measure(`${address}${s.path}`, s);
    if (s.path === '/api/health') trivialRps = r.rps;
    const ratio = trivialRps ? `${Math.round((r.rps / trivialRps) * 100)}%` : '—';
    rows.push(`| ${s.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${ratio} | ${r.errors} |`);
    console.log(rows.at(-1));
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const dataset = productCount > 0 ? `demo content plus ${productCount.toLocaleString('en')} products` : 'demo content';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${dataset}; ${connections} connections, ${duration} s per route, after a warm-up run of the same length.`,
    '',
    '| route | req/s | p50 ms | p97.5 ms | p99 ms | of trivial route | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  if (values.write) writeSection('API', table);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
