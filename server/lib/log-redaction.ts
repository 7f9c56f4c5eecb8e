import type { FastifyRequest } from 'fastify';

/**
 * Secrets never reach the log (docs/security.md "Sessions"). Three layers, because a secret can come
 * in by more than one door:
 * - the request line: the chat socket of an API client carries its access token as `?token=`, the
 *   web app's socket a one-time `?ticket=`; the request serializer writes the URL with such values
 *   replaced;
 * - headers and bodies: pino's redact paths (Authorization, Cookie, Set-Cookie, passwords, refresh
 *   tokens, reset codes), should anything log them;
 * - every line, whatever logged it (an error's message or stack that quotes a URL): the stream hook
 *   replaces anything shaped like a JWT, and any `token=`/`ticket=`/`refresh=`… value.
 */
const REDACTED = '[redacted]';

/** Query parameters whose value is a secret. */
const SECRET_PARAMS = ['token', 'access', 'access_token', 'refresh', 'refresh_token', 'ticket', 'code', 'password', 'secret'];
const secretParam = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'\\\\]*`, 'gi');
/** Three base64url parts, the first a JSON header ({"… is eyJ). */
const jwt = /eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}/g;

/** A URL (or any text) with secret query values and JWTs replaced. */
export function redactSecrets(text: string): string {
  return text.replace(secretParam, `$1${REDACTED}`).replace(jwt, REDACTED);
}

/** pino redact paths: where a logged object may hold a secret. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.new_password',
  'body.refresh',
  'body.access',
  'body.code',
  'body.ticket',
];

/** Fastify's `logger` options: the level, the stream, and the redaction above. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's default request serializer, with the URL's secrets replaced.
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactSecrets(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    hooks: { streamWrite: redactSecrets },
    ...(stream ? { stream } : {}),
  };
}
