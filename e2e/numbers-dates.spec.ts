import type { ShopHomeData } from '../shared/schemas/shop';
import { chooseLanguage, expect, getJson, issueScreenshot, test } from './support';

/**
 * Numbers and dates in each language's way (issue 40): a counted phrase takes the language's plural
 * form, a date its convention (Uzbek as the spec writes it), money one spelling per language.
 */
const ruViews = (n: number) => {
  const form = new Intl.PluralRules('ru').select(n);
  return form === 'one' ? 'просмотр' : form === 'few' ? 'просмотра' : 'просмотров';
};

test("a product page counts its views and writes its date in the reader's language", async ({ page, request }) => {
  const shop = await getJson<ShopHomeData>(request, '/api/shop/home-data/');
  const product = shop.new_products[0];
  const path = `/online-shop/details/${product.meta}/`;

  await page.goto(path);
  const time = page.locator('main time').first();
  await expect(time).toHaveText(/^(\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}|Bugun)$/);
  await expect(page.getByText(/^\d[\d ]* marta ko'rilgan$/)).toBeVisible();
  await expect(page.getByText(/\d so'm$/).first()).toBeVisible();

  await chooseLanguage(page, 'ru');
  await page.goto(path);
  await expect(page.locator('main time').first()).toHaveText(/^(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}|Сегодня)$/);
  const views = page.getByText(/^\d[\d ]* просмотр(а|ов)?$/);
  await expect(views).toBeVisible();
  const text = (await views.textContent())!;
  const n = Number(text.replace(/\D/g, ''));
  expect(text).toBe(`${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${ruViews(n)}`);
  await expect(page.getByText(/\d сум$/).first()).toBeVisible();
  await issueScreenshot(page, 40, 'numbers-ru');

  await chooseLanguage(page, 'en');
  await page.goto(path);
  await expect(page.locator('main time').first()).toHaveText(/^(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}|Today)$/);
  await expect(page.getByText(/^\d[\d ]* views?$/)).toBeVisible();
});

test("a search counts what it found in the reader's language", async ({ page }) => {
  await page.goto('/online-shop/categories/?q=atlas');
  await expect(page.getByText(/^\d[\d ]* ta mahsulot topildi$/)).toBeVisible();
  await chooseLanguage(page, 'ru');
  await page.goto('/online-shop/categories/?q=atlas');
  const found = page.getByText(/^Найден(о)? \d[\d ]* товар(а|ов)?$/);
  await expect(found).toBeVisible();
  const n = Number((await found.textContent())!.replace(/\D/g, ''));
  const form = new Intl.PluralRules('ru').select(n);
  await expect(found).toHaveText(form === 'one' ? `Найден ${n} товар` : form === 'few' ? `Найдено ${n} товара` : `Найдено ${n} товаров`);
});
