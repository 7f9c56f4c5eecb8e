import { newTelegramUser, telegramUpdates, type TelegramTestUser } from '../server/test/fake-telegram-server';
import { expect, PASSWORD, randomPhone, sendTelegramUpdate, signInByApi, telegramCalls, signUpToCodePage, test } from './support';

/**
 * Issue 41 item 5: a new user confirms their phone with Telegram instead of the SMS code. The page
 * shows the bot's t.me link; the test plays the user in Telegram (/start <code>, then sharing their
 * own contact, as updates the server's long polling fetches from the Bot API stand-in), and the
 * waiting page goes on to the profile steps by itself.
 */

const WORDS = {
  uz: {
    telegram: 'Telegram orqali tasdiqlash',
    open: "Telegram'ni ochish",
    waiting: /Kontaktimni ulashish/,
    askText: /^Telefon raqamingizni tasdiqlash uchun/,
    doneText: /^Rahmat, Dilnoza! Telefon raqamingiz tasdiqlandi/,
    step2: /Shaxsiy ma'lumotlar/,
  },
  ru: {
    telegram: 'Подтвердить через Telegram',
    open: 'Открыть Telegram',
    waiting: /Поделиться контактом/,
    askText: /^Чтобы подтвердить номер телефона/,
    doneText: /^Спасибо, Dilnoza! Номер телефона подтверждён/,
    step2: /Личные данные/,
  },
} as const;

/** The texts the bot sent to this user's chat, oldest first. */
const botTextsTo = async (user: TelegramTestUser) => (await telegramCalls('sendMessage')).filter((c) => c.params.chat_id === user.id).map((c) => String(c.params.text));

for (const lang of ['uz', 'ru'] as const) {
  const w = WORDS[lang];
  test(`${lang}: sign-up → 'Telegram orqali tasdiqlash' → the contact shared in the bot → the waiting page goes on to the profile steps`, async ({ page }) => {
    test.slow();
    const phone = await signUpToCodePage(page, lang);

    await page.getByRole('button', { name: w.telegram }).click();
    const link = page.getByRole('link', { name: w.open });
    await expect(link).toHaveAttribute('href', /^https:\/\/t\.me\/ipak_e2e_bot\?start=[\w-]{32}$/);
    await expect(page.getByRole('status').filter({ hasText: w.waiting })).toBeVisible();
    const code = new URL((await link.getAttribute('href'))!).searchParams.get('start')!;

    // In Telegram: /start <code>; the bot asks for the contact with its button, in the account's language.
    const user = newTelegramUser();
    await sendTelegramUpdate(telegramUpdates.text(user, `/start ${code}`));
    await expect.poll(() => botTextsTo(user)).toEqual([expect.stringMatching(w.askText)]);
    const ask = (await telegramCalls('sendMessage')).find((c) => c.params.chat_id === user.id)!;
    expect(ask.params.reply_markup).toMatchObject({ keyboard: [[{ request_contact: true }]] });

    // The user shares their own contact: the page goes on by itself.
    await sendTelegramUpdate(telegramUpdates.contact(user, `+998${phone}`));
    await expect(page).toHaveURL(/\/auth\/complete\/$/);
    await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible();
    await expect.poll(() => botTextsTo(user)).toHaveLength(2);
    expect((await botTextsTo(user))[1]).toMatch(w.doneText);

    // Confirmed: the code page is behind.
    await page.goto('/auth/confirm-phone/');
    await expect(page).toHaveURL(/\/auth\/complete\/$/);
  });
}

test('someone else’s contact confirms nothing: the page keeps waiting', async ({ page, request }) => {
  test.slow();
  const phone = randomPhone();
  const registered = await request.post('/api/users/accounts/register/', { data: { first_name: 'Lola', phone, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  await signInByApi(page, phone, PASSWORD, '/auth/confirm-phone/');
  await page.getByRole('button', { name: 'Telegram orqali tasdiqlash' }).click();
  const link = page.getByRole('link', { name: "Telegram'ni ochish" });
  await expect(link).toBeVisible();
  const code = new URL((await link.getAttribute('href'))!).searchParams.get('start')!;
  const user = newTelegramUser();
  await sendTelegramUpdate(telegramUpdates.text(user, `/start ${code}`));
  await sendTelegramUpdate(telegramUpdates.contact(user, `+998${phone}`, user.id + 1));
  await expect.poll(() => botTextsTo(user)).toHaveLength(2);
  expect((await botTextsTo(user))[1]).toMatch(/^Bu sizning kontaktingiz emas/);
  await expect(page).toHaveURL(/\/auth\/confirm-phone\/$/);
  await expect(page.getByRole('status').filter({ hasText: /Kontaktimni ulashish/ })).toBeVisible();
});

test('a linked user signs in on a new device with Telegram: the contact shared in the bot signs the waiting page in, and the session outlives a reload', async ({ browser, request }) => {
  test.slow();
  const phone = randomPhone();
  const registered = await request.post('/api/users/accounts/register/', { data: { first_name: 'Nodira', phone, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  // Linked earlier, on another device: the profile's link code opened in Telegram.
  const user = newTelegramUser();
  const link = await request.post('/api/telegram/link/', { headers: { authorization: `Bearer ${(await registered.json()).access}` } });
  await sendTelegramUpdate(telegramUpdates.text(user, `/start ${new URL((await link.json()).url).searchParams.get('start')!}`));
  await expect.poll(() => botTextsTo(user)).toHaveLength(1);

  // The new device: no session, the sign-in page.
  const device = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const fresh = await device.newPage();
  try {
    await fresh.goto(`${test.info().project.use.baseURL}/auth/sign-in/`);
    await fresh.getByRole('button', { name: 'Telegram orqali kirish' }).click();
    const open = fresh.getByRole('link', { name: "Telegram'ni ochish" });
    await expect(open).toHaveAttribute('href', /^https:\/\/t\.me\/ipak_e2e_bot\?start=[\w-]{32}$/);
    const code = new URL((await open.getAttribute('href'))!).searchParams.get('start')!;
    await sendTelegramUpdate(telegramUpdates.text(user, `/start ${code}`));
    await expect.poll(() => botTextsTo(user)).toHaveLength(2);
    expect((await botTextsTo(user))[1]).toMatch(/^Ipak'ga yangi qurilmadan kirish uchun/);
    await sendTelegramUpdate(telegramUpdates.contact(user, `+998${phone}`));
    // Signed in: an unfinished sign-up goes on to completion, as after the password sign-in.
    await expect(fresh).toHaveURL(/\/auth\/complete\/$/);
    expect((await device.cookies()).find((c) => c.name === 'ipak_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await fresh.reload();
    await expect(fresh).toHaveURL(/\/auth\/complete\/$/);
    await expect.poll(() => botTextsTo(user)).toHaveLength(3);
    expect((await botTextsTo(user))[2]).toMatch(/^Ipak hisobingizga yangi qurilmadan kirildi/);
  } finally {
    await device.close();
  }
});
