import type { APIRequestContext } from '@playwright/test';
import type { LanguageCode } from '../shared/constants';
import { bearer, chooseLanguage, createProduct, createUser, DEMO, DEMO_PASSWORD, expect, expectNoSidewaysScroll, issueScreenshot, newContext, signInAs, signInByApi, test, toast } from './support';

/**
 * An edit never takes a live listing down (issue 40), from the browser: with pre-moderation of
 * products on, a seller edits a live product and is warned that the current version stays visible;
 * an anonymous buyer still sees the old title; the moderator opens the revision, sees the diff (old →
 * new) and approves it; the buyer then sees the new title. In Uzbek and Russian.
 */

/** Pre-moderation of products, set through the API as the admin (the scenario leaves the shared server as found). */
async function setProductPremoderation(request: APIRequestContext, on: boolean) {
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  const res = await request.put('/api/moderation/dashboard/settings/', { headers: bearer(access), data: { product: on } });
  expect(res.ok()).toBeTruthy();
}

const WORDS = {
  uz: {
    save: "O'zgarishlarni saqlash",
    warning: "Moderator o'zgarishlaringizni tasdiqlamaguncha joriy versiya ko'rinib turadi.",
    send: 'Tekshiruvga yuborish',
    underReview: "O'zgarishlar tekshiruvda",
    tab: "O'zgarishlar",
    review: "Ko'rib chiqish",
    approve: 'Tasdiqlash',
    approved: 'Tasdiqlandi',
  },
  ru: {
    save: 'Сохранить изменения',
    warning: 'Текущая версия остаётся видна, пока модератор не одобрит ваши изменения.',
    send: 'Отправить на проверку',
    underReview: 'Изменения на проверке',
    tab: 'Изменения',
    review: 'Рассмотреть',
    approve: 'Одобрить',
    approved: 'Одобрено',
  },
} satisfies Partial<Record<LanguageCode, Record<string, string>>>;

// Both languages switch the one pre-moderation setting: one after the other.
test.describe.configure({ mode: 'serial' });

for (const lang of ['uz', 'ru'] as const) {
  test(`${lang}: an edit of a live product waits for review while the old version stays public`, async ({ page, browser, request }) => {
    test.slow(); // three people: seller, buyer and moderator
    const w = WORDS[lang];
    const seller = await createUser(request, 'Dilnoza', 'Karimova');
    const oldTitle = `Atlas ro'mol ${lang} ${Date.now()}`;
    const newTitle = `${oldTitle} yangi`;
    const product = await createProduct(request, seller.access, { title: oldTitle });
    const productPath = `/online-shop/details/${product.meta}/`;
    await setProductPremoderation(request, true);
    try {
      // The seller edits the live product: warned before saving, the list says it is under review.
      await page.goto('/');
      await chooseLanguage(page, lang);
      await signInByApi(page, seller.phone, seller.password, `/profile/products/edit/${product.guid}/`);
      const title = page.locator('input[name="name"]');
      await expect(title).toHaveValue(oldTitle);
      await title.fill(newTitle);
      await page.getByRole('button', { name: w.save }).click();
      const warning = page.getByRole('dialog');
      await expect(warning).toContainText(w.warning);
      if (lang === 'uz') await issueScreenshot(page, 40, 'revision-warning');
      await warning.getByRole('button', { name: w.send }).click();
      await expect(page).toHaveURL(/\/profile\/products\/$/);
      const own = page.getByRole('row').filter({ hasText: newTitle });
      await expect(own.locator('[data-revision-state="pending"]')).toContainText(w.underReview);
      // Editing again shows the pending version in the form.
      await page.goto(`/profile/products/edit/${product.guid}/`);
      await expect(page.locator('input[name="name"]')).toHaveValue(newTitle);
      await expect(page.locator('[data-revision-state="pending"]')).toBeVisible();

      // An anonymous buyer still sees the live version.
      const buyer = await newContext(browser);
      const buyerPage = await buyer.newPage();
      await buyerPage.goto('/');
      await chooseLanguage(buyerPage, lang);
      await buyerPage.goto(productPath);
      await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(oldTitle);

      // The moderator opens the revision: the diff of the title, then approves.
      const modContext = await newContext(browser);
      const mod = await modContext.newPage();
      await mod.goto('/');
      await chooseLanguage(mod, lang);
      await signInAs(mod, 'moderator', '/admin/moderation/revision/');
      await expect(mod.locator('[data-tab="revision"]')).toContainText(w.tab);
      await mod.getByRole('row').filter({ hasText: newTitle }).getByRole('link', { name: `${w.review}: ${newTitle}` }).click();
      const diff = mod.locator('[data-revision-diff]');
      const change = diff.locator('[data-change="title"]');
      await expect(change).toContainText(oldTitle);
      await expect(change.locator('[data-after]')).toContainText(newTitle);
      await expectNoSidewaysScroll(mod);
      if (lang === 'uz') {
        await diff.scrollIntoViewIfNeeded();
        await issueScreenshot(mod, 40, 'revision-diff');
      }
      await mod.getByRole('button', { name: w.approve }).click();
      await expect(toast(mod, w.approved, 'success')).toBeVisible();

      // The buyer now sees the new title.
      await expect(async () => {
        await buyerPage.reload();
        await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await buyer.close();
      await modContext.close();
    } finally {
      await setProductPremoderation(request, false);
    }
  });
}
