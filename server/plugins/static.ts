import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app's files and the processed uploads.
 * - /assets/* are content-hashed: cached for a year; a missing one is a 404, never a page. Their
 *   brotli and gzip copies are made at build (scripts/build.mjs).
 * - /media/* are our re-encoded images and generated files under server-made names: cached for a year.
 * Pages (any other GET) are rendered by server/plugins/pages.ts.
 */
export default fp(
  async function staticPlugin(app: FastifyInstance, opts: { webDir: string; uploadsDir: string }) {
    fs.mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });

    const indexFile = path.join(opts.webDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDir,
        prefix: '/',
        index: false,
        wildcard: true,
        // npm run build writes a .br and a .gz beside each text asset, compressed once at the highest
        // levels: sent as they are to a browser that takes them (no compression per request).
        preCompressed: true,
        // The page template is filled in by server/plugins/pages.ts, never sent as it is.
        allowedPath: (pathName: string) => pathName !== '/index.html',
        // @fastify/static 10 hands the Fastify reply to setHeaders.
        setHeaders(reply: unknown, filePath: string) {
          const r = reply as { header(name: string, value: string): unknown };
          r.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        },
      });
    }
  },
  { name: 'static' },
);
