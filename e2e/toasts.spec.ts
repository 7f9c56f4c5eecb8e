import { type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../shared/constants';
import { createProduct, createUser, expect, expectNoSidewaysScroll, pauseClockSoon, signIn, signInByApi, test, toast } from './support';

/**
 * Toasts on a phone (issue 9; the 'mobile' project is 360 × 780): they sit at the bottom, over no
 * heading or top bar; at most three show; each can be swiped away sideways (and closed with × or
 * Escape); a toast closes when the reader goes to another page, except the sign-in toast, raised for
 * the page its redirect lands on, which closes on the page after that.
 *
 * Where several toasts must stay open for a few steps, the page's clock is held, so only what the
 * test does closes them (not their 15 s running out on a slow machine). A held clock also holds the
 * query cache's updates, so it is let go again before a page that needs data.
 */

const toasts = (page: Page) => page.getByTestId('toast');

/** Stops the page's timers (the toasts' 15 s) from here on; the page must be open. */
async function holdClock(page: Page) {
  await pauseClockSoon(page);
}

/** Lets the page's timers run again (before a page whose data must load). */
const releaseClock = (page: Page) => page.clock.resume();

/** Open local notifications as the app keeps them (oldest first), shown after the reload (the clock let go). */
async function seedToasts(page: Page, titles: string[]) {
  await page.evaluate(
    ([key, list]) => {
      const now = new Date().toISOString();
      localStorage.setItem(key, JSON.stringify(list.map((title, i) => ({ id: i + 1, title, comment: '', type: 'success', closed: false, created_at: now }))));
    },
    [STORAGE_KEYS.notifications, titles] as const,
  );
  // The reloaded page starts its app a frame after it has loaded (web/boot.ts): on a running clock.
  // The caller holds it again.
  await releaseClock(page);
  await page.reload();
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ id: number; title: unknown; closed: boolean }>, STORAGE_KEYS.notifications);

/** A finger moving `dx` px sideways across the middle of `target` (real touch input through the DevTools protocol). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 3;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 8, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at most three toasts show, the newest; the others are kept in the list', async ({ page, request }) => {
  const user = await createUser(request);
  await page.clock.install();
  await signInByApi(page, user.phone, user.password, '/online-shop');
  await holdClock(page);
  await seedToasts(page, ['Birinchi', 'Ikkinchi', 'Uchinchi', "To'rtinchi", 'Beshinchi']);
  await holdClock(page);
  await expect(toasts(page)).toHaveCount(3);
  await expect(toasts(page)).toHaveText([/Uchinchi/, /To'rtinchi/, /Beshinchi/]);
  await expect(toasts(page).first()).toHaveAttribute('data-position', '3');

  // Closing one brings the next older one back into view.
  await toast(page, 'Beshinchi').getByRole('button').click();
  await expect(toasts(page)).toHaveText([/Ikkinchi/, /Uchinchi/, /To'rtinchi/]);

  // Nothing is lost: the list has all five.
  await releaseClock(page);
  await page.goto('/profile/notifications/');
  await expect(page.getByTestId('notification-card')).toHaveCount(5);
});

test('a toast is swiped away sideways, and still closes with × or Escape', async ({ page, request }) => {
  const user = await createUser(request);
  await page.clock.install();
  await signInByApi(page, user.phone, user.password, '/online-shop');
  await holdClock(page);
  await seedToasts(page, ['Chapga', "O'ngga", 'Tugma', 'Klaviatura']);
  await holdClock(page);
  await expect(toasts(page)).toHaveCount(3);

  // A small move is not a swipe: the toast stays where it was.
  const right = toast(page, 'Klaviatura');
  await swipe(page, right, 20);
  await expect(right).toBeVisible();
  await expect(right).not.toHaveAttribute('style', /translateX/);

  await swipe(page, right, 200);
  await expect(right).toHaveCount(0);
  await swipe(page, toast(page, 'Tugma'), -200);
  await expect(toast(page, 'Tugma')).toHaveCount(0);
  expect((await stored(page)).filter((n) => n.closed).map((n) => n.title)).toEqual(['Tugma', 'Klaviatura']);

  // The keyboard: focus the toast's × and press Escape; the button itself still works too.
  await toast(page, "O'ngga").getByRole('button', { name: 'Yopish' }).focus();
  await page.keyboard.press('Escape');
  await expect(toast(page, "O'ngga")).toHaveCount(0);
  await toast(page, 'Chapga').getByRole('button', { name: 'Yopish' }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test("on a phone toasts sit at the bottom, over neither the page's heading nor its top bar", async ({ page, request }) => {
  const user = await createUser(request);
  await page.clock.install();
  await signInByApi(page, user.phone, user.password, '/profile/overview/');
  for (const url of ['/profile/overview/', '/online-shop', '/profile/notifications/']) {
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    await seedToasts(page, ['Bir', 'Ikki', 'Uch']);
    await expect(page.locator('main h1').first()).toBeVisible();
    await holdClock(page);
    await expect(toasts(page)).toHaveCount(3);
    const stack = (await page.getByTestId('toast-stack').boundingBox())!;
    const viewport = page.viewportSize()!;
    // At the bottom edge, inside the screen.
    expect(stack.y + stack.height).toBeLessThanOrEqual(viewport.height + 0.5);
    expect(stack.y + stack.height).toBeGreaterThan(viewport.height - 40);
    const heading = (await page.locator('main h1').first().boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    for (const box of await Promise.all((await toasts(page).all()).map((t) => t.boundingBox()))) {
      expect(overlaps(box!, heading), `a toast over the h1 of ${url}`).toBe(false);
      expect(overlaps(box!, header), `a toast over the top bar of ${url}`).toBe(false);
    }
    await expectNoSidewaysScroll(page);
    await releaseClock(page);
  }
});

test('the sign-in toast shows on the page sign-in leads to, and is gone after the next page', async ({ page, request }) => {
  const user = await createUser(request);
  // Sign-in leads to a page whose code is not loaded yet: the toast must wait for it, not close.
  await page.goto('/auth/sign-in/?next=%2Fonline-shop%2Fcategories%2F');
  await signIn(page, user.phone, user.password);
  await expect(page).toHaveURL(/\/online-shop\/categories\/$/);
  const login = toast(page, 'Muvaffaqiyatli kirdingiz', 'success');
  await expect(login).toBeVisible();

  // The reader moves on: the toast does not follow, and it is kept (closed) for the list.
  await page.locator('header').getByRole('link', { name: 'Ipak — bosh sahifa' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // At once, not when its 15 s run out.
  await expect(login).toHaveCount(0, { timeout: 3_000 });
  const last = (await stored(page)).at(-1)!;
  expect(last).toMatchObject({ title: { key: 'auth.signIn.successTitle' }, closed: true });
});

test("a shown toast and the list say it again in the reader's new language", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/auth/sign-in/?next=%2Fprofile%2Fnotifications%2F');
  await signIn(page, user.phone, user.password);
  await expect(toast(page, 'Muvaffaqiyatli kirdingiz', 'success')).toBeVisible();
  await expect(page.getByTestId('notification-card').first()).toContainText('Hisobingizga kirdingiz. Xush kelibsiz!');

  await page.getByRole('combobox', { name: 'Til', exact: true }).first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(toast(page, 'Signed in', 'success')).toContainText('You are signed in to your account. Welcome back!');
  await expect(page.getByTestId('notification-card').first()).toContainText('Signed in');
  await expect(page.getByText('Muvaffaqiyatli kirdingiz')).toHaveCount(0);
});

test('a toast never shows a raw dictionary key: on a page loaded afresh (another area) and in the list, and the page hydrates cleanly', async ({ page, request }) => {
  const user = await createUser(request);
  const product = await createProduct(request, user.access, { title: 'Atlas ro‘mol (toast)' });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await signInByApi(page, user.phone, user.password, `/profile/products/edit/${product.guid}/`);
  await page.getByLabel(/^Narxi( \*)?$/).fill('260000');
  await page.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
  await expect(page).toHaveURL(/\/profile\/products\/$/);
  await expect(toast(page, 'Mahsulot saqlandi', 'success')).toBeVisible();

  // Loaded afresh (typed, a bookmark, a reload): the announcements load none of the seller's words,
  // and the toast's 15 s are not over, so it is still shown there.
  await page.goto('/announcements/');
  await expect(toast(page, 'Mahsulot saqlandi', 'success')).toBeVisible();
  await expect(page.getByText('seller.edit.done')).toHaveCount(0);
  // The server drew no toast (it cannot know them): the browser adds them after taking the page over.
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e)), 'hydration errors').toEqual([]);

  await page.goto('/profile/notifications/');
  await expect(page.getByTestId('notification-card').filter({ hasText: 'Atlas ro‘mol (toast)' })).toContainText('Mahsulot saqlandi');
  await expect(page.getByText('seller.edit.done')).toHaveCount(0);

  // An entry an older build kept (the key only, no words): its words are loaded for it.
  await page.evaluate((key) => {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
    list.push({ id: 999, title: { key: 'seller.create.done' }, comment: 'Eski', type: 'success', closed: false, created_at: new Date().toISOString(), next_page: false });
    localStorage.setItem(key, JSON.stringify(list));
  }, STORAGE_KEYS.notifications);
  await page.goto('/contacts');
  await expect(toast(page, "Mahsulot qo'shildi", 'success')).toBeVisible();
  await expect(page.getByText('seller.create.done')).toHaveCount(0);
});
