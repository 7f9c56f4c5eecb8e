import { type Page } from '@playwright/test';
import type { ShopHomeData } from '../shared/schemas/shop';
import type { NewsHomeData } from '../shared/schemas/news';
import { expect, getJson, signInAs, test } from './support';

/**
 * The global layout of spec §2: navbar and top bar, menu, footer, scroll restoration, not-found
 * page, error screen and the contact form, against the real server.
 */


/** Signs the page in as `role` by answering the profile request; only the layout's reading of the role is under test. */

const nextFrame = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Asosiy menyu' });
const topBar = (page: Page) => page.getByRole('navigation', { name: "Ma'lumot sahifalari" });

test.describe('navbar', () => {
  test('on the home page it floats over the hero and turns white after 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('position', 'fixed');
    await expect(banner).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 40));
    await nextFrame(page);
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await expect(banner).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await expect(banner).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('elsewhere it is sticky and white; the top bar, inside it, scrolls away', async ({ page }) => {
    await page.goto('/contacts');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('position', 'sticky');
    await expect(banner).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(banner.getByRole('navigation', { name: "Ma'lumot sahifalari" })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(async () => (await mainNav(page).boundingBox())?.y).toBe(0);
    await expect(mainNav(page)).toBeInViewport();
    await expect(topBar(page)).not.toBeInViewport();
  });

  test('the dashboard link follows the session', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Kirish' })).toHaveAttribute('href', '/auth/sign-in/');
  });

  for (const [role, name, href] of [
    ['superadmin', 'Admin paneli', '/admin/overview/'],
    ['admin', 'Admin paneli', '/admin/overview/'],
    ['moderator', 'Moderator paneli', '/admin/overview/'],
    ['housemaker', 'Foydalanuvchi paneli', '/profile/overview/'],
    ['user', 'Foydalanuvchi paneli', '/profile/overview/'],
  ] as const) {
    test(`a ${role} gets "${name}"`, async ({ page }) => {
      await signInAs(page, role, '/partners');
      await expect(page.getByRole('heading', { level: 1, name: 'Hamkorlar' })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name })).toHaveAttribute('href', href);
    });
  }

  test('it is hidden on admin paths', async ({ page }) => {
    await signInAs(page, 'admin', '/admin/overview/');
    await expect(page).toHaveURL(/\/admin\//);
    await expect(page.locator('main')).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(topBar(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a slug that merely contains "admin" keeps the navbar', async ({ page }) => {
    await page.goto('/news/details/badminton-bo-yicha-musobaqa/');
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('auth pages hide the top bar and main links; the dashboard link goes home', async ({ page }) => {
    await page.goto('/');
    await expect(topBar(page)).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'Bosh sahifa' })).toHaveAttribute('href', '/');
    await expect(mainNav(page).getByRole('link', { name: "Onlayn do'kon" })).toBeVisible();

    await page.goto('/auth/sign-in/');
    await expect(mainNav(page)).toBeVisible();
    await expect(topBar(page)).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: "Onlayn do'kon" })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Kurslar' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Bosh sahifa', exact: true })).toHaveAttribute('href', '/');
  });

  test('the page is at most 1366 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/about-us');
    const box = await page.locator('main .page').first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1366);
  });
});

test('the top bar links the info pages, notifications and messages', async ({ page }) => {
  await page.goto('/partners');
  const bar = topBar(page);
  await expect(bar.getByRole('link', { name: 'Biz haqimizda' })).toHaveAttribute('href', '/about-us');
  await expect(bar.getByRole('link', { name: 'Hamkorlar' })).toHaveAttribute('href', '/partners');
  await expect(bar.getByRole('link', { name: 'Aloqa' })).toHaveAttribute('href', '/contacts');
  await expect(page.getByRole('link', { name: 'Xabarnomalar' })).toHaveAttribute('href', '/profile/notifications/');
  await expect(page.getByRole('link', { name: 'Xabarlar' })).toHaveAttribute('href', '/profile/messages/');
});

test('the menu lists up to 7 shop and 7 news categories, locks scroll, and closes on Escape and on navigation', async ({ page, request }) => {
  const shop = await getJson<ShopHomeData>(request, '/api/shop/home-data/');
  const news = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  await page.goto('/about-us');
  const menuButton = page.getByRole('button', { name: 'Menyu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();

  const dialog = page.getByRole('dialog', { name: 'Menyu' });
  await expect(dialog).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await expect(dialog.getByRole('button', { name: 'Menyuni yopish' })).toBeFocused();

  const shopGroup = dialog.getByRole('region', { name: "Do'kon kategoriyalari" });
  const shopLinks = shopGroup.getByRole('listitem').getByRole('link');
  await expect(shopLinks).toHaveCount(Math.min(7, shop.categories.length));
  for (const [i, c] of shop.categories.slice(0, 7).entries()) {
    await expect(shopLinks.nth(i)).toHaveAttribute('href', `/online-shop/categories/${c.meta}/`);
  }
  const newsLinks = dialog.getByRole('region', { name: 'Yangiliklar kategoriyalari' }).getByRole('listitem').getByRole('link');
  await expect(newsLinks).toHaveCount(Math.min(7, news.categories.length));
  for (const [i, c] of news.categories.slice(0, 7).entries()) {
    await expect(newsLinks.nth(i)).toHaveAttribute('href', `/news/categories/details/${c.meta}/`);
  }
  await expect(dialog).toContainText('info@ipak.uz');

  // Focus stays inside the dialog.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Kurslar' }).first().click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
});

test('the footer: contacts, hours, privacy, three link columns and the configured social links only; none on auth pages', async ({ page }) => {
  await page.goto('/partners');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  for (const title of ['Loyiha', "Yo'nalishlar", "Ma'lumotlar"]) await expect(footer.getByRole('heading', { name: title })).toBeVisible();
  await expect(footer).toContainText('08:00');
  await expect(footer).toContainText('20:00');
  await expect(footer).toContainText('Toshkent');
  await expect(footer.getByRole('link', { name: 'Maxfiylik siyosati' }).first()).toHaveAttribute('href', '/privacy');
  // scripts/e2e-server.mjs configures Telegram and YouTube only (SOCIAL_*_URL): exactly those show, opened safely.
  const social = footer.getByRole('navigation', { name: 'Ijtimoiy tarmoqlar' }).getByRole('link');
  await expect(social).toHaveCount(2);
  await expect(social.nth(0)).toHaveAccessibleName('Telegram');
  await expect(social.nth(0)).toHaveAttribute('href', 'https://t.me/ipak_e2e');
  await expect(social.nth(1)).toHaveAccessibleName('YouTube');
  await expect(social.nth(1)).toHaveAttribute('href', 'https://www.youtube.com/@ipak_e2e');
  for (const link of await social.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // No placeholder link anywhere in the footer.
  await expect(footer.locator('a[href="#"], a[href=""], a:not([href])')).toHaveCount(0);

  await page.goto('/auth/sign-in/');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test("the footer offers 'Ro'yxatdan o'tish' to signed-out visitors only, drawn without a hydration error", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/partners');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: "Ro'yxatdan o'tish" })).toHaveAttribute('href', '/auth/sign-up/');

  await signInAs(page, 'user', '/partners');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Hamkorlar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeVisible();
  await expect(footer.getByRole('link', { name: "Ro'yxatdan o'tish" })).toHaveCount(0);
  // Also after a client-side page change, and on a page the server drew.
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Hamkorlar' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: "Ro'yxatdan o'tish" })).toHaveCount(0);
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e)), 'hydration errors').toEqual([]);
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Biz haqimizda' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY)))
    .toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hamkorlar' }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hamkorlar' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the static pages have their titles', async ({ page }) => {
  for (const [path, title] of [
    ['/about/', 'Biz haqimizda - Ipak'],
    ['/about-us', 'Biz haqimizda - Ipak'],
    ['/partners', 'Hamkorlar - Ipak'],
    ['/contacts', 'Aloqa - Ipak'],
    ['/privacy', 'Maxfiylik siyosati - Ipak'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/about-us');
  for (const name of ['Biz kimmiz', 'Loyiha haqida', 'Xalqaro hamkorlar']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/bunday-sahifa-yoq/');
  await expect(page.getByRole('heading', { name: 'Siz izlayotgan sahifa topilmadi!' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page that fails to load shows the router error screen', async ({ page }) => {
  await page.route(/\/assets\/partners-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/partners');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/\S/);
  await expect(page.getByRole('button', { name: 'Sahifani yangilash' })).toBeVisible();
});

test('the language switcher translates the layout and remembers the choice', async ({ page }) => {
  await page.goto('/partners');
  await page.getByLabel('Til').selectOption('ru');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  // The choice is a cookie, so the server sees it too (and renders the next page in it).
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('ru');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Проект' })).toBeVisible();
});

test('the first paint already speaks the chosen language, and a choice an older build kept is moved to the cookie', async ({ page }) => {
  await page.goto('/partners');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  // Every text the page ever showed, from the first paint on: no Uzbek flash before the dictionary arrives.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { seen?: string };
      w.seen = (w.seen ?? '') + (document.body?.innerText ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Project' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen?: string }).seen ?? '')).not.toContain('Loyiha');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
});

test.describe('contact form', () => {
  test('validates on submit, sends the cleaned phone and shows success', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Savollaringiz yoki takliflaringiz bormi?' })).toBeVisible();
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Yuborish' }).click();
    await expect(form.getByText('Ismingizni kiriting')).toBeVisible();
    await expect(form.getByText('Ushbu maydonga telefon raqamingizni kiriting')).toBeVisible();
    await expect(form.getByText('Xabar matnini kiriting')).toBeVisible();

    await form.getByLabel('Ismingiz').fill('Dilnoza');
    const phone = form.getByLabel('Telefon raqamingiz');
    await phone.pressSequentially('901234567');
    await expect(phone).toHaveValue('+998 (90) 123-45-67');
    await expect(phone).toHaveAttribute('maxlength', '19');
    await form.getByLabel('Xabaringiz').fill("Atlas mahsulotlarini joylash bo'yicha savolim bor.");

    const sent = page.waitForRequest((req) => req.url().endsWith('/api/users/contact/') && req.method() === 'POST');
    await form.getByRole('button', { name: 'Yuborish' }).click();
    expect((await sent).postDataJSON()).toEqual({ name: 'Dilnoza', phone: '901234567', message: "Atlas mahsulotlarini joylash bo'yicha savolim bor." });
    await expect(form.getByRole('status')).toContainText('Rahmat! Xabaringiz qabul qilindi.');
    await expect(form.getByLabel('Ismingiz')).toHaveValue('');
  });

  test('puts server field errors under their inputs and disables the button while sending', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/contact/', async (route) => {
      await held;
      await route.fulfill({ status: 400, json: { code: 'validation_error', message: "Ma'lumotlar noto'g'ri", errors: { phone: "Telefon raqamni to'liq va to'g'ri formatda yozing" } } });
    });
    await page.goto('/contacts');
    const form = page.locator('form');
    await form.getByLabel('Ismingiz').fill('Dilnoza');
    await form.getByLabel('Telefon raqamingiz').pressSequentially('901234567');
    await form.getByLabel('Xabaringiz').fill('Salom');
    await form.getByRole('button', { name: 'Yuborish' }).click();
    await expect(form.getByRole('button', { name: /Yuborilmoqda/ })).toBeDisabled();
    release();
    const phone = form.getByLabel('Telefon raqamingiz');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText("Telefon raqamni to'liq va to'g'ri formatda yozing")).toBeVisible();
    await expect(form.getByRole('button', { name: 'Yuborish' })).toBeEnabled();
  });
});
