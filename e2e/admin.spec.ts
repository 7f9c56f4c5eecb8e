import { type Page } from '@playwright/test';
import type { ProductPage, ShopHomeData } from '../shared/schemas/shop';
import { chooseLanguage, closeToasts, createUser, expect, expectNoSidewaysScroll, getJson, signInAs, signInByApi, test, toast } from './support';

/**
 * Admin area (spec §2 guards and list tables, §4 Ha/Yo'q and verification, §5 search minimum, §9
 * page sizes persisted under 'page_size'). Signs in as the demo moderator (seeded) for the lists.
 */

const table = (page: Page) => page.getByRole('table');
const dataRows = (page: Page) => table(page).getByRole('rowgroup').last().getByRole('row');

test('anonymous visitors go to sign-in, ordinary users to their profile', async ({ page, request }) => {
  await page.goto('/admin/overview/');
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=%2Fadmin%2Foverview%2F$/);

  const user = await createUser(request, 'Bobur');
  await signInByApi(page, user.phone, user.password, '/admin/onlineshop/products/');
  await expect(page).toHaveURL(/\/profile\/overview\/$/);
});

test('moderator: products list, search, page size kept after reload, Ha / Yo\'q', async ({ page }) => {
  await signInAs(page, 'moderator', '/admin/overview/');
  await expect(page.getByRole('heading', { name: 'Boshqaruv paneli', level: 1 })).toBeVisible();
  // The global navbar is hidden on admin paths; the admin chrome has its own menu (a drawer on phones).
  // On phones toasts cover the top bar: close any first, as a user would.
  await closeToasts(page);
  await page.getByRole('button', { name: 'Menyuni ochish' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menyu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Mahsulotlar' }).click();
  await expect(page).toHaveURL(/\/admin\/onlineshop\/products\/$/);
  await expect(drawer).toBeHidden();

  await expect(dataRows(page)).toHaveCount(10);
  await expect(table(page).getByText('Ha', { exact: true }).first()).toBeVisible();
  await expect(table(page).getByText("Yo'q", { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Pages: Prev hidden on the first page; Next goes on.
  const pages = page.getByRole('navigation', { name: 'Sahifalar' });
  await expect(pages.getByRole('button', { name: 'Oldingi' })).toHaveCount(0);
  await pages.getByRole('button', { name: 'Keyingi' }).click();
  await expect(pages.getByRole('button', { name: '2-sahifa' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Oldingi' })).toBeVisible();

  // Search: one character sends nothing; two or more do (and go back to page 1).
  const search = page.getByRole('searchbox', { name: 'Qidiruv' });
  await expect(search).toHaveAttribute('placeholder', 'Mahsulot nomi');
  const searched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/shop/dashboard/products/')) searched.push(String((r.postDataJSON() as { q?: string } | null)?.q ?? ''));
  });
  await search.fill('a');
  await expect(page.getByText('Qidirish uchun kamida 2 ta belgi kiriting')).toBeVisible();
  const total = page.getByText(/^Jami: \d+$/);
  const before = await total.textContent();
  await search.fill('baxmal');
  await expect(dataRows(page).filter({ hasText: 'Ipak baxmal (abr baxmal), 2 metr' })).toBeVisible();
  await expect(total).not.toHaveText(before!);
  // Only the two-letter search went out: no request ever carried the one-letter word.
  expect(searched.length).toBeGreaterThan(0);
  expect(searched).not.toContain('a');
  await expect(pages).toHaveCount(0);
  await search.fill('');
  await expect(dataRows(page)).toHaveCount(10);

  // Page size: 25, remembered under 'page_size' after a reload.
  await page.getByLabel('Sahifada', { exact: true }).selectOption('25');
  await expect(dataRows(page)).toHaveCount(25);
  expect(await page.evaluate(() => localStorage.getItem('page_size'))).toBe('25');
  await page.reload();
  await expect(page.getByLabel('Sahifada', { exact: true })).toHaveValue('25');
  await expect(dataRows(page)).toHaveCount(25);

  // Select all on the page.
  await page.getByLabel('Sahifadagi barchasini tanlash').first().check();
  await expect(page.getByText('25 ta tanlandi')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('page_size', '10'));
});

test('the admin menu, drawn for the side column and for the drawer, holds no id twice; the drawer and the navigation in it have a name each (issue 38)', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/overview/');
  await expect(page.getByRole('heading', { name: 'Boshqaruv paneli', level: 1 })).toBeVisible();
  const duplicateIds = () =>
    page.evaluate(() => {
      const count = new Map<string, number>();
      for (const el of document.querySelectorAll('[id]')) count.set(el.id, (count.get(el.id) ?? 0) + 1);
      return [...count].filter(([, n]) => n > 1).map(([id]) => id);
    });
  expect(await duplicateIds()).toEqual([]);
  // Every group of the menu is named by its own heading, in each copy.
  const groups = await page.locator('[role="group"][aria-labelledby]').evaluateAll((els) => els.map((el) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent ?? null));
  expect(groups.length).toBeGreaterThan(0);
  expect(groups).not.toContain(null);
  // A copy is named once: the drawer is the menu, the navigation inside it the dashboard's sections.
  const drawer = page.locator('dialog');
  const navInDrawer = drawer.locator('nav');
  expect(await drawer.getAttribute('aria-label')).not.toBe(await navInDrawer.getAttribute('aria-label'));
});

test('moderator approves a product from the verify list', async ({ page, request }) => {
  await signInAs(page, 'moderator', '/admin/onlineshop/verify/');
  await expect(page.getByRole('heading', { name: 'Tasdiqlash', level: 1 })).toBeVisible();
  const first = dataRows(page).first();
  await expect(first).toBeVisible();
  const title = (await first.locator('td:nth-child(2)').getByRole('link').textContent())!.trim();
  const link = first.getByRole('link', { name: 'Tasdiqlash', exact: true });
  await expect(link).toHaveAttribute('href', /^\/online-shop\/details\/.+\/$/);
  const href = (await link.getAttribute('href'))!;

  await first.getByRole('button', { name: `Darhol tasdiqlash: ${title}` }).click();
  await expect(toast(page, 'Mahsulot tasdiqlandi', 'success')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: title })).toHaveCount(0);

  // The product is now verified for everyone.
  const meta = decodeURIComponent(href.split('/')[3]);
  const detail = await getJson<ProductPage>(request, `/api/shop/product/${encodeURIComponent(meta)}/`);
  expect(detail.product.is_verified).toBe(true);
});

test('users list filters by type; unknown types are not pages', async ({ page }) => {
  await signInAs(page, 'moderator', '/admin/users/');
  await expect(page).toHaveURL(/\/admin\/users\/all\/$/);
  // A moderator gives no role, so is not offered the add-user form (issue 15).
  await expect(page.getByRole('link', { name: "Qo'shish" })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Qidiruv' })).toHaveAttribute('placeholder', 'Foydalanuvchi F.I.Sh. yoki telefon raqami');
  await expect(dataRows(page).first()).toBeVisible();

  const filter = page.getByRole('navigation', { name: 'Foydalanuvchilar turi' });
  await filter.getByRole('link', { name: 'Moderatorlar' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/mods\/$/);
  await expect(dataRows(page).filter({ hasText: 'Jasur Toshmatov' })).toBeVisible();
  for (const role of await dataRows(page).locator('td:nth-child(4)').allTextContents()) expect(role).toBe('Moderator');

  await filter.getByRole('link', { name: 'Hunarmandlar' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/housemakers\/$/);
  await expect(dataRows(page).first()).toContainText('Hunarmand');
  await expect(dataRows(page).filter({ hasText: 'Moderator' })).toHaveCount(0);

  // Search by phone.
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill('900000004');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('+998 (90) 000-00-04');

  await page.goto('/admin/users/nobody/');
  await expect(page.getByText('Siz izlayotgan sahifa topilmadi!')).toBeVisible();
});

test('categories: create, rename, and a category with products cannot be deleted', async ({ page, request }) => {
  await signInAs(page, 'moderator', '/admin/onlineshop/categories/');
  const name = `Sinov ${Date.now()}`;
  await page.getByRole('button', { name: 'Yangi kategoriya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yangi kategoriya' });
  await dialog.getByLabel('Kategoriya nomi').fill('x');
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog.getByText('Kategoriya nomini kiriting')).toBeVisible();
  await dialog.getByLabel('Kategoriya nomi').fill(name);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(name);
  const row = dataRows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Amallar: ${name}` }).click();
  await page.getByRole('button', { name: "Nomini o'zgartirish" }).click();
  const rename = page.getByRole('dialog', { name: "Kategoriya nomini o'zgartirish" });
  await rename.getByLabel('Kategoriya nomi').fill(`${name} 2`);
  // A title per language: Russian given, English left empty (it shows the Uzbek one).
  await rename.getByLabel('Ruscha nomi').fill(`Тест ${name}`);
  await rename.getByRole('button', { name: 'Saqlash' }).click();
  await expect(rename).toBeHidden();
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(`${name} 2`);
  await expect(dataRows(page).filter({ hasText: `${name} 2` })).toHaveCount(1);
  await chooseLanguage(page, 'ru');
  await page.reload();
  await page.getByRole('searchbox').first().fill(`${name} 2`);
  await expect(dataRows(page).filter({ hasText: `Тест ${name}` })).toHaveCount(1);
  await chooseLanguage(page, 'en');
  await page.reload();
  await page.getByRole('searchbox').first().fill(`${name} 2`);
  await expect(dataRows(page).filter({ hasText: `${name} 2` })).toHaveCount(1);
  await chooseLanguage(page, 'uz');
  await page.reload();
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(`${name} 2`);

  // A seeded category with products: the 409 message is shown and the category stays.
  const home = await getJson<ShopHomeData>(request, '/api/shop/home-data/');
  const detail = await getJson<ProductPage>(request, `/api/shop/product/${home.new_products[0].meta}/`);
  const busyTitle = detail.product.category.title;
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(busyTitle);
  const busy = dataRows(page).filter({ hasText: busyTitle }).first();
  await busy.getByRole('button', { name: `Amallar: ${busyTitle}` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  const confirm = page.getByRole('dialog', { name: "Kategoriyani o'chirasizmi?" });
  await confirm.getByRole('button', { name: "O'chirish" }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();
  await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(dataRows(page).filter({ hasText: busyTitle }).first()).toBeVisible();
});
