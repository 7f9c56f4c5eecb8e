import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app's files (the uploads, /media/*, are server/plugins/media.ts's).
 * - /assets/* are content-hashed: cached for a year; a missing one is a 404, never a page. Their
 *   brotli and gzip copies are made at build (scripts/build.mjs).
 * - /sw.js, the service worker (web/sw/, built by vite.config.ts serviceWorker()), is sent no-cache.
 * Pages (any other GET) are rendered by server/plugins/pages.ts.
 */

/**
 * The service worker (/sw.js, built from web/sw/): asked again at every use, so a new version reaches a
 * browser at its next visit (a browser checks at least daily anyway; a kept copy would delay that).
 */
const isServiceWorker = (filePath: string) => /^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath));

export default fp(
  async function staticPlugin(app: FastifyInstance, opts: { webDir: string }) {
    const indexFile = path.join(opts.webDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDir,
        prefix: '/',
        index: false,
        // The build's files are known at start: one route each. A wildcard route would look every
        // page's address up on disk first (a stat and a directory listing per page view) before the
        // page is rendered; now an address that is no file goes straight to the pages.
        wildcard: false,
        globIgnore: ['index.html'],
        // npm run build writes a .br and a .gz beside each text asset, compressed once at the highest
        // levels: sent as they are to a browser that takes them (no compression per request).
        preCompressed: true,
        // The page template is filled in by server/plugins/pages.ts, never sent as it is.
        allowedPath: (pathName: string) => pathName !== '/index.html',
        // @fastify/static 10 hands the Fastify reply to setHeaders.
        setHeaders(reply: unknown, filePath: string) {
          const r = reply as { header(name: string, value: string): unknown };
          r.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : isServiceWorker(filePath) ? 'no-cache' : 'public, max-age=300');
        },
      });
    }
  },
  { name: 'static' },
);
