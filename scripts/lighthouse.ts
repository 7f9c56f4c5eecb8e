// npm run lighthouse [-- --runs 3 --write --only home,product]
// Lighthouse (from npm; mobile preset: a mid-range phone, slow 4G, 4× CPU slowdown, simulated) against
// the built app served by the real server in its own process on a fresh database with the demo
// content, driving Debian's Chromium. Each public page kind is measured `runs` times; the table shows
// the medians and the budgets of issue 25 on every page: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
// CLS ≤ 0.05, and the JavaScript that runs before the page answers ≤ 100 KB gzip: the scripts asked
// for before the page's load event (web/boot.ts asks for the app's code after it; links and forms
// work without it), gzipped from dist/web at level 9. The scripts fetched in all are shown beside it.
// --write replaces "## Lighthouse (mobile)" in docs/benchmarks.md.
// Measured, never asserted: the command exits 0 whatever the scores, and says which budget missed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeSection } from './lib/bench-doc';
import { loadPageData, PUBLIC_PAGES } from './lib/public-pages';
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
const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, firstJsGzipKb: 100 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WEB_DIR = 'dist/web';

interface Measured {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts asked for before the page's load event, gzipped, in bytes. */
  firstJsGzip: number;
  /** The scripts the page fetched in all, gzipped, in bytes. */
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
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; networkRequestTime?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // The load event of the observed (unthrottled) load, on the same clock as the requests' times.
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLoad?: number; observedNavigationStart?: number }[] } | undefined)?.items?.[0];
  const loadAt = (metrics?.observedLoad ?? Infinity) - (metrics?.observedNavigationStart ?? 0);
  const jsGzip = scripts.reduce((sum, r) => sum + gzipSizeOf(r.url, base), 0);
  const firstJsGzip = scripts.filter((r) => (r.networkRequestTime ?? 0) < loadAt).reduce((sum, r) => sum + gzipSizeOf(r.url, base), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    firstJsGzip,
    jsGzip,
  };
}

async function main() {
  if (!values['no-build'] && spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  const server = await startServerProcess();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { base } = server;
    const data = await loadPageData(async (apiPath) => (await fetch(`${base}${apiPath}`)).json());
    // Every kind of public page (scripts/lib/public-pages.ts, which the accessibility test reads too);
    // Lighthouse refuses a page answered with an error status, so the not-found page is left out.
    const pages: [string, string][] = PUBLIC_PAGES.filter((p) => (p.status ?? 200) === 200).map((p) => [p.name, p.path(data)]);
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
        firstJsGzip: median(results.map((r) => r.firstJsGzip)),
        jsGzip: median(results.map((r) => r.jsGzip)),
      };
      const pageMisses = [
        m.performance < BUDGET.performance && `performance ${m.performance} < ${BUDGET.performance}`,
        m.lcpMs > BUDGET.lcpMs && `LCP ${(m.lcpMs / 1000).toFixed(2)} s > 2.0 s`,
        m.tbtMs > BUDGET.tbtMs && `TBT ${Math.round(m.tbtMs)} ms > 150 ms`,
        m.cls > BUDGET.cls && `CLS ${m.cls.toFixed(3)} > 0.05`,
        m.firstJsGzip / 1024 > BUDGET.firstJsGzipKb && `JS before load ${(m.firstJsGzip / 1024).toFixed(0)} KB > ${BUDGET.firstJsGzipKb} KB gzip`,
      ].filter(Boolean) as string[];
      if (pageMisses.length) misses.push(`${name}: ${pageMisses.join(', ')}`);
      rows.push(
        `| ${name} (\`${pagePath}\`) | ${m.performance} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.firstJsGzip / 1024).toFixed(0)} KB | ${(m.jsGzip / 1024).toFixed(0)} KB | ${pageMisses.length ? 'no' : 'yes'} |`,
      );
      console.log(rows.at(-1));
    }
    const load = os.loadavg()[0]!.toFixed(1);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Lighthouse 12 (mobile preset, simulated throttling), Debian's Chromium, 1-minute load average ${load} at the end`;
    const table = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; the built app served by the real server (its own process, embedded database, demo content); median of ${runs} runs per page. Budgets (issue 25), every page: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, JavaScript before the page's load event ≤ 100 KB gzip (the app's code is asked for after it: web/boot.ts; "in all" counts it).`,
      '',
      '| page | performance | FCP | LCP | TBT | CLS | JS before load (gzip) | JS in all (gzip) | within budget |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
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
