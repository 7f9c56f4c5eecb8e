import type { AnnouncementsHomeData } from '../shared/schemas/announcements';
import type { CoursesHomeData } from '../shared/schemas/courses';
import type { NewsHomeData } from '../shared/schemas/news';
import type { ShopHomeData } from '../shared/schemas/shop';
import { latinToCyrillic } from '../shared/text/uzbek';
import { chooseLanguage, expect, getJson, issueScreenshot, test } from './support';

/**
 * People's own Uzbek text in the reader's script (issue 27): a product's, a job's, a service's and a
 * course's page offer Latin / Cyrillic, as an article does. The Cyrillic reading is made by the server
 * (the page works without JavaScript) and is the same page: one canonical address.
 */
async function pages(request: Parameters<typeof getJson>[0]) {
  const shop = await getJson<ShopHomeData>(request, '/api/shop/home-data/');
  const announcements = await getJson<AnnouncementsHomeData>(request, '/api/announcements/home-data/');
  const courses = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  return [
    { what: 'a product', path: `/online-shop/details/${shop.new_products[0].meta}/`, title: shop.new_products[0].title },
    { what: 'a job', path: `/announcements/details/${announcements.work_announcement[0].meta}/`, title: announcements.work_announcement[0].title },
    { what: 'a service', path: `/announcements/services/details/${announcements.service_announcement[0].meta}/`, title: announcements.service_announcement[0].title },
    { what: 'a course', path: `/courses/details/${courses.new[0].meta}/`, title: courses.new[0].title },
  ];
}

test('product, job, service and course pages read in Cyrillic from the server, without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { what, path, title } of await pages(request)) {
    const cyrillic = latinToCyrillic(title);
    expect(cyrillic, what).not.toBe(title);
    await page.goto(path);
    await expect(page.locator('h1'), what).toHaveText(title);
    await page.getByTestId('script-switch').getByRole('link', { name: 'Кирилл' }).click();
    await expect(page, what).toHaveURL(`${path}?script=cyrl`);
    await expect(page.locator('h1'), what).toHaveText(cyrillic);
    await expect(page.getByTestId('script-switch').getByRole('link', { name: 'Кирилл' })).toHaveAttribute('aria-current', 'true');
    // One page in two scripts: the canonical address is the one without ?script.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await page.getByTestId('script-switch').getByRole('link', { name: 'Lotin' }).click();
    await expect(page.locator('h1'), what).toHaveText(title);
  }
  await context.close();
});

test("an Uzbek Cyrillic reader reads people's text in Cyrillic at once; the original on a press, remembered after a reload", async ({ page, request }) => {
  const [product] = await pages(request);
  const news = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const article = news.week.find((n) => latinToCyrillic(n.title) !== n.title)!;
  const articlePath = `/news/details/${article.meta}/`;
  await chooseLanguage(page, 'uz-Cyrl');
  // The server sends the page in Cyrillic: its HTML already holds the title so, before any script runs.
  const html = await (await request.get(product.path, { headers: { cookie: 'lang=uz-Cyrl' } })).text();
  expect(html).toContain(latinToCyrillic(product.title));
  await page.goto(product.path);
  await expect(page.locator('h1')).toHaveText(latinToCyrillic(product.title));
  const links = page.getByTestId('script-switch').getByRole('link');
  await expect(links).toHaveText(['Лотин', 'Кирилл']);
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');
  await issueScreenshot(page, 40, 'cyrillic-product');
  await page.goto(articlePath);
  await expect(page.locator('h1')).toHaveText(latinToCyrillic(article.title));
  // The original on a press, at the same address, and kept: after a reload, and on another page.
  await page.getByTestId('script-switch').getByRole('link', { name: 'Лотин' }).click();
  await expect(page.locator('h1')).toHaveText(article.title);
  await expect(page).toHaveURL(articlePath);
  await page.reload();
  await expect(page.locator('h1')).toHaveText(article.title);
  await page.goto(product.path);
  await expect(page.locator('h1')).toHaveText(product.title);
  // And back to Cyrillic, kept as well.
  await page.getByTestId('script-switch').getByRole('link', { name: 'Кирилл' }).click();
  await expect(page.locator('h1')).toHaveText(latinToCyrillic(product.title));
  await page.reload();
  await expect(page.locator('h1')).toHaveText(latinToCyrillic(product.title));
});

test("an Uzbek Cyrillic reader's lists show people's titles in Cyrillic; an Uzbek Latin reader's as written", async ({ page, request }) => {
  const shop = await getJson<ShopHomeData>(request, '/api/shop/home-data/');
  const title = shop.new_products.map((p) => p.title).find((t) => latinToCyrillic(t) !== t)!;
  await page.goto('/online-shop');
  await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await chooseLanguage(page, 'uz-Cyrl');
  await page.goto('/online-shop');
  await expect(page.getByRole('link', { name: latinToCyrillic(title), exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});
