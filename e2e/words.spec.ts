import type { Page } from '@playwright/test';
import type { ProductPage, ShopHomeData } from '../shared/schemas/shop';

/** The address of the caller's own profile (GET accounts/{guid}/). */
const OWN_PROFILE = '00000000-0000-0000-0000-000000000000';
import { bearer, chooseLanguage, createUser, expect, getJson, signIn, signInAs, signInByApi, test, toast } from './support';

/**
 * Words that read right (issue 40): one name for saving, in each language; the sign-in toast's
 * words, shown where it covers none of the header's controls; sign-in's own message for an empty
 * password; the reader's slips fixed; the audit log in sentences.
 */

test('the save button and the profile list of saved products share one word, in Uzbek and in Russian', async ({ page, request }) => {
  const user = await createUser(request, 'Saida', 'Rasulova');
  const product = (await getJson<ShopHomeData>(request, '/api/shop/home-data/')).new_products[0]!;
  await signInByApi(page, user.phone, user.password, `/online-shop/details/${product.meta}/`);
  const save = page.getByRole('button', { name: /^Saqlash/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveAttribute('title', 'Saqlangan');

  await page.goto('/profile/overview/');
  await page.getByRole('navigation', { name: "Profil bo'limlari" }).getByRole('link', { name: 'Saqlangan mahsulotlar' }).click();
  await expect(page.getByRole('heading', { name: 'Saqlangan mahsulotlar' })).toBeVisible();
  await expect(page.getByText(product.title).first()).toBeVisible();
  await expect(page.getByText('Yoqtirgan mahsulotlarim')).toHaveCount(0);

  await chooseLanguage(page, 'ru');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Сохранённые товары' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name: 'Сохранённые товары' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Убрать из сохранённых: ${product.title}` })).toBeVisible();
  await page.goto(`/online-shop/details/${product.meta}/`);
  const ruSave = page.getByRole('button', { name: /^Сохранить/ });
  await expect(ruSave).toHaveAttribute('aria-pressed', 'true');
  await expect(ruSave).toHaveAttribute('title', 'Сохранено');
});

/** Every control of the header whose centre is covered by something else (a toast) — none, for a header the reader can use. */
const coveredHeaderControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, header select')]
      // Controls one can point at: a visually hidden one (the search form's submit for assistive technology, 1 × 1 px) is no target to cover.
      .filter((el) => el.getClientRects().length && el.offsetParent !== null && el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().height > 1)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top !== null && !el.contains(top) && !top.contains(el);
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName),
  );

test("the sign-in toast says 'Muvaffaqiyatli kirdingiz' on a desktop, below the header, leaving its controls free; in Russian too", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await createUser(request);
  await page.goto('/auth/sign-in/?next=%2Fonline-shop');
  await signIn(page, user.phone, user.password);
  await expect(page).toHaveURL(/\/online-shop$/);
  const shown = toast(page, 'Muvaffaqiyatli kirdingiz', 'success');
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Hisobingizga kirdingiz. Xush kelibsiz!');
  const box = (await shown.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(box.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(await coveredHeaderControls(page)).toEqual([]);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await chooseLanguage(page, 'ru');
  await page.goto('/auth/sign-in/?next=%2Fonline-shop');
  await page.locator('input[name="phone"]').fill(user.phone);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form').getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(toast(page, 'Вход выполнен', 'success')).toContainText('Вы вошли в свой аккаунт. Добро пожаловать!');
  expect(await coveredHeaderControls(page)).toEqual([]);
});

test("sign-in asks for an empty password in its own words, not sign-up's, in Uzbek and in Russian", async ({ page }) => {
  await page.goto('/auth/sign-in/');
  await page.locator('input[name="phone"]').fill('901234567');
  await page.locator('form').getByRole('button', { name: 'Kirish', exact: true }).click();
  await expect(page.getByText('Parolingizni kiriting')).toBeVisible();
  await expect(page.getByText("Ishonchli parol (kalit so'z) tanlang")).toHaveCount(0);

  await chooseLanguage(page, 'ru');
  await page.reload();
  await page.locator('input[name="phone"]').fill('901234567');
  await page.locator('form').getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Введите пароль')).toBeVisible();
  await expect(page.getByText('Выберите надёжный пароль')).toHaveCount(0);
});

test("the reader's slips are fixed: the product tab and the messenger's empty pane, in Uzbek and in Russian", async ({ page, request }) => {
  const product = (await getJson<ShopHomeData>(request, '/api/shop/home-data/')).new_products[0]!;
  await page.goto(`/online-shop/details/${product.meta}/`);
  await expect(page.getByRole('tab', { name: 'Mahsulot tavsifi' })).toBeVisible();
  await expect(page.getByText('Mahsulot tarifi')).toHaveCount(0);

  // A conversation exists, none is chosen (a desktop shows the pane beside the list).
  await page.setViewportSize({ width: 1280, height: 800 });
  const buyer = await createUser(request, 'Olim', 'Xoliqov');
  const sellerGuid = (await getJson<ProductPage>(request, `/api/shop/product/${product.meta}/`)).product.user.guid;
  const chat = await request.post(`/api/messenger/chats/${sellerGuid}/create/`, { headers: bearer(buyer.access), data: { data: { product: product.guid } } });
  expect(chat.ok(), await chat.text()).toBeTruthy();
  await signInByApi(page, buyer.phone, buyer.password, '/profile/messages/');
  await expect(page.getByText("Xabarlarni ko'rish uchun suhbat tanlang")).toBeVisible();
  await chooseLanguage(page, 'ru');
  await page.reload();
  await expect(page.getByText('Выберите чат, чтобы увидеть сообщения')).toBeVisible();
});

test('the audit log says each action as a sentence, in Uzbek and in Russian', async ({ page, request }) => {
  const user = await createUser(request, 'Bekzod', 'Jurnalov');
  const admin = await signInAs(page, 'admin', '/admin/audit/');
  const guid = (await getJson<{ guid: string }>(request, `/api/users/accounts/${OWN_PROFILE}/`, user.access)).guid;
  expect((await request.post(`/api/users/dashboard/users/${guid}/block/`, { headers: bearer(admin.access), data: { reason: 'Sinov' } })).ok()).toBeTruthy();
  await page.reload();
  const sentence = page.getByTestId('audit-sentence').filter({ hasText: user.name }).first();
  await expect(sentence).toHaveText(new RegExp(`^Admin .+ «${user.name}» foydalanuvchisini blokladi$`));
  await expect(sentence.getByRole('link').first()).toHaveAttribute('title', /amallarini ko'rsatish$/);

  await chooseLanguage(page, 'ru');
  await page.reload();
  await expect(page.getByTestId('audit-sentence').filter({ hasText: user.name }).first()).toHaveText(new RegExp(`^Администратор .+: заблокирован пользователь «${user.name}»$`));
});
