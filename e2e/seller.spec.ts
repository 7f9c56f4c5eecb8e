import type { ShopHomeData } from '../shared/schemas/shop';
import { bearer, chooseLanguage, createProduct, createUser, expect, expectNoSidewaysScroll, getJson, image, signInByApi, test, toast } from './support';

/**
 * Seller products (spec §2 profile products, §4 product form, §5 product rules, §9 table prices):
 * a new user meets every validation message, creates a product with two
 * generated PNG images, sees it in the table with its compact price in so'm, edits it and deletes it.
 */

test('create (every §5 message first), list with compact so\'m prices, edit, delete', async ({ page, request }) => {
  const user = await createUser(request, 'Feruza');
  await signInByApi(page, user.phone, user.password, '/profile/products/');
  await expect(page).toHaveTitle('Mahsulotlarim - Ipak');
  await expect(page.getByText("Hali mahsulot qo'shmagansiz")).toBeVisible();
  await page.getByRole('link', { name: "Mahsulot qo'shish" }).click();
  await expect(page).toHaveURL(/\/profile\/products\/create\/$/);
  await expectNoSidewaysScroll(page);

  // The empty form: every required message of spec §5, word for word.
  const submit = page.getByRole('button', { name: 'Mahsulotni joylash' });
  await submit.click();
  for (const message of [
    'Maxsulot nomini kiritishingiz kerak',
    'Maxsulot narxini belgilashingiz kerak',
    'Maxsulot haqida malumot qoldirishingiz kerak',
    'Kamida 1 ta rasm yuklashingiz kerak',
    'Maxsulot kategoriyasini tanglang',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  const name = page.getByLabel('Mahsulot nomi');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /error/);

  // The remaining rules, on the current values at each submit.
  const price = page.getByLabel(/^Narxi( \*)?$/);
  // Only digits enter the price, grouped as typed (issue 40), so 'Faqatgina son qiymat kiriting' has nothing to say here.
  await price.fill('12a');
  await expect(price).toHaveValue('12');
  await price.fill('9999999999999');
  await expect(price).toHaveValue('9 999 999 999 999');
  await submit.click();
  await expect(page.getByText("Narxi juda katta son bo'la olmaydi", { exact: true })).toBeVisible();

  // The switch is drawn over a visually hidden checkbox: press its label, as a user would.
  await page.getByText('Chegirma', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Chegirma' })).toBeChecked();
  const discount = page.getByLabel('Chegirma foizi', { exact: true });
  await discount.fill('150');
  await submit.click();
  await expect(page.getByText("Chegirma 0 dan 100gacha bo'lishi kerak", { exact: true })).toBeVisible();

  // Uploader: only images, 5 MB at most, 4 in all.
  const files = page.locator('input[type="file"][name="images"]');
  await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('salom') });
  await expect(page.getByText('Faqat PNG yoki JPG rasm yuklang')).toBeVisible();
  await files.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText('Rasm hajmi 5MB dan oshmasligi kerak')).toBeVisible();
  await files.setInputFiles([1, 2, 3, 4, 5].map((n) => image(`r${n}.png`, [40 * n, 60, 120])));
  await expect(page.getByText("Rasmlar soni 4 ta bo'lishi lozim", { exact: true })).toBeVisible();
  const previews = page.getByRole('group', { name: 'Tanlangan rasmlar' }).getByRole('listitem');
  await expect(previews).toHaveCount(4);
  await page.getByRole('button', { name: 'Rasmni olib tashlash: r4.png' }).click();
  await page.getByRole('button', { name: 'Rasmni olib tashlash: r3.png' }).click();
  await page.getByRole('button', { name: 'Rasmni olib tashlash: r2.png' }).click();
  await expect(previews).toHaveCount(1);
  // (Duplicates — same name and modified time — are covered by the unit tests: files made here get
  // a fresh modified time each time.)
  await files.setInputFiles(image('ikkinchi.png', [200, 40, 50]));
  await expect(previews).toHaveCount(2);

  // A valid product: 1 500 so'm with 20% off → 1 200 so'm.
  const title = `Atlas ro'mol ${Date.now()}`;
  await name.fill(title);
  await price.fill('1500');
  await discount.fill('20');
  await expect(page.getByTestId('final-price')).toHaveText("1 200 so'm");
  await page.getByLabel('Mahsulot haqida').fill("Qo'lda to'qilgan ipak ro'mol\n\n- 90×90 sm\n- tabiiy bo'yoq");
  const category = page.getByLabel('Kategoriya');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await submit.click();

  await expect(page).toHaveURL(/\/profile\/products\/$/);
  await expect(toast(page, "Mahsulot qo'shildi", 'success')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^1,2\sming so'm$/)).toBeVisible();
  await expect(row.getByText(/1,5\sming so'm/)).toBeVisible();
  await expect(row.getByText('Faol')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Edit: pre-filled, both images shown; a new price.
  await row.getByRole('link', { name: `Tahrirlash: ${title}` }).click();
  await expect(page).toHaveURL(/\/profile\/products\/edit\/[0-9a-f-]+\/$/);
  await expect(page.getByLabel('Mahsulot nomi')).toHaveValue(title);
  await expect(page.getByLabel('Chegirma foizi', { exact: true })).toHaveValue('20');
  await expect(page.getByRole('group', { name: 'Tanlangan rasmlar' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel(/^Narxi( \*)?$/).fill('250000');
  await page.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
  await expect(page).toHaveURL(/\/profile\/products\/$/);
  const edited = page.getByRole('row').filter({ hasText: title });
  await expect(edited.getByText(/^200\sming so'm$/)).toBeVisible();
  await expect(edited.getByText(/250\sming so'm/)).toBeVisible();

  // Delete, after confirming.
  await edited.getByRole('button', { name: `O'chirish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: "Mahsulotni o'chirasizmi?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: "O'chirish" }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByText("Hali mahsulot qo'shmagansiz")).toBeVisible();
});

test("another seller's product cannot be edited; liked products can be unsaved", async ({ page, request }) => {
  const other = await createProduct(request, (await createUser(request, 'Bahodir', 'Qodirov')).access);
  const user = await createUser(request, 'Feruza');
  const { access } = await signInByApi(page, user.phone, user.password, `/profile/products/edit/${other.guid}/`);
  await expect(page.getByText("Mahsulot topilmadi. U o'chirilgan bo'lishi mumkin.")).toBeVisible();
  await expect(page.getByLabel('Mahsulot nomi')).toHaveCount(0);

  // Save one demo product through the API with this user's token, then unsave it on the page.
  const product = (await getJson<ShopHomeData>(request, '/api/shop/home-data/')).new_products[0];
  const like = await request.post(`/api/shop/product/${product.meta}/like/`, { headers: bearer(access) });
  expect(like.ok()).toBeTruthy();

  await page.goto('/profile/liked-products/');
  const card = page.getByRole('article').filter({ hasText: product.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: product.title })).toHaveAttribute('href', `/online-shop/details/${product.meta}/`);
  await card.getByRole('button', { name: `Saqlanganlardan olib tashlash: ${product.title}` }).click();
  await expect(page.getByText("Saqlangan mahsulotlar yo'q")).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("My products shows compact prices in so'm in the reader's language, never 'USZ'", async ({ page, request }) => {
  const user = await createUser(request, 'Dilnoza');
  const product = await createProduct(request, user.access, { title: 'Atlas sharf', price: 450000 });
  const expected = { uz: /^450\sming so'm$/, ru: /^450\sтыс\. сум$/, en: /^450K soum$/ } as const;
  await signInByApi(page, user.phone, user.password, '/profile/products/');
  for (const lang of ['uz', 'ru', 'en'] as const) {
    const price = expected[lang];
    await chooseLanguage(page, lang);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: product.title });
    await expect(row.getByText(price)).toBeVisible();
    await expect(page.getByText('USZ')).toHaveCount(0);
  }
});
