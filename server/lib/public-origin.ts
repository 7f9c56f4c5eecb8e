import type { FastifyRequest } from 'fastify';

/**
 * The site's address as visitors see it, for absolute links the server writes (canonical links, Open
 * Graph, the sitemap): PUBLIC_URL when set (behind a proxy the Host header may be an internal name),
 * else the request's own scheme and host.
 */
export const publicOrigin = (publicUrl: string | undefined, request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
