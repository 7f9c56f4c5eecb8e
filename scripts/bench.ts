// npm run bench [-- --duration 10 --warmup 3 --connections 50 --products 100000 --courses 5000 --write] [--only api|chat|uploads|media|cluster]
//                [--match overview] [--group visitors|repeated] [--databases both|postgres|pglite]
// API and pages (scripts/bench/api.ts): the real server (NODE_ENV=production, the built web app) in a
// child process on a fresh database with the demo content, 100,000 products and 5,000 courses (loaded
// by a process of their own before the server starts: its memory is then its own), measured route by
// route with autocannon from this process, next to a trivial route (GET /api/ping) of the same server
// in the same run; once on the embedded database (PGlite) and once on PostgreSQL (BENCH_DATABASE_URL,
// else a fresh database on a local server at 127.0.0.1:5432 when one answers, dropped afterwards).
// The headline is what visitors meet (## Visitor traffic: random products, new queries, the shared
// pages; both databases side by side); the same-key figures follow per database. With --products
// other than 100,000 the visitor table goes to its own section (e.g. the 1,000,000-product run:
// `npm run bench -- --only api --databases postgres --group visitors --products 1000000 --write`).
// Chat (scripts/bench/chat.ts): sockets, steady send rate, delivery latency, idle-socket memory.
// Uploads (scripts/bench/uploads.ts): the server's memory while many large photos arrive at once.
// Media (scripts/bench/media.ts): /media images from the disk and from an S3 bucket (s3rver).
// Cluster (scripts/bench/cluster.ts): a visitor mix through npm run cluster's proxy at 3 instances and
// at 1 (PostgreSQL: BENCH_DATABASE_URL's server, else 127.0.0.1:5432): the capacity model's inputs.
// BENCH_CPU_PROF=<dir>: the API bench's server writes a V8 CPU profile there when it stops.
// Prints markdown tables; --write replaces the measured sections (## API (embedded PGlite),
// ## API (PostgreSQL), ## Chat, ## Uploads, ## Files from a bucket, ## Cluster) of docs/benchmarks.md.
import { parseArgs } from 'node:util';
import { benchPostgres, runApiBench, visitorTable, type ApiBenchRun } from './bench/api';
import { runChatBench } from './bench/chat';
import { runClusterBench } from './bench/cluster';
import { runMediaBench } from './bench/media';
import { runUploadBench } from './bench/uploads';
import { writeSection } from './lib/bench-doc';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    write: { type: 'boolean', default: false },
    products: { type: 'string', default: '100000' },
    courses: { type: 'string', default: '5000' },
    only: { type: 'string' },
    // Only the API routes whose name contains this (and the trivial route): a quick look at one route.
    match: { type: 'string' },
    group: { type: 'string' },
    databases: { type: 'string', default: 'both' },
    'chat-chats': { type: 'string', default: '1000' },
    'chat-rate': { type: 'string', default: '500' },
    'chat-seconds': { type: 'string', default: '10' },
    'chat-idle': { type: 'string', default: '10000' },
    'upload-count': { type: 'string', default: '24' },
    'upload-concurrency': { type: 'string', default: '12' },
  },
});
if (values.only && !['api', 'chat', 'uploads', 'media', 'cluster'].includes(values.only)) throw new Error('--only must be api, chat, uploads, media or cluster');
if (values.group && !['visitors', 'repeated'].includes(values.group)) throw new Error('--group must be visitors or repeated');
if (!['both', 'postgres', 'pglite'].includes(values.databases)) throw new Error('--databases must be both, postgres or pglite');

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
  if (runs('media')) {
    const table = await runMediaBench({ connections: Number(values.connections), duration: Number(values.duration), warmup: Number(values.warmup) });
    console.log(`\n${table}`);
    if (values.write) writeSection('Files from a bucket', table);
  }
  if (runs('cluster')) {
    const table = await runClusterBench({
      connections: Number(values.connections),
      duration: Number(values.duration),
      warmup: Number(values.warmup),
      products: Number(values.products),
      postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    console.log(`\n${table}`);
    if (values.write) writeSection('Cluster', table);
  }
}

async function apiBench() {
  const products = Number(values.products);
  const opts = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    products,
    courses: Number(values.courses),
    match: values.match,
    group: values.group as 'visitors' | 'repeated' | undefined,
  };
  // A partial run (--match) never replaces the recorded sections.
  const write = values.write && !values.match;
  const runs: ApiBenchRun[] = [];
  if (values.databases !== 'pglite') {
    const postgres = await benchPostgres();
    if (!postgres) console.log('\nAPI bench: no PostgreSQL server answered (set BENCH_DATABASE_URL); PostgreSQL is left out.');
    else {
      try {
        runs.push(await runApiBench(postgres.url, opts));
      } finally {
        await postgres.drop();
      }
    }
  }
  if (values.databases !== 'postgres') runs.push(await runApiBench('', opts));

  const catalogue = products === 100_000 ? '' : ` at ${products.toLocaleString('en')} products`;
  if (opts.group !== 'repeated') {
    const table = visitorTable(runs);
    console.log(`\n${table}`);
    if (write) writeSection(`Visitor traffic${catalogue}`, table);
  }
  if (opts.group !== 'visitors') {
    for (const run of runs) {
      console.log(`\n${run.repeatedTable}`);
      if (write) writeSection(`${run.kind === 'pglite' ? 'API (embedded PGlite)' : 'API (PostgreSQL)'}${catalogue}: the same key again and again`, run.repeatedTable);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
