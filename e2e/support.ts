import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH, SESSION_COOKIE_HEADER, STORAGE_KEYS, type LanguageCode } from '../shared/constants';
import type { ProductCard, ProductSearchResult, ShopHomeData, UserProduct } from '../shared/schemas/shop';

/**
 * Pages arrive rendered by the server, and React takes them over a moment later (hydration); only
 * then do its buttons work. Every navigation of a test page waits for that (`<html data-hydrated>`,
 * set by web/app/app-providers.tsx) when the answer is a page, so a test never presses a button
 * before it works (unless it stops the navigation before `load`: beforeLoad). Import `test` from
 * here, not from '@playwright/test'.
 */
export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Whether a navigation was asked to stop before the page's `load` (`waitUntil: 'commit'` or
 * 'domcontentloaded'): the test acts before the app runs on purpose (web/boot.ts starts it after `load`).
 */
const beforeLoad = (args: unknown[]) => args.some((a) => typeof a === 'object' && a !== null && ['commit', 'domcontentloaded'].includes(String((a as { waitUntil?: string }).waitUntil)));

function waitForHydration(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (response?.headers()['content-type']?.startsWith('text/html') && !beforeLoad(args)) await hydrated(page);
        return response;
      },
    });
  }
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForHydration);
    await use(context);
  },
});
export { expect };

/** A second browser window of its own (another person, or another device), whose pages wait for hydration too. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'uz-UZ', timezoneId: 'Asia/Tashkent', ...options });
  context.on('page', waitForHydration);
  return context;
}

/**
 * What the browser tests share, one copy used by every spec: the demo accounts, signing in (through
 * the real form where the form is under test, through the API otherwise), fresh accounts and
 * products made through the real API, reading the API, and a few page checks.
 */

/** Every demo account has this password (README, "Demo accounts"); one account per role. */
export const DEMO_PASSWORD = 'Ipak2026!';
export const DEMO = {
  superadmin: '900000001',
  admin: '900000002',
  moderator: '900000003',
  housemaker: '900000004',
  user: '900000005',
} as const;
export type Role = keyof typeof DEMO;

/** The password of the accounts the tests make. */
export const PASSWORD = 'Ipak-Parol1';
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

// ---------------------------------------------------------------------------------------------
// Signing in

/** Fills and sends the sign-in form of the page that is open. */
export async function signIn(page: Page, phone: string, password = DEMO_PASSWORD) {
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form').getByRole('button', { name: 'Kirish', exact: true }).click();
}

/** Signs in through the form of the sign-in page with ?next= and waits until the app has brought the user there. */
export async function signInAt(page: Page, phone: string, next: string, password = DEMO_PASSWORD) {
  await page.goto(`/auth/sign-in/?next=${encodeURIComponent(next)}`);
  await signIn(page, phone, password);
  await expect(page).toHaveURL((url) => url.pathname === new URL(next, 'http://x').pathname);
}

/**
 * Signs in without the form, where the form is not under test: logs in through the API as the web app
 * does (`X-Ipak-Session: cookie`: the refresh token lands in the browser context's HttpOnly cookie,
 * which page.request shares), marks the session in local storage as the app does (web/lib/api-client.ts
 * tokenStore: the user's guid, no token), then opens `then`, whose first request fetches the tab's
 * access token with the cookie. Answers the access token of that sign-in, for API calls of the test.
 */
export async function signInByApi(page: Page, phone: string, password = DEMO_PASSWORD, then = '/profile/overview/') {
  const res = await page.request.post('/api/users/accounts/login/', { data: { phone, password }, headers: { [SESSION_COOKIE_HEADER]: 'cookie' } });
  expect(res.ok(), `login of ${phone}`).toBeTruthy();
  const { access } = (await res.json()) as { access: string };
  const guid = (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  // Any page of the site's origin will do to reach its local storage; the health answer is the lightest.
  await page.goto('/api/health');
  await page.evaluate(([key, viewer]) => localStorage.setItem(key, viewer), [STORAGE_KEYS.session, guid] as const);
  await page.goto(then);
  return { access };
}

/** The session as the web app keeps it (issue 38 item 7), the page's storage and cookies read. */
export async function storedSession(page: Page) {
  const storage = await page.evaluate(() => ({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage), marked: localStorage.getItem('ipak:session'), script: document.cookie }));
  const cookie = (await page.context().cookies()).find((c) => c.name === REFRESH_COOKIE) ?? null;
  return { ...storage, cookie };
}

/**
 * Signed in as the web app should be: the session marked in local storage by the user's guid only, no
 * token anywhere a script reads (storage, document.cookie), and the refresh token in the HttpOnly,
 * SameSite=Strict cookie that only the refresh route receives.
 */
export async function expectTokensOutOfScriptReach(page: Page) {
  const { local, session, marked, script, cookie } = await storedSession(page);
  expect(marked).toMatch(/^[0-9a-f-]{36}$/);
  // A JWT (three base64url parts) or the refresh token is in none of what scripts read.
  for (const [where, text] of [['localStorage', local], ['sessionStorage', session], ['document.cookie', script]] as const) expect(text, where).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  expect(cookie, 'the refresh cookie').toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
  expect(script).not.toContain(cookie!.value);
  expect(local).not.toContain(cookie!.value);
}

/** Signs in as the demo account of a role (through the API), then opens `then`. */
export const signInAs = (page: Page, role: Role, then?: string) => signInByApi(page, DEMO[role], DEMO_PASSWORD, then);

// ---------------------------------------------------------------------------------------------
// Accounts and products, made through the API

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** The 6-digit code of the last SMS sent to a phone (sign-up's confirmation, a reset), waited for. */
export async function lastSmsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = await smsTo(phone);
      code = texts.at(-1)?.match(/\b(\d{6})\b/)?.[1];
      return code;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return code!;
}

/** Confirms a registered account's phone with the code sign-up sent it (issue 40), as the code page does. */
export async function confirmPhone(request: APIRequestContext, phone: string, access: string) {
  const res = await request.post('/api/users/accounts/phone/confirm/', { data: { code: await lastSmsCode(phone) }, headers: bearer(access) });
  expect(res.status()).toBe(200);
}

/** The sign-up form's button and the code page's heading, in the languages the sign-up tests walk. */
const SIGN_UP_WORDS = {
  uz: { submit: 'Davom etish', codePage: 'Telefon raqamni tasdiqlash' },
  ru: { submit: 'Продолжить', codePage: 'Подтверждение номера' },
} as const;

/**
 * A new person's sign-up in the page, in `lang` (chosen first when not Uzbek), up to the phone's
 * code page (issue 40): the form filled with a new number and PASSWORD. Answers the number.
 */
export async function signUpToCodePage(page: Page, lang: keyof typeof SIGN_UP_WORDS = 'uz', firstName = 'Dilnoza'): Promise<string> {
  if (lang !== 'uz') {
    await page.goto('/auth/sign-up/');
    await chooseLanguage(page, lang);
  }
  const phone = randomPhone();
  await page.goto('/auth/sign-up/');
  await page.locator('input[name="first_name"]').fill(firstName);
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: SIGN_UP_WORDS[lang].submit }).click();
  await expect(page).toHaveURL(/\/auth\/confirm-phone\/$/);
  await expect(page.getByRole('heading', { name: SIGN_UP_WORDS[lang].codePage })).toBeVisible();
  return phone;
}

/** Sign-up's step 1 in the page (issue 40): the code page, filled with the code the SMS stand-in received. */
export async function enterSignUpCode(page: Page, phone: string) {
  await expect(page).toHaveURL(/\/auth\/confirm-phone\/$/);
  const input = page.locator('input[name="code"]');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await input.fill(await lastSmsCode(phone));
  await page.locator('main form').locator('button[type="submit"]').click();
}

/**
 * A fresh, completed account (register, the phone confirmed with its SMS code, then the profile steps through the real API), so the state a
 * test leaves (likes, chats) cannot leak between tests or runs; `profile` overrides completion fields
 * (birthday, purposes…). Its role is 'user': the other roles are the demo accounts (DEMO, signInAs).
 */
export async function createUser(request: APIRequestContext, firstName = 'Gulchehra', lastName = 'Usmonova', profile: Record<string, string> = {}) {
  const phone = randomPhone();
  expect((await request.post('/api/users/accounts/register/', { data: { first_name: firstName, phone, password: PASSWORD } })).status()).toBe(201);
  const regions = await getJson<Array<{ id: number }>>(request, '/api/users/regions/');
  const done = await request.post('/api/users/accounts/complete/', {
    multipart: {
      first_name: firstName,
      last_name: lastName,
      birthday: '1992-03-08',
      email: `u${phone}@example.uz`,
      gender: '1',
      region: String(regions[0].id),
      about: '',
      biography: '',
      purposes: 'Boshqa maqsadda',
      phone,
      password: PASSWORD,
      ...profile,
    },
  });
  expect(done.ok()).toBeTruthy();
  const login = await request.post('/api/users/accounts/login/', { data: { phone, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { access } = (await login.json()) as { access: string };
  await confirmPhone(request, phone, access);
  return { phone, password: PASSWORD, access, firstName, lastName, name: `${firstName} ${lastName}` };
}

/** A real (decodable) PNG of one colour, so the server's content check and re-encoding accept it. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 64×48 PNG file of one colour, as an input or a multipart upload takes it. */
export const image = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(64, 48, colour) });

/**
 * A fresh product of the account whose token is given, uploaded as the seller's form does (multipart,
 * one image), in the first category unless told; new products are active and not verified.
 */
export async function createProduct(request: APIRequestContext, access: string, fields: { title?: string; price?: number; description?: string; category?: string } = {}): Promise<UserProduct> {
  const category = fields.category ?? (await getJson<ShopHomeData>(request, '/api/shop/home-data/')).categories[0].guid;
  const res = await request.post('/api/shop/user-products/upload', {
    headers: bearer(access),
    multipart: {
      title: fields.title ?? `Sinov mahsuloti ${Date.now()}`,
      description: fields.description ?? "Qo'lda to'qilgan ipak mato",
      price: String(fields.price ?? 150_000),
      category,
      images: image('mahsulot.png', [120, 40, 90]),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as UserProduct;
}

// ---------------------------------------------------------------------------------------------
// Reading the API

/** A GET of the API that must succeed, answered as JSON. */
export async function getJson<T>(request: APIRequestContext, path: string, access?: string): Promise<T> {
  const res = await request.get(path, access ? { headers: bearer(access) } : {});
  expect(res.ok(), `GET ${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Active products as the API lists them (one page of up to 100). */
export async function products(request: APIRequestContext, query = 'page_size=100'): Promise<ProductCard[]> {
  return (await getJson<ProductSearchResult>(request, `/api/shop/products/?${query}`)).results;
}

// ---------------------------------------------------------------------------------------------
// Page checks

/**
 * Nothing in the page sticks out sideways. The body hides horizontal overflow, so the document's
 * scroll width alone would not tell: look also for boxes past the screen edge that no clipping or
 * scrolling parent (a chip row, a gallery strip, a wide table's scroller) contains.
 */
export async function expectNoSidewaysScroll(page: Page) {
  // Against the width the test set, not window.innerWidth: a phone (isMobile) zooms out to fit what
  // sticks out, and its innerWidth grows with the overflow it should reveal.
  const width = page.viewportSize()!.width;
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
  const sticking = await page.evaluate((viewportWidth) =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') return false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > viewportWidth + 0.5 || r.left < -0.5);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName}.${String(el.getAttribute('class')).slice(0, 80)}`),
  width);
  expect(sticking).toEqual([]);
}

/** The toasts (of one kind: 'success', 'error'…, or any) that say `text`. */
export const toast = (page: Page, text: string | RegExp, type?: string) => page.locator(type ? `[data-type="${type}"]` : '[data-type]').filter({ hasText: text });

/** Closes every toast on the page with its button, as a person would (on phones they cover the top bar). */
export async function closeToasts(page: Page) {
  const toasts = page.locator('[data-type]');
  while ((await toasts.count()) > 0) await toasts.first().getByRole('button').first().click();
}

/**
 * The SMS messages the server has sent to a 9-digit phone, oldest first: the browser tests' server
 * sends them to a local fake provider (scripts/e2e-server.mjs), whose address it leaves in its data folder.
 */
export async function smsTo(phone: string): Promise<string[]> {
  const url = fs.readFileSync(path.resolve('.test-data', `e2e-${process.env.E2E_PORT}`, 'fake-sms-url'), 'utf8');
  const res = await fetch(url);
  const messages = (await res.json()) as { to: string; text: string }[];
  return messages.filter((m) => m.to === `998${phone}`).map((m) => m.text);
}

const fakeTelegramUrl = () => fs.readFileSync(path.resolve('.test-data', `e2e-${process.env.E2E_PORT}`, 'fake-telegram-url'), 'utf8');

/** The Bot API calls the server has made (issue 41), oldest first: the browser tests' server reaches a local stand-in of Telegram (scripts/e2e-server.mjs). */
export async function telegramCalls(method?: string): Promise<{ method: string; params: Record<string, unknown>; sentId?: number }[]> {
  const calls = (await (await fetch(`${fakeTelegramUrl()}/__calls`)).json()) as { method: string; params: Record<string, unknown>; sentId?: number }[];
  return method ? calls.filter((c) => c.method === method) : calls;
}

/** Hands the server an update as Telegram would: the stand-in keeps it for the server's long polling (getUpdates) to fetch. */
export async function sendTelegramUpdate(update: { update_id: number }): Promise<void> {
  const res = await fetch(`${fakeTelegramUrl()}/__updates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(update) });
  if (!res.ok) throw new Error(`the Telegram stand-in answered ${res.status}`);
}

/**
 * Reads the site in `lang` from the next page load on, as a reader who chose it would: the choice is
 * the `lang` cookie the language switcher sets (and the server reads).
 */
export async function chooseLanguage(page: Page, lang: LanguageCode) {
  const url = new URL(page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? ''));
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: url.origin }]);
}


/**
 * Stops the page's (installed, running) fake clock `ahead` ms from its now. On a loaded machine the
 * page's clock may pass the target before pauseAt reaches it ('Cannot fast-forward to the past'):
 * then the target is taken again from the new now.
 */
export async function pauseClockSoon(page: Page, ahead = 100) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, ahead));
      return;
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('fast-forward to the past')) throw err;
    }
  }
}

/**
 * The README's screenshots, taken by the tests that reach each state: `ISSUE_SCREENSHOTS=40 npx
 * playwright test <specs>` writes docs/screenshots/issue-40-<name>.png at that point of the test (the
 * page's viewport, as the test set it, or made taller for the shot); without it, nothing is taken. The shot waits for the fonts and
 * for the page to stop moving (no animation caught halfway).
 */
export async function issueScreenshot(page: Page, issue: number, name: string, { height }: { height?: number } = {}) {
  if (process.env.ISSUE_SCREENSHOTS !== String(issue)) return;
  const viewport = page.viewportSize();
  if (height && viewport) await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: `docs/screenshots/issue-${issue}-${name}.png`, animations: 'disabled', caret: 'hide' });
  if (height && viewport) await page.setViewportSize(viewport);
}
