// The cluster bench (issue 28, item 5): the inputs of the capacity model in docs/deploy.md. A visitor
// mix goes through the cluster's proxy (scripts/lib/cluster.ts: instances of the real server, each its
// own process, on one PostgreSQL database, Redis and an S3 bucket; demo content plus synthetic
// products) at 1 instance and at 3; for each run: answers a second, latency, the CPU time each answer
// cost the instances (process_cpu_seconds_total from each instance's /metrics, before and after), and
// the most PostgreSQL connections open and busy at once (pg_stat_activity, sampled every 100 ms).
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { publicPaths } from '@shared/paths';
import { openDatabase } from '../../server/db/client';
import { S3BlobStore } from '../../server/lib/s3-blob-store';
import { startCluster, type Cluster } from '../lib/cluster';
import { loadProducts } from './load-products';
import { CATEGORY_PAGES, draw, newSearchQuery, randomProductMeta, searchApiPath } from './visitors';

export interface ClusterBenchOptions {
  connections: number;
  duration: number;
  warmup: number;
  products: number;
  postgresUrl: string;
}

const METRICS_TOKEN = 'cluster-bench-metrics-token';
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml,*/*' };

/**
 * What a visitor's requests are made of, by share (a page view brings its API reads and images):
 * the product pages and API are the most, then categories, the shared pages, images, a few searches.
 */
function visitorMix(products: number, categoryMetas: string[], images: string[]) {
  const kinds: [number, (n: number) => string][] = [
    [20, (n) => publicPaths.product(randomProductMeta(n, products))],
    [15, (n) => `/api/shop/product/${randomProductMeta(n, products)}/`],
    [15, (n) => {
      const r = draw(n, 3);
      return `/api/shop/category/${categoryMetas[Math.floor(r() * categoryMetas.length)]}?page=${1 + Math.floor(r() * CATEGORY_PAGES)}`;
    }],
    [10, () => publicPaths.home()],
    [5, () => publicPaths.shop()],
    [25, (n) => `/media/${images[Math.floor(draw(n, 4)() * images.length)]}`],
    [10, (n) => searchApiPath(newSearchQuery(n))],
  ];
  const total = kinds.reduce((sum, [share]) => sum + share, 0);
  return (n: number) => {
    let x = draw(n, 5)() * total;
    for (const [share, path] of kinds) {
      if ((x -= share) < 0) return path(n);
    }
    return kinds[0][1](n);
  };
}

async function cpuSeconds(cluster: Cluster, alive: number): Promise<number> {
  let sum = 0;
  for (const instance of cluster.instances.slice(0, alive)) {
    const text = await (await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    sum += Number(/^process_cpu_seconds_total\s+([\d.e+-]+)/m.exec(text)?.[1] ?? NaN);
  }
  return sum;
}

let next = 0;
function load(url: string, pathFor: (n: number) => string, connections: number, duration: number) {
  return new Promise<{ rps: number; p50: number; p95: number; p99: number; errors: number }>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections, duration, timeout: 10, headers: BROWSER, requests: [{ setupRequest: (req) => ({ ...req, path: pathFor(next++) }) }] },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
        resolve({ rps: result.requests.average, p50: at(50), p95: at(95), p99: at(99), errors: result.errors + result.non2xx });
      },
    );
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  });
}

export async function runClusterBench(opts: ClusterBenchOptions): Promise<string> {
  const cluster = await startCluster({
    instances: 3,
    postgresUrl: opts.postgresUrl,
    seed: true,
    // The bench's visitors all come from this machine's one address: its limits are out of the way.
    env: { METRICS_TOKEN, LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN_PER_IP: '1000000', RATE_LIMIT_RENDERS_PER_MINUTE: '1000000000', RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000000' },
  });
  const rows: string[] = [];
  try {
    const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
    await loadProducts(database.db, opts.products);
    const categoryMetas = ((await (await fetch(`${cluster.url}/api/shop/categories/`)).json()) as { meta: string }[]).map((c) => c.meta);
    const bucket = new S3BlobStore({ endpoint: cluster.s3.endpoint, bucket: cluster.s3.bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    const images: string[] = [];
    for await (const key of bucket.list()) if (key.endsWith('-640.webp')) images.push(key);
    await bucket.close();
    const mix = visitorMix(opts.products, categoryMetas, images);

    /** Runs the mix through the proxy with the first `alive` instances up (the others stopped). */
    const measure = async (alive: number) => {
      await load(cluster.url, mix, opts.connections, opts.warmup);
      const cpuBefore = await cpuSeconds(cluster, alive);
      let most = { open: 0, busy: 0 };
      const sampler = setInterval(() => {
        database.db
          // Every connection to this database but the sampler's own.
          .execute(sql`select count(*)::int as open, count(*) filter (where state = 'active')::int as busy from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
          .then((r) => {
            const row = (r as unknown as { rows: { open: number; busy: number }[] }).rows[0];
            most = { open: Math.max(most.open, row.open), busy: Math.max(most.busy, row.busy) };
          }, () => undefined);
      }, 100);
      const result = await load(cluster.url, mix, opts.connections, opts.duration);
      clearInterval(sampler);
      const cpu = (await cpuSeconds(cluster, alive)) - cpuBefore;
      const cpuMsPerAnswer = (cpu * 1000) / (result.rps * opts.duration);
      const line = `| ${alive} | ${Math.round(result.rps)} | ${result.p50.toFixed(0)} | ${result.p95.toFixed(0)} | ${result.p99.toFixed(0)} | ${cpuMsPerAnswer.toFixed(2)} | ${most.open} / ${most.busy} | ${result.errors} |`;
      console.log(line);
      rows.push(line);
    };
    await measure(3);
    // One instance: the other two stopped (SIGTERM); the proxy sends to the one left.
    await cluster.instances[2].process.stop();
    await cluster.instances[1].process.stop();
    await new Promise((r) => setTimeout(r, 1000));
    await measure(1);
    await database.close();
  } finally {
    await cluster.stop();
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}: \`npm run cluster\`'s set-up (instances of the real server as processes, PostgreSQL on this machine, ` +
      `Redis, s3rver, the proxy) with the demo content and ${opts.products.toLocaleString('en')} products; autocannon in this process, ${opts.connections} connections, ` +
      `${opts.duration} s after a ${opts.warmup} s warm-up. Each request one of a visitor's: a product page (20 %) or its API (15 %), a category's page of products (15 %), ` +
      `home (10 %) and shop (5 %) pages, a product photo (25 %), a new search (10 %). Everything shares the machine's cores.`,
    '',
    '| instances | req/s | p50 ms | p95 ms | p99 ms | instance CPU ms per answer | PostgreSQL connections, most open / busy | errors |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
