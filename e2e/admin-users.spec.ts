import { type Page } from '@playwright/test';
import { createUser, expect, expectNoSidewaysScroll, newContext, PASSWORD, randomPhone, signIn, signInAs, signInByApi, test, toast } from './support';

/**
 * User management and the audit log of the admin area (issue 15): the add-user form within the role
 * limits, the row actions (change role, block and unblock, password-reset code), a blocked user's
 * session ending at once, and the log of those actions with its filters.
 */

const dataRows = (page: Page) => page.getByRole('table').getByRole('rowgroup').last().getByRole('row');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Qidiruv' });

/** Opens the row actions menu of the one row a search by phone finds, and answers the menu. */
async function rowMenu(page: Page, phone: string, name: string) {
  await search(page).fill(phone);
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Amallar: ${name}` }).click();
  return page.getByRole('group', { name: `Amallar: ${name}` });
}

test('an admin creates a moderator through the form, after the form says what is missing', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/users/create/');
  await expect(page.getByRole('heading', { name: "Foydalanuvchi qo'shish" })).toBeVisible();

  // The role select offers only what an admin may give.
  const role = page.getByRole('combobox', { name: 'Rol' });
  await expect(role.locator('option')).toHaveText(['Rolni tanlang', 'Moderator', 'Hunarmand', 'Foydalanuvchi']);

  // An empty form: the shared schema's Uzbek messages at their fields, nothing sent.
  await page.getByRole('button', { name: "Foydalanuvchini qo'shish" }).click();
  await expect(page.getByText("Bu rolni tanlab bo'lmaydi")).toBeVisible();
  await expect(page.getByText('Ushbu maydonga ismingizni kiriting')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/create\/$/);

  const phone = randomPhone();
  await role.selectOption('moderator');
  await page.locator('input[name="first_name"]').fill('Malika');
  await page.locator('input[name="last_name"]').fill('Nazarova');
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: "Foydalanuvchini qo'shish" }).click();

  await expect(page).toHaveURL(/\/admin\/users\/mods\/$/);
  await expect(toast(page, "Foydalanuvchi qo'shildi", 'success')).toBeVisible();
  await search(page).fill(phone);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Malika Nazarova');
  await expect(dataRows(page).first()).toContainText('Moderator');

  // The same phone again: the server's refusal at the phone field.
  await page.goto('/admin/users/create/');
  await page.getByRole('combobox', { name: 'Rol' }).selectOption('user');
  await page.locator('input[name="first_name"]').fill('Malika');
  await page.locator('input[name="last_name"]').fill('Nazarova');
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: "Foydalanuvchini qo'shish" }).click();
  await expect(page.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Bu telefon raqam allaqachon ro'yxatdan o'tgan")).toBeVisible();
});

test("an admin changes a user's role within their limits and sends a password-reset code", async ({ page, request }) => {
  const user = await createUser(request, 'Rolbek', 'Sinovov');
  await signInAs(page, 'admin', '/admin/users/users/');

  let menu = await rowMenu(page, user.phone, user.name);
  await menu.getByRole('button', { name: "Rolni o'zgartirish" }).click();
  const dialog = page.getByRole('dialog', { name: "Rolni o'zgartirish" });
  // Only the roles an admin gives, without the user's own.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: 'Moderator' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Admin' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Hunarmand' }).check();
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, "Rol o'zgartirildi", 'success')).toBeVisible();
  // The list refreshes: the user left the plain users' list.
  await expect(dataRows(page)).toHaveCount(0);

  await page.goto('/admin/users/housemakers/');
  menu = await rowMenu(page, user.phone, user.name);
  await expect(dataRows(page).first()).toContainText('Hunarmand');
  await menu.getByRole('button', { name: 'Parolni tiklash kodini yuborish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Parolni tiklash kodi yuborilsinmi?' });
  await confirm.getByRole('button', { name: 'Yuborish' }).click();
  await expect(toast(page, 'Parolni tiklash kodi yuborildi', 'success')).toBeVisible();
});

test('a blocked user is signed out at once and cannot sign in until unblocked; the audit log lists it', async ({ page, browser, request }) => {
  const user = await createUser(request, 'Bahodir', 'Sinovov');

  // The user, signed in in another browser.
  const other = await newContext(browser);
  const theirs = await other.newPage();
  await signInByApi(theirs, user.phone, user.password, '/profile/overview/');
  await expect(theirs.getByTestId('profile-full-name')).toHaveText(user.name);

  await signInAs(page, 'admin', '/admin/users/users/');
  const menu = await rowMenu(page, user.phone, user.name);
  await menu.getByRole('button', { name: 'Bloklash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foydalanuvchini bloklaysizmi?' });
  await dialog.getByLabel('Sabab').fill('Firibgarlik shikoyatlari');
  await dialog.getByRole('button', { name: 'Bloklash' }).click();
  await expect(toast(page, 'Foydalanuvchi bloklandi', 'success')).toBeVisible();
  const badge = dataRows(page).first().getByRole('button', { name: 'Bloklangan' });
  await expect(badge).toHaveAttribute('title', 'Firibgarlik shikoyatlari');
  await badge.click();
  await expect(page.getByText('Firibgarlik shikoyatlari', { exact: true }).last()).toBeVisible();
  await page.keyboard.press('Escape');

  // Their next navigation ends the session: they land on sign-in, and signing in is refused.
  await theirs.goto('/profile/edit/');
  await expect(theirs).toHaveURL(/\/auth\/sign-in\//);
  await theirs.goto('/auth/sign-in/');
  await signIn(theirs, user.phone, user.password);
  await expect(theirs.getByRole('alert').filter({ hasText: 'Hisobingiz bloklangan' })).toBeVisible();

  // Unblocked: they may sign in again.
  await page.getByRole('button', { name: `Amallar: ${user.name}` }).click();
  await page.getByRole('group', { name: `Amallar: ${user.name}` }).getByRole('button', { name: 'Blokdan chiqarish' }).click();
  await page.getByRole('dialog', { name: 'Blokdan chiqarasizmi?' }).getByRole('button', { name: 'Blokdan chiqarish' }).click();
  await expect(toast(page, 'Foydalanuvchi blokdan chiqarildi', 'success')).toBeVisible();
  await expect(dataRows(page).first()).toContainText('Faol');
  const again = await request.post('/api/users/accounts/login/', { data: { phone: user.phone, password: user.password } });
  expect(again.status(), await again.text()).toBe(200);
  await theirs.goto('/auth/sign-in/');
  await signIn(theirs, user.phone, user.password);
  await expect(theirs).not.toHaveURL(/\/auth\/sign-in\//);
  await other.close();

  // The audit log: both actions, newest first; filtered by action in the address.
  await page.goto('/admin/audit/');
  const entries = dataRows(page).filter({ hasText: user.name });
  // Each in human words (issue 40): who did what to whom, as a sentence.
  await expect(entries.first()).toContainText(new RegExp(`Admin .+ «${user.name}» foydalanuvchisini blokdan chiqardi`));
  await expect(entries.nth(1)).toContainText(new RegExp(`Admin .+ «${user.name}» foydalanuvchisini blokladi`));
  await page.getByRole('combobox', { name: 'Amal' }).selectOption('user.block');
  await expect(page).toHaveURL(/[?&]action=user\.block/);
  await expect(dataRows(page).filter({ hasText: 'blokdan chiqardi' })).toHaveCount(0);
  await expect(dataRows(page).filter({ hasText: user.name }).first()).toContainText(`«${user.name}» foydalanuvchisini blokladi`);
  // The changed fields open under the entry.
  await dataRows(page).filter({ hasText: user.name }).first().getByText(/O'zgarishlar/).click();
  await expect(dataRows(page).filter({ hasText: user.name }).first()).toContainText('Firibgarlik shikoyatlari');

  // Clicking the actor narrows to them, shown as a chip that can be removed.
  await dataRows(page).first().locator('a[title$="amallarini ko\'rsatish"]').click();
  await expect(page).toHaveURL(/[?&]actor=/);
  const chip = page.getByRole('button', { name: 'Bajaruvchi filtrini olib tashlash' });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/[?&]actor=/);
  await expect(page).toHaveURL(/[?&]action=user\.block/);
});

test('a moderator is offered neither the role change nor the add-user form', async ({ page, request }) => {
  const user = await createUser(request, 'Nodira', 'Sinovova');
  await signInAs(page, 'moderator', '/admin/users/users/');
  const menu = await rowMenu(page, user.phone, user.name);
  await expect(menu.getByRole('button', { name: 'Bloklash' })).toBeVisible();
  await expect(menu.getByRole('button', { name: "Rolni o'zgartirish" })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/users/create/');
  await expect(page.getByText("Yangi foydalanuvchilarni faqat administrator qo'sha oladi.")).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
});

test('the audit page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin', '/admin/audit/');
  await expect(page.getByRole('heading', { name: 'Audit jurnali' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
