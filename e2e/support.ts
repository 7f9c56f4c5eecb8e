import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductCard, ProductSearchResult } from '../shared/schemas/shop';

/**
 * What the browser tests share: the demo accounts, signing in through the real form, fresh accounts
 * made through the real API, and the catalogue as the API lists it. One copy, used by every spec.
 */

/** Every demo account has this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Ipak2026!';
export const DEMO = {
  superadmin: '900000001',
  admin: '900000002',
  moderator: '900000003',
  housemaker: '900000004',
  user: '900000005',
} as const;
/** The password of the accounts the tests make. */
export const PASSWORD = 'Ipak-Parol1';
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Fills and sends the sign-in form of the page that is open. */
export async function signIn(page: Page, phone: string, password = DEMO_PASSWORD) {
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form').getByRole('button', { name: 'Kirish', exact: true }).click();
}

/** Signs in from the sign-in page with ?next= and waits until the app has brought the user there. */
export async function signInAt(page: Page, phone: string, next: string, password = DEMO_PASSWORD) {
  await page.goto(`/auth/sign-in/?next=${encodeURIComponent(next)}`);
  await signIn(page, phone, password);
  await expect(page).toHaveURL((url) => url.pathname === new URL(next, 'http://x').pathname);
}

/**
 * A fresh, completed account (register, then the profile steps through the real API), so the state a
 * test leaves (likes, chats) cannot leak between tests or runs; `profile` overrides completion fields
 * (birthday, purposes…). Answers its phone, name and an access token.
 */
export async function createUser(request: APIRequestContext, firstName = 'Gulchehra', lastName = 'Usmonova', profile: Record<string, string> = {}) {
  const phone = randomPhone();
  expect((await request.post('/api/users/accounts/register/', { data: { first_name: firstName, phone, password: PASSWORD } })).status()).toBe(201);
  const regions = (await (await request.get('/api/users/regions/')).json()) as Array<{ id: number }>;
  const done = await request.post('/api/users/accounts/complete/', {
    multipart: {
      first_name: firstName,
      last_name: lastName,
      birthday: '1992-03-08',
      email: `u${phone}@example.uz`,
      gender: '1',
      region: String(regions[0].id),
      about: '',
      biography: '',
      purposes: 'Boshqa maqsadda',
      phone,
      password: PASSWORD,
      ...profile,
    },
  });
  expect(done.ok()).toBeTruthy();
  const login = await request.post('/api/users/accounts/login/', { data: { phone, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { access } = (await login.json()) as { access: string };
  return { phone, access, name: `${firstName} ${lastName}` };
}

/** Active products as the API lists them (one page of up to 100). */
export async function products(request: APIRequestContext, query = 'page_size=100'): Promise<ProductCard[]> {
  const res = await request.get(`/api/shop/products/?${query}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as ProductSearchResult).results;
}
