import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatPriceUpper } from '../shared/format/price';
import type { UserAnnouncement } from '../shared/schemas/announcements';
import type { ProductPage } from '../shared/schemas/shop';
import { bearer, closeToasts, newContext, createProduct, createUser, DEMO, DEMO_PASSWORD, expect, expectNoSidewaysScroll, getJson, products, signInAt, signInByApi, test, toast } from './support';

/**
 * The messenger (spec §2 'messages', §4 Chat): two people chatting live in two browser contexts
 * (a phone and a desktop), unread counts on the top bar, the empty state, the list search, and a
 * message sent while the socket is down that arrives once the network is back. Access tokens live
 * 30 s on the e2e server, so the sockets' 4401 → refresh → reconnect path runs for real here too.
 */

const SELLER = { phone: DEMO.housemaker, name: 'Dilnoza Karimova' };
const BUYER = { phone: DEMO.user, name: 'Bekzod Yoqubov' };

/** A product of the seller with this name, and the seller's guid (from the product page's answer). */
async function productOf(request: APIRequestContext, name: string) {
  const card = (await products(request)).find((p) => `${p.user.first_name} ${p.user.last_name}` === name);
  expect(card, `a demo product by ${name}`).toBeTruthy();
  const page = await getJson<ProductPage>(request, `/api/shop/product/${card!.meta}/`);
  return { card: card!, seller: page.product.user.guid };
}

/** Starts a chat as 'Bog'lanish' does: about a product (a chat always starts about a product or an announcement). */
async function startChat(request: APIRequestContext, access: string, user: string, data: { product: string }): Promise<string> {
  const res = await request.post(`/api/messenger/chats/${user}/create/`, { data: { data }, headers: bearer(access) });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { chat: string }).chat;
}

async function desktopPage(browser: Browser) {
  const context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  return { context, page: await context.newPage() };
}

const composer = (page: Page) => page.getByPlaceholder('Matn');
/** Sends what is typed: on a phone (the tests' Pixel 7, a touch screen) Enter breaks the line and the button sends (issue 40). */
const send = (page: Page) => page.getByRole('button', { name: 'Yuborish', exact: true }).click();
const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

test("two people chat live: 'Bog'lanish' opens the chat with the product card, messages go both ways, unread counts clear", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  // A seller of her own (the demo seller may already have unread chats from other tests) and her product.
  const seller = await createUser(request, 'Dilfuza', 'Ipakova');
  const card = await createProduct(request, seller.access, { title: `Atlas ro'mol ${Date.now()}`, price: 450_000 });

  // The seller is on the home page, on a desktop.
  const b = await desktopPage(browser);
  await signInByApi(b.page, seller.phone, seller.password, '/');
  await expect(b.page.getByTestId('messages-badge')).toHaveCount(0);

  // The buyer, on a phone, opens the seller's product and taps 'Bog'lanish'.
  await signInByApi(page, BUYER.phone, DEMO_PASSWORD, `/online-shop/details/${card.meta}/`);
  await page.locator('main').getByRole('link', { name: "Bog'lanish" }).click();
  await expect(page).toHaveURL(/\/messaging\/\?chat=[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Xabarlar - Ipak');
  await expect(page.getByTestId('chat-partner')).toHaveText(seller.name);
  const productCard = page.getByTestId('product-card');
  await expect(productCard).toContainText(card.title);
  await expect(productCard).toContainText(formatPriceUpper(card.price_discount));

  const hello = `Assalomu alaykum! Bu mahsulot hali bormi? ${Date.now()}`;
  await composer(page).fill(`   ${hello}   `);
  await send(page);
  await expect(composer(page)).toHaveValue('');
  await expect(message(page, hello)).toHaveAttribute('data-state', /^(sent|read)$/);
  await expect(message(page, hello)).toHaveAttribute('data-own', 'true');

  // Live on the seller's top bar: an unread count, and a toast (she is not on that chat).
  await expect(b.page.getByTestId('messages-badge')).toBeVisible();
  await expect(toast(b.page, `Yangi xabar: ${BUYER.name}`).first()).toBeVisible();
  // The toasts sit over the top bar's icons on a desktop: close them, as a person would.
  await closeToasts(b.page);
  await b.page.locator('a[href="/profile/messages/"]').first().click();
  await expect(b.page).toHaveURL(/\/profile\/messages\/$/);
  await expect(b.page.getByText("Xabarlarni ko'rish uchun suhbat tanlang")).toBeVisible();
  const row = b.page.getByTestId('chat-row').filter({ hasText: BUYER.name });
  await expect(row.getByTestId('chat-unread')).toBeVisible();
  await row.click();
  await expect(b.page).toHaveURL(/\?chat=[0-9a-f-]{36}$/);
  await expect(message(b.page, hello)).toHaveAttribute('data-own', 'false');
  await expect(b.page.getByTestId('product-card')).toContainText(card.title);
  // Read: the counts clear, and the buyer sees ✓✓.
  await expect(b.page.getByTestId('messages-badge')).toHaveCount(0);
  await expect(row.getByTestId('chat-unread')).toHaveCount(0);
  await expect(message(page, hello)).toHaveAttribute('data-state', 'read');

  // The seller answers; the buyer sees it at once, on the left.
  const reply = "Va alaykum assalom! Ha, bor. Bugun jo'natishim mumkin.";
  await composer(b.page).fill(reply);
  await b.page.getByRole('button', { name: 'Yuborish' }).click();
  await expect(message(page, reply)).toBeVisible();
  await expect(message(page, reply)).toHaveAttribute('data-own', 'false');
  await expect(message(b.page, reply)).toHaveAttribute('data-state', /^(sent|read)$/);

  // Reload keeps the chat (it lives in the URL); back on the phone returns to the list.
  await page.reload();
  await expect(message(page, reply)).toBeVisible();
  await page.getByRole('button', { name: "Suhbatlar ro'yxatiga qaytish" }).click();
  await expect(page).toHaveURL(/\/messaging\/$/);
  await expect(page.getByTestId('chat-row').filter({ hasText: seller.name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await b.context.close();
});

test("'Ariza qoldirish' opens a chat about that job, named with its title and link, apart from an older chat about a product", async ({ page, request }) => {
  test.setTimeout(120_000);
  // One person with both a product and a job; the buyer has already asked about the product.
  const owner = await createUser(request, 'Zuhra', 'Ustaxona');
  const product = await createProduct(request, owner.access, { title: `Shoyi ro'mol ${Date.now()}` });
  const jobRes = await request.post('/api/announcements/user-announcements/', {
    headers: bearer(owner.access),
    data: { annoucement_type: 'work_announcement', name: `Atlas to'quvchi kerak ${Date.now()}`, negotiate: true, region: 13, district: 188, work_time: 'full_time', description: '<p>Tajribali usta kerak.</p>' },
  });
  expect(jobRes.status(), await jobRes.text()).toBe(201);
  const job = (await jobRes.json()) as UserAnnouncement;
  const buyer = await createUser(request, 'Jasur', 'Arizachi');
  const productChat = await startChat(request, buyer.access, (await getJson<ProductPage>(request, `/api/shop/product/${product.meta}/`)).product.user.guid, { product: product.guid });

  // The buyer applies from the job's page.
  await signInByApi(page, buyer.phone, buyer.password, `/announcements/details/${job.meta}/`);
  await page.getByRole('button', { name: 'Ariza qoldirish' }).click();
  await expect(page).toHaveURL(/\/messaging\/\?chat=[0-9a-f-]{36}$/);
  const jobChat = new URL(page.url()).searchParams.get('chat');
  expect(jobChat).not.toBe(productChat);
  // The chat says what it is about, with the job's page a tap away; so does the message that applied.
  const about = page.getByTestId('chat-about');
  await expect(about).toContainText("Ish e'loni:");
  await expect(about.getByRole('link', { name: job.title })).toHaveAttribute('href', `/announcements/details/${job.meta}/`);
  const card = page.getByTestId('announcement-card');
  await expect(card).toContainText(job.title);
  await expect(card).toContainText("Ish e'loni");
  await expect(card).toHaveAttribute('href', `/announcements/details/${job.meta}/`);
  // Nothing was posted into the chat about the product.
  const productHistory = await getJson<Array<{ type: string }>>(request, `/api/messenger/chats/${productChat}/`, buyer.access);
  expect(productHistory.map((m) => m.type)).toEqual(['product']);

  // The list shows both conversations with the person, each with what it is about.
  await page.getByRole('button', { name: "Suhbatlar ro'yxatiga qaytish" }).click();
  const rows = page.getByTestId('chat-row').filter({ hasText: owner.name });
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('chat-row-about')).toHaveText([`Ish e'loni: ${job.title}`, `Mahsulot: ${product.title}`]);
  await expectNoSidewaysScroll(page);
});

test("a user with no chats sees 'Xabarlar yo'q'; anonymous visitors go to sign-in and come back", async ({ page, request }) => {
  const user = await createUser(request, 'Nodira', 'Saidova');
  await page.goto('/messaging/?user=00000000-0000-4000-8000-000000000001&product=00000000-0000-4000-8000-000000000002');
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=%2Fmessaging%2F%3Fuser%3D/);

  await signInAt(page, user.phone, '/messaging/', user.password);
  await expect(page).toHaveTitle('Xabarlar - Ipak');
  const empty = page.getByTestId('messenger-empty');
  await expect(empty).toContainText("Xabarlar yo'q");
  await expect(empty).toContainText("Bu yerda xabarlar bo'ladi");
});

test('the chat list search finds partners by first and last name', async ({ page, request }) => {
  const user = await createUser(request, 'Sardor', 'Rahimov');
  const dilnoza = await productOf(request, SELLER.name);
  const other = (await products(request)).find((p) => `${p.user.first_name} ${p.user.last_name}` !== SELLER.name)!;
  const otherSeller = await productOf(request, `${other.user.first_name} ${other.user.last_name}`);
  await startChat(request, user.access, dilnoza.seller, { product: dilnoza.card.guid });
  await startChat(request, user.access, otherSeller.seller, { product: otherSeller.card.guid });

  await signInByApi(page, user.phone, user.password, '/profile/messages/');
  const rows = page.getByTestId('chat-row');
  await expect(rows).toHaveCount(2);
  const search = page.getByPlaceholder('Qidiruv');
  await search.fill('karimova');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(SELLER.name);
  await search.fill(`${other.user.first_name.toUpperCase()} ${other.user.last_name.slice(0, 3)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(other.user.first_name);
  await search.fill('zzzz');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('Bunday ismli suhbatdosh topilmadi')).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(2);
});

test('a message sent while offline waits as pending and is delivered once the network is back', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const user = await createUser(request, 'Jasur', 'Aliyev');
  const { seller, card } = await productOf(request, SELLER.name);
  const chat = await startChat(request, user.access, seller, { product: card.guid });

  await signInByApi(page, user.phone, user.password, `/messaging/?chat=${chat}`);
  await expect(page.getByTestId('chat-partner')).toHaveText(SELLER.name);
  const first = 'Salom! Onlayn paytda yozildi.';
  await composer(page).fill(first);
  await send(page);
  await expect(message(page, first)).toHaveAttribute('data-state', 'sent');

  await context.setOffline(true);
  await expect(page.getByTestId('chat-status')).toContainText("Internet aloqasi yo'q");
  const offline = 'Bu xabar internet yo\u2018q paytda yozildi.';
  await composer(page).fill(offline);
  await send(page);
  await expect(composer(page)).toHaveValue('');
  await expect(message(page, offline)).toHaveAttribute('data-state', 'sending');
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ipak:chat-pending:')));
  expect(stored).toHaveLength(1);

  await context.setOffline(false);
  await expect(message(page, offline)).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  await expect(page.getByTestId('chat-status')).toHaveCount(0);

  // Stored once on the server, and nothing left pending after a reload.
  await page.reload();
  await expect(message(page, offline)).toHaveCount(1);
  await expect(message(page, offline)).toHaveAttribute('data-state', 'sent');
  const login = await request.post('/api/users/accounts/login/', { data: { phone: user.phone, password: user.password } });
  const { access } = (await login.json()) as { access: string }; // the first token may have expired by now (30 s)
  const texts = (await getJson<Array<{ content: string }>>(request, `/api/messenger/chats/${chat}/`, access)).map((m) => m.content);
  expect(texts.filter((t) => t === offline)).toHaveLength(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ipak:chat-pending:')))).toHaveLength(0);
});
