import { createUser, expect, image, signInByApi, telegramCalls, test, toast } from './support';

/**
 * The channel of new listings (issue 41): the browser tests' server posts to @ipak_e2e through the local
 * stand-in of the Bot API (scripts/e2e-server.mjs). A seller's new product appears there with its photo;
 * a new price edits the post; deleting the product deletes it.
 */

const CHANNEL = '@ipak_e2e';

/** The channel's calls of a method about the product titled `title` (or with this message id). */
async function channelCalls(method: string, match: { title?: string; messageId?: unknown }) {
  return (await telegramCalls(method)).filter(
    (c) => c.params.chat_id === CHANNEL && (match.title === undefined || String(c.params.caption ?? '').includes(match.title)) && (match.messageId === undefined || c.params.message_id === match.messageId),
  );
}

test('a new product is posted to the channel, edited with its new price, deleted with it', async ({ page, request }) => {
  test.slow();
  const user = await createUser(request, 'Kamola');
  await signInByApi(page, user.phone, user.password, '/profile/products/create/');

  const title = `Kanal ro'moli ${Date.now()}`;
  await page.getByLabel('Mahsulot nomi').fill(title);
  await page.getByLabel(/^Narxi( \*)?$/).fill('1200000');
  await page.getByLabel('Mahsulot haqida').fill("Qo'lda to'qilgan ipak ro'mol");
  const category = page.getByLabel('Kategoriya');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await page.locator('input[type="file"][name="images"]').setInputFiles(image('romol.png', [180, 40, 60]));
  await page.getByRole('button', { name: 'Mahsulotni joylash' }).click();
  await expect(toast(page, "Mahsulot qo'shildi", 'success')).toBeVisible();

  // Posted once, with its photo uploaded and its price as the site writes it.
  await expect.poll(async () => (await channelCalls('sendPhoto', { title })).length, { timeout: 30_000 }).toBe(1);
  const [posted] = await channelCalls('sendPhoto', { title });
  expect(posted.params.photo).toMatchObject({ file: 'ipak.jpg' });
  expect(String(posted.params.caption)).toContain("💰 1 200 000 so'm");

  // A new price: the post is edited.
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('link', { name: `Tahrirlash: ${title}` }).click();
  await page.getByLabel(/^Narxi( \*)?$/).fill('1500000');
  await page.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
  await expect(page).toHaveURL(/\/profile\/products\/$/);
  await expect.poll(async () => (await channelCalls('editMessageCaption', { title })).length, { timeout: 30_000 }).toBe(1);
  const [edited] = await channelCalls('editMessageCaption', { title });
  expect(String(edited.params.caption)).toContain("💰 1 500 000 so'm");

  // Deleted: the post goes too.
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `O'chirish: ${title}` }).click();
  await page.getByRole('dialog', { name: "Mahsulotni o'chirasizmi?" }).getByRole('button', { name: "O'chirish" }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(async () => (await channelCalls('deleteMessage', { messageId: edited.params.message_id })).length, { timeout: 30_000 }).toBe(1);
});
