import { type APIRequestContext } from '@playwright/test';
import { chooseLanguage, createUser as makeUser, expect, expectNoSidewaysScroll, image, pauseClockSoon, signInAt, signInByApi, test, toast } from './support';

/** Profile area: guard, side menu, overview, edit (PATCH accounts/me/), notifications list and toasts. */

// A 1×1 GIF, which the photo input refuses.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A fresh account of Nodira Saidova, born 1990-01-05 (the edit test reads these back). */
const createUser = (request: APIRequestContext) => makeUser(request, 'Nodira', 'Saidova', { birthday: '1990-01-05' });


test('side menu lists every section of spec §2 and the page never scrolls sideways at 360 px', async ({ page, request }) => {
  const { phone, password } = await createUser(request);
  await signInByApi(page, phone, password);
  const menu = page.getByRole('navigation', { name: "Profil bo'limlari" });
  await expect(menu.getByRole('link')).toHaveCount(10);
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
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/profile/edit/');
});

test('on a phone the tab strip shows that it scrolls: a fade on the side that has more', async ({ page, request }) => {
  const { phone, password } = await createUser(request);
  await signInByApi(page, phone, password);
  const strip = page.getByTestId('profile-tabs');
  const start = page.getByTestId('profile-tabs-fade-start');
  const end = page.getByTestId('profile-tabs-fade-end');
  // At the start (the first section is current): more on the right only.
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(end).toHaveAttribute('data-shown', 'true');
  await expect(end).toHaveCSS('opacity', '1');
  await expect(start).toHaveAttribute('data-shown', 'false');
  await expect(start).toHaveCSS('opacity', '0');
  const before = await page.locator('main').boundingBox();

  // Scrolled to the end: more on the left only; the page itself neither shifts nor scrolls sideways.
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(start).toHaveAttribute('data-shown', 'true');
  await expect(end).toHaveAttribute('data-shown', 'false');
  await expect(end).toHaveCSS('opacity', '0');
  expect(await page.locator('main').boundingBox()).toEqual(before);
  await expectNoSidewaysScroll(page);

  // Half way: both.
  await strip.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 }));
  await expect(start).toHaveAttribute('data-shown', 'true');
  await expect(end).toHaveAttribute('data-shown', 'true');

  // Wide enough for the whole strip (a resize): no fade at all.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(start).toHaveAttribute('data-shown', 'false');
  await expect(end).toHaveAttribute('data-shown', 'false');
});

test('edit saves as multipart, updates the overview and persists after a reload', async ({ page, request }) => {
  const { phone, password } = await createUser(request);
  await signInByApi(page, phone, password);
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
  await page.locator('input[name="pfp"]').setInputFiles(image('me.png', [200, 120, 60]));
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
  await expect(toast(page, 'Saqlandi', 'success')).toBeVisible();

  await page.reload();
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Nodirabegim');
  await expect(page.locator('input[name="middle_name"]')).toHaveValue('Akmalovna');
  await expect(page.locator('textarea[name="about"]')).toHaveValue("Bekasam va adras to'qiyman");
  await expect(page.getByLabel('Ishchi yollash uchun')).toBeChecked();
  await expect(page.getByLabel('Boshqa maqsadda')).toBeChecked();

  await page.goto('/profile/overview/');
  await expect(page.getByTestId('profile-full-name')).toHaveText('Nodirabegim Akmalovna Saidova');
  await expect(page.getByText(districtName)).toBeVisible();
  await expect(page.getByText('Ishchi yollash uchun')).toBeVisible();
  // The uploaded picture replaces the initials.
  await expect(page.locator('section img').first()).toBeVisible();
});

test('notifications: toasts close by button, and the list keeps them newest first', async ({ page, request }) => {
  // Signed in through the form: its success toast is the one under test.
  const { phone, password } = await createUser(request);
  await signInAt(page, phone, '/profile/overview/', password);
  const login = toast(page, 'Muvaffaqiyatli kirdingiz', 'success');
  await expect(login).toHaveAttribute('data-position', '1');
  await login.getByRole('button', { name: 'Yopish' }).click();
  await expect(login).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('notifications') ?? '[]'));
  // Kept as dictionary references, worded when shown (in the reader's language of that moment).
  expect(stored.at(-1)).toMatchObject({ title: { key: 'auth.signIn.successTitle' }, comment: { key: 'auth.signIn.successComment' }, type: 'success', closed: true });

  await page.getByRole('navigation', { name: "Profil bo'limlari" }).getByRole('link', { name: 'Xabarnomalar' }).click();
  await expect(page).toHaveTitle('Xabarnomalar - Ipak');
  const cards = page.getByTestId('notification-card');
  await expect(cards.first()).toContainText('Muvaffaqiyatli kirdingiz');
  await expect(cards.first()).toContainText('Hisobingizga kirdingiz. Xush kelibsiz!');

  await page.getByRole('button', { name: "Ro'yxatni tozalash" }).click();
  await expect(page.getByText("Hozircha xabarnomalar yo'q")).toBeVisible();
});

test('a toast closes by itself after 15 s', async ({ page, request }) => {
  const { phone, password } = await createUser(request);
  // The page's clock is moved on instead of waiting 15 s.
  await page.clock.install();
  await signInAt(page, phone, '/profile/overview/', password);
  const login = toast(page, 'Muvaffaqiyatli kirdingiz', 'success');
  await expect(login).toBeVisible();
  await page.mouse.move(0, 700); // keep the pointer off the toast (hovering pauses it)
  await pauseClockSoon(page);
  await page.clock.runFor(14_000);
  await expect(login).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(login).toHaveCount(0);
});

test('anonymous visitors of any profile page are sent to sign-in', async ({ page }) => {
  for (const path of ['/profile/overview/', '/profile/notifications/', '/profile/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);
  }
});

test("the photo picker speaks the reader's language, not the browser's ('Choose File')", async ({ page, request }) => {
  const { phone, password } = await createUser(request);
  await signInByApi(page, phone, password, '/profile/edit/');
  for (const [lang, button, none] of [
    ['en', 'Choose a photo', 'No photo chosen'],
    ['ru', 'Выбрать фото', 'Фото не выбрано'],
  ] as const) {
    await chooseLanguage(page, lang);
    await page.reload();
    const input = page.locator('input[type="file"][name="pfp"]');
    // The browser's own control is out of sight; ours stands in for it and names what is chosen.
    await expect(input).toHaveClass(/sr-only/);
    await expect(page.locator(`label[for="${await input.getAttribute('id')}"]`, { hasText: button })).toBeVisible();
    await expect(page.getByText(none, { exact: true })).toBeVisible();
    await input.setInputFiles(image('men.png', [30, 60, 120]));
    await expect(page.getByText('men.png', { exact: true })).toBeVisible();
  }
});
