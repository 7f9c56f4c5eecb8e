import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths, withQuery } from '@shared/paths';
import type { AnnouncementsHomeData } from '@shared/schemas/announcements';
import type { CoursesHomeData } from '@shared/schemas/courses';
import type { NewsHomeData } from '@shared/schemas/news';
import type { ShopHomeData } from '@shared/schemas/shop';
import { seedDemo } from '../server/seed';
import { buildTestApp, type TestApp } from '../server/test/app';
import { accessTokenFor, bearer, createUser } from '../server/test/factories';
import { imageSizeIn } from '../server/test/pages';
import { jsonLdOf, pageStructuredDataProblems } from './lib/structured-data-checks';
import { render, type RenderResult } from './entry-server';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';

/**
 * The server's render of every page (web/entry-server.tsx), in Node, where no browser global exists:
 * React Router's static handler runs the real route loaders, the real API answers in process, and
 * the result carries the page's status, head and data. (The browser's hydration of it is tested in
 * e2e/server-rendering.spec.ts.)
 */

let t: TestApp;
let shop: ShopHomeData;
let services: AnnouncementsHomeData;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db, t.app.blobs, t.app.log);
  shop = (await t.app.inject('/api/shop/home-data/')).json();
  services = (await t.app.inject('/api/announcements/home-data/')).json();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const transport = async (path: string, init: RequestInit) => {
  const res = await t.app.inject({ method: (init.method ?? 'GET') as 'GET', url: path, headers: init.headers as Record<string, string> });
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
};

const text = async (stream: Readable) => {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
};

/** React escapes text (' as &#x27;); the assertions read the text as a browser shows it. */
const decode = (html: string) =>
  html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

async function page(url: string, language?: string) {
  const result: RenderResult = await render({ url, origin: 'https://ipak.test', language, transport, imageSize: imageSizeIn(t.app.blobs) });
  if (result.kind !== 'page') return { result, status: 0, html: '', head: '', data: null as SsrData | null };
  const data = JSON.parse(result.data.slice(result.data.indexOf('>') + 1, result.data.lastIndexOf('</script>'))) as SsrData;
  return { result, status: result.status, html: decode(await text(result.html)), head: decode(result.head), data };
}

describe('server rendering', () => {
  it('runs where no browser global exists', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('renders the home page with the news, courses and announcements the API answers, and hands the data over', async () => {
    const { status, html, head, data } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<footer');
    expect(html).toContain(services.work_announcement[0].title);
    expect(head).toMatch(/^<title>[^<]+ - Ipak<\/title>/);
    // A page without a photo of its own is previewed with the site's image.
    expect(head).toContain('<meta property="og:image" content="https://ipak.test/images/og-default.png" data-page-head>');
    expect(head).toContain('<link rel="canonical" href="https://ipak.test/" data-page-head>');
    expect(data!.language).toBe('uz');
    const keys = data!.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(expect.arrayContaining([expect.stringContaining('announcements')]));
  });

  it('renders the shop, a category, all products and a product page with their data and head', async () => {
    const product = shop.new_products[0];
    expect((await page('/online-shop')).html).toContain(product.title);
    expect((await page('/online-shop/categories/')).html).toContain(shop.categories[0].title);
    expect((await page(`/online-shop/categories/${shop.categories[0].meta}/`)).status).toBe(200);
    const detail = await page(`/online-shop/details/${product.meta}/`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(product.title);
    expect(detail.head).toContain(`<title>${product.title} - Ipak</title>`);
    expect(detail.head).toContain(`<link rel="canonical" href="https://ipak.test/online-shop/details/${product.meta}/" data-page-head>`);
    expect(detail.head).toMatch(/<meta property="og:image" content="https:\/\/ipak\.test\/media\/.+-1280\.webp"/);
    expect(detail.head).toContain('<script type="application/ld+json" data-page-head>');
    // Its share link names the page's full address, with the canonical link's origin, handed on to the browser.
    expect(detail.html).toContain(`href="https://t.me/share/url?url=${encodeURIComponent(`https://ipak.test/online-shop/details/${product.meta}/`)}&text=`);
    expect(detail.data!.origin).toBe('https://ipak.test');
  });

  it('answers 404 for a missing product (with its own not-found screen) and for an unknown address', async () => {
    const missing = await page('/online-shop/details/bunday-mahsulot-yoq/');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Mahsulot topilmadi');
    expect(missing.html).toContain('role="search"');
    // The browser gets the 404 too, so it shows the same screen without asking again.
    expect(missing.data!.queries.queries.some((q) => q.state.status === 'error')).toBe(true);
    const unknown = await page('/bunday-sahifa-yoq');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Siz izlayotgan sahifa topilmadi!');
  });

  it("says a removed product's and announcement's page in the reader's language with 410, and one in review with 404, each with its kind's others and a search (issue 40)", async () => {
    const moderator = await accessTokenFor(t.app, await createUser(t.db, { role: 'moderator' }));
    const onHome = new Set([...shop.new_products, ...shop.fast_selling_products, ...shop.recommended_products].map((p) => p.guid));
    const category = shop.categories[shop.categories.length - 1];
    const all = (await t.app.inject(`/api/shop/category/${category.meta}?page_size=24`)).json() as ShopHomeData['new_products'];
    const cards = all.filter((p) => !onHome.has(p.guid));
    expect(cards.length).toBeGreaterThan(2);
    const [gone, waiting] = cards.slice(-2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${gone.guid}/`, headers: bearer(moderator) })).statusCode).toBe(204);

    const removed = await page(`/online-shop/details/${gone.meta}/`);
    expect(removed.status).toBe(410);
    expect(removed.html).toContain("Bu mahsulot o'chirilgan");
    expect(removed.html).toContain('data-testid="similar-products"');
    expect(removed.html).toContain(all[0].title);
    expect(removed.html).toContain(`action="/online-shop/categories/"`);
    // In the reader's language, never the spec's English; Uzbek Cyrillic in Cyrillic.
    const ru = await page(`/online-shop/details/${gone.meta}/`, 'ru');
    expect(ru.status).toBe(410);
    expect(ru.html).toContain('Этот товар удалён');
    expect((await page(`/online-shop/details/${gone.meta}/`, 'uz-Cyrl')).html).toContain('Бу маҳсулот ўчирилган');
    expect((await page('/online-shop/details/bunday-mahsulot-yoq/', 'uz-Cyrl')).html).not.toMatch(/Продуст|Product Not Found/);

    // Held for review (as pre-moderation holds an edit); its page was never read, so no kept copy shows it.
    await t.db.execute(sql`update products set moderation_state = 'pending' where guid = ${waiting.guid}`);
    const inReview = await page(`/online-shop/details/${waiting.meta}/`);
    expect(inReview.status).toBe(404);
    expect(inReview.html).toContain('Mahsulot tekshiruvda');
    expect(inReview.html).toContain('data-testid="similar-products"');

    const service = services.service_announcement[services.service_announcement.length - 1];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/announcements/user-announcements/${service.guid}/`, headers: bearer(moderator) })).statusCode).toBe(204);
    const announcement = await page(`/announcements/services/details/${service.meta}/`, 'ru');
    expect(announcement.status).toBe(410);
    expect(announcement.html).toContain('Это объявление удалено');
    expect(announcement.html).toContain('data-testid="similar-announcements"');
    expect(announcement.html).toContain(services.service_announcement[0].title);
    expect(announcement.html).toContain('action="/announcements"');
  });

  it('renders a service announcement page, with the other services, its photo in the preview and Service data', async () => {
    const service = services.service_announcement[0];
    const { status, html, head } = await page(`/announcements/services/details/${service.meta}/`);
    expect(status).toBe(200);
    expect(html).toContain(service.title);
    expect(html).toContain(services.service_announcement[1].title);
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/ipak\.test\/media\/[^"]+-1280\.webp"/);
    expect(head).toContain('"@type":"Service"');
  });

  it('renders a job page with its pay, the other jobs and JobPosting data; a missing one answers 404; the other kind redirects', async () => {
    const [job, other] = services.work_announcement;
    const { status, html, head } = await page(`/announcements/details/${job.meta}/`);
    expect(status).toBe(200);
    expect(html).toContain(job.title);
    expect(html).toContain(other.title);
    expect(html).toContain('Ariza qoldirish');
    expect(head).toContain(`<link rel="canonical" href="https://ipak.test/announcements/details/${job.meta}/"`);
    expect(head).toContain('"@type":"JobPosting"');
    const missing = await page('/announcements/details/bunday-elon-yoq/');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("E'lon topilmadi");
    expect((await page(`/announcements/details/${services.service_announcement[0].meta}/`)).result).toMatchObject({
      kind: 'redirect',
      location: `/announcements/services/details/${services.service_announcement[0].meta}/`,
    });
  });

  it('renders the announcements index: both landing lists, and a filtered list from the URL', async () => {
    const landing = await page('/announcements');
    expect(landing.status).toBe(200);
    expect(landing.html).toContain(services.service_announcement[0].title);
    expect(landing.html).toContain(services.work_announcement[0].title);
    const job = services.work_announcement[0];
    const filtered = await page(`/announcements?type=work&work_time=${job.work_time}&region=${job.region!.id}`);
    expect(filtered.status).toBe(200);
    expect(filtered.html).toContain(job.title);
    // The region's name is in its select, drawn by the server.
    expect(filtered.html).toContain(job.region!.name_uz);
  });

  it('gives every public page one address: that form answers 200 and is its own canonical link (all of it rendered at once), the other form of it redirects there (301)', async () => {
    const news = (await t.app.inject('/api/news/home-data/')).json() as NewsHomeData;
    const documents = (await t.app.inject('/api/news/documents/')).json() as { results: { id: number }[] };
    const courses = (await t.app.inject('/api/courses/home-data/')).json() as CoursesHomeData;
    const item = news.banner ?? news.week[0]!;
    const seller = ((await t.app.inject(`/api/shop/product/${shop.new_products[0]!.meta}/`)).json() as { product: { user: { guid: string } } }).product.user.guid;
    const pages = [
      publicPaths.home(),
      publicPaths.aboutUs(),
      publicPaths.partners(),
      publicPaths.contacts(),
      publicPaths.privacy(),
      publicPaths.shop(),
      publicPaths.products(),
      publicPaths.category(shop.categories[0]!.meta),
      publicPaths.product(shop.new_products[0]!.meta),
      publicPaths.seller(seller),
      publicPaths.news(),
      publicPaths.newsItem(item.meta),
      publicPaths.newsCategory(item.category.meta),
      publicPaths.documents('@a'),
      publicPaths.documents('@b'),
      publicPaths.document(documents.results[0]!.id),
      publicPaths.announcements(),
      publicPaths.announcement(services.work_announcement[0]!.meta),
      publicPaths.service(services.service_announcement[0]!.meta),
      publicPaths.courses(),
      publicPaths.course(courses.new[0]!.meta),
      publicPaths.courseCategory(courses.categories[0]!.meta),
      publicPaths.courseCategory('all'),
    ];
    // Every builder of the public paths module is walked (the lesson is a course page with a query;
    // a certificate, below, needs a finished course).
    const builders = Object.keys(publicPaths).filter((k) => !['lesson', 'certificate'].includes(k));
    expect(new Set(pages.map((p) => p.replace(/\/[^/]+\/$/, '/*/').replace(/@[ab]$/, '*')))).toHaveProperty('size', new Set(builders).size);
    const failures: string[] = [];
    for (const path of pages) {
      const own = await page(path);
      if (own.status !== 200) failures.push(`${path}: ${own.status}`);
      if (!own.head.includes(`<link rel="canonical" href="https://ipak.test${path}" data-page-head>`)) failures.push(`${path}: canonical ${own.head.match(/rel="canonical" href="([^"]+)"/)?.[1]}`);
      // Nothing of the page waited to be written later: Preact's streaming render puts such a part
      // in a hidden block with an inline script, which the CSP forbids (issue 42; lazy parts wait for hydration).
      if (own.html.includes('<script')) failures.push(`${path}: a script in the rendered page`);
      if (path === '/') continue;
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      const moved = await page(other);
      if (moved.result.kind !== 'redirect' || moved.result.status !== 301 || moved.result.location !== path) failures.push(`${other}: ${JSON.stringify(moved.result.kind === 'page' ? moved.status : moved.result)}`);
    }
    expect(failures).toEqual([]);
    // A certificate's page, found or not, has one address too.
    expect((await page('/courses/certificates/abcdefghijkl')).result).toEqual({ kind: 'redirect', status: 301, location: '/courses/certificates/abcdefghijkl/' });
  });

  it('makes page N of a list its own canonical address, in every language (?page=2&lang=ru); page 1 is the clean address (issue 38)', async () => {
    const news = (await t.app.inject('/api/news/home-data/')).json() as NewsHomeData;
    const lists = [publicPaths.products(), publicPaths.announcements(), publicPaths.newsCategory(news.categories[0]!.meta), publicPaths.courseCategory('all')];
    const canonicalOf = (head: string) => head.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const alternateOf = (head: string, lang: string) => head.match(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`))?.[1];
    for (const list of lists) {
      const second = await page(`${list}?page=2`);
      expect(second.status, list).toBe(200);
      expect(canonicalOf(second.head), list).toBe(`https://ipak.test${list}?page=2`);
      expect(alternateOf(second.head, 'ru'), list).toBe(`https://ipak.test${list}?page=2&lang=ru`);
      expect(alternateOf(second.head, 'x-default'), list).toBe(`https://ipak.test${list}?page=2`);
      // The Russian version of page 2 names itself, as hreflang names it.
      expect(canonicalOf((await page(`${list}?page=2&lang=ru`)).head), list).toBe(`https://ipak.test${list}?page=2&lang=ru`);
      expect(canonicalOf((await page(`${list}?page=1`)).head), list).toBe(`https://ipak.test${list}`);
    }
  });

  it('gives a news category and a course category of the same name different titles, in every language (issue 38)', async () => {
    for (const lang of ['uz', 'uz-Cyrl', 'ru', 'en']) {
      const titleOf = async (url: string) => (await page(url, lang)).head.match(/<title>([^<]+)<\/title>/)?.[1];
      const news = await titleOf(publicPaths.newsCategory('hunarmandchilik'));
      const courses = await titleOf(publicPaths.courseCategory('hunarmandchilik'));
      expect(news, lang).toBeTruthy();
      expect(courses, lang).toBeTruthy();
      expect(news, lang).not.toBe(courses);
    }
  });

  it("draws a product's thumbnails as buttons holding phrasing content only (no <div> inside a <button>: issue 38)", async () => {
    const validator = new HtmlValidate({ rules: { 'element-permitted-content': 'error' } });
    let withThumbnails = 0;
    for (const product of shop.new_products) {
      const { html } = await page(publicPaths.product(product.meta));
      if (!html.includes('aria-current="true"')) continue;
      withThumbnails++;
      const report = await validator.validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.message} (${m.selector})`)), product.meta).toEqual([]);
    }
    expect(withThumbnails).toBeGreaterThan(0);
  });

  it('names every link by the words it shows, in every script (label in name: the logo shows and says Ipak: issue 38)', async () => {
    for (const lang of ['uz', 'uz-Cyrl', 'ru', 'en']) {
      const { html } = await page('/', lang);
      const mismatches = [...html.matchAll(/<a\b[^>]*\baria-label="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
        .map(([, label, inner]) => ({ label: label!, shown: inner!.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() }))
        .filter(({ label, shown }) => shown && !label.toLocaleLowerCase().includes(shown.split(' ')[0]!.toLocaleLowerCase()));
      expect(mismatches, lang).toEqual([]);
    }
  });

  it("leads the spec's other names of a page to its one address, with the query, and leaves other addresses alone", async () => {
    const service = services.service_announcement[0]!.meta;
    for (const [from, to] of [
      ['/about/', '/about-us'],
      ['/about', '/about-us'],
      ['/partners/?utm_source=telegram', '/partners?utm_source=telegram'],
      ['/online-shop/?a=1&b=2', '/online-shop?a=1&b=2'],
      ['/online-shop/categories?q=atlas', '/online-shop/categories/?q=atlas'],
      [`/services/${service}`, `/announcements/services/details/${service}/`],
      [`/services/${service}/`, `/announcements/services/details/${service}/`],
    ]) {
      expect((await page(from!)).result, from).toEqual({ kind: 'redirect', status: 301, location: to });
    }
    // The reader's own pages and unknown addresses keep theirs.
    expect((await page('/auth/confirm-phone')).result.kind).toBe('browser');
    expect((await page('/bunday-sahifa-yoq/')).status).toBe(404);
    expect((await page('/online-shop/bunday/sahifa/')).status).toBe(404);
  });

  it("writes each item page's structured data with what search engines require of its type, and a trail (BreadcrumbList)", async () => {
    const news = (await t.app.inject('/api/news/home-data/')).json() as NewsHomeData;
    const documents = (await t.app.inject('/api/news/documents/')).json() as { results: { id: number }[] };
    const courses = (await t.app.inject('/api/courses/home-data/')).json() as CoursesHomeData;
    const kinds: [string, string[]][] = [
      [publicPaths.product(shop.new_products[0]!.meta), ['Product', 'BreadcrumbList']],
      [publicPaths.newsItem((news.banner ?? news.week[0]!).meta), ['NewsArticle', 'BreadcrumbList']],
      [publicPaths.course(courses.new[0]!.meta), ['Course', 'BreadcrumbList']],
      [publicPaths.announcement(services.work_announcement[0]!.meta), ['JobPosting', 'BreadcrumbList']],
      [publicPaths.service(services.service_announcement[0]!.meta), ['Service', 'BreadcrumbList']],
      [publicPaths.document(documents.results[0]!.id), ['DigitalDocument']],
      [publicPaths.home(), ['Organization', 'WebSite']],
    ];
    const problems: string[] = [];
    // Each page as it is, in Russian (?lang=ru: its trail leads to the Russian pages) and, for people's own words, in Cyrillic.
    for (const [path, types] of kinds.flatMap(([path, types]): [string, string[]][] => [[path, types], [withQuery(path, { lang: 'ru' }), types], [withQuery(path, { script: 'cyrl' }), types]])) {
      const { status, head } = await page(path);
      expect(status, path).toBe(200);
      const items = jsonLdOf(head);
      expect(items.map((i) => (i as { '@type': string })['@type']), path).toEqual(types);
      // Ipak does not know the time a course asks of a student: Course leaves courseWorkload out rather than invent one.
      problems.push(...pageStructuredDataProblems(head, { Course: ['courseWorkload'] }).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("names who hires on every job (its poster), the author's address on news, one spelling of a language, and no course workload of seconds", async () => {
    const news = (await t.app.inject('/api/news/home-data/')).json() as NewsHomeData;
    const courses = (await t.app.inject('/api/courses/home-data/')).json() as CoursesHomeData;
    const ld = async (path: string, type: string) => jsonLdOf((await page(path)).head).find((i) => (i as { '@type': string })['@type'] === type) as Record<string, never>;
    for (const job of services.work_announcement) {
      expect((await ld(publicPaths.announcement(job.meta), 'JobPosting')).hiringOrganization, job.meta).toEqual({ '@type': 'Organization', name: `${job.user.first_name} ${job.user.last_name}`.trim() });
    }
    const article = (news.banner ?? news.week[0]!).meta;
    expect((await ld(publicPaths.newsItem(article), 'NewsArticle')).author).toMatchObject({ '@type': 'Person', url: 'https://ipak.test/' });
    expect((await ld(publicPaths.newsItem(article), 'NewsArticle')).inLanguage).toBe('uz');
    expect((await ld(withQuery(publicPaths.newsItem(article), { script: 'cyrl' }), 'NewsArticle')).inLanguage).toBe('uz-Cyrl');
    const course = await ld(publicPaths.course(courses.new[0]!.meta), 'Course');
    expect(course.inLanguage).toBe('uz');
    expect(course.hasCourseInstance).not.toHaveProperty('courseWorkload');
  });

  it("describes the site on the home page, whose search (a SearchAction) is the shop's search page", async () => {
    const { head } = await page(publicPaths.home());
    const site = jsonLdOf(head).find((i) => (i as { '@type': string })['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string }; 'query-input': string } };
    const template = site.potentialAction.target.urlTemplate;
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const product = shop.new_products[0]!;
    const search = new URL(template.replace('{search_term_string}', encodeURIComponent(product.title)));
    expect(search.origin).toBe('https://ipak.test');
    const results = await page(`${search.pathname}${search.search}`);
    expect(results.status).toBe(200);
    expect(results.html).toContain(publicPaths.product(product.meta));
  });

  it('names the preview image\'s size and alt text (a stored photo measured from its file; the site\'s image 1200 × 630)', async () => {
    const product = await page(publicPaths.product(shop.new_products[0]!.meta));
    const width = Number(product.head.match(/<meta property="og:image:width" content="(\d+)"/)?.[1]);
    const height = Number(product.head.match(/<meta property="og:image:height" content="(\d+)"/)?.[1]);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(1280);
    expect(height).toBeGreaterThan(0);
    expect(product.head).toContain(`<meta name="twitter:image:alt" content="${shop.new_products[0]!.title}" data-page-head>`);
    const plain = await page(publicPaths.partners());
    expect(plain.head).toContain('<meta property="og:image:width" content="1200" data-page-head><meta property="og:image:height" content="630" data-page-head>');
    expect(plain.head).toMatch(/<meta name="twitter:image:alt" content="[^"]+" data-page-head>/);
  });

  it("answers an expired announcement's page (old links), saying so, kept out of search engines, its JobPosting valid through a past day", async () => {
    const job = services.work_announcement[3]!;
    const author = await accessTokenFor(t.app, await createUser(t.db));
    /** A new announcement: a write, which clears the announcements' cached answers. */
    const write = async (name: string) =>
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/announcements/user-announcements/', headers: bearer(author), payload: { annoucement_type: 'work_announcement', name, region: 13, district: 188, work_time: 'full_time', description: '<p>Ish</p>' } })).statusCode,
      ).toBe(201);
    await t.db.execute(sql`update announcements set expires_at = now() - interval '1 day' where guid = ${job.guid}`);
    await write('Keshni tozalovchi ish');
    try {
      const { status, html, head } = await page(publicPaths.announcement(job.meta));
      expect(status).toBe(200);
      expect(html).toContain('Muddati tugagan');
      expect(html).not.toContain('Ariza qoldirish</');
      expect(head).toContain('<meta name="robots" content="noindex" data-page-head>');
      const posting = jsonLdOf(head).find((i) => (i as { '@type': string })['@type'] === 'JobPosting') as { validThrough: string };
      expect(Date.parse(posting.validThrough)).toBeLessThan(Date.now());
      // Gone from the index's lists.
      expect((await page(publicPaths.announcements())).html).not.toContain(`/announcements/details/${job.meta}/`);
    } finally {
      await t.db.execute(sql`update announcements set expires_at = now() + interval '10 days' where guid = ${job.guid}`);
      await write('Keshni yana tozalovchi ish');
    }
  });

  it('describes the privacy policy for search engines and link previews', async () => {
    const { head } = await page('/privacy');
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}" data-page-head>/);
  });

  it('renders the static pages', async () => {
    for (const url of ['/about-us', '/partners', '/contacts', '/privacy']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html.length, url).toBeGreaterThan(1000);
    }
  });

  it("speaks the reader's language from the first byte", async () => {
    const { html, data } = await page('/contacts', 'ru');
    expect(data!.language).toBe('ru');
    expect(html).toContain('Отправить');
    expect(html).not.toContain('>Yuborish<');
  });

  it('names news and course categories in the reader\'s language: cards, chips, an article\'s and a course\'s labels and breadcrumbs, category pages and their head', async () => {
    type Titled = { meta: string; title: string; title_ru: string | null; title_en: string | null };
    const news = (await t.app.inject('/api/news/home-data/')).json() as { categories: Titled[]; week: { meta: string; category: Titled }[] };
    const courses = (await t.app.inject('/api/courses/home-data/')).json() as { categories: Titled[]; new: { meta: string; category: Titled }[] };
    const article = news.week[0];
    const course = courses.new[0];
    for (const lang of ['ru', 'en'] as const) {
      const named = (c: Titled) => (lang === 'ru' ? c.title_ru : c.title_en)!;
      // The demo categories have their own titles in both languages, different from the Uzbek.
      for (const c of [...news.categories, ...courses.categories]) expect(named(c), c.meta).toMatch(/\p{L}/u);
      const pages = [
        { url: '/news', shows: news.categories.map(named).concat(named(article.category)), hides: news.categories },
        { url: `/news/details/${article.meta}/`, shows: [named(article.category)], hides: [article.category] },
        { url: `/news/categories/details/${article.category.meta}/`, shows: [named(article.category)], hides: [article.category] },
        { url: '/courses', shows: courses.categories.map(named).concat(named(course.category)), hides: courses.categories },
        { url: `/courses/details/${course.meta}/`, shows: [named(course.category)], hides: [course.category] },
        { url: `/courses/categories/details/${course.category.meta}/`, shows: [named(course.category)], hides: [course.category] },
        { url: '/', shows: [named(course.category)], hides: [course.category] },
      ];
      for (const { url, shows, hides } of pages) {
        const { status, html, head } = await page(url, lang);
        expect(status, url).toBe(200);
        for (const title of shows) expect(html, `${url} in ${lang}`).toContain(title);
        // The Uzbek title shows nowhere: not as a label (>Title<) nor in the head.
        for (const c of hides) {
          expect(html, `${url} in ${lang}`).not.toContain(`>${c.title}<`);
          expect(head, `${url} in ${lang}`).not.toContain(c.title);
        }
      }
      expect((await page(`/news/categories/details/${article.category.meta}/`, lang)).head).toContain(`<title>${named(article.category)}`);
      expect((await page(`/courses/categories/details/${course.category.meta}/`, lang)).head).toContain(`<title>${named(course.category)}`);
    }
  });

  it("leaves the reader's own pages to the browser, and follows redirects", async () => {
    for (const url of ['/auth/confirm-phone/', '/auth/complete/', '/auth/sign-out/', '/profile/overview/', '/admin/overview/', '/messaging/']) expect((await page(url)).result.kind, url).toBe('browser');
    expect((await page('/auth')).result).toMatchObject({ kind: 'redirect', location: '/auth/sign-in/' });
  });

  it('renders the sign-in, sign-up and password reset forms, the same for everyone, out of search engines and waiting for the script to submit (issue 42)', async () => {
    const forms = [
      { url: '/auth/sign-in/?next=%2Fprofile%2F', title: 'Kirish', fields: ['name="phone"', 'name="password"'] },
      { url: '/auth/sign-up/', title: "Ro'yxatdan o'tish", fields: ['name="first_name"', 'name="phone"', 'name="password"'] },
      { url: '/auth/password-reset/phone/', title: 'Parolni tiklash', fields: ['name="phone"'] },
    ];
    for (const { url, title, fields } of forms) {
      const { result, status, html, head } = await page(url);
      expect(result.kind, url).toBe('page');
      expect(status, url).toBe(200);
      expect(html, url).toContain(`>${title}</h1>`);
      for (const field of fields) expect(html, `${url} ${field}`).toContain(field);
      // A press before the script has started would be lost (or sent as a GET with the password): the button waits.
      expect(html, url).toMatch(/<button type="submit"[^>]*disabled/);
      // Nothing in it waits to be streamed in later (an inline script the CSP forbids).
      expect(html, url).not.toContain('<script');
      expect(head, url).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('hands over a data block that cannot close its script element', async () => {
    const { result } = await page('/');
    if (result.kind !== 'page') throw new Error('not a page');
    expect(result.data.startsWith(`<script type="application/json" id="${SSR_DATA_ID}">`)).toBe(true);
    expect(result.data.slice(0, -'</script>'.length)).not.toContain('</script');
  });
});
