import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * What a server-rendered page needs first, in the order it needs it. The app's scripts are fetched at
 * low priority: the page arrives rendered (server/plugins/pages.ts), so on a slow network its
 * stylesheet, font and first image should have the bandwidth before the code that makes it
 * interactive (server/plugins/pages.ts takes the mark off again for the pages the browser renders from
 * the bare template, where the code is the content). The Latin font is asked for with the stylesheet
 * rather than after it has been read (every page has Latin text: Uzbek, digits, the brand).
 */
function pageLoadOrder(): Plugin {
  return {
    name: 'ipak:page-load-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-[\w-]+\.woff2$/.test(file));
        const preloadFont = font ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n    ` : '';
        return html
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
          .replace('<link rel="stylesheet"', `${preloadFont}<link rel="stylesheet"`);
      },
    },
  };
}

/**
 * pdf.js's own resources — the standard fonts a PDF may name without embedding, the character maps of
 * CJK and other scripts, the colour profiles and the image decoders (WebAssembly) — served as our files
 * under a versioned /assets path (so the year-long cache is right), never from a CDN. The build copies
 * them; the development server reads them from node_modules. The viewer asks for them at
 * web/features/news/lib/pdfjs-resources.ts's PDFJS_RESOURCES.
 */
const PDFJS_DIR = fileURLToPath(new URL('./node_modules/pdfjs-dist/', import.meta.url));
const PDFJS_RESOURCE_DIRS = ['standard_fonts', 'cmaps', 'iccs', 'wasm'];
function pdfjsResources(): Plugin {
  const version = (JSON.parse(fs.readFileSync(path.join(PDFJS_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  const base = `assets/pdfjs-${version}/`;
  return {
    name: 'ipak:pdfjs-resources',
    configureServer(server) {
      server.middlewares.use(`/${base}`, (req, res, next) => {
        const file = path.join(PDFJS_DIR, decodeURIComponent((req.url ?? '').split('?')[0]));
        if (!file.startsWith(PDFJS_DIR) || !PDFJS_RESOURCE_DIRS.some((dir) => file.startsWith(path.join(PDFJS_DIR, dir))) || !fs.existsSync(file)) return next();
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      for (const dir of PDFJS_RESOURCE_DIRS) {
        for (const name of fs.readdirSync(path.join(PDFJS_DIR, dir))) {
          if (name.startsWith('LICENSE')) continue;
          this.emitFile({ type: 'asset', fileName: `${base}${dir}/${name}`, source: fs.readFileSync(path.join(PDFJS_DIR, dir, name)) });
        }
      }
    },
  };
}

const ALIASES = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

/**
 * React's names, answered by Preact (docs/decisions/0005-public-page-weight.md): in the browser's build,
 * the server's render (dist/server), the development server and the web tests alike, so what is tested
 * is what ships. `react` and `react-dom` are web/lib/react-runtime.ts (preact/compat and the one React 19
 * hook React Router names); the client, the server renderer and the JSX runtime are Preact's own.
 */
const REACT_RUNTIME = fileURLToPath(new URL('./web/lib/react-runtime.ts', import.meta.url));
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: REACT_RUNTIME },
  { find: /^react-dom$/, replacement: REACT_RUNTIME },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
const WEB_ALIASES = [...Object.entries(ALIASES).map(([find, replacement]) => ({ find, replacement })), ...REACT_ON_PREACT];

/**
 * The packages that import React, bundled into the server's render so that their `react` is Preact's
 * there too (left outside, Node would load React itself beside it). zod and shared/ stay outside.
 */
const REACT_PACKAGES = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers', 'recharts', 'preact', 'preact-render-to-string'];

/**
 * One copy of the shared code per server process (issue 38): the server renderer (dist/server) does not
 * bundle shared/ but imports it from the source tree, as the server does (`node --import tsx`, which
 * loads those .ts files), so both hold the same modules. A bundled copy of shared/schemas registered a
 * second schema under every `.meta({id})` in zod's one global registry, and the OpenAPI document
 * (server/plugins/openapi.ts) then failed with 'Duplicate schema id' once a page had been rendered.
 * The imports are written relative to each output file (`../../shared/paths.ts`), so the build can move
 * with the checkout; zod and the other packages are outside the bundle already (node_modules).
 */
const SHARED_DIR = ALIASES['@shared'] + path.sep;
function sharedOutsideServerBundle(): Plugin {
  return {
    name: 'ipak:shared-outside-server-bundle',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(SHARED_DIR)) return null;
      return { id: resolved.id, external: 'absolute' };
    },
    // Each output file's imports of shared/ made relative to where that file is written.
    renderChunk(code, chunk, options) {
      if (!options.dir) this.error('the server renderer is built into a directory (outDir)');
      const from = path.dirname(path.join(options.dir, chunk.fileName));
      const to = path.relative(from, SHARED_DIR).split(path.sep).join('/');
      return code.replaceAll(JSON.stringify(SHARED_DIR).slice(0, -1), JSON.stringify(`${to.startsWith('.') ? to : `./${to}`}/`).slice(0, -1));
    },
  };
}

/**
 * The service worker (issue 27): web/sw/main.ts and what it imports, bundled on its own into one
 * classic script (a module worker is not in every browser that has push) at the fixed address
 * /sw.js, whose scope is the whole site; no hash in its name (a browser checks that one address for
 * a new version; server/plugins/static.ts sends it no-cache). Built with the app (`npm run build`),
 * and built on request by the development server.
 *
 * The worker keeps the app shell for reading offline (web/sw/offline.ts), so it is handed the list of
 * the client build's files that make it, read from the bundle itself (nothing guessed): `__IPAK_PRECACHE__`,
 * and the build's name, `__IPAK_BUILD__` (a hash of that list: a new build is a new worker, whose
 * shell replaces the old one's). The development server's worker gets an empty list.
 */
const SERVICE_WORKER_ENTRY = fileURLToPath(new URL('./web/sw/main.ts', import.meta.url));
interface ServiceWorkerBuild {
  build: string;
  precache: ShellFiles;
}
async function buildServiceWorker(minify: boolean, shell: ServiceWorkerBuild): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: ALIASES },
    define: { __IPAK_BUILD__: JSON.stringify(shell.build), __IPAK_PRECACHE__: JSON.stringify(shell.precache) },
    build: {
      write: false,
      minify,
      sourcemap: false,
      emptyOutDir: false,
      lib: { entry: SERVICE_WORKER_ENTRY, formats: ['iife'], name: 'ipakServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output[0].code;
}

/**
 * The pages kept for reading offline (web/sw/offline.ts KEPT_PAGES) and the offline page: their code
 * is part of the shell, so a page saved while its code was fetched before the worker ran still works.
 */
const OFFLINE_PAGE_FILES = [
  'web/main.tsx',
  'web/app/routes/home/home-page.tsx',
  'web/app/routes/news/news-article-page.tsx',
  'web/app/routes/courses/course-page.tsx',
  'web/app/routes/courses/certificate-page.tsx',
  'web/app/routes/shop/product-page.tsx',
  'web/app/routes/messenger/messaging-page.tsx',
  'web/app/routes/messenger/messages-page.tsx',
  'web/app/routes/static/offline-page.tsx',
].map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)));
const LOCALES_DIR = fileURLToPath(new URL('./web/locales/', import.meta.url));

/** The app shell's files (web/sw/offline.ts Shell): those every reader needs, and each language's dictionaries. */
interface ShellFiles {
  common: string[];
  dictionaries: Record<string, string[]>;
}

/**
 * The app shell, from the client bundle: the entry (web/boot.ts) and the app it starts (web/main.tsx,
 * listed with the pages) with everything they import, the code of the pages kept offline, the
 * stylesheets, the fonts and the pictures the stylesheets draw; and the dictionaries by language, of
 * which the worker keeps only the reader's (about 35 KB compressed a language, instead of 140 KB for
 * the four). Not the rest of the pages' code (fetched and kept as it is used) nor pdf.js's resources.
 */
function shellFiles(bundle: Rolldown.OutputBundle): ShellFiles {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set<string>();
  const dictionaries: Record<string, string[]> = {};
  const add = (fileName: string) => {
    if (wanted.has(fileName)) return;
    wanted.add(fileName);
    for (const dep of byName.get(fileName)?.imports ?? []) add(dep);
  };
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId ?? '';
    if (facade.startsWith(LOCALES_DIR)) {
      // web/locales/<language>/<area>.json: a chunk of its own, imported by nothing in the shell.
      const language = path.relative(LOCALES_DIR, facade).split(path.sep)[0]!;
      (dictionaries[language] ??= []).push(`/${chunk.fileName}`);
    } else if (chunk.isEntry || OFFLINE_PAGE_FILES.includes(facade)) add(chunk.fileName);
  }
  for (const file of Object.values(bundle)) {
    if (file.type === 'asset' && /^assets\/[^/]+\.(css|woff2|svg)$/.test(file.fileName)) wanted.add(file.fileName);
  }
  const dictionaryFiles = new Set(Object.values(dictionaries).flat());
  const common = [...wanted].filter((file) => file.startsWith('assets/')).map((file) => `/${file}`).filter((file) => !dictionaryFiles.has(file));
  for (const list of Object.values(dictionaries)) list.sort();
  return { common: common.sort(), dictionaries };
}

function serviceWorker(): Plugin {
  return {
    name: 'ipak:service-worker',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        buildServiceWorker(false, { build: 'dev', precache: { common: [], dictionaries: {} } }).then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
    generateBundle: {
      // After every other plugin has added its files (the stylesheets, the page template).
      order: 'post',
      async handler(_options, bundle) {
        const precache = shellFiles(bundle);
        const build = createHash('sha256').update(JSON.stringify(precache)).digest('hex').slice(0, 12);
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: await buildServiceWorker(true, { build, precache }) });
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // The server bundle needs none of the public files: the browser's build serves them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), pageLoadOrder(), ...(isSsrBuild ? [sharedOutsideServerBundle()] : [pdfjsResources(), serviceWorker()])],
  resolve: { alias: WEB_ALIASES },
  ssr: { noExternal: REACT_PACKAGES },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/web/.vite/manifest.json: each chunk's static and dynamic imports, which scripts/js-budget.mjs
    // reads to weigh each page kind's first load (not served: the server sends no dotfiles).
    manifest: !isSsrBuild,
    // The one large chunk is the PDF viewer (pdf.js, ~500 KB), loaded only on a document's page once it is shown.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/media': apiTarget,
      '/chat': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
  test: {
    root: '.',
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
}));
