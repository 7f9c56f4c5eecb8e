// `npm run js-budget [-- --no-build] [-- --list "sign in"] [-- --tighten]`: the JavaScript each public
// page kind fetches on a first load, weighed from the build's manifest (dist/web/.vite/manifest.json,
// written by vite.config.ts), against the budgets of scripts/js-budgets.json (issue 42). Deterministic:
// no browser, no server, no timing; the same build gives the same figures on every machine.
//
// A first load of a page kind fetches: the page's entry (web/boot.ts, index.html's one script) and its
// static imports; the app it starts (web/main.tsx) and its static imports (Vite's preload of a dynamic
// import asks for them at once, as modulepreloads); the page's route module (its `page(() => import(…))`
// in web/app/router.tsx) and its static imports; and the dictionary areas that route names there, in
// Uzbek (the first language; the core areas are bundled with the app). Sizes: the files as built
// ("decoded") and gzipped by zlib at level 9 (what the server sends, build.mjs's .gz files).
// Code a page asks for later (a dialog on a tap, the header search once typed into) is not counted.
//
// Each page kind has a limit (today's figure and a small margin: a ratchet, only ever lowered; --tighten
// lowers every limit that is more than the margin above today's figure) and the one goal of issue 42
// (120 KB gzip / 400 KB decoded). The check fails (exit 1) when a page passes its limit, or when a page
// kind's route module is no longer in the build; it prints by how much each page misses the goal.
// --list "<page kind>" prints that page's files, largest first. --no-build reads the build as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The manifest's keys are relative to Vite's root (web/). */
const APP_ENTRY = 'index.html';
const APP = 'main.tsx';
const FIRST_LANGUAGE = 'uz';
export const KB = 1024;

/**
 * The files a first load of a route module fetches, each once: the entry's and the app's static
 * import graphs, the route's, and its dictionary areas'. Throws when something named is not in the
 * manifest (a renamed page: its budget must follow it).
 */
export function firstLoadFiles(manifest, { route, areas = [] }) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(APP_ENTRY);
  visit(APP);
  visit(route);
  for (const area of areas) {
    const key = `locales/${FIRST_LANGUAGE}/${area}.json`;
    // The core areas in the first language are part of the app (web/lib/i18n.tsx bundles them).
    if (manifest[key]) visit(key);
  }
  return [...files].sort();
}

/** Sizes of files of dist/web: as built, and gzipped at level 9. `read` reads one (tests pass their own). */
export function weigh(files, read) {
  let decoded = 0;
  let gzip = 0;
  const each = files.map((file) => {
    const data = read(file);
    const size = { file, decoded: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
    decoded += size.decoded;
    gzip += size.gzip;
    return size;
  });
  return { decoded, gzip, files: each.sort((a, b) => b.gzip - a.gzip) };
}

/**
 * The dictionary areas web/app/router.tsx loads with a route module beyond the core ones:
 * `page(() => import('./routes/x/y'), ['a', 'b'])`. A route written with no list has none.
 */
export function routeAreas(routerSource, route) {
  const module = `./${path.posix.relative('app', route).replace(/\.tsx?$/, '')}`;
  const at = routerSource.indexOf(`import('${module}')`);
  if (at < 0) throw new Error(`web/app/router.tsx loads no route module ${module}`);
  const rest = routerSource.slice(at + `import('${module}')`.length);
  const list = /^\s*,\s*\[([^\]]*)\]/.exec(rest);
  return list ? [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * Each page kind's figures against its limit and the goal: rows to print, and the pages over their
 * limit. `budgets` is scripts/js-budgets.json; `weighPage(page)` gives a page's { gzip, decoded }.
 */
export function check(budgets, weighPage) {
  const { goal, margin } = budgets;
  const rows = [];
  const over = [];
  for (const [name, page] of Object.entries(budgets.pages)) {
    const size = weighPage(page);
    const overLimit = [
      size.gzip > page.limit.gzipKb * KB && `${kb(size.gzip)} KB gzip > limit ${page.limit.gzipKb} KB`,
      size.decoded > page.limit.decodedKb * KB && `${kb(size.decoded)} KB decoded > limit ${page.limit.decodedKb} KB`,
    ].filter(Boolean);
    if (overLimit.length) over.push(`${name}: ${overLimit.join(', ')}`);
    const missGzip = Math.max(0, size.gzip - goal.gzipKb * KB);
    const missDecoded = Math.max(0, size.decoded - goal.decodedKb * KB);
    // A limit further above today's figure than the margin may come down (--tighten).
    const tightGzip = Math.ceil(size.gzip / KB + margin.gzipKb);
    const tightDecoded = Math.ceil(size.decoded / KB + margin.decodedKb);
    rows.push({
      name,
      gzip: size.gzip,
      decoded: size.decoded,
      limit: page.limit,
      goalMiss: missGzip || missDecoded ? `+${kb(missGzip)} KB gzip, +${kb(missDecoded)} KB decoded` : 'met',
      tightened: { gzipKb: Math.min(page.limit.gzipKb, tightGzip), decodedKb: Math.min(page.limit.decodedKb, tightDecoded) },
    });
  }
  return { rows, over };
}

function main() {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, list: { type: 'string' }, tighten: { type: 'boolean', default: false } } });
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const webDir = path.join(root, 'dist/web');
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  if (!values['no-build'] && spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', cwd: root }).status !== 0) {
    console.error('js-budget: the build failed');
    process.exit(1);
  }
  if (!fs.existsSync(manifestFile)) {
    console.error(`js-budget: no ${path.relative(root, manifestFile)} (build first: npm run build)`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const budgetsFile = path.join(root, 'scripts/js-budgets.json');
  const budgets = JSON.parse(fs.readFileSync(budgetsFile, 'utf8'));
  const router = fs.readFileSync(path.join(root, 'web/app/router.tsx'), 'utf8');
  const read = (file) => fs.readFileSync(path.join(webDir, file));
  const weighPage = (page) => weigh(firstLoadFiles(manifest, { route: page.route, areas: routeAreas(router, page.route) }), read);

  if (values.list) {
    const page = budgets.pages[values.list];
    if (!page) throw new Error(`no page kind "${values.list}" in scripts/js-budgets.json`);
    const size = weighPage(page);
    for (const f of size.files) console.log(`${kb(f.gzip).padStart(7)} KB gzip ${kb(f.decoded).padStart(7)} KB  ${f.file}`);
    console.log(`${kb(size.gzip).padStart(7)} KB gzip ${kb(size.decoded).padStart(7)} KB  in all (${size.files.length} files)`);
    return;
  }

  const { rows, over } = check(budgets, weighPage);
  console.log(`JavaScript of a first load, per page kind (goal ${budgets.goal.gzipKb} KB gzip / ${budgets.goal.decodedKb} KB decoded; limit: the ratchet of scripts/js-budgets.json)\n`);
  console.log('| page | gzip | decoded | limit (gzip / decoded) | to the goal |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const r of rows) console.log(`| ${r.name} | ${kb(r.gzip)} KB | ${kb(r.decoded)} KB | ${r.limit.gzipKb} / ${r.limit.decodedKb} KB | ${r.goalMiss} |`);
  const loose = rows.filter((r) => r.tightened.gzipKb < r.limit.gzipKb || r.tightened.decodedKb < r.limit.decodedKb);
  if (values.tighten) {
    for (const r of loose) budgets.pages[r.name].limit = r.tightened;
    fs.writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`\nLimits lowered for ${loose.length} page kind(s) in scripts/js-budgets.json.`);
  } else if (loose.length) {
    console.log(`\n${loose.length} page kind(s) are further below their limit than the margin: npm run js-budget -- --no-build --tighten lowers them.`);
  }
  if (over.length) {
    console.error(`\nOver the limit (a page's JavaScript grew; move what it does not need before it is interactive behind a dynamic import; the limits only come down, a ratchet):\n${over.map((o) => `  ${o}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery page kind is within its limit.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
