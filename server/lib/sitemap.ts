/**
 * The sitemap (sitemaps.org protocol) built from sources: each module that owns public pages adds one
 * source for them (server/plugins/sitemap.ts collects them), so a new module lists its pages without
 * anyone else changing. Up to SITEMAP_MAX_URLS addresses /sitemap.xml is the list itself; past that it
 * is an index of numbered pages (/sitemaps/{n}.xml) of at most that many addresses each.
 */

/** The protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** The page's path, from @shared/paths. */
  path: string;
  lastModified?: Date | null;
}

/** One module's public pages: how many, and a slice of them in a stable order (the pages must not shift while a crawler reads them). */
export interface SitemapSource {
  name: string;
  count(): Promise<number>;
  entries(offset: number, limit: number): Promise<SitemapEntry[]>;
}

/** A source of a fixed list (a module's index pages). */
export function fixedSitemapSource(name: string, paths: string[]): SitemapSource {
  return {
    name,
    count: async () => paths.length,
    entries: async (offset, limit) => paths.slice(offset, offset + limit).map((path) => ({ path })),
  };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const lastmod = (d: Date | null | undefined) => (d ? `<lastmod>${d.toISOString()}</lastmod>` : '');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod(e.lastModified)}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, pages: number): string {
  const items = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}${sitemapPagePath(i + 1)}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const sitemapPagePath = (page: number) => `/sitemaps/${page}.xml`;

/** The sources laid end to end: the total, and the entries from `offset` (across sources) up to `limit`. */
export async function sitemapTotal(sources: SitemapSource[]) {
  const counts = await Promise.all(sources.map((s) => s.count()));
  return { counts, total: counts.reduce((a, b) => a + b, 0) };
}

export async function sitemapSlice(sources: SitemapSource[], counts: number[], offset: number, limit: number): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  let start = 0;
  for (const [i, source] of sources.entries()) {
    const count = counts[i]!;
    const end = start + count;
    if (out.length < limit && offset < end && offset + limit > start) {
      const from = Math.max(0, offset + out.length - start);
      out.push(...(await source.entries(from, Math.min(count - from, limit - out.length))));
    }
    start = end;
  }
  return out;
}
