import type { Browser, Page } from '@playwright/test';
import type { ShopCategory } from '../shared/schemas/shop';
import { chooseLanguage, createProduct, createUser, expect, getJson, issueScreenshot, newContext, test } from './support';

/**
 * Back keeps the place (issue 40): from a list — a category's sorted page 2, search results, a
 * category's 'see more' — a reader opens a product and presses Back: the list comes back with the
 * same cards at the same scroll position, on a phone and a desktop, when the list was the tab's first
 * page (rendered by the server) and after a reload (web/app/layout/keep-scroll-place.ts; the pages
 * 'see more' showed are kept in the address, web/lib/see-more-param.ts; each of the shop home's grids
 * under its own name).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CATEGORY = 'gilam-va-palos';
/** A word only this run's products carry, so a search finds exactly them. */
const WORD = `palosrun${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
/** This run's products in CATEGORY: with the demo's, past two pages of 12. */
const MADE = 30;

test.use({ viewport: PHONE });

test.beforeAll(async ({ request }) => {
  test.slow(); // many pages and products under one test: three times the default budget
  const category = (await getJson<ShopCategory[]>(request, '/api/shop/categories/')).find((c) => c.meta === CATEGORY)!;
  // New products are limited per seller and minute: five each.
  for (let s = 0; s < MADE / 5; s++) {
    const seller = await createUser(request, 'Palos', ['Karimov', 'Rahimov', 'Aliyev', 'Saidov', 'Toshev', 'Umarov'][s]);
    for (let i = 0; i < 5; i++) {
      const n = s * 5 + i;
      await createProduct(request, seller.access, { title: `Palos ${WORD} ${n + 1}`, price: 100_000 + n * 1_000, category: category.guid });
    }
  }
});

/** The list's cards: products, or announcements (jobs and services). */
type Cards = (page: Page) => ReturnType<Page['locator']>;
const products: Cards = (page) => page.locator('main a[href^="/online-shop/details/"]');
const announcements: Cards = (page) => page.locator('main a[href^="/announcements/details/"], main a[href^="/announcements/services/details/"]');
const cards = products;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A desktop browser of its own, reading in `lang`. */
async function desktop(browser: Browser, lang: 'uz' | 'ru') {
  const context = await newContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await chooseLanguage(page, lang);
  return { context, page };
}

/** The list as the reader left it: the address, the cards and where the page was scrolled to. */
interface Place {
  url: string;
  count: number;
  first: string | null;
  y: number;
}

/** Scrolls the list to card `index` (a little past its top), remembers the place, and opens that card's page. */
async function openItemFrom(page: Page, index: number, list: Cards = products): Promise<Place> {
  const cards = list;
  const card = cards(page).nth(index);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 37));
  const place = { url: page.url(), count: await cards(page).count(), first: await cards(page).first().getAttribute('href'), y: await scrollY(page) };
  expect(place.y).toBeGreaterThan(300);
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return place;
}

/** The list is back as it was left: the same address, cards, first card and scroll position (within a few pixels). */
async function expectPlaceKept(page: Page, place: Place, cards: Cards = products) {
  await expect(page).toHaveURL(place.url);
  await expect(cards(page)).toHaveCount(place.count);
  await expect(cards(page).first()).toHaveAttribute('href', place.first!);
  await expect.poll(async () => Math.abs((await scrollY(page)) - place.y), { timeout: 15_000 }).toBeLessThanOrEqual(3);
}

test('a category sorted by price, page 2, opened as the tab’s first page: Back from a product returns to the same card at the same scroll, and so does a reload (uz, phone)', async ({ page }) => {
  test.slow(); // many pages and products under one test: three times the default budget
  await page.goto(`/online-shop/categories/?category=${CATEGORY}&sort=price_asc&page=2`);
  await expect(cards(page)).toHaveCount(12);
  const place = await openItemFrom(page, 9);
  await page.goBack();
  await expectPlaceKept(page, place);
  await issueScreenshot(page, 40, 'back-keeps-place');

  await page.reload();
  await expectPlaceKept(page, place);
  // A new page still starts at the top.
  await cards(page).nth(3).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('search results, page 2 reached by its link: Back from a product keeps the place (ru, desktop)', async ({ browser }) => {
  test.slow(); // many pages and products under one test: three times the default budget
  const { context, page } = await desktop(browser, 'ru');
  await page.goto(`/online-shop/categories/?q=${WORD}&sort=price_desc`);
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first()).toContainText(`${WORD} 18`);
  const place = await openItemFrom(page, 10);
  await page.goBack();
  await expectPlaceKept(page, place);
  await context.close();
});

for (const { lang, device, seeMore } of [
  { lang: 'uz', device: 'phone', seeMore: "Yana ko'rsatish" },
  { lang: 'ru', device: 'desktop', seeMore: 'Показать ещё' },
] as const) {
  test(`a category after 'see more' twice keeps every card loaded: Back and a reload bring all three pages back at the same card (${lang}, ${device})`, async ({ page: phonePage, browser }) => {
    test.slow(); // many pages and products under one test: three times the default budget
    const own = device === 'desktop' ? await desktop(browser, lang) : null;
    const page = own?.page ?? phonePage;
    if (!own) {
      await page.goto('/');
      await chooseLanguage(page, lang);
    }
    await page.goto(`/online-shop/categories/${CATEGORY}/`);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: seeMore }).click();
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('button', { name: seeMore }).click();
    await expect(page).toHaveURL(/\?pages=3$/);
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(24);

    const place = await openItemFrom(page, total - 3);
    await page.goBack();
    await expectPlaceKept(page, place);
    await page.reload();
    await expectPlaceKept(page, place);
    await own?.context.close();
  });
}

/** The cards of one of the shop home's grids (fast, new, recommended). */
const shopGrid = (name: 'fast' | 'new' | 'recommended'): Cards => (page) => page.locator(`main section[aria-labelledby="shop-${name}"] a[href^="/online-shop/details/"]`);

for (const { lang, device, seeMore } of [
  { lang: 'uz', device: 'phone', seeMore: "Yana ko'rsatish" },
  { lang: 'ru', device: 'desktop', seeMore: 'Показать ещё' },
] as const) {
  test(`the shop home after 'see more' (twice in one grid, once in another) keeps each grid's cards: Back from a product and a reload bring them back at the same card (${lang}, ${device})`, async ({ page: phonePage, browser }) => {
    test.slow(); // many pages and products under one test: three times the default budget
    const own = device === 'desktop' ? await desktop(browser, lang) : null;
    const page = own?.page ?? phonePage;
    if (!own) {
      await page.goto('/');
      await chooseLanguage(page, lang);
    }
    const fresh = shopGrid('new');
    const fast = shopGrid('fast');
    const more = (name: 'fast' | 'new') => page.locator(`main section[aria-labelledby="shop-${name}"]`).getByRole('button', { name: seeMore });
    await page.goto('/online-shop/');
    await expect(fresh(page)).toHaveCount(8);
    await more('new').click();
    await expect(fresh(page)).toHaveCount(16);
    await more('new').click();
    await expect(fresh(page)).toHaveCount(24);
    await expect(page).toHaveURL(/[?&]pages_new=3(&|$)/);
    await more('fast').click();
    await expect(fast(page)).toHaveCount(16);
    await expect(page).toHaveURL(/[?&]pages_fast=2(&|$)/);

    // The server renders every page the address names: the reloaded page arrives whole.
    const last = await fresh(page).last().getAttribute('href');
    const address = new URL(page.url());
    expect(await (await page.request.get(address.pathname + address.search)).text()).toContain(`href="${last}"`);
    expect(await (await page.request.get(address.pathname)).text()).not.toContain(`href="${last}"`);

    const place = await openItemFrom(page, 21, fresh);
    await page.goBack();
    await expectPlaceKept(page, place, fresh);
    await expect(fast(page)).toHaveCount(16);
    await page.reload();
    await expectPlaceKept(page, place, fresh);
    await expect(fast(page)).toHaveCount(16);
    await own?.context.close();
  });
}

test('the announcements list: Back from a job or a service keeps the place (ru, phone)', async ({ page }) => {
  test.slow(); // many pages and products under one test: three times the default budget
  await page.goto('/');
  await chooseLanguage(page, 'ru');
  await page.goto('/announcements/');
  await expect(announcements(page).nth(8)).toBeVisible();
  const place = await openItemFrom(page, 8, announcements);
  await page.goBack();
  await expectPlaceKept(page, place, announcements);
});
