import type { Page } from '@playwright/test';
import type { AnnouncementsHomeData } from '../shared/schemas/announcements';
import type { CoursesHomeData } from '../shared/schemas/courses';
import type { NewsHomeData } from '../shared/schemas/news';
import { publicPaths } from '../shared/paths';
import { latinToCyrillic } from '../shared/text/uzbek';
import { chooseLanguage, createProduct, createUser, expect, expectNoSidewaysScroll, getJson, test, toast } from './support';

/**
 * Sharing a page (issue 27, item 5): on a product, a job, a service, a news article and a course, a
 * 'Telegram' link to Telegram's share page with the page's full address and title, and 'Havolani
 * nusxalash', which puts that address on the clipboard and says so in a toast, in the reader's
 * language; where the clipboard refuses, the address shows selected in a field, to be copied by hand.
 */

const telegramHref = (url: string, title: string) => `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;

/** The page's full address as its canonical link names it (and the server rendered it). */
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

/**
 * What the clipboard holds, read as a person would: pasted into a field. The site's Permissions-Policy
 * denies scripts reading the clipboard (clipboard-read=(), writing it is ours: clipboard-write=(self)),
 * so navigator.clipboard.readText() is refused on its pages.
 */
async function pastedText(page: Page): Promise<string> {
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'e2e-paste';
    document.body.append(field);
    field.focus();
  });
  await page.keyboard.press('ControlOrMeta+V');
  const field = page.locator('#e2e-paste');
  const text = await field.inputValue();
  await field.evaluate((el) => el.remove());
  return text;
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test("a product page shares its full address and title on Telegram and copies the address, with a toast in Uzbek", async ({ page, request, baseURL, browser }) => {
  const seller = await createUser(request);
  const title = `Marg'ilon atlasi & adras ${Date.now()}`;
  const product = await createProduct(request, seller.access, { title, price: 150_000 });
  const url = `${baseURL}${publicPaths.product(product.meta)}`;
  // The text carries the price, as the site writes money (issue 40).
  const text = `${title} — 150 000 so'm`;

  await page.goto(publicPaths.product(product.meta));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await canonical(page)).toBe(url);

  const telegram = page.getByRole('link', { name: 'Telegram orqali ulashish' });
  await expect(telegram).toHaveAttribute('href', telegramHref(url, text));
  await expect(telegram).toHaveAttribute('target', '_blank');
  await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
  const read = new URL((await telegram.getAttribute('href'))!);
  expect(read.searchParams.get('url')).toBe(url);
  expect(read.searchParams.get('text')).toBe(text);
  // The server wrote it whole: the link works before (and without) the page's script.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  await bare.goto(publicPaths.product(product.meta));
  await expect(bare.getByRole('link', { name: 'Telegram orqali ulashish' })).toHaveAttribute('href', telegramHref(url, text));
  await noScript.close();

  await page.getByRole('button', { name: 'Havolani nusxalash' }).click();
  await expect(toast(page, 'Havola nusxalandi', 'success')).toBeVisible();
  expect(await pastedText(page)).toBe(url);
  await expect(page.getByTestId('share-link-field')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('a news article shares and copies its address in Russian', async ({ page, request, baseURL }) => {
  const home = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const item = home.banner ?? home.week[0];
  expect(item, 'a demo news item').toBeTruthy();
  const path = publicPaths.newsItem(item!.meta);
  const url = `${baseURL}${path}`;

  await chooseLanguage(page, 'ru');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Поделиться' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Поделиться в Telegram' })).toHaveAttribute('href', telegramHref(url, item!.title));

  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(toast(page, 'Ссылка скопирована', 'success')).toBeVisible();
  expect(await pastedText(page)).toBe(url);
  await expectNoSidewaysScroll(page);

  // The Cyrillic reading is the same article: it shares the one canonical address.
  await page.goto(`${path}?script=cyrl`);
  await expect(page.getByRole('link', { name: 'Поделиться в Telegram' })).toHaveAttribute('href', telegramHref(url, latinToCyrillic(item!.title)));
});

test('a job, a service and a course each share their own full address and title', async ({ page, request, baseURL }) => {
  const announcements = await getJson<AnnouncementsHomeData>(request, '/api/announcements/home-data/');
  const job = announcements.work_announcement[0];
  const service = announcements.service_announcement[0];
  const course = (await getJson<CoursesHomeData>(request, '/api/courses/home-data/')).new[0];
  expect(job && service && course, 'a demo job, service and course').toBeTruthy();

  for (const [path, title] of [
    [publicPaths.announcement(job!.meta), job!.title],
    [publicPaths.service(service!.meta), service!.title],
    [publicPaths.course(course!.meta), course!.title],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Telegram orqali ulashish' })).toHaveAttribute('href', telegramHref(`${baseURL}${path}`, title));
    await expectNoSidewaysScroll(page);
  }
});

test('where the clipboard refuses, the address shows selected in a field to copy by hand', async ({ page, request, baseURL }) => {
  const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const course = home.new[0]!;
  const path = publicPaths.course(course.meta);
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
  });

  await page.goto(path);
  await page.getByRole('button', { name: 'Havolani nusxalash' }).click();
  const field = page.getByRole('textbox', { name: 'Sahifa havolasi' });
  await expect(field).toHaveValue(`${baseURL}${path}`);
  await expect(field).toBeFocused();
  expect(await field.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0))).toBe(`${baseURL}${path}`);
  await expect(toast(page, 'Havola nusxalandi')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
