import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { check, firstLoadFiles, KB, routeAreas, weigh } from './js-budget.mjs';
import { PUBLIC_PAGES } from './lib/public-pages';

/**
 * The JavaScript budget of each public page kind (issue 42, scripts/js-budget.mjs): what a first load
 * fetches, read from a small manifest of the shape Vite writes (keys relative to web/).
 */

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_boot-dep-1.js'], dynamicImports: ['main.tsx'], css: ['assets/index-1.css'] },
  '_boot-dep-1.js': { file: 'assets/boot-dep-1.js' },
  'main.tsx': { file: 'assets/main-1.js', isDynamicEntry: true, imports: ['_shared-1.js', 'index.html'], dynamicImports: ['app/routes/shop/product-page.tsx', 'app/routes/auth/sign-in-page.tsx'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_boot-dep-1.js'] },
  'app/routes/shop/product-page.tsx': { file: 'assets/product-page-1.js', isDynamicEntry: true, imports: ['_shared-1.js', '_gallery-1.js', 'main.tsx'], dynamicImports: ['_photo-viewer-1.js'] },
  '_gallery-1.js': { file: 'assets/gallery-1.js' },
  '_photo-viewer-1.js': { file: 'assets/photo-viewer-1.js', isDynamicEntry: true, imports: ['_big-library-1.js'] },
  '_big-library-1.js': { file: 'assets/big-library-1.js' },
  'app/routes/auth/sign-in-page.tsx': { file: 'assets/sign-in-page-1.js', isDynamicEntry: true, imports: ['main.tsx'] },
  'locales/uz/shop.json': { file: 'assets/shop-1.js', isDynamicEntry: true },
  'locales/ru/shop.json': { file: 'assets/shop-2.js', isDynamicEntry: true },
  'worker.mjs': { file: 'assets/pdf.worker-1.mjs' },
};

const router = `
    { path: 'details/:meta', loader: load(productLoader), ...reads('tab'), ...page(() => import('./routes/shop/product-page'), ['shop', 'moderation']) },
    { path: 'sign-in', ...page(() => import('./routes/auth/sign-in-page')) },
`;

describe('firstLoadFiles', () => {
  it('counts the entry, the app, the route and the route’s dictionaries with their static imports, each once', () => {
    expect(firstLoadFiles(manifest, { route: 'app/routes/shop/product-page.tsx', areas: ['shop'] })).toEqual(
      ['assets/boot-dep-1.js', 'assets/gallery-1.js', 'assets/index-1.js', 'assets/main-1.js', 'assets/product-page-1.js', 'assets/shared-1.js', 'assets/shop-1.js'].sort(),
    );
  });

  it('leaves out what the page asks for later (dynamic imports), other pages and other languages', () => {
    const files: string[] = firstLoadFiles(manifest, { route: 'app/routes/shop/product-page.tsx', areas: ['shop'] });
    for (const later of ['assets/photo-viewer-1.js', 'assets/big-library-1.js', 'assets/sign-in-page-1.js', 'assets/shop-2.js', 'assets/index-1.css']) expect(files).not.toContain(later);
  });

  it('counts no dictionary for a core area (bundled with the app: no chunk of its own)', () => {
    expect(firstLoadFiles(manifest, { route: 'app/routes/auth/sign-in-page.tsx', areas: ['auth'] })).toEqual(['assets/boot-dep-1.js', 'assets/index-1.js', 'assets/main-1.js', 'assets/shared-1.js', 'assets/sign-in-page-1.js']);
  });

  it('refuses a route module the build does not have (a renamed page: its budget must follow it)', () => {
    expect(() => firstLoadFiles(manifest, { route: 'app/routes/shop/renamed-page.tsx' })).toThrow(/renamed-page.tsx is not in the build/);
  });
});

describe('routeAreas', () => {
  it('reads the dictionary areas the router loads with a route module', () => {
    expect(routeAreas(router, 'app/routes/shop/product-page.tsx')).toEqual(['shop', 'moderation']);
    expect(routeAreas(router, 'app/routes/auth/sign-in-page.tsx')).toEqual([]);
  });

  it('refuses a route module the router does not load', () => {
    expect(() => routeAreas(router, 'app/routes/shop/gone-page.tsx')).toThrow(/no route module \.\/routes\/shop\/gone-page/);
  });
});

describe('weigh', () => {
  it('sums the files as built and gzipped at level 9, largest first', () => {
    const files: Record<string, Buffer> = { 'a.js': Buffer.from('x'.repeat(5000)), 'b.js': Buffer.from(Array.from({ length: 2000 }, (_, i) => String(i * 7919)).join(',')) };
    const size = weigh(['a.js', 'b.js'], (file: string) => files[file]!);
    const gz = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
    expect(size.decoded).toBe(files['a.js']!.length + files['b.js']!.length);
    expect(size.gzip).toBe(gz(files['a.js']!) + gz(files['b.js']!));
    expect(size.files.map((f: { file: string }) => f.file)).toEqual(['b.js', 'a.js']);
  });
});

describe('check', () => {
  const budgets = {
    goal: { gzipKb: 120, decodedKb: 400 },
    margin: { gzipKb: 2, decodedKb: 6 },
    pages: {
      home: { route: 'home', limit: { gzipKb: 190, decodedKb: 560 } },
      product: { route: 'product', limit: { gzipKb: 200, decodedKb: 600 } },
      about: { route: 'about', limit: { gzipKb: 130, decodedKb: 420 } },
    },
  };
  const sizes: Record<string, { gzip: number; decoded: number }> = {
    home: { gzip: 186 * KB, decoded: 555 * KB },
    product: { gzip: 203 * KB, decoded: 590 * KB },
    about: { gzip: 100 * KB, decoded: 390 * KB },
  };
  const result = check(budgets, (page: { route: string }) => sizes[page.route]);

  it('fails a page over its limit and only that one', () => {
    expect(result.over).toEqual(['product: 203.0 KB gzip > limit 200 KB']);
  });

  it('says by how much each page misses the goal', () => {
    const miss = Object.fromEntries(result.rows.map((r: { name: string; goalMiss: string }) => [r.name, r.goalMiss]));
    expect(miss).toEqual({ home: '+66.0 KB gzip, +155.0 KB decoded', product: '+83.0 KB gzip, +190.0 KB decoded', about: 'met' });
  });

  it('lowers a limit to today’s figure and the margin, never raises one (the ratchet)', () => {
    const tightened = Object.fromEntries(result.rows.map((r: { name: string; tightened: unknown }) => [r.name, r.tightened]));
    expect(tightened).toEqual({ home: { gzipKb: 188, decodedKb: 560 }, product: { gzipKb: 200, decodedKb: 596 }, about: { gzipKb: 102, decodedKb: 396 } });
  });
});

describe('scripts/js-budgets.json', () => {
  const budgets = JSON.parse(fs.readFileSync(new URL('./js-budgets.json', import.meta.url), 'utf8')) as { goal: { gzipKb: number; decodedKb: number }; pages: Record<string, { route: string }> };

  it('has a budget for every page kind `npm run lighthouse` measures, and for no other', () => {
    const measured = PUBLIC_PAGES.filter((p) => (p.status ?? 200) === 200).map((p) => p.name);
    expect(Object.keys(budgets.pages).sort()).toEqual(measured.sort());
  });

  it('names a route module of the router for each', () => {
    const source = fs.readFileSync(new URL('../web/app/router.tsx', import.meta.url), 'utf8');
    for (const page of Object.values(budgets.pages)) expect(() => routeAreas(source, page.route)).not.toThrow();
  });

  it('has issue 42’s goal', () => {
    expect(budgets.goal).toEqual({ gzipKb: 120, decodedKb: 400 });
  });
});
