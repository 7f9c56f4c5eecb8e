import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from '../lib/errors';
import { originCaching, publicOrigin } from '../lib/public-origin';
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapPagePath, sitemapSlice, sitemapTotal, urlsetXml, type SitemapSource } from '../lib/sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add the sources of their public pages here (server/lib/sitemap.ts). */
    sitemap: { add(source: SitemapSource): void };
  }
}

/** Pages crawlers should not spend time on: the API, and what only a signed-in reader sees. */
const ROBOTS_DISALLOW = ['/api/', '/auth/', '/profile/', '/admin/', '/messaging'];

/**
 * GET /robots.txt and the sitemap: /sitemap.xml lists every public page the modules add, or, past
 * `pageSize` addresses, is an index of /sitemaps/{n}.xml pages. Answers are cached by clients and
 * proxies for an hour (new products reach crawlers within that); without PUBLIC_URL by the client
 * only, as they name the request's Host (originCaching). Not part of the API document.
 */
export default fp(
  async function sitemapPlugin(app: FastifyInstance, opts: { publicUrl?: string; pageSize?: number }) {
    const sources: SitemapSource[] = [];
    const pageSize = opts.pageSize ?? SITEMAP_MAX_URLS;
    app.decorate('sitemap', { add: (source: SitemapSource) => void sources.push(source) });

    const caching = originCaching(opts.publicUrl);
    const xml = (body: string) => ({ body, type: 'application/xml; charset=utf-8' });
    const hidden = { schema: { hide: true } };

    app.get('/robots.txt', hidden, async (request, reply) => {
      const origin = publicOrigin(opts.publicUrl, request);
      const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''];
      return reply.type('text/plain; charset=utf-8').headers(caching).send(lines.join('\n'));
    });

    app.get('/sitemap.xml', hidden, async (request, reply) => {
      const origin = publicOrigin(opts.publicUrl, request);
      const { counts, total } = await sitemapTotal(sources);
      const out =
        total <= pageSize
          ? xml(urlsetXml(origin, await sitemapSlice(sources, counts, 0, pageSize)))
          : xml(sitemapIndexXml(origin, Math.ceil(total / pageSize)));
      return reply.type(out.type).headers(caching).send(out.body);
    });

    app.get<{ Params: { file: string } }>(sitemapPagePath(0).replace('0.xml', ':file'), hidden, async (request, reply) => {
      const page = /^([1-9]\d{0,6})\.xml$/.exec(request.params.file)?.[1];
      const { counts, total } = await sitemapTotal(sources);
      const n = Number(page);
      if (!page || total <= pageSize || (n - 1) * pageSize >= total) {
        throw routeNotFound();
      }
      const out = xml(urlsetXml(publicOrigin(opts.publicUrl, request), await sitemapSlice(sources, counts, (n - 1) * pageSize, pageSize)));
      return reply.type(out.type).headers(caching).send(out.body);
    });
  },
  { name: 'sitemap' },
);
