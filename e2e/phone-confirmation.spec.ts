import { expect, issueScreenshot, lastSmsCode, PASSWORD, randomPhone, signInByApi, smsTo, signUpToCodePage, test } from './support';

/**
 * Issue 40, item 11: sign-up sends the phone a 6-digit code, and the code page asks for it (in the
 * page's language, with a resend countdown) before the profile steps. An unconfirmed account is led
 * there from what it may not do yet, and comes back.
 */

const WORDS = {
  uz: {
    sms: /^Ipak: telefon raqamingizni tasdiqlash kodi \d{6}\./,
    resendIn: /Qayta yuborish: [01]:\d\d/,
    wrong: "Tasdiqlash kodi noto'g'ri",
    confirm: 'Tasdiqlash',
    step2: /Shaxsiy ma'lumotlar/,
  },
  ru: {
    sms: /^Ipak: код подтверждения номера \d{6}\./,
    resendIn: /Повторная отправка через [01]:\d\d/,
    wrong: 'Неверный код подтверждения',
    confirm: 'Подтвердить',
    step2: /Личные данные/,
  },
} as const;

for (const lang of ['uz', 'ru'] as const) {
  const w = WORDS[lang];
  test(`${lang}: sign-up → the code page (code read from the SMS) → the profile steps`, async ({ page }) => {
    const phone = await signUpToCodePage(page, lang);
    const code = page.locator('input[name="code"]');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // The SMS in the page's language; 'send again' waits out its countdown.
    await expect.poll(() => smsTo(phone)).toHaveLength(1);
    expect((await smsTo(phone))[0]).toMatch(w.sms);
    await expect(page.getByRole('button', { name: w.resendIn })).toBeDisabled();
    if (lang === 'uz') await issueScreenshot(page, 40, 'phone-code');

    // A wrong code is said on its input; the right one goes on to step 2.
    const right = await lastSmsCode(phone);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(page.getByText(w.wrong).first()).toBeVisible();
    await code.fill(right);
    await page.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/complete\/$/);
    await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible();

    // Confirmed: the code page is behind; it now leads on to completion.
    await page.goto('/auth/confirm-phone/');
    await expect(page).toHaveURL(/\/auth\/complete\/$/);
  });
}

test('an unconfirmed account is told on the product form, confirms, and comes back to it', async ({ page, request }) => {
  const phone = randomPhone();
  const registered = await request.post('/api/users/accounts/register/', { data: { first_name: 'Lola', phone, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  await signInByApi(page, phone, PASSWORD, '/profile/products/create/');
  const notice = page.getByTestId('confirm-phone-notice');
  await expect(notice).toContainText('avval telefon raqamingizni tasdiqlang');
  await notice.getByRole('link', { name: 'Raqamni tasdiqlash' }).click();
  await expect(page).toHaveURL(/\/auth\/confirm-phone\/\?next=%2Fprofile%2Fproducts%2Fcreate%2F$/);
  // This tab never had a code sent: the page offers to send one.
  await page.getByRole('button', { name: 'Kod yuborish' }).click();
  await expect(page.getByRole('button', { name: /Qayta yuborish/ })).toBeDisabled();
  await expect.poll(() => smsTo(phone)).toHaveLength(2);
  await page.locator('input[name="code"]').fill(await lastSmsCode(phone));
  await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/products\/create\/$/);
  await expect(page.getByTestId('confirm-phone-notice')).toHaveCount(0);
});
