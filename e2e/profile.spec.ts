import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser as makeUser, PASSWORD } from './support';

/** Profile area: guard, side menu, overview, edit (PATCH accounts/me/), notifications list and toasts. */

// 1×1 PNG and GIF, enough for the upload checks.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A fresh account of Nodira Saidova, born 1990-01-05 (the edit test reads these back). */
const createUser = (request: APIRequestContext) => makeUser(request, 'Nodira', 'Saidova', { birthday: '1990-01-05' });

async function signIn(page: Page, phone: string) {
  await page.goto('/auth/sign-in/');
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Kirish', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/overview\/$/);
}

test('side menu lists every section of spec §2 and the page never scrolls sideways at 360 px', async ({ page, request }) => {
  const { phone } = await createUser(request);
  await signIn(page, phone);
  const menu = page.getByRole('navigation', { name: "Profil bo'limlari" });
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual([
    '/profile/overview/',
    '/profile/products/',
    '/profile/liked-products/',
    '/profile/announcements/',
    '/profile/saved-announcements/',
    '/profile/courses/',
    '/profile/liked-courses/',
    '/profile/messages/',
    '/profile/notifications/',
    '/auth/sign-out/',
  ]);
  await expect(menu.getByRole('link', { name: "Shaxsiy ma'lumotlar" })).toHaveAttribute('aria-current', 'page');
  const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(width[0]).toBeLessThanOrEqual(width[1]);
  await expect(page.getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/profile/edit/');
});

test('edit saves as multipart, updates the overview and persists after a reload', async ({ page, request }) => {
  const { phone } = await createUser(request);
  await signIn(page, phone);
  await page.getByRole('link', { name: 'Tahrirlash' }).click();
  await expect(page).toHaveURL(/\/profile\/edit\/$/);
  await expect(page).toHaveTitle('Tahrirlash - Ipak');
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Nodira');
  await expect(page.locator('input[name="email"]')).toHaveAttribute('type', 'email');
  await expect(page.locator('input[name="birthday"]')).toHaveAttribute('type', 'date');
  await expect(page.locator('input[name="birthday"]')).toHaveValue('1990-01-05');

  // Wrong values are refused on the current input.
  await page.locator('input[name="first_name"]').fill('');
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Ushbu maydonga ismingizni kiriting')).toBeVisible();

  // The photo input takes png/jpg/jpeg only.
  await page.locator('input[name="pfp"]').setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByText('Faqat PNG yoki JPG rasm yuklang')).toBeVisible();
  await page.locator('input[name="pfp"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Faqat PNG yoki JPG rasm yuklang')).toHaveCount(0);

  await page.locator('input[name="first_name"]').fill('Nodirabegim');
  await page.locator('input[name="middle_name"]').fill('Akmalovna');
  await page.locator('select[name="gender"]').selectOption('1');
  const region = page.locator('select[name="region"]');
  await expect(region.locator('option')).not.toHaveCount(1);
  await region.selectOption({ index: 3 });
  const district = page.locator('select[name="district"]');
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const districtName = (await district.locator('option:checked').textContent())!.trim();
  await page.locator('textarea[name="about"]').fill("Bekasam va adras to'qiyman");
  await page.getByLabel('Ishchi yollash uchun').check();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.locator('[data-type="success"]').filter({ hasText: 'Saqlandi' })).toBeVisible();

  await page.reload();
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Nodirabegim');
  await expect(page.locator('input[name="middle_name"]')).toHaveValue('Akmalovna');
  await expect(page.locator('textarea[name="about"]')).toHaveValue("Bekasam va adras to'qiyman");
  await expect(page.getByLabel('Ishchi yollash uchun')).toBeChecked();
  await expect(page.getByLabel('Boshqa maqsadda')).toBeChecked();

  await page.goto('/profile/overview/');
  await expect(page.getByTestId('profile-full-name')).toHaveText('Saidova Nodirabegim Akmalovna');
  await expect(page.getByText(districtName)).toBeVisible();
  await expect(page.getByText('Ishchi yollash uchun')).toBeVisible();
  // The uploaded picture replaces the initials.
  await expect(page.locator('section img').first()).toBeVisible();
});

test('notifications: toasts close by button, and the list keeps them newest first', async ({ page, request }) => {
  const { phone } = await createUser(request);
  await signIn(page, phone);
  const toast = page.locator('[data-type="success"]').filter({ hasText: 'Muaffaqiyatli login' });
  await expect(toast).toHaveAttribute('data-position', '1');
  await toast.getByRole('button', { name: 'Yopish' }).click();
  await expect(toast).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('notifications') ?? '[]'));
  expect(stored.at(-1)).toMatchObject({ title: 'Muaffaqiyatli login', comment: 'Login muaffaqiyatli amalga oshdi.', type: 'success', closed: true });

  await page.getByRole('navigation', { name: "Profil bo'limlari" }).getByRole('link', { name: 'Xabarnomalar' }).click();
  await expect(page).toHaveTitle('Xabarnomalar - Ipak');
  const cards = page.getByTestId('notification-card');
  await expect(cards.first()).toContainText('Muaffaqiyatli login');
  await expect(cards.first()).toContainText('Login muaffaqiyatli amalga oshdi.');

  await page.getByRole('button', { name: "Ro'yxatni tozalash" }).click();
  await expect(page.getByText("Hozircha xabarnomalar yo'q")).toBeVisible();
});

test('a toast closes by itself after 15 s', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { phone } = await createUser(request);
  await signIn(page, phone);
  const toast = page.locator('[data-type="success"]').filter({ hasText: 'Muaffaqiyatli login' });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 700); // keep the pointer off the toast (hovering pauses it)
  await expect(toast).toHaveCount(0, { timeout: 25_000 });
});

test('anonymous visitors of any profile page are sent to sign-in', async ({ page }) => {
  for (const path of ['/profile/overview/', '/profile/notifications/', '/profile/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);
  }
});
