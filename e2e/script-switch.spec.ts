import type { AnnouncementsHomeData } from '../shared/schemas/announcements';
import type { CoursesHomeData } from '../shared/schemas/courses';
import type { ShopHomeData } from '../shared/schemas/shop';
import { latinToCyrillic } from '../shared/text/uzbek';
import { chooseLanguage, expect, getJson, test } from './support';

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

test("a Cyrillic reader's switch speaks Cyrillic, and the page's text changes script in place", async ({ page, request }) => {
  const [product] = await pages(request);
  await chooseLanguage(page, 'uz-Cyrl');
  await page.goto(product.path);
  const links = page.getByTestId('script-switch').getByRole('link');
  await expect(links).toHaveText(['Лотин', 'Кирилл']);
  await links.nth(1).click();
  await expect(page.locator('h1')).toHaveText(latinToCyrillic(product.title));
  await expect(page).toHaveURL(`${product.path}?script=cyrl`);
});
