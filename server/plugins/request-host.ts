import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';
import { isValidHost } from '../lib/request-host';

/**
 * A request whose Host, or the X-Forwarded-Host a trusted proxy passed (the one Fastify's request.host
 * reads), is not a host name is refused first, before any route reads it: 400 `invalid_host` in the
 * one error shape, a client's error (no stack in the log). Pages, canonical links, robots.txt and the
 * sitemap then only ever see a well-formed host (server/lib/public-origin.ts).
 */
export default fp(
  async function requestHostPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (!isValidHost(request.headers.host) || !isValidHost(request.host)) {
        throw badRequest('invalid_host', "So'rovdagi sayt nomi (Host) noto'g'ri");
      }
    });
  },
  { name: 'request-host' },
);
