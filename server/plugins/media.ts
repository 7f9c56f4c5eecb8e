import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DOWNLOAD_PARAM, safeDownloadName } from '@shared/media';
import { contentTypeOf, DiskBlobStore, isStoredKey } from '../lib/blob-store';
import { serverBusy } from '../lib/errors';
import { S3BlobStore } from '../lib/s3-blob-store';

/**
 * /media/* — the uploaded and generated files (server-made keys), wherever they live, at the same
 * addresses and with the same headers:
 * - cached for a year (`immutable`: a key's file never changes), with an ETag and Last-Modified for
 *   revalidation (304) and byte ranges (206) for the lesson videos;
 * - sent with the site's CSP plus `sandbox`: opened as a page of its own (a PDF, say), a file runs
 *   no script and is an origin of its own (browsers do not show PDFs in a sandbox at all: our viewer
 *   page draws them with pdf.js, which fetches the file, and a CSP does not govern a fetched file);
 * - `?download=<name>` answers the same file as an attachment (Content-Disposition) named
 *   `<name>.<its extension>`, the name reduced to safe characters (@shared/media safeDownloadName).
 *
 * On the local disk @fastify/static sends them. In a bucket they are streamed through this server,
 * not redirected to a signed address: the addresses stay the same (and cacheable by a CDN in front),
 * the sandbox and download headers stay ours (a bucket would not send them), and the bucket needs no
 * public access. docs/benchmarks.md, "Files from a bucket", has what it costs.
 */

/** The attachment name of a file asked for with ?download=: the name asked (safe characters only), else the file's own, with the file's own extension. */
function attachmentName(asked: unknown, filePath: string): string {
  const ext = path.extname(filePath);
  const name = (typeof asked === 'string' && safeDownloadName(asked)) || path.basename(filePath, ext);
  return `${name}${ext}`;
}

/** The sandbox, and the attachment when asked for. */
function fileHeaders(reply: FastifyReply, filePath: string) {
  const csp = reply.getHeader('content-security-policy');
  reply.header('content-security-policy', csp ? `${String(csp)}; sandbox` : 'sandbox');
  const query = reply.request.query as Record<string, unknown> | undefined;
  if (query && DOWNLOAD_PARAM in query) reply.header('content-disposition', `attachment; filename="${attachmentName(query[DOWNLOAD_PARAM], filePath)}"`);
}

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/** A bucket that does not answer: to the reader the same as a busy server (try again shortly); the log says which. */
const STORAGE_RETRY_SECONDS = 5;

/** Sends a file from the bucket: the bucket answers Range and the conditional headers itself. */
async function sendFromBucket(store: S3BlobStore, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*'];
  if (!isStoredKey(key)) return reply.callNotFound();
  const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
  let answer: Awaited<ReturnType<S3BlobStore['answer']>>;
  try {
    answer = await store.answer(key, { range: header('range'), ifNoneMatch: header('if-none-match'), ifModifiedSince: header('if-modified-since') }, request.method === 'HEAD');
  } catch (err) {
    request.log.warn({ err, key }, 'the file storage did not answer');
    throw serverBusy(STORAGE_RETRY_SECONDS);
  }
  if (answer.status === 404) return reply.callNotFound();
  if (answer.status === 416) return reply.code(416).header('content-range', 'bytes */*').send();
  reply.code(answer.status).header('cache-control', YEAR_IMMUTABLE).header('accept-ranges', 'bytes');
  if (answer.etag) reply.header('etag', answer.etag);
  if (answer.lastModified) reply.header('last-modified', answer.lastModified.toUTCString());
  if (answer.status === 304) return reply.send();
  fileHeaders(reply, key);
  reply.type(contentTypeOf(key));
  if (answer.contentLength !== undefined) reply.header('content-length', answer.contentLength);
  if (answer.contentRange) reply.header('content-range', answer.contentRange);
  // HEAD: no bytes, and the Content-Length of the file stays.
  return reply.send(answer.body ?? null);
}

export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const store = app.blobs;
    if (store instanceof DiskBlobStore) {
      await app.register(fastifyStatic, {
        root: app.config.uploadsDir,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        immutable: true,
        maxAge: '365d',
        // @fastify/static 10 hands the Fastify reply to setHeaders.
        setHeaders: (reply: unknown, filePath: string) => fileHeaders(reply as FastifyReply, filePath),
      });
    } else if (store instanceof S3BlobStore) {
      // Not compressed again: images and videos are compressed already, and a part of a file (Range) must stay those bytes.
      // HEAD is its own route: it asks the bucket for the headers only (Fastify's derived HEAD route would fetch the bytes to discard them).
      app.route({ method: ['GET', 'HEAD'], url: '/media/*', compress: false, schema: { hide: true }, handler: (request, reply) => sendFromBucket(store, request, reply) });
    }
  },
  { name: 'media', dependencies: ['storage'] },
);
