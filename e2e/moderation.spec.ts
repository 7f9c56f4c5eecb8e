import type { Page } from '@playwright/test';
import { bearer, closeToasts, createProduct, createUser, DEMO, DEMO_PASSWORD, expect, expectNoSidewaysScroll, newContext, products, signInAs, signInByApi, test, toast } from './support';

/**
 * Moderation (issue 15) from the browser: users report a product (deduplicated and counted in the
 * moderator's queue), a moderator rejects it with a reason, its seller reads why (notifications, their
 * products) and fixes it, which sends it back for review; with pre-moderation of products on, a new
 * product stays out of the shop until a moderator approves it.
 */

/** Reports the open product page's product for `reason` (an Uzbek reason's words). */
async function reportProduct(page: Page, title: string, reason: string) {
  await page.getByRole('button', { name: `Shikoyat qilish: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mahsulot ustidan shikoyat' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog).toBeHidden();
}

/** The queue's row of an item, on the open tab. */
const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Pre-moderation of products, set through the API as the admin (to leave the shared server as found). */
async function setProductPremoderation(page: Page, on: boolean) {
  const login = await page.request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  const res = await page.request.put('/api/moderation/dashboard/settings/', { headers: bearer(access), data: { product: on } });
  expect(res.ok()).toBeTruthy();
}

test('reports are counted once per user; a rejection reaches the seller, who fixes it; pre-moderation holds a new product until approved', async ({ page, browser, request }) => {
  test.slow(); // one long scenario: reports, a rejection, its fix, and pre-moderation
  const seller = await createUser(request, 'Sarvinoz', 'Yusupova');
  const a = await createUser(request, 'Anvar', 'Aliyev');
  const b = await createUser(request, 'Barno', 'Botirova');
  const title = `Shoyi ro'mol ${Date.now()}`;
  const product = await createProduct(request, seller.access, { title });
  const productPath = `/online-shop/details/${product.meta}/`;

  // A signed-out visitor's report button leads to sign-in and back.
  await page.goto(productPath);
  await page.getByRole('link', { name: `Shikoyat qilish: ${title}` }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);

  // User A reports the product: 'other' needs a note first.
  const aContext = await newContext(browser);
  const aPage = await aContext.newPage();
  await signInByApi(aPage, a.phone, a.password, productPath);
  await aPage.getByRole('button', { name: `Shikoyat qilish: ${title}` }).click();
  const dialog = aPage.getByRole('dialog', { name: 'Mahsulot ustidan shikoyat' });
  await dialog.getByRole('radio', { name: 'Boshqa sabab' }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByText("Nima noto'g'ri ekanini qisqacha yozing")).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam yoki reklama' }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(aPage, 'Shikoyatingiz uchun rahmat', 'success')).toBeVisible();

  // The moderator sees the case in the reports tab, counted once.
  await signInAs(page, 'moderator', '/admin/moderation/report/');
  await expect(row(page, title).locator('[data-reports-count]')).toHaveText('1');
  await expectNoSidewaysScroll(page);

  // User B reports it too: two reports.
  const bContext = await newContext(browser);
  const bPage = await bContext.newPage();
  await signInByApi(bPage, b.phone, b.password, productPath);
  await reportProduct(bPage, title, 'Firibgarlik');
  await expect(toast(bPage, 'Shikoyatingiz uchun rahmat', 'success')).toBeVisible();
  await page.reload();
  await expect(row(page, title).locator('[data-reports-count]')).toHaveText('2');

  // A reports again: told so, and nothing is counted twice.
  await closeToasts(aPage);
  await reportProduct(aPage, title, 'Firibgarlik');
  await expect(toast(aPage, 'Siz bu haqda allaqachon shikoyat qilgansiz')).toBeVisible();
  await page.reload();
  await expect(row(page, title).locator('[data-reports-count]')).toHaveText('2');

  // The moderator opens the case and rejects the product with a reason and a message.
  await row(page, title).getByRole('link', { name: `Ko'rib chiqish: ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Shikoyatlar (2)' })).toBeVisible();
  await expect(page.locator('[data-report]')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Rad etish' }).click();
  const reject = page.getByRole('dialog', { name: 'Rad etish sababi' });
  await reject.getByRole('radio', { name: 'Sifatsiz rasm yoki tavsif' }).check();
  await reject.getByLabel('Muallifga xabar').fill('Rasmlarni yangilang');
  await reject.getByRole('button', { name: 'Rad etish' }).click();
  await expect(toast(page, 'Rad etildi', 'success')).toBeVisible();

  // The seller reads it in their notifications and beside the product, fixes it: back in review.
  const sContext = await newContext(browser);
  const sPage = await sContext.newPage();
  await signInByApi(sPage, seller.phone, seller.password, '/profile/notifications/');
  await expect(sPage.getByText(`Moderator rad etdi: ${title}`).first()).toBeVisible();
  await expect(sPage.getByText('Sabab: sifatsiz rasm yoki tavsif. Rasmlarni yangilang').first()).toBeVisible();
  await sPage.goto('/profile/products/');
  const own = sPage.getByRole('row').filter({ hasText: title });
  await expect(own.locator('[data-moderation-state="rejected"]')).toHaveText('Rad etilgan');
  // One state, never two: not 'Faol' beside 'Rad etilgan' (issue 23).
  await expect(own.locator('[data-item-state]')).toHaveText(['Rad etilgan']);
  await expect(own.getByText('Faol', { exact: true })).toHaveCount(0);
  await expect(own.getByText('Sifatsiz rasm yoki tavsif')).toBeVisible();
  await expect(own.getByText('Rasmlarni yangilang')).toBeVisible();
  await own.getByRole('link', { name: 'Tuzatish' }).click();
  await expect(sPage.getByText('Moderator rad etdi', { exact: true })).toBeVisible();
  await sPage.locator('input[name="name"]').fill(`${title} 2`);
  await sPage.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
  await expect(sPage).toHaveURL(/\/profile\/products\/$/);
  const fixed = sPage.getByRole('row').filter({ hasText: title });
  await expect(fixed.locator('[data-moderation-state="pending"]')).toHaveText('Tekshiruvda');
  // One state: neither 'Faol' beside it nor 'Tekshiruvda' twice (an unverified product said so too).
  await expect(fixed.getByText('Tekshiruvda', { exact: true })).toHaveCount(1);
  await expect(fixed.getByText('Faol', { exact: true })).toHaveCount(0);
  // The admin list says the same, not 'Faol: Ha'.
  await page.goto('/admin/onlineshop/products/');
  const listed = page.getByRole('row').filter({ hasText: `${title} 2` });
  await expect(listed.locator('[data-item-state]')).toHaveText(['Tekshiruvda']);
  await expect(listed.getByText('Faol', { exact: true })).toHaveCount(0);

  // The admin holds new products for review; the seller's next product waits for approval.
  try {
    const adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, 'admin', '/admin/moderation/settings/');
    const sw = adminPage.getByRole('switch', { name: 'Mahsulotlar' });
    await expect(sw).not.toBeChecked();
    await sw.click();
    await expect(toast(adminPage, 'Sozlama saqlandi', 'success')).toBeVisible();
    await expect(sw).toBeChecked();

    const heldTitle = `Atlas ko'ylak ${Date.now()}`;
    // A fresh token: the browser tests' tokens live 30 s, and this scenario is longer than that.
    const fresh = (await (await request.post('/api/users/accounts/login/', { data: { phone: seller.phone, password: seller.password } })).json()) as { access: string };
    const held = await createProduct(request, fresh.access, { title: heldTitle });
    expect((await products(request)).some((p) => p.guid === held.guid)).toBe(false);

    await adminPage.goto('/admin/moderation/review/');
    await row(adminPage, heldTitle).getByRole('link', { name: `Ko'rib chiqish: ${heldTitle}` }).click();
    await adminPage.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(toast(adminPage, 'Tasdiqlandi', 'success')).toBeVisible();
    await expect.poll(async () => (await products(request)).some((p) => p.guid === held.guid)).toBe(true);

    // The moderator sees the settings but cannot change them.
    await page.goto('/admin/moderation/settings/');
    await expect(page.getByRole('switch', { name: 'Mahsulotlar' })).toBeDisabled();
  } finally {
    await setProductPremoderation(page, false);
  }
});

test("each comment but one's own has a report button; a held comment shows its author 'Tekshiruvda'; the seller card reports the seller", async ({ page, browser, request }) => {
  const seller = await createUser(request, 'Sarvinoz', 'Yusupova');
  const a = await createUser(request, 'Anvar', 'Aliyev');
  const product = await createProduct(request, seller.access, { title: `Zardo'zi do'ppi ${Date.now()}` });
  const commentsUrl = `/api/shop/comments/${product.meta}`;
  expect((await request.post(commentsUrl, { headers: bearer(a.access), data: { comment: 'Juda chiroyli ish' } })).status()).toBe(201);
  const productPath = `/online-shop/details/${product.meta}/?tab=comments`;

  // The seller reads A's comment with a report button, and reports A from the comment.
  await signInByApi(page, seller.phone, seller.password, productPath);
  await expect(page.getByText('Juda chiroyli ish')).toBeVisible();
  await expect(page.getByRole('button', { name: `Sotuvchidan shikoyat qilish: ${seller.name}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Shikoyat qilish: ${a.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Fikr ustidan shikoyat' });
  await dialog.getByRole('radio', { name: "Haqoratli yoki qo'pol" }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(toast(page, 'Shikoyatingiz uchun rahmat', 'success')).toBeVisible();

  // A sees no report button on their own comment; with comments held for review, A's next one is marked.
  const aContext = await newContext(browser);
  const aPage = await aContext.newPage();
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const admin = (await login.json()) as { access: string };
  expect((await request.put('/api/moderation/dashboard/settings/', { headers: bearer(admin.access), data: { comment: true } })).ok()).toBeTruthy();
  try {
    expect((await request.post(commentsUrl, { headers: bearer(a.access), data: { comment: 'Narxi kelishiladimi?' } })).status()).toBe(201);
    await signInByApi(aPage, a.phone, a.password, productPath);
    await expect(aPage.getByText('Juda chiroyli ish')).toBeVisible();
    await expect(aPage.getByRole('button', { name: `Shikoyat qilish: ${a.name}` })).toHaveCount(0);
    const held = aPage.getByRole('article').filter({ hasText: 'Narxi kelishiladimi?' });
    await expect(held.locator('[data-moderation-state="pending"]')).toHaveText('Tekshiruvda');
    // The seller card offers to report the seller.
    await expect(aPage.getByRole('button', { name: `Sotuvchidan shikoyat qilish: ${seller.name}` })).toBeVisible();
  } finally {
    await request.put('/api/moderation/dashboard/settings/', { headers: bearer(admin.access), data: { comment: false } });
  }
  // Others do not see the held comment.
  await page.reload();
  await expect(page.getByText('Juda chiroyli ish')).toBeVisible();
  await expect(page.getByText('Narxi kelishiladimi?')).toHaveCount(0);
});

test('a job announcement is reported from its page; the moderator dismisses the report and the announcement stays public', async ({ page, browser, request }) => {
  const home = await (await request.get('/api/announcements/home-data/')).json();
  const job = home.work_announcement[0] as { guid: string; meta: string; title: string };
  const reporter = await createUser(request, 'Dilnoza', 'Karimova');
  const jobPath = `/announcements/details/${job.meta}/`;

  await signInByApi(page, reporter.phone, reporter.password, jobPath);
  await page.getByRole('button', { name: `Shikoyat qilish: ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: "E'lon ustidan shikoyat" });
  // 'Other' needs a note: the form says so before anything is sent.
  await dialog.getByRole('radio', { name: 'Boshqa sabab' }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(dialog.getByText("Nima noto'g'ri ekanini qisqacha yozing").first()).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam yoki reklama' }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(toast(page, 'Shikoyatingiz uchun rahmat', 'success')).toBeVisible();

  const modContext = await newContext(browser);
  const modPage = await modContext.newPage();
  await signInAs(modPage, 'moderator', '/admin/moderation/report/');
  await row(modPage, job.title).getByRole('link', { name: `Ko'rib chiqish: ${job.title}` }).click();
  await expect(modPage.getByText('Spam yoki reklama').first()).toBeVisible();
  await modPage.getByRole('button', { name: 'Shikoyatni yopish' }).click();
  await expect(toast(modPage, 'Shikoyat yopildi', 'success')).toBeVisible();
  expect((await request.get(`/api/announcements/announcement/${job.meta}/`)).status()).toBe(200);
  await modContext.close();
});

test('a reported seller is blocked from the case page: their open session ends at their next page', async ({ page, browser, request }) => {
  const seller = await createUser(request, 'Shahzod', 'Rasulov');
  const buyer = await createUser(request, 'Nilufar', 'Saidova');
  const product = await createProduct(request, seller.access, { title: `Kashta yostiq ${Date.now()}` });

  // The seller is signed in elsewhere.
  const sellerContext = await newContext(browser);
  const sellerPage = await sellerContext.newPage();
  await signInByApi(sellerPage, seller.phone, seller.password, '/profile/overview/');

  // A buyer reports the seller from the product's seller card.
  await signInByApi(page, buyer.phone, buyer.password, `/online-shop/details/${product.meta}/`);
  await page.getByRole('button', { name: `Sotuvchidan shikoyat qilish: ${seller.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Foydalanuvchi ustidan shikoyat' });
  await dialog.getByRole('radio', { name: 'Firibgarlik' }).check();
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  await expect(toast(page, 'Shikoyatingiz uchun rahmat', 'success')).toBeVisible();

  // The moderator blocks them from the report's case.
  const modContext = await newContext(browser);
  const modPage = await modContext.newPage();
  await signInAs(modPage, 'moderator', '/admin/moderation/report/?kind=user');
  await row(modPage, seller.name).getByRole('link', { name: `Ko'rib chiqish: ${seller.name}` }).click();
  await expect(modPage.getByText('Firibgarlik').first()).toBeVisible();
  await modPage.getByRole('button', { name: 'Foydalanuvchini bloklash' }).click();
  const block = modPage.getByRole('dialog', { name: 'Foydalanuvchini bloklash sababi' });
  await block.getByRole('radio', { name: "Chalg'ituvchi ma'lumot" }).check();
  await block.getByRole('button', { name: 'Foydalanuvchini bloklash' }).click();
  await expect(toast(modPage, 'Foydalanuvchi bloklandi', 'success')).toBeVisible();

  // The seller's next page ends their session, and signing in is refused.
  await sellerPage.goto('/profile/edit/');
  await expect(sellerPage).toHaveURL(/\/auth\/sign-in\//);
  const login = await request.post('/api/users/accounts/login/', { data: { phone: seller.phone, password: seller.password } });
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe('auth.blocked');
  await Promise.all([sellerContext.close(), modContext.close()]);
});
