// The upload bench: memory of the real server (server/main.ts as a child process, the way it runs in
// production) while many large phone photos arrive at once. Each request creates a product with four
// 12-megapixel JPEGs; `concurrency` requests are in flight at a time. The server's resident memory is
// read from /proc every 50 ms (and its kernel-kept peak, VmHWM, at the end), so the number is the
// process's own, not the load generator's. The per-user upload and new-product limits are lifted for
// the run: it measures what the image pool alone holds memory to, as if many users uploaded together.
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/accounts';
import { startServerProcess } from '../lib/server-process';

export interface UploadBenchOptions {
  /** Product uploads in all. */
  uploads: number;
  /** Uploads in flight at once. */
  concurrency: number;
}

const MiB = 2 ** 20;
/** What the load may add to the idle server's memory: two images in work at a time, each at most 1280 px wide once decoded, plus the requests' bodies. */
const GROWTH_BUDGET_MIB = 256;
const IMAGE_WIDTH = 4000;
const IMAGE_HEIGHT = 3000;
const IMAGES_PER_UPLOAD = 4;

/** Resident and peak resident memory of a process, in bytes, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** A 12 MP photo-like JPEG (smooth colour plus grain, so it neither compresses to nothing nor passes 5 MB). */
async function photo(seed: number): Promise<Buffer> {
  const grain = await sharp({ create: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, channels: 3, background: { r: (seed * 53) % 256, g: 90, b: 140 } } })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function runUploadBench(options: UploadBenchOptions): Promise<string> {
  const server = await startServerProcess({
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
    RATE_LIMIT_PRODUCTS_PER_MINUTE: '1000000',
  });
  const { base, pid } = server;
  try {
    const seller = DEMO_ACCOUNTS.find((a) => a.role === 'housemaker')!;
    const login = await fetch(`${base}/api/users/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: seller.phone, password: DEMO_PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };
    const categories = (await (await fetch(`${base}/api/shop/categories/`)).json()) as { guid: string }[];
    const photos = await Promise.all(Array.from({ length: IMAGES_PER_UPLOAD }, (_, i) => photo(i)));
    const photoBytes = photos.reduce((sum, p) => sum + p.length, 0) / photos.length;

    // Settle after start-up and seeding, then take the idle figure.
    await new Promise((r) => setTimeout(r, 2000));
    const idle = memoryOf(pid).rss;
    // The kernel's peak so far includes start-up and the demo seed's own image work: reset it (Linux,
    // clear_refs 5), so the peak read at the end is the load's.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let peakSampled = idle;
    const sampler = setInterval(() => {
      peakSampled = Math.max(peakSampled, memoryOf(pid).rss);
    }, 50);

    let next = 0;
    let failed = 0;
    const latencies: number[] = [];
    const started = Date.now();
    const worker = async () => {
      while (next < options.uploads) {
        const n = next++;
        const form = new FormData();
        form.set('title', `Bench atlas ${n}`);
        form.set('description', '<p>Tabiiy ipak.</p>');
        form.set('price', '450000');
        form.set('category', categories[n % categories.length]!.guid);
        photos.forEach((p, i) => form.append('images', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
        const t0 = Date.now();
        const res = await fetch(`${base}/api/shop/user-products/upload/`, { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
        latencies.push(Date.now() - t0);
        if (res.status !== 201) {
          failed++;
          console.error(`upload ${n}: ${res.status} ${await res.text()}`);
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const { peak } = memoryOf(pid);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const images = options.uploads * IMAGES_PER_UPLOAD;
    const growth = Math.round((Math.max(peak, peakSampled) - idle) / MiB);

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`;
    return [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}: the real server as its own process, demo content; ` +
        `${options.uploads} product uploads, ${options.concurrency} at a time, each with ${IMAGES_PER_UPLOAD} JPEG photos of ${IMAGE_WIDTH} × ${IMAGE_HEIGHT} px ` +
        `(${(photoBytes / MiB).toFixed(1)} MiB each); per-user upload limits lifted for the run.`,
      '',
      '| measure | value |',
      '| --- | ---: |',
      `| server memory (RSS) idle, after start-up | ${Math.round(idle / MiB)} MiB |`,
      `| server memory (RSS) peak during the load, sampled every 50 ms | ${Math.round(peakSampled / MiB)} MiB |`,
      `| server memory peak during the load (VmHWM, the kernel's, reset before it) | ${Math.round(peak / MiB)} MiB |`,
      `| growth over idle (budget ${GROWTH_BUDGET_MIB} MiB) | ${growth} MiB, ${growth <= GROWTH_BUDGET_MIB ? 'within' : 'over'} budget |`,
      `| images processed | ${images} in ${seconds.toFixed(1)} s (${(images / seconds).toFixed(1)} a second) |`,
      `| upload time p50 / p95 | ${(p(0.5) / 1000).toFixed(1)} s / ${(p(0.95) / 1000).toFixed(1)} s |`,
      `| failed uploads | ${failed} |`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}
