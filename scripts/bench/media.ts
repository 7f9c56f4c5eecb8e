// The media bench (issue 28): what /media costs a visitor when the files are on the instance's disk
// and when they are in a bucket streamed through the instance, next to the bucket answering on its
// own (the floor of any way to serve from it, a redirect to a signed address included). The real
// server (server/main.ts) runs as its own process with the demo content, once per store; the S3
// server (s3rver) is a process of its own too; autocannon runs here. Each request asks for a random
// image of the whole set (every width of every demo picture), as a page full of thumbnails does.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DiskBlobStore } from '../../server/lib/blob-store';
import { S3BlobStore } from '../../server/lib/s3-blob-store';
import { startS3ServerProcess } from '../lib/s3-server-process';
import { startServerProcess } from '../lib/server-process';

export interface MediaBenchOptions {
  connections: number;
  duration: number;
  warmup: number;
}

interface Measured {
  rps: number;
  mbps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const ms = (v: number) => v.toFixed(1);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** autocannon at `connections`, each request a random one of `paths`; latencies of every answer. */
function measure(base: string, paths: string[], connections: number, duration: number, headers: Record<string, string> = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          mbps: result.throughput.average / 2 ** 20,
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

async function imageKeys(list: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of list) if (key.endsWith('.webp')) keys.push(key);
  if (keys.length === 0) throw new Error('no images to serve: the demo seed wrote none');
  return keys;
}

export async function runMediaBench(opts: MediaBenchOptions): Promise<string> {
  const s3 = await startS3ServerProcess({ bucket: 'ipak-bench' });
  const rows: [string, Measured][] = [];
  let files = 0;
  try {
    const run = async (label: string, base: string, paths: string[], headers?: Record<string, string>) => {
      await measure(base, paths, opts.connections, opts.warmup, headers);
      const m = await measure(base, paths, opts.connections, opts.duration, headers);
      console.log(`${label} | ${Math.round(m.rps)} req/s | ${m.mbps.toFixed(1)} MiB/s | p50 ${ms(m.p50)} | p95 ${ms(m.p95)} | p99 ${ms(m.p99)} | errors ${m.errors}`);
      rows.push([label, m]);
    };

    const disk = await startServerProcess({ REDIS_URL: '' });
    try {
      const keys = await imageKeys(new DiskBlobStore(path.join(disk.dataDir, 'uploads')).list());
      files = keys.length;
      await run('from the disk, through the instance (@fastify/static)', disk.base, keys.map((k) => `/media/${k}`));
    } finally {
      await disk.stop();
    }

    const bucketed = await startServerProcess({ REDIS_URL: '', ...s3.env });
    try {
      const bucket = new S3BlobStore({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
      const keys = await imageKeys(bucket.list());
      await bucket.close();
      await run('from the bucket, streamed through the instance', bucketed.base, keys.map((k) => `/media/${k}`));
      // The bucket alone (s3rver answers an unsigned GET of its own): what a redirect's second request would cost it, without the redirect.
      await run('the bucket alone, asked directly (no instance)', s3.endpoint, keys.map((k) => `/${s3.bucket}/${k}`));
    } finally {
      await bucketed.stop();
    }
  } finally {
    await s3.stop();
  }

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}: the real server as its own process (embedded database, demo content), the S3 server ` +
      `(s3rver) as another, autocannon in a third; ${opts.connections} connections, ${opts.duration} s after a ${opts.warmup} s warm-up; each request a random ` +
      `one of the ${files} demo images (every width). All three share the machine's cores.`,
    '',
    '| /media image | req/s | MiB/s | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(([label, m]) => `| ${label} | ${Math.round(m.rps)} | ${m.mbps.toFixed(1)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.errors} |`),
  ].join('\n');
}
