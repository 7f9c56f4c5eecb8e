// npm run lighthouse [-- --runs 3 --write --only home,product]
// Lighthouse (from npm; mobile preset: a mid-range phone, slow 4G, 4× CPU slowdown, simulated) against
// the built app served by the real server in its own process on a fresh database with the demo
// content, driving Debian's Chromium. Each public page is measured `runs` times; the table shows the
// medians and the budgets of DESIGN.md §8 / issue 11: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
// CLS ≤ 0.05, and the home page's first-load JavaScript ≤ 120 KB gzip (the scripts the page fetched,
// gzipped from dist/web at level 9). --write replaces "## Lighthouse (mobile)" in docs/benchmarks.md.
// Measured, never asserted: the command exits 0 whatever the scores, and says which budget missed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPaths } from '../shared/paths';
import { writeSection } from './lib/bench-doc';
import { startServerProcess } from './lib/server-process';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, homeJsGzipKb: 120 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WEB_DIR = 'dist/web';

interface Measured {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts the page fetched, gzipped, in bytes. */
  jsGzip: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const gzipSizeCache = new Map<string, number>();
function gzipSizeOf(url: string, base: string): number {
  if (!url.startsWith(base)) return 0;
  const file = path.join(WEB_DIR, new URL(url).pathname);
  if (!gzipSizeCache.has(file)) gzipSizeCache.set(file, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  return gzipSizeCache.get(file)!;
}

async function measure(url: string, base: string, port: number, attempt = 1): Promise<Measured> {
  const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): it asks to be run again.
    if (attempt < 3) return measure(url, base, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const jsGzip = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + gzipSizeOf(r.url, base), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsGzip,
  };
}

async function main() {
  if (!values['no-build'] && spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  const server = await startServerProcess();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { base } = server;
    const shop = (await (await fetch(`${base}/api/shop/home-data/`)).json()) as { categories: { meta: string }[]; new_products: { meta: string }[] };
    const announcements = (await (await fetch(`${base}/api/announcements/home-data/`)).json()) as { service_announcement: { meta: string }[]; work_announcement: { meta: string }[] };
    const news = (await (await fetch(`${base}/api/news/home-data/`)).json()) as { categories: { meta: string }[]; week: { meta: string }[] };
    const projects = (await (await fetch(`${base}/api/news/documents/@b/`)).json()) as { results: { id: number; file: string | null }[] };
    const project = projects.results.find((d) => d.file) ?? projects.results[0]!;
    const courses = (await (await fetch(`${base}/api/courses/home-data/`)).json()) as { new: { meta: string }[] };
    const pages: [string, string][] = [
      ['home', publicPaths.home()],
      ['shop', publicPaths.shop()],
      ['all products', publicPaths.products()],
      ['category', publicPaths.category(shop.categories[0]!.meta)],
      ['product', publicPaths.product(shop.new_products[0]!.meta)],
      ['announcements', publicPaths.announcements()],
      ['job announcement', publicPaths.announcement(announcements.work_announcement[0]!.meta)],
      ['service announcement', publicPaths.service(announcements.service_announcement[0]!.meta)],
      ['news', publicPaths.news()],
      ['news article', publicPaths.newsItem(news.week[0]!.meta)],
      ['news category', publicPaths.newsCategory(news.categories[0]!.meta)],
      ['legal documents', publicPaths.documents('@a')],
      ['project document', publicPaths.document(project.id)],
      ['courses', publicPaths.courses()],
      ['course', publicPaths.course(courses.new[0]!.meta)],
      ['about', publicPaths.aboutUs()],
      ['partners', publicPaths.partners()],
      ['contacts', publicPaths.contacts()],
      ['privacy', publicPaths.privacy()],
    ];
    const only = values.only?.split(',').map((s) => s.trim());
    const rows: string[] = [];
    const misses: string[] = [];
    for (const [name, pagePath] of pages) {
      if (only && !only.includes(name)) continue;
      const url = `${base}${pagePath}`;
      // A first, unmeasured load warms the server (its caches, the first render's code).
      await fetch(url);
      const results: Measured[] = [];
      for (let i = 0; i < runs; i++) results.push(await measure(url, base, chrome.port));
      const m: Measured = {
        performance: median(results.map((r) => r.performance)),
        fcpMs: median(results.map((r) => r.fcpMs)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
        jsGzip: median(results.map((r) => r.jsGzip)),
      };
      const pageMisses = [
        m.performance < BUDGET.performance && `performance ${m.performance} < ${BUDGET.performance}`,
        m.lcpMs > BUDGET.lcpMs && `LCP ${(m.lcpMs / 1000).toFixed(2)} s > 2.0 s`,
        m.tbtMs > BUDGET.tbtMs && `TBT ${Math.round(m.tbtMs)} ms > 150 ms`,
        m.cls > BUDGET.cls && `CLS ${m.cls.toFixed(3)} > 0.05`,
        name === 'home' && m.jsGzip / 1024 > BUDGET.homeJsGzipKb && `JS ${(m.jsGzip / 1024).toFixed(0)} KB > 120 KB gzip`,
      ].filter(Boolean) as string[];
      if (pageMisses.length) misses.push(`${name}: ${pageMisses.join(', ')}`);
      rows.push(
        `| ${name} (\`${pagePath}\`) | ${m.performance} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.jsGzip / 1024).toFixed(0)} KB | ${pageMisses.length ? 'no' : 'yes'} |`,
      );
      console.log(rows.at(-1));
    }
    const load = os.loadavg()[0]!.toFixed(1);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Lighthouse 12 (mobile preset, simulated throttling), Debian's Chromium, 1-minute load average ${load} at the end`;
    const table = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; the built app served by the real server (its own process, embedded database, demo content); median of ${runs} runs per page. Budgets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, home's first-load JavaScript ≤ 120 KB gzip.`,
      '',
      '| page | performance | FCP | LCP | TBT | CLS | JS fetched (gzip) | within budget |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
      ...rows,
      '',
      misses.length ? `Missed: ${misses.join('; ')}.` : 'Every page is within its budgets.',
    ].join('\n');
    console.log(`\n${table}`);
    if (values.write) writeSection('Lighthouse (mobile)', table);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
