import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VIDEO_EMBED_HOSTS } from '@shared/constants';

/** Frames of other sites: only the video providers a lesson may embed (https), nothing else. */
export const FRAME_SOURCES = ["'self'", ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`)];

/**
 * Security headers: a strict Content-Security-Policy (no inline scripts, nothing from other hosts),
 * nosniff, a strict referrer policy; HSTS only where TLS terminates in front.
 * Clickjacking has one policy, stated once: CSP frame-ancestors 'none' (no page of ours may be framed
 * anywhere). Helmet's X-Frame-Options (SAMEORIGIN by default) is off, so no second header says
 * something else. Frames from other hosts: the lesson video providers of VIDEO_EMBED_HOSTS only.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { hsts: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          frameSrc: FRAME_SOURCES,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: opts.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      xFrameOptions: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security' },
);
