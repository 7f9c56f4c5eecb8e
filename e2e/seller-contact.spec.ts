import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { bearer, chooseLanguage, createProduct, createUser, expect, getJson, issueScreenshot, signInByApi, test } from './support';

/**
 * Reaching the seller and the seller as a person (issue 40): 'Raqamni ko'rsatish' gives a signed-in
 * buyer the number as a tel: link, an anonymous reader is asked to sign in; the seller page shows the
 * facts and the live products; the seller reads their statistics as a chart. In Uzbek and Russian.
 */

type Lang = 'uz' | 'ru';
const words = (lang: Lang, area: string) => JSON.parse(fs.readFileSync(path.resolve('web/locales', lang, `${area}.json`), 'utf8')) as Record<string, Record<string, string>>;

/** A fresh seller who shows their phone and has a Telegram username, with one product. */
async function sellerWithProduct(request: APIRequestContext) {
  const seller = await createUser(request, 'Nodira', 'Ipakova');
  const telegram = `ipak_${seller.phone}`;
  const saved = await request.patch('/api/users/accounts/me/', { headers: bearer(seller.access), data: { show_phone: true, telegram } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const product = await createProduct(request, seller.access, { title: `Atlas ro'mol ${Date.now()}` });
  const { guid } = await getJson<{ guid: string }>(request, '/api/users/accounts/00000000-0000-0000-0000-000000000000/', seller.access);
  const { product: shown } = await getJson<{ product: { meta: string } }>(request, `/api/shop/product/${product.meta}/`);
  return { ...seller, guid, telegram, product: { ...product, meta: shown.meta } };
}

for (const lang of ['uz', 'ru'] as const) {
  test.describe(`in ${lang}`, () => {
    const s = words(lang, 'sellers');

    test.beforeEach(async ({ page }) => {
      await chooseLanguage(page, lang);
    });

    test('a signed-in buyer presses the phone button and gets the number as a tel: link', async ({ page, request }) => {
      const seller = await sellerWithProduct(request);
      const buyer = await createUser(request, 'Sanjar', 'Qodirov');
      await signInByApi(page, buyer.phone, buyer.password, `/online-shop/details/${seller.product.meta}/`);
      const card = page.getByTestId('seller-card');
      await expect(card.getByTestId('seller-since')).toBeVisible();
      await expect(card.getByTestId('seller-products')).toContainText('1');
      await expect(card.getByTestId('seller-telegram')).toHaveAttribute('href', `https://t.me/${seller.telegram}`);
      await card.getByRole('button', { name: s.phone.show }).click();
      const link = card.getByTestId('phone-link');
      await expect(link).toHaveAttribute('href', `tel:+998${seller.phone}`);
      await expect(link).toBeVisible();
      if (lang === 'uz') {
        await card.scrollIntoViewIfNeeded();
        await issueScreenshot(page, 40, 'seller-contact');
      }
      // The share text carries the price.
      await expect(page.getByTestId('share-telegram')).toHaveAttribute('href', /150%20000/);
    });

    test('an anonymous reader is asked to sign in, and comes back to the product', async ({ page, request }) => {
      const seller = await sellerWithProduct(request);
      await page.goto(`/online-shop/details/${seller.product.meta}/`);
      const ask = page.getByTestId('seller-card').getByRole('link', { name: s.phone.signIn });
      await expect(ask).toBeVisible();
      await expect(page.getByTestId('phone-reveal')).toHaveCount(0);
      await ask.click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/auth/sign-in') && (url.searchParams.get('next') ?? '').includes(seller.product.meta));
    });

    test('the seller page shows the facts and the live products; the card links to it', async ({ page, request }) => {
      const seller = await sellerWithProduct(request);
      await page.goto(`/online-shop/details/${seller.product.meta}/`);
      await page.getByTestId('seller-page-link').click();
      await expect(page).toHaveURL(`/sellers/${seller.guid}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nodira Ipakova' })).toBeVisible();
      const facts = page.getByTestId('seller-profile').getByTestId('seller-facts');
      await expect(facts.getByTestId('seller-since')).toBeVisible();
      await expect(facts.getByTestId('seller-seen')).toBeVisible();
      await expect(facts.getByTestId('seller-products')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: s.page.products })).toBeVisible();
      await expect(page.locator(`a[href="/online-shop/details/${seller.product.meta}/"]`).first()).toBeVisible();
      // Rendered on the server too (a crawler, a link preview).
      const html = await (await request.get(`/sellers/${seller.guid}/`)).text();
      expect(html).toContain('Nodira Ipakova');
      expect(html).toContain(seller.product.title);
    });

    test("the seller reads their statistics as a chart on their products page", async ({ page, request }) => {
      const seller = await sellerWithProduct(request);
      const buyer = await createUser(request, 'Sanjar', 'Qodirov');
      expect((await request.post(`/api/sellers/${seller.guid}/phone/`, { headers: bearer(buyer.access), data: { product: seller.product.guid } })).ok()).toBeTruthy();
      expect((await request.post(`/api/shop/product/${seller.product.meta}/like/`, { headers: bearer(buyer.access) })).ok()).toBeTruthy();
      await signInByApi(page, seller.phone, seller.password, '/profile/products/');
      const stats = page.getByTestId('seller-stats');
      await expect(stats.getByRole('heading', { name: words(lang, 'seller').stats.title })).toBeVisible();
      await expect(stats.getByTestId('stats-total-phone_reveals')).toHaveText('1');
      await expect(stats.getByTestId('stats-total-saves')).toHaveText('1');
      await expect(stats.locator('svg.recharts-surface').first()).toBeVisible();
      if (lang === 'uz') {
        await stats.scrollIntoViewIfNeeded();
        await issueScreenshot(page, 40, 'seller-stats');
      }
      await stats.getByRole('button', { name: words(lang, 'seller').stats.days90 }).click();
      await expect(stats.getByRole('button', { name: words(lang, 'seller').stats.days90 })).toHaveAttribute('aria-pressed', 'true');
      await expect(stats.locator('.sr-only table tbody tr')).toHaveCount(90);
    });
  });
}
