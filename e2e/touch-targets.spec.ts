import type { Locator, Page } from '@playwright/test';
import { expect, issueScreenshot, products, test } from './support';

/**
 * A phone's thumb (issue 40): at 390 × 844 every control of the header, every icon button, the
 * carousel's dots, the pagination and the category chips are at least 44 × 44 px, and a focused input
 * shows a visible ring.
 */

const MIN = 44;

test.use({ viewport: { width: 390, height: 844 } });

/** Each visible element's name and box that is smaller than MIN × MIN (a box of a scrolled-away element still counts). */
async function tooSmall(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const el of await targets.all()) {
    if (!(await el.isVisible())) continue;
    const box = await el.boundingBox();
    if (!box) continue;
    // Subpixel layout may round a 44 px box down by a hair.
    if (box.width < MIN - 0.5 || box.height < MIN - 0.5) {
      const name = (await el.getAttribute('aria-label')) ?? (await el.innerText()).trim().slice(0, 30);
      small.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return small;
}

/** The header's links, buttons and the language select (its label is its target). */
const headerControls = (page: Page) => page.getByRole('banner').locator('a, button, label:has(select)');
/** Buttons and links whose only content is an icon (named by aria-label), anywhere on the page. */
const iconButtons = (page: Page) => page.locator('main button[aria-label], main a[aria-label]').filter({ hasNotText: /\S/ });

test('the home page: the header, the carousel dots and its pause button, and the icon buttons', async ({ page }) => {
  await page.goto('/');
  expect(await tooSmall(headerControls(page))).toEqual([]);
  const dots = page.getByRole('group', { name: 'Slaydni tanlash' }).getByRole('button');
  await expect(dots.first()).toBeVisible();
  expect(await tooSmall(page.locator('section[aria-roledescription] button'))).toEqual([]);
  expect(await tooSmall(iconButtons(page))).toEqual([]);
});

test('the shop list: the header, the category chips and the pagination, in Russian too', async ({ page }) => {
  await page.goto('/online-shop/categories/');
  expect(await tooSmall(headerControls(page))).toEqual([]);
  const chips = page.getByRole('complementary').getByRole('link');
  await expect(chips.first()).toBeVisible();
  expect(await tooSmall(chips)).toEqual([]);
  const pagination = page.getByRole('navigation', { name: /^(Sahifalar|Страницы)$/ });
  await expect(pagination.first()).toBeVisible();
  expect(await tooSmall(pagination.locator('a, button, [aria-current]'))).toEqual([]);
  await issueScreenshot(page, 40, 'touch-targets');
  expect(await tooSmall(iconButtons(page))).toEqual([]);

  await page.context().addCookies([{ name: 'lang', value: 'ru', url: page.url() }]);
  await page.goto('/online-shop/categories/');
  expect(await tooSmall(headerControls(page))).toEqual([]);
  expect(await tooSmall(page.getByRole('complementary').getByRole('link'))).toEqual([]);
});

test('a product page: the header and the icon buttons', async ({ page, request }) => {
  const [first] = await products(request);
  await page.goto(`/online-shop/details/${first!.meta}/`);
  expect(await tooSmall(headerControls(page))).toEqual([]);
  expect(await tooSmall(iconButtons(page))).toEqual([]);
});

test('a focused input shows a visible ring', async ({ page }) => {
  await page.goto('/auth/sign-in/');
  const input = page.locator('main input:not([type=hidden])').first();
  await input.focus();
  const ring = await input.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2, shadow: s.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow).toBe(true);
  expect(ring.outline).toBe(true);
});
