import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers: a strict Content-Security-Policy (no inline scripts, nothing from other hosts),
 * nosniff, a strict referrer policy; HSTS only where TLS terminates in front.
 * Clickjacking has one policy, stated once: CSP frame-ancestors 'none' (no page of ours may be framed
 * anywhere). Helmet's X-Frame-Options (SAMEORIGIN by default) is off, so no second header says
 * something else.
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
          frameSrc: ["'self'"],
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
