import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
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
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        const preloadFont = font ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n    ` : '';
        return html
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
          .replace('<link rel="stylesheet"', `${preloadFont}<link rel="stylesheet"`);
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // The server bundle needs none of the public files: the browser's build serves them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), pageLoadOrder()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
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
