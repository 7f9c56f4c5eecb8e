import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app and the processed uploads.
 * - /assets/* are content-hashed: cached for a year; a missing one is a 404, never index.html.
 * - /media/* are our re-encoded images and generated files under server-made names: cached for a year.
 * - Any other GET that asks for HTML gets index.html, so the SPA's routes work on reload.
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
        // @fastify/static 10 hands the Fastify reply to setHeaders.
        setHeaders(reply: unknown, filePath: string) {
          const r = reply as { header(name: string, value: string): unknown };
          r.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        },
      });
    }

    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
    if (hasWeb) app.get('/', (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const wantsPage =
        request.method === 'GET' &&
        !url.startsWith('/api/') &&
        !url.startsWith('/assets/') &&
        !url.startsWith('/media/') &&
        !url.startsWith('/chat/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage && hasWeb) return sendIndex(reply);
      return reply.status(404).send({ code: 'route_not_found', message: "So'ralgan manzil topilmadi" });
    });
  },
  { name: 'static' },
);
