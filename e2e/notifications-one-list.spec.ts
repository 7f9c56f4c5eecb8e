import type { NotificationSettings } from '../shared/schemas/notification-settings';
import { bearer, chooseLanguage, closeToasts, createProduct, createUser, expect, getJson, issueScreenshot, signInByApi, test, toast } from './support';

/**
 * Notifications that add up (issue 40): the kinds a reader gets are switched on /profile/notifications/
 * and kept on the server (for the bell, push and Telegram alike); the page's one list shows each event
 * once — a server notification that arrived live as a toast is not listed a second time as the toast.
 */

const sub = (access: string) => (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

const WORDS = {
  uz: { settings: 'Qaysi bildirishnomalar kelsin', chat: 'Yangi xabarlar', courses: 'Kurslar: sertifikatlar', list: 'Barcha xabarnomalar', newMessage: 'Yangi xabar: Sherzod Qodirov', about: 'Mahsulot haqida xabar' },
  ru: { settings: 'Какие уведомления присылать', chat: 'Новые сообщения', courses: 'Курсы: сертификаты', list: 'Все уведомления', newMessage: 'Новое сообщение: Sherzod Qodirov', about: 'Сообщение о товаре' },
} as const;

for (const lang of ['uz', 'ru'] as const) {
  test(`${lang}: a kind switched off on the page holds on the server and after a reload`, async ({ page, request }) => {
    const w = WORDS[lang];
    const reader = await createUser(request, 'Nodira', 'Yusupova');
    await signInByApi(page, reader.phone, reader.password, '/profile/notifications/');
    if (lang !== 'uz') {
      await chooseLanguage(page, lang);
      await page.reload();
    }
    const block = page.getByRole('region', { name: w.settings });
    await expect(block.getByRole('switch')).toHaveCount(4);
    for (const name of [w.chat, w.courses]) await expect(block.getByRole('switch', { name })).toBeChecked();

    await block.getByRole('switch', { name: w.chat }).click();
    await expect(block.getByRole('switch', { name: w.chat })).not.toBeChecked();
    await expect
      .poll(async () => (await getJson<NotificationSettings>(request, '/api/users/notifications/settings/', reader.access)).kinds)
      .toEqual({ chat_message: false, saved_search: true, moderation: true, courses: true });
    await page.reload();
    await expect(block.getByRole('switch', { name: w.chat })).not.toBeChecked();
    await expect(block.getByRole('switch', { name: w.courses })).toBeChecked();
  });

  test(`${lang}: a notification that arrives live shows as a toast and once in the one list`, async ({ page, request }) => {
    const w = WORDS[lang];
    const [reader, sender] = await Promise.all([createUser(request, 'Kamola', 'Rahimova'), createUser(request, 'Sherzod', 'Qodirov')]);
    const product = await createProduct(request, reader.access, { title: `Atlas ro‘mol ${lang}` });
    // The page's inbox socket (what brings a notification live), once it has said hello.
    const inboxOpen = () => page.waitForEvent('websocket', (ws) => ws.url().includes('/chat/inbox/')).then((ws) => ws.waitForEvent('framereceived'));
    let inbox = inboxOpen();
    await signInByApi(page, reader.phone, reader.password, '/profile/notifications/');
    if (lang !== 'uz') {
      await inbox;
      inbox = inboxOpen();
      await chooseLanguage(page, lang);
      await page.reload();
    }
    await inbox;
    const list = page.getByRole('region', { name: w.list });
    await expect(list).toBeVisible();
    // The page is open, its inbox socket live: the buyer asks about the reader's product.
    const created = await request.post(`/api/messenger/chats/${sub(reader.access)}/create/`, { headers: bearer(sender.access), data: { data: { product: product.guid } } });
    expect(created.status(), await created.text()).toBe(201);
    await expect(toast(page, w.newMessage)).toBeVisible({ timeout: 20_000 });
    const cards = list.getByTestId('notification-card').filter({ hasText: w.newMessage });
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAttribute('data-source', 'server');
    await expect(cards).toContainText(w.about);
    // Nor after a reload, nor once the toast is closed.
    await page.reload();
    await expect(list.getByTestId('notification-card').filter({ hasText: w.newMessage })).toHaveCount(1);
    if (lang === 'uz') {
      await closeToasts(page);
      await issueScreenshot(page, 40, 'notifications', { height: 1060 });
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('notifications') ?? '[]') as { server_guid: string | null }[]);
    expect(stored.filter((n) => n.server_guid === null && JSON.stringify(n).includes('codes.chat'))).toEqual([]);
  });
}
