import type { FastifyRequest } from 'fastify';

/**
 * The site's address as visitors see it, for absolute links the server writes (canonical links, Open
 * Graph, robots.txt, the sitemap): PUBLIC_URL when set (behind a proxy the Host header may be an
 * internal name), else the request's own scheme and its Host header (checked well-formed first:
 * server/plugins/request-host.ts). Never X-Forwarded-Host: a proxy passes on whatever a client wrote
 * there, and a page or robots.txt naming it could be kept by a cache and served to everyone
 * (docs/deploy.md, "PUBLIC_URL").
 */
export const publicOrigin = (publicUrl: string | undefined, request: FastifyRequest) =>
  publicUrl ?? `${request.protocol === 'https' ? 'https' : 'http'}://${request.headers.host}`;

/**
 * How long clients and caches may keep an answer that names the public origin (robots.txt, the
 * sitemap): an hour for anyone with PUBLIC_URL; without it the origin comes from the request's Host,
 * so only the reader's own browser keeps it (`private`) and it varies by Host.
 */
export const originCaching = (publicUrl: string | undefined) =>
  publicUrl ? { 'cache-control': 'public, max-age=3600' } : { 'cache-control': 'private, max-age=3600', vary: 'Host' };
