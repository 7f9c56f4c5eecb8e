import type { Page } from '@playwright/test';
import type { LanguageCode } from '../shared/constants';
import type { TelegramLink } from '../shared/schemas/telegram';
import { newTelegramUser, telegramUpdates } from '../server/test/fake-telegram-server';
import { startOwnServer } from './own-server';
import { bearer, chooseLanguage, createUser, expect, expectNoSidewaysScroll, getJson, newContext, sendTelegramUpdate, signInByApi, telegramCalls, test } from './support';

/**
 * Linking an account to Telegram from the profile (issue 41): the profile's button asks for a t.me
 * link with a one-time code, the bot gets '/start <code>' (here through the local stand-in of the Bot
 * API, which the browser tests' server long-polls), and the profile shows the link by itself; 'Uzish'
 * and the bot's /stop unlink.
 */

/** The browser tests' bot (scripts/e2e-server.mjs TELEGRAM_BOT_USERNAME). */
const BOT = 'ipak_e2e_bot';

/** The bot's messages to a chat, oldest first. */
const sentTo = async (chatId: number) =>
  (await telegramCalls('sendMessage')).filter((c) => Number(c.params.chat_id) === chatId).map((c) => String(c.params.text));

/** The one-time code of the t.me link the profile offers (the link checked to be a real one, opening a new tab). */
async function offeredCode(page: Page, openLabel: string): Promise<string> {
  const open = page.getByRole('link', { name: openLabel });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  const url = new URL((await open.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${BOT}`);
  const code = url.searchParams.get('start') ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  return code;
}

const WORDS = {
  uz: { connect: "Telegram'ga ulash", open: "Telegram'ni ochish", linked: 'Ulangan: ', unlink: 'Uzish', expired: 'Havolaning muddati tugadi', retry: 'Yangi havola olish' },
  ru: { connect: 'Подключить Telegram', open: 'Открыть Telegram', linked: 'Подключено: ', unlink: 'Отключить', expired: 'Срок действия ссылки истёк', retry: 'Получить новую ссылку' },
} satisfies Partial<Record<LanguageCode, Record<string, string>>>;

for (const lang of ['uz', 'ru'] as const) {
  const words = WORDS[lang];

  test(`${lang}: the profile links Telegram by the bot's /start <code>, shows it by itself, and 'Uzish' unlinks`, async ({ page }) => {
    test.slow();
    const user = await createUser(page.request, 'Dilnoza', 'Karimova');
    const telegram = newTelegramUser({ first_name: 'Dilnoza', language_code: 'uz' });
    if (lang !== 'uz') await chooseLanguage(page, lang);
    await signInByApi(page, user.phone, user.password, '/profile/overview/');

    const block = page.getByTestId('telegram-link');
    await expect(block.getByRole('heading', { name: 'Telegram' })).toBeVisible();
    const connect = block.getByRole('button', { name: words.connect });
    await expect(connect).toBeVisible();
    expect((await connect.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await connect.click();
    const code = await offeredCode(page, words.open);
    expect((await page.getByRole('link', { name: words.open }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);

    // The user opens the link in Telegram and presses Start: the bot gets '/start <code>'. The page waits by itself.
    await sendTelegramUpdate(telegramUpdates.text(telegram, `/start ${code}`));
    await expect(block.getByText(`${words.linked}@${telegram.username}`)).toBeVisible();
    await expect(block.getByRole('button', { name: words.connect })).toHaveCount(0);
    // The bot greeted the user by the account's name.
    await expect.poll(() => sentTo(telegram.id)).toContainEqual(expect.stringContaining(user.firstName));
    expect(await getJson<TelegramLink>(page.request, '/api/telegram/link/', user.access)).toMatchObject({ linked: true, username: telegram.username, first_name: 'Dilnoza' });

    // 'Uzish' asks first; cancelling keeps the link.
    await block.getByRole('button', { name: words.unlink }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: words.unlink }).click();
    await expect(dialog).toBeHidden();
    await expect(block.getByRole('button', { name: words.connect })).toBeVisible();
    expect((await getJson<TelegramLink>(page.request, '/api/telegram/link/', user.access)).linked).toBe(false);

    // Still unlinked after a reload; the spent code links nothing (the bot says so politely).
    await page.reload();
    await expect(block.getByRole('button', { name: words.connect })).toBeVisible();
    const before = (await sentTo(telegram.id)).length;
    await sendTelegramUpdate(telegramUpdates.text(telegram, `/start ${code}`));
    await expect.poll(async () => (await sentTo(telegram.id)).length).toBeGreaterThan(before);
    expect((await getJson<TelegramLink>(page.request, '/api/telegram/link/', user.access)).linked).toBe(false);
  });
}

test("ru: a link that expired says so and offers a new one, which links; the old one no longer does", async ({ page }) => {
  test.slow();
  const user = await createUser(page.request, 'Bahrom', 'Aliyev');
  const telegram = newTelegramUser({ first_name: 'Bahrom', language_code: 'uz' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await chooseLanguage(page, 'ru');
  await signInByApi(page, user.phone, user.password, '/profile/overview/');

  const block = page.getByTestId('telegram-link');
  await block.getByRole('button', { name: WORDS.ru.connect }).click();
  const old = await offeredCode(page, WORDS.ru.open);
  // Ten minutes pass on the page's clock: the link is spent, the page offers a new one.
  await page.clock.fastForward('10:05');
  await expect(block.getByText(WORDS.ru.expired)).toBeVisible();
  await expect(page.getByRole('link', { name: WORDS.ru.open })).toHaveCount(0);
  await block.getByRole('button', { name: WORDS.ru.retry }).click();
  const fresh = await offeredCode(page, WORDS.ru.open);
  expect(fresh).not.toBe(old);

  // A new code voids the old one: the old one links nothing…
  await sendTelegramUpdate(telegramUpdates.text(telegram, `/start ${old}`));
  await expect.poll(async () => (await sentTo(telegram.id)).length).toBe(1);
  expect((await getJson<TelegramLink>(page.request, '/api/telegram/link/', user.access)).linked).toBe(false);
  // …the new one links, and the page shows it by itself.
  await sendTelegramUpdate(telegramUpdates.text(telegram, `/start ${fresh}`));
  await expect(block.getByText(`${WORDS.ru.linked}@${telegram.username}`)).toBeVisible();
});

test("/stop in the bot unlinks: the profile shows it after a reload", async ({ page }) => {
  test.slow();
  const user = await createUser(page.request, 'Shahnoza', 'Rahimova');
  const telegram = { ...newTelegramUser({ first_name: 'Shahnoza', language_code: 'uz' }), username: undefined };
  // Linked through the API (the profile's button is tested above); a Telegram account without a @username shows its first name.
  const res = await page.request.post('/api/telegram/link/', { headers: bearer(user.access) });
  expect(res.ok()).toBeTruthy();
  const code = new URL(((await res.json()) as { url: string }).url).searchParams.get('start') ?? '';
  await sendTelegramUpdate(telegramUpdates.text(telegram, `/start ${code}`));
  await expect.poll(async () => (await getJson<TelegramLink>(page.request, '/api/telegram/link/', user.access)).linked).toBe(true);

  await signInByApi(page, user.phone, user.password, '/profile/overview/');
  const block = page.getByTestId('telegram-link');
  await expect(block.getByText('Ulangan: Shahnoza')).toBeVisible();
  await expect(block.getByText(/Ulangan sana: /)).toBeVisible();

  await sendTelegramUpdate(telegramUpdates.text(telegram, '/stop'));
  await expect.poll(async () => (await getJson<TelegramLink>(page.request, '/api/telegram/link/', user.access)).linked).toBe(false);
  await page.reload();
  await expect(block.getByRole('button', { name: WORDS.uz.connect })).toBeVisible();
  await expect(block.getByText(/Ulangan: /)).toHaveCount(0);
});

test('without a bot configured, the profile shows no Telegram at all and never asks for it', async ({ browser }) => {
  test.slow();
  // A server of the test's own, started without TELEGRAM_* (the shared one has a bot).
  const own = await startOwnServer();
  const context = await newContext(browser, { baseURL: own.base, viewport: { width: 360, height: 780 } });
  try {
    const request = context.request;
    expect((await getJson<{ telegram_bot: string | null }>(request, '/api/site/')).telegram_bot).toBeNull();
    const user = await createUser(request, 'Malika', 'Tursunova');
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/telegram/')) asked.push(r.url());
    });
    await signInByApi(page, user.phone, user.password, '/profile/overview/');
    await expect(page.getByTestId('profile-full-name')).toHaveText('Malika Tursunova');
    await expect(page.getByTestId('telegram-link')).toHaveCount(0);
    await expect(page.getByText("Telegram'ga ulash")).toHaveCount(0);
    expect(asked).toEqual([]);
  } finally {
    await context.close();
    await own.close();
  }
});
