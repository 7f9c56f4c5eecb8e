import type { Page } from '@playwright/test';
import { newTelegramUser, telegramUpdates } from '../server/test/fake-telegram-server';
import { bearer, createProduct, createUser, expect, sendTelegramUpdate, signInByApi, telegramCalls, test } from './support';

/**
 * Answering from Telegram (issue 41): a seller whose account is linked to the bot gets a buyer's chat
 * message in Telegram, replies to it there, and the buyer's open chat page shows the reply live. The
 * browser tests' server long-polls a local stand-in of the Bot API (scripts/e2e-server.mjs): what the
 * bot sent is read from it, and the seller's updates are handed to it.
 */

const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

/** What the bot sent to a Telegram chat, oldest first. */
const sentTo = async (chatId: number) => (await telegramCalls('sendMessage')).filter((c) => c.params.chat_id === chatId);

test('a chat message reaches the seller in Telegram; her reply there appears live in the buyer’s open chat', async ({ page, request }) => {
  test.slow();
  const seller = await createUser(request, 'Nodira', 'Telegramova');
  const card = await createProduct(request, seller.access, { title: `Zardo‘zi do‘ppi ${Date.now()}`, price: 250_000 });

  // The seller links her account: the profile's link, then /start <code> in the bot.
  const link = await request.post('/api/telegram/link/', { headers: bearer(seller.access) });
  expect(link.ok()).toBeTruthy();
  const code = new URL(((await link.json()) as { url: string }).url).searchParams.get('start')!;
  const tg = newTelegramUser({ first_name: 'Nodira' });
  await sendTelegramUpdate(telegramUpdates.text(tg, `/start ${code}`));
  await expect.poll(async () => (await sentTo(tg.id)).map((c) => String(c.params.text))).toEqual([expect.stringMatching(/^Salom, Nodira! Telegram hisobingiz Ipak'ga ulandi/)]);

  // The buyer opens the product, taps 'Bog'lanish' and writes.
  const buyer = await createUser(request, 'Sardor', 'Xaridorov');
  await signInByApi(page, buyer.phone, buyer.password, `/online-shop/details/${card.meta}/`);
  await page.locator('main').getByRole('link', { name: "Bog'lanish" }).click();
  await expect(page).toHaveURL(/\/messaging\/\?chat=[0-9a-f-]{36}$/);
  const question = `Do‘ppi qaysi o‘lchamda? ${Date.now()}`;
  await page.getByPlaceholder('Matn').fill(question);
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(message(page, question)).toHaveAttribute('data-own', 'true');

  // In Telegram: who wrote, about which product, the words.
  await expect.poll(async () => (await sentTo(tg.id)).some((c) => String(c.params.text).includes(question)), { timeout: 30_000 }).toBe(true);
  const notice = (await sentTo(tg.id)).find((c) => String(c.params.text).includes(question))!;
  expect(String(notice.params.text)).toContain('Yangi xabar: Sardor Xaridorov');
  expect(String(notice.params.text)).toContain(`Mahsulot: ${card.title}`);

  // The seller replies to it in Telegram: the buyer sees the answer live, and the bot confirms.
  const answer = `57-o‘lcham bor, marhamat ${Date.now()}`;
  await sendTelegramUpdate(telegramUpdates.text(tg, answer, { replyTo: notice.sentId }));
  await expect(message(page, answer)).toBeVisible({ timeout: 30_000 });
  await expect(message(page, answer)).toHaveAttribute('data-own', 'false');
  await expect.poll(async () => (await sentTo(tg.id)).map((c) => String(c.params.text))).toContain('Javobingiz suhbatga yuborildi.');
});
