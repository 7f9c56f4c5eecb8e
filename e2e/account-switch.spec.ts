import { type Page, type WebSocket } from '@playwright/test';
import { ME_GUID } from '../shared/constants';
import { bearer, createProduct, createUser, expect, getJson, products, signIn, test } from './support';

/**
 * Signing out and in as someone else in the same tab (issue 9): the second person sees nothing the
 * first one loaded. The pages are opened through the app's own links, so the one query cache of the
 * tab is what is under test (a full page load would start with an empty cache anyway).
 */

const profileMenu = (page: Page) => page.getByRole('navigation', { name: "Profil bo'limlari" });
const openSection = (page: Page, name: string) => profileMenu(page).getByRole('link', { name, exact: true }).click();

test('after sign-out, the next account in the same tab sees none of the first account’s data', async ({ page, request }) => {
  // A: a product of their own, a saved product, a chat with someone; B: a fresh account with none of these.
  const a = await createUser(request, 'Alisher', 'Aqlov');
  const own = await createProduct(request, a.access, { title: `Alisherning atlasi ${Date.now()}` });
  const liked = (await products(request)).find((p) => p.user.first_name !== 'Alisher')!;
  expect((await request.post(`/api/shop/product/${liked.meta}/like/`, { headers: bearer(a.access) })).ok()).toBeTruthy();
  const partner = await createUser(request, 'Chinora', 'Suhbatova');
  const aGuid = (await getJson<{ guid: string }>(request, `/api/users/accounts/${ME_GUID}/`, a.access)).guid;
  // The partner asks A about A's product ('Bog'lanish').
  const chat = await request.post(`/api/messenger/chats/${aGuid}/create/`, { data: { data: { product: own.guid } }, headers: bearer(partner.access) });
  expect(chat.ok()).toBeTruthy();
  const b = await createUser(request, 'Bahodir', 'Bekov');

  // A's live connection (the inbox socket) must not outlive A's session.
  const inbox: WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/chat/inbox/')) inbox.push(ws);
  });
  await page.goto('/auth/sign-in/');
  await signIn(page, a.phone, a.password);
  await expect(page).toHaveURL(/\/profile\/overview\/$/);
  await openSection(page, 'Mahsulotlarim');
  await expect(page.getByText(own.title).first()).toBeVisible();
  await openSection(page, 'Saqlangan mahsulotlar');
  await expect(page.getByText(liked.title).first()).toBeVisible();
  await openSection(page, 'Xabarlar');
  await expect(page.getByText('Chinora Suhbatova').first()).toBeVisible();
  await openSection(page, 'Xabarnomalar');
  // One list (issue 40): A's sign-in, kept in this browser, and the chat's notification, kept on the server.
  await expect(page.getByTestId('notification-card')).toHaveCount(2);
  await expect(page.locator('[data-testid="notification-card"][data-source="server"]')).toHaveCount(1);
  expect(inbox.length).toBeGreaterThan(0);

  await openSection(page, 'Chiqish');
  await expect(page).toHaveURL(/\/auth\/sign-in\/$/);
  await expect.poll(() => inbox.every((ws) => ws.isClosed())).toBe(true);
  // A's kept notifications belong to A; the chosen language and the admin page size are not per person.
  expect(await page.evaluate(() => localStorage.getItem('notifications'))).toBeNull();

  await signIn(page, b.phone, b.password);
  await expect(page).toHaveURL(/\/profile\/overview\/$/);
  await expect(page.getByTestId('profile-full-name')).toHaveText('Bahodir Bekov');
  await openSection(page, 'Mahsulotlarim');
  await expect(page.getByText("Hali mahsulot qo'shmagansiz")).toBeVisible();
  await expect(page.getByText(own.title)).toHaveCount(0);
  await openSection(page, 'Saqlangan mahsulotlar');
  await expect(page.getByText("Saqlangan mahsulotlar yo'q")).toBeVisible();
  await expect(page.getByText(liked.title)).toHaveCount(0);
  await openSection(page, 'Xabarlar');
  await expect(page.getByText("Xabarlar yo'q").first()).toBeVisible();
  await expect(page.getByText('Chinora Suhbatova')).toHaveCount(0);
  await openSection(page, 'Xabarnomalar');
  // Only B's own sign-in notification.
  await expect(page.getByTestId('notification-card')).toHaveCount(1);
});
