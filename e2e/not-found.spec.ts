import type { APIRequestContext } from '@playwright/test';
import type { AnnouncementsHomeData } from '../shared/schemas/announcements';
import { bearer, chooseLanguage, createProduct, createUser, expect, getJson, issueScreenshot, test } from './support';

/**
 * Not-found pages in the reader's language (issue 40): a never-existing product answers 404, a removed
 * one 410, each saying so in the page's language (never the spec's English 'Product Not Found' or a
 * transliteration of it), with a search field and, when it existed, its category's other products;
 * a removed announcement the same with others of its kind.
 */

async function removedProduct(request: APIRequestContext) {
  const seller = await createUser(request, 'Sardor', 'Olimov');
  const product = await createProduct(request, seller.access, { title: `O'chiriladigan atlas ${Date.now()}` });
  expect((await request.delete(`/api/shop/user-products/${product.guid}/`, { headers: bearer(seller.access) })).status()).toBe(204);
  return product;
}

test('an unknown product says so in Uzbek with 404, and its search finds products', async ({ page }) => {
  const response = await page.goto('/online-shop/details/bunday-mahsulot-yoq/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Mahsulot topilmadi' })).toBeVisible();
  await expect(page).toHaveTitle('Mahsulot topilmadi - Ipak');
  await expect(page.getByText('Product Not Found')).toHaveCount(0);
  // Never there: no category to offer.
  await expect(page.getByTestId('similar-products')).toHaveCount(0);
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Mahsulot qidirish' }).fill('atlas');
  await search.getByRole('button', { name: 'Qidirish' }).click();
  await expect(page).toHaveURL(/\/online-shop\/categories\/\?q=atlas$/);
});

test("a removed product answers 410 and offers its category's products and a search, in Uzbek and in Russian", async ({ page, request }) => {
  const product = await removedProduct(request);
  const response = await page.goto(`/online-shop/details/${product.meta}/`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: "Bu mahsulot o'chirilgan" })).toBeVisible();
  const similar = page.getByTestId('similar-products');
  await expect(similar.getByRole('heading', { name: "O'xshash mahsulotlar" })).toBeVisible();
  await expect(similar.getByRole('listitem').first()).toBeVisible();
  await expect(similar.getByRole('link', { name: 'Shu kategoriyadagi barchasi' })).toHaveAttribute('href', new RegExp(`/online-shop/categories/${product.category.meta}/$`));
  await expect(page.getByRole('searchbox', { name: 'Mahsulot qidirish' })).toBeVisible();
  await issueScreenshot(page, 40, 'not-found');

  await chooseLanguage(page, 'ru');
  expect((await page.reload())?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Этот товар удалён' })).toBeVisible();
  await expect(page.getByTestId('similar-products').getByRole('heading', { name: 'Похожие товары' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Поиск товаров' })).toBeVisible();

  // Uzbek Cyrillic: in Cyrillic, not English letters spelled in Cyrillic.
  await chooseLanguage(page, 'uz-Cyrl');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Бу маҳсулот ўчирилган' })).toBeVisible();
  await expect(page.getByText(/Продуст|Фоунд/)).toHaveCount(0);
});

test("a removed announcement answers 410 in Russian, with others of its kind and a search", async ({ page, request }) => {
  const author = await createUser(request, 'Malika', 'Yusupova');
  const home = await getJson<AnnouncementsHomeData>(request, '/api/announcements/home-data/');
  const region = (await getJson<Array<{ id: number }>>(request, '/api/users/regions/'))[0]!;
  const district = (await getJson<Array<{ id: number }>>(request, `/api/users/districts/?region=${region.id}`))[0]!;
  const created = await request.post('/api/announcements/user-announcements/', {
    headers: bearer(author.access),
    data: { annoucement_type: 'work_announcement', name: `Tikuvchi kerak ${Date.now()}`, negotiate: true, region: region.id, district: district.id, address: "Ipak ko'chasi 1", experience: '1 yildan', work_time: 'full_time', description: '<p>Tikuvchi kerak.</p>' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()) as { guid: string; meta: string };
  expect((await request.delete(`/api/announcements/user-announcements/${job.guid}/`, { headers: bearer(author.access) })).status()).toBe(204);

  await page.goto('/');
  await chooseLanguage(page, 'ru');
  const response = await page.goto(`/announcements/details/${job.meta}/`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Это объявление удалено' })).toBeVisible();
  const similar = page.getByTestId('similar-announcements');
  await expect(similar.getByRole('heading', { name: 'Другие вакансии' })).toBeVisible();
  await expect(similar.getByRole('link').filter({ hasText: home.work_announcement[0]!.title }).first()).toBeVisible();
  await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();

  // An unknown one: 404, in Uzbek, with no kind to offer.
  await chooseLanguage(page, 'uz');
  expect((await page.goto('/announcements/details/bunday-elon-yoq/'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "E'lon topilmadi" })).toBeVisible();
  await expect(page.getByTestId('similar-announcements')).toHaveCount(0);
});
