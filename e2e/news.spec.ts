import type { NewsHomeData, NewsItem } from '../shared/schemas/news';
import { latinToCyrillic } from '../shared/text/uzbek';
import { startServerProcess } from '../scripts/lib/server-process';
import type { SearchedPage } from '../shared/schemas/common';
import { LEGISLATION_NEWS_CATEGORY } from '../shared/constants';
import { chooseLanguage, expect, expectNoSidewaysScroll, getJson, test } from './support';

/**
 * The news pages (spec §2 News): the index (banner, side list, the week's grid, 'Qonunchilik
 * yangiliklari' over the legislation news only, the most read), an article (title, body, category link) read in Latin and in
 * Cyrillic, a category's grid, and a missing article's 404.
 */

test('the index leads to an article, read in Latin and in Cyrillic, and on to its category', async ({ page, request }) => {
  const home = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const item = home.banner ?? home.week[0];
  expect(item, 'a demo news item').toBeTruthy();

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shu hafta yangiliklari' })).toBeVisible();
  // 'Qonunchilik yangiliklari' names legislation news only, not the week's news of every category (issue 40; its own test below).
  await expect(page.getByRole('heading', { level: 2, name: 'Shu hafta yangiliklari' })).not.toHaveText(/Qonunchilik/i);
  await expect(page.getByTestId('news-most-read').getByRole('link').first()).toBeVisible();
  // Short descriptions show the first sentence only.
  const firstStop = item!.short_description.indexOf('.');
  if (firstStop !== -1 && firstStop < item!.short_description.length - 1) {
    await expect(page.getByTestId('news-grid').getByText(item!.short_description.slice(firstStop + 1).trim().slice(0, 30))).toHaveCount(0);
  }

  await page.getByTestId('news-banner').getByRole('link', { name: item!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/details/${item!.meta}/$`));
  await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
  // The body as the API gives it; a plain-text body's newlines stay line breaks (white-space: pre-line).
  const full = await getJson<NewsItem>(request, `/api/news/details/${item!.meta}/`);
  const body = page.getByTestId('news-body');
  const firstLine = full.description!.replace(/<[^>]+>/g, '').split('\n')[0]!.trim();
  await expect(body).toContainText(firstLine.slice(0, 60));
  if (!full.description!.includes('<') && full.description!.includes('\n')) {
    expect(await body.evaluate((el) => (el as HTMLElement).innerText.split('\n').filter(Boolean).length)).toBeGreaterThan(1);
  }
  // The server's page carries the article's head: its picture for link previews and its NewsArticle.
  const html = await (await request.get(`/news/details/${item!.meta}/`)).text();
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect(html).toContain('"@type":"NewsArticle"');
  const categoryLink = page.getByTestId('news-category-link');
  await expect(categoryLink).toHaveText(item!.category.title);
  await expect(page.getByTestId('weather-widget')).toBeVisible();

  // The Cyrillic reading: the page is rendered with it, on the server too.
  await page.getByTestId('script-switch').getByRole('link', { name: 'Кирилл' }).click();
  await expect(page).toHaveURL(/\?script=cyrl$/);
  await expect(page.getByRole('heading', { level: 1, name: latinToCyrillic(item!.title) })).toBeVisible();
  await expect(page.getByTestId('news-category-link')).toHaveText(latinToCyrillic(item!.category.title));
  const served = await (await request.get(`/news/details/${item!.meta}/?script=cyrl`)).text();
  expect(served).toContain(latinToCyrillic(item!.title).slice(0, 20));

  await page.getByTestId('news-category-link').click();
  await expect(page).toHaveURL(new RegExp(`/news/categories/details/${item!.category.meta}/$`));
  await expect(page.getByTestId('news-category-banner').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-grid').getByRole('link', { name: item!.title })).toBeVisible();
});

for (const { lang, heading, week, all, category } of [
  { lang: 'uz', heading: 'Qonunchilik yangiliklari', week: 'Shu hafta yangiliklari', all: 'Barcha qonunchilik yangiliklari', category: 'Qonunchilik' },
  { lang: 'ru', heading: 'Новости законодательства', week: 'Новости недели', all: 'Все новости законодательства', category: 'Законодательство' },
] as const) {
  test(`'Qonunchilik yangiliklari' stands above the legislation news only, and leads to all of them (${lang})`, async ({ page, request }) => {
    const legislation = await getJson<SearchedPage<NewsItem>>(request, `/api/news/list/?category=${LEGISLATION_NEWS_CATEGORY}&page_size=6`);
    const everything = await getJson<SearchedPage<NewsItem>>(request, '/api/news/list/?page_size=50');
    const other = everything.data.find((n) => n.category.meta !== LEGISLATION_NEWS_CATEGORY);
    expect(legislation.data.length, 'demo legislation news').toBeGreaterThan(0);
    expect(other, 'a demo news item of another category').toBeTruthy();

    await page.goto('/');
    await chooseLanguage(page, lang);
    await page.goto('/news');
    const block = page.getByTestId('news-legislation');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(heading);
    // Under the heading: the legislation news, each of them, and nothing else.
    const links = block.getByTestId('news-grid').locator('a[href^="/news/details/"]');
    await expect(links).toHaveCount(legislation.data.length);
    const shown = new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    expect([...shown].sort()).toEqual(legislation.data.map((n) => `/news/details/${n.meta}/`).sort());
    expect(shown.has(`/news/details/${other!.meta}/`)).toBe(false);
    // Only once on the page; the week's news (every category) under their own heading.
    await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(1);
    await expect(page.locator('section[aria-labelledby="news-week"]').getByRole('heading', { level: 2 })).toHaveText(week);
    // The server's page has the block already (the route loader starts its data).
    const html = await (await page.request.get('/news/')).text(); // the page's context: its language cookie
    expect(html).toContain('data-testid="news-legislation"');
    expect(html).toContain(heading);

    await block.getByRole('link', { name: all }).click();
    await expect(page).toHaveURL(new RegExp(`/news/categories/details/${LEGISLATION_NEWS_CATEGORY}/$`));
    await expect(page.getByTestId('news-category-banner').getByRole('heading', { level: 1 })).toHaveText(category);
  });
}

test('a category is a grid of 4 columns, one on a 360 px phone', async ({ page, request }) => {
  const home = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const category = home.categories[0]!;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/news/categories/details/${category.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
  const cards = page.getByTestId('news-card');
  expect(await cards.count()).toBeGreaterThan(1);
  // Wide: the cards of the first row share their top (up to 4 of them).
  const row = Math.min(4, await cards.count());
  const tops = await Promise.all(Array.from({ length: row }, async (_, i) => Math.round((await cards.nth(i).boundingBox())!.y)));
  expect(new Set(tops).size).toBe(1);

  await page.setViewportSize({ width: 360, height: 760 });
  await expect.poll(async () => (await cards.nth(1).boundingBox())!.y).toBeGreaterThan((await cards.nth(0).boundingBox())!.y + 50);
  await expectNoSidewaysScroll(page);
});

test('a missing article and an unknown category answer 404 with their own screens', async ({ page }) => {
  const response = await page.goto('/news/details/no-such-news-xyz/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Bunday yangilik topilmadi' })).toBeVisible();

  const category = await page.goto('/news/categories/details/no-such-category-xyz/');
  expect(category?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Bunday kategoriya topilmadi' })).toBeVisible();
});

test("an article's weather widget shows the forecast served through our server, with our own icons", async ({ page, request }) => {
  // The browser-test server takes its forecast from the local fake provider (scripts/e2e-server.mjs).
  const home = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const item = home.banner ?? home.week[0];
  const outside: string[] = [];
  page.on('request', (r) => {
    if (/openweathermap/i.test(r.url())) outside.push(r.url());
  });
  await page.goto(`/news/details/${item!.meta}/`);
  const widget = page.getByTestId('weather-widget');
  await expect(widget.getByRole('heading', { level: 2 })).toBeVisible();
  // The current weather: the first entry (20 °C, humidity 40 %, clear sky drawn by us).
  await expect(widget.getByText('20°', { exact: true }).first()).toBeVisible();
  await expect(widget.getByText('40%', { exact: true })).toBeVisible();
  await expect(widget.locator('p').filter({ hasText: /^Ochiq osmon$/ })).toBeVisible();
  // Eight 3-hourly entries, each with its time, temperature and icon.
  const hours = widget.getByTestId('weather-hours').getByRole('listitem');
  await expect(hours).toHaveCount(8);
  await expect(hours.nth(0)).toContainText('20°');
  await expect(hours.nth(2)).toContainText('21°');
  await expect(hours.nth(7)).toContainText('24°');
  for (let i = 0; i < 8; i++) {
    await expect(hours.nth(i).locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(hours.nth(i).getByRole('img', { name: 'Ochiq osmon' })).toHaveAttribute('data-weather-icon', 'clear');
  }
  await expect(widget.getByText("Ob-havo ma'lumotlarini olishda xatolik yuz berdi.")).toHaveCount(0);
  // No image or call goes to the provider's host: the icons are inline drawings.
  await expect(widget.locator('img')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('on a fresh install with no weather key the widget is quiet: no error box, no failing request', async ({ page }) => {
  test.slow(); // a second server of its own: a fresh install, no WEATHER_API_KEY
  // No load shedding, as on the shared server: a busy machine's slow moment must not answer 503 (it did once).
  const fresh = await startServerProcess({ SEED_DEMO: 'false', WEATHER_API_KEY: '', SHED_EVENT_LOOP_DELAY_MS: '0' });
  try {
    const weatherCalls: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/weather') && weatherCalls.push(r.url()));
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const type of ['@a', '@b']) {
      await page.goto(`${fresh.base}/news/documents/${type}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByTestId('weather-widget')).toHaveCount(0);
      await expect(page.getByText("Ob-havo ma'lumotlarini olishda xatolik yuz berdi.")).toHaveCount(0);
    }
    // Nothing asked for a forecast that is not there; nothing failed on the way.
    expect(weatherCalls).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await fresh.stop();
  }
});
