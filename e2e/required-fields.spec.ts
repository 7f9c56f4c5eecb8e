import { type Page } from '@playwright/test';
import { confirmPhone, createUser, expect, PASSWORD, randomPhone, signInAs, signInByApi, test } from './support';

/**
 * Every field a form requires carries an asterisk after its label (issue 9), and only those: the
 * asterisk is drawn (aria-hidden); assistive technology hears aria-required on the input.
 */

/** The labels (their text without the mark) that carry the asterisk, in page order. */
const marked = (page: Page) =>
  page
    .locator('main label:has([data-required-mark]), main [id$="-label"]:has([data-required-mark])')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace('*', '').trim()));

/** Each input that says it is required has a marked label, and each marked label's input says so. */
async function expectMarksMatchInputs(page: Page) {
  const mismatched = await page.evaluate(() => {
    const out: string[] = [];
    for (const input of document.querySelectorAll<HTMLElement>('main input, main select, main textarea')) {
      if (input.getAttribute('type') === 'hidden' || input.getAttribute('type') === 'file') continue;
      const label = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
      if (!label) continue;
      const mark = !!label.querySelector('[data-required-mark]');
      const required = input.getAttribute('aria-required') === 'true';
      if (mark !== required) out.push(`${label.textContent}: mark ${mark}, aria-required ${required}`);
    }
    return out;
  });
  expect(mismatched).toEqual([]);
}

test('sign-up, sign-in and password reset mark their required fields', async ({ page }) => {
  await page.goto('/auth/sign-up/');
  await expect.poll(() => marked(page)).toEqual(['Ism', 'Telefon raqam', 'Parol']);
  await expectMarksMatchInputs(page);
  await page.goto('/auth/sign-in/');
  await expect.poll(() => marked(page)).toEqual(['Telefon raqam', 'Parol']);
  await expectMarksMatchInputs(page);
  await page.goto('/auth/password-reset/phone/');
  await expect.poll(() => marked(page)).toEqual(['Telefon raqam']);
  await expectMarksMatchInputs(page);
});

test("completion step 2 marks exactly what spec §5 requires: name, surname, birthday, e-mail, region", async ({ page, request }) => {
  const phone = randomPhone();
  const registered = await request.post('/api/users/accounts/register/', { data: { first_name: 'Lola', phone, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  await confirmPhone(request, phone, ((await registered.json()) as { access: string }).access);
  await signInByApi(page, phone, PASSWORD, '/auth/complete/');
  await expect(page.getByRole('heading', { name: /Shaxsiy ma'lumotlar/ })).toBeVisible();
  await expect.poll(() => marked(page)).toEqual(['Ism', 'Familiya', "Tug'ilgan sana", "Elektron po'chta", 'Viloyat']);
  await expectMarksMatchInputs(page);
});

test('contact, product and profile forms mark their required fields', async ({ page, request }) => {
  await page.goto('/contacts');
  await expect.poll(() => marked(page)).toEqual(['Ismingiz', 'Telefon raqamingiz', 'Xabaringiz']);
  await expectMarksMatchInputs(page);

  const user = await createUser(request, 'Kamola', 'Yusupova');
  await signInByApi(page, user.phone, user.password, '/profile/products/create/');
  await expect.poll(() => marked(page)).toEqual(['Mahsulot nomi', 'Narxi', 'Kategoriya', 'Mahsulot haqida', 'Rasmlar']);
  await expectMarksMatchInputs(page);

  await page.goto('/profile/edit/');
  await expect.poll(() => marked(page)).toEqual(['Ism', 'Familiya']);
  await expectMarksMatchInputs(page);

  // The announcement form (a service: its pictures too); the type's choice is a required radio group.
  await page.goto('/announcements/create/?type=service');
  await expect.poll(() => marked(page)).toEqual(["E'lon nomi", 'Viloyat', 'Tuman / shahar', 'Ish vaqti', 'Tavsif', 'Rasmlar']);
  await expectMarksMatchInputs(page);
  await expect(page.getByRole('radiogroup', { name: "E'lon turi" })).toHaveAttribute('aria-required', 'true');
});

test("the admin's news and document editors mark their required fields", async ({ page }) => {
  await signInAs(page, 'admin', '/admin/news/create/');
  await expect.poll(() => marked(page)).toEqual(['Sarlavha', 'Kategoriya', 'Matn']);
  await expectMarksMatchInputs(page);
  await page.goto('/admin/news/documents/create/');
  await expect.poll(() => marked(page)).toEqual(['Turi', 'Nomi']);
  await expectMarksMatchInputs(page);
});

test("the admin's add-user form marks its required fields", async ({ page }) => {
  await signInAs(page, 'admin', '/admin/users/create/');
  await expect.poll(() => marked(page)).toEqual(['Rol', 'Ism', 'Familiya', 'Telefon raqami', 'Parol']);
  await expectMarksMatchInputs(page);
});

test('the admin course forms mark their required fields', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/courses/teachers/create/');
  await expect.poll(() => marked(page)).toEqual(['Ism', 'Familiya', 'Telefon raqami', 'Elektron pochta', "Tug'ilgan sana", 'Parol', 'Jinsi']);
  await expectMarksMatchInputs(page);
  await page.goto('/admin/courses/courses/create/');
  await expect.poll(() => marked(page)).toEqual(['Kurs nomi', 'Kategoriya']);
  await expectMarksMatchInputs(page);
});
