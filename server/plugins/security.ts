import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VIDEO_EMBED_FEATURES, VIDEO_EMBED_HOSTS } from '@shared/constants';

/** Frames of other sites: only the video providers a lesson may embed (https), nothing else. */
const FRAME_SOURCES = ["'self'", ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`)];

/**
 * Powerful browser features the site never uses, denied to our pages and to every frame in them: a
 * script that got in (or an embedded player) cannot ask for the camera, the location, a payment, a
 * device. Only names Chromium knows (an unknown one is a console error there).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

/**
 * What our own pages use and no frame in them may: writing the clipboard ('Havolani nusxalash', the
 * share links of web/features/share). Reading it stays denied.
 */
const OWN_FEATURES = ['clipboard-write'] as const;

/**
 * Permissions-Policy: the denied features for no one; our own features for our pages alone; what a
 * lesson's player uses (fullscreen, picture-in-picture, autoplay, encrypted media:
 * VIDEO_EMBED_FEATURES, also its iframe's `allow`) for our pages and the video providers' frames;
 * every other feature keeps the browser's default.
 */
const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...OWN_FEATURES.map((feature) => `${feature}=(self)`),
  ...VIDEO_EMBED_FEATURES.map((feature) => `${feature}=(self ${VIDEO_EMBED_HOSTS.map((host) => `"https://${host}"`).join(' ')})`),
].join(', ');

/**
 * Security headers: a strict Content-Security-Policy (no inline scripts, nothing from other hosts),
 * nosniff, a strict referrer policy, a Permissions-Policy; HSTS only where TLS terminates in front.
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
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security' },
);
