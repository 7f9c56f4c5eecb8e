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
 * The service worker (issue 27): web/sw/main.ts and what it imports, bundled on its own into one
 * classic script (a module worker is not in every browser that has push) at the fixed address
 * /sw.js, whose scope is the whole site; no hash in its name (a browser checks that one address for
 * a new version; server/plugins/static.ts sends it no-cache). Built with the app (`npm run build`),
 * and built on request by the development server.
 */
const SERVICE_WORKER_ENTRY = fileURLToPath(new URL('./web/sw/main.ts', import.meta.url));
async function buildServiceWorker(minify: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: ALIASES },
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
function serviceWorker(): Plugin {
  return {
    name: 'ipak:service-worker',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        buildServiceWorker(false).then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await buildServiceWorker(true) });
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // The server bundle needs none of the public files: the browser's build serves them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), pageLoadOrder(), ...(isSsrBuild ? [] : [pdfjsResources(), serviceWorker()])],
  resolve: { alias: ALIASES },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
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
