import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DOWNLOAD_PARAM, safeDownloadName } from '@shared/media';

/**
 * Serves the built web app's files and the processed uploads.
 * - /assets/* are content-hashed: cached for a year; a missing one is a 404, never a page. Their
 *   brotli and gzip copies are made at build (scripts/build.mjs).
 * - /sw.js, the service worker (web/sw/, built by vite.config.ts serviceWorker()), is sent no-cache.
 * - /media/* are our re-encoded images and generated files under server-made names: cached for a year.
 *   Each is sent with the site's CSP plus `sandbox`: opened as a page of its own (a PDF, say), it runs
 *   no script and is an origin of its own (browsers do not show PDFs in a sandbox at all: our viewer
 *   page draws them with pdf.js, which fetches the file, and a CSP does not govern a fetched file).
 *   `?download=<name>` answers the same file as an attachment (Content-Disposition) named
 *   `<name>.<its extension>`, the name reduced to safe characters (@shared/media safeDownloadName).
 * Pages (any other GET) are rendered by server/plugins/pages.ts.
 */

/** The attachment name of a /media/ file asked for with ?download=: the name asked (safe characters only), else the file's own, with the file's own extension. */
function attachmentName(asked: unknown, filePath: string): string {
  const ext = path.extname(filePath);
  const name = (typeof asked === 'string' && safeDownloadName(asked)) || path.basename(filePath, ext);
  return `${name}${ext}`;
}

/** Headers of an upload: the sandbox, and the attachment when asked for (@fastify/static 10 hands the Fastify reply to setHeaders). */
function uploadHeaders(reply: FastifyReply, filePath: string) {
  const csp = reply.getHeader('content-security-policy');
  reply.header('content-security-policy', csp ? `${String(csp)}; sandbox` : 'sandbox');
  const query = reply.request.query as Record<string, unknown> | undefined;
  if (query && DOWNLOAD_PARAM in query) reply.header('content-disposition', `attachment; filename="${attachmentName(query[DOWNLOAD_PARAM], filePath)}"`);
}
/**
 * The service worker (/sw.js, built from web/sw/): asked again at every use, so a new version reaches a
 * browser at its next visit (a browser checks at least daily anyway; a kept copy would delay that).
 */
const isServiceWorker = (filePath: string) => /^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath));

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
      setHeaders: (reply: unknown, filePath: string) => uploadHeaders(reply as FastifyReply, filePath),
    });

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
