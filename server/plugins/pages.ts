import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE } from '@shared/constants';
import { routeNotFound } from '../lib/errors';
import { storedImageSize } from '../lib/images';
import { publicOrigin } from '../lib/public-origin';
import { VISITOR_COOKIE } from './visitor';

/**
 * Pages: every GET that asks for HTML (not /api, /assets, /media, /chat) is rendered on the server by
 * the web app's own code (dist/server/entry-server.js, built from web/entry-server.tsx) inside the
 * built page template (dist/web/index.html): the HTML carries the page's content, head tags and data,
 * with the right status (404 for a missing product or page). The page's API requests are answered by
 * this server in process (app.inject), as the same visitor (their cookies; the visitor cookie the API
 * sets comes back with the page).
 *
 * Without the server bundle (a build from before server rendering, or `vite build` alone) the template
 * is sent as it is and the browser renders the page; without a built web app (API tests), a 404.
 */

/** What web/entry-server.tsx exports (its own types live in the web build). */
interface ServerRenderer {
  render(request: {
    url: string;
    origin: string;
    language: string | undefined;
    transport: (path: string, init: RequestInit) => Promise<Response>;
    signal?: AbortSignal;
    imageSize?: (path: string) => Promise<{ width: number; height: number } | null>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
    | { kind: 'page'; status: number; language: string; head: string; html: Readable; data: string }
  >;
}

interface Template {
  /** Up to the head's placeholder (with `lang` to fill in). */
  start: string;
  /** From the head's placeholder to #root's content. */
  middle: string;
  /** After #root, up to the data's placeholder. */
  afterRoot: string;
  end: string;
}

/**
 * web/index.html keeps the data's placeholder right after #root and </body> unindented, so no line of
 * the page (as sent, or as the browser holds it once the placeholder is empty) ends in spaces
 * (html-validate, e2e/accessibility.spec.ts).
 */
function readTemplate(file: string): Template {
  const html = fs.readFileSync(file, 'utf8');
  const [start, rest1] = html.split('<!--app-head-->');
  const [middle, rest2] = rest1.split('<!--app-html-->');
  const [afterRoot, end] = rest2.split('<!--app-data-->');
  if (end === undefined) throw new Error(`${file} lacks one of <!--app-head-->, <!--app-html-->, <!--app-data-->`);
  return { start, middle, afterRoot, end };
}

/** The head of a page the browser renders: the site's name until the page sets its own; kept out of search engines. */
const SHELL_HEAD = '<title>Ipak</title><meta name="robots" content="noindex">';

const LANGUAGES = new Set(['uz', 'ru', 'en']);
const languageOf = (request: FastifyRequest) => {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return chosen && LANGUAGES.has(chosen) ? chosen : 'uz';
};

const withLanguage = (start: string, language: string) => start.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

export default fp(
  async function pagesPlugin(app: FastifyInstance, opts: { webDir: string; ssrEntry: string; uploadsDir: string; publicUrl?: string }) {
    const indexFile = path.join(opts.webDir, 'index.html');
    const template = fs.existsSync(indexFile) ? readTemplate(indexFile) : null;
    const renderer: ServerRenderer | null = template && fs.existsSync(opts.ssrEntry) ? ((await import(pathToFileURL(opts.ssrEntry).href)) as ServerRenderer) : null;
    if (template && !renderer) app.log.warn(`no server bundle at ${opts.ssrEntry}: pages are rendered in the browser (run npm run build)`);

    /** The page's API requests, answered by this app in process, as the visitor who asked for the page. */
    const transport = (request: FastifyRequest, reply: FastifyReply) => async (url: string, init: RequestInit) => {
      // The public reads pages make are answered by the module's own read (server/plugins/page-reads.ts);
      // anything else, and anything a direct read could not answer (its error), goes through the API.
      const direct = (init.method ?? 'GET') === 'GET' ? app.pageReads.answer(url, request, reply) : null;
      if (direct) {
        const json = await direct.catch(() => null);
        if (json !== null) return new Response(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
      }
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: request.headers.cookie ?? '',
          'user-agent': request.headers['user-agent'] ?? '',
          // The scheme the visitor used (read from the proxy's X-Forwarded-Proto with TRUST_PROXY), so a
          // cookie the API sets is Secure over HTTPS here too: the in-process request has no TLS of its own.
          'x-forwarded-proto': request.protocol,
        },
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      // A first visit's visitor cookie (views counted once a day) reaches the browser with the page.
      const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
      if (setCookie && !reply.getHeader('set-cookie')) reply.header('set-cookie', setCookie);
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };

    // The build marks the scripts low priority (a rendered page's content comes first: vite.config.ts);
    // for a page the browser renders from the bare template the scripts are the content.
    const atFullPriority = (html: string) => html.replaceAll(' fetchpriority="low"', '');
    const shell = template && { start: atFullPriority(template.start), middle: atFullPriority(template.middle) };
    /** The template alone: the browser renders the page (the reader's own pages, or after a fault of ours). */
    const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) =>
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withLanguage(shell!.start, languageOf(request)) + SHELL_HEAD + shell!.middle + template!.afterRoot + template!.end);

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (!template) throw routeNotFound();
      if (!renderer) return sendShell(request, reply, 200);
      const aborted = new AbortController();
      request.raw.once('close', () => aborted.abort());
      let result: Awaited<ReturnType<ServerRenderer['render']>>;
      try {
        result = await renderer.render({
          url: request.url,
          origin: publicOrigin(opts.publicUrl, request),
          language: request.cookies[LANGUAGE_COOKIE],
          transport: transport(request, reply),
          signal: aborted.signal,
          // A stored image's size for the link preview (og:image:width/height), from its file.
          imageSize: (url) => storedImageSize(opts.uploadsDir, url),
        });
      } catch (err) {
        // A fault of ours: the browser renders the page itself (it usually can), and the status says what happened.
        request.log.error({ err }, 'server rendering failed');
        return sendShell(request, reply, 500);
      }
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.kind === 'browser') return sendShell(request, reply, 200);

      const t = template;
      const body = new PassThrough();
      body.write(withLanguage(t.start, result.language) + result.head + t.middle);
      result.html.on('data', (chunk) => body.write(chunk));
      result.html.once('end', () => body.end(t.afterRoot + result.data + t.end));
      result.html.once('error', (err) => body.destroy(err));
      return reply
        .status(result.status)
        // Personal parts are drawn in the browser; the HTML is the same for everyone, but it follows the
        // catalogue, so it is revalidated on every visit.
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(body);
    }

    // Pages are not part of the API: kept out of the OpenAPI document (and so out of the fuzzer's reach).
    app.get('/', { schema: { hide: true } }, sendPage);
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      // Any other GET is a page (link previews' crawlers do not all ask for text/html by name).
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        !url.startsWith('/assets/') &&
        !url.startsWith('/media/') &&
        !url.startsWith('/chat/');
      if (wantsPage) return sendPage(request, reply);
      throw routeNotFound();
    });
  },
  { name: 'pages', dependencies: ['visitor', 'page-reads'] },
);
