import type { Page } from '@playwright/test';
import type { DocumentItem, NewsItem } from '../shared/schemas/news';
import { publicPaths } from '../shared/paths';
import { closeToasts, expect, expectNoSidewaysScroll, getJson, image, signInAs, test, toast } from './support';

/**
 * The editors of issue 13 in the admin area: an admin writes a news item with an image, sees it on
 * its public page, edits and deletes it; uploads a project's PDF that opens on its page; a file that
 * is not a PDF is refused in Uzbek (by its name here, by its content on the server).
 */

const table = (page: Page) => page.getByRole('table');
const dataRows = (page: Page) => table(page).getByRole('rowgroup').last().getByRole('row');

/** A tiny real PDF (one empty page): the server checks the content, pdf.js draws it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('an admin writes a news item with an image, sees it on its page, edits it and deletes it', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/overview/');
  await closeToasts(page);
  // The side menu (a drawer on phones) leads to the news editors.
  await page.getByRole('button', { name: 'Menyuni ochish' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menyu' });
  await drawer.getByRole('link', { name: 'Yangiliklar', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/');
  await expect(page.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: "Yangilik qo'shish" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/create/');
  // Sent empty: the shared rules' Uzbek words under the fields.
  await page.getByRole('button', { name: "Qo'shish" }).click();
  await expect(page.getByText('Yangilik sarlavhasini kiriting')).toBeVisible();
  await expect(page.getByText('Yangilik kategoriyasini tanlang')).toBeVisible();
  await expect(page.getByText('Yangilik matnini kiriting')).toBeVisible();

  const title = `Atlas ko'rgazmasi ${Date.now()}`;
  await page.getByLabel('Sarlavha').fill(title);
  const category = page.getByLabel('Kategoriya');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await page.getByLabel(/^Matn/).fill("Marg'ilonda ko'rgazma ochildi. Unda yuzdan ortiq usta qatnashmoqda.\n\nIkkinchi xatboshi.");
  // A file that is not an image is refused before sending; a picture shows its preview.
  const picker = page.locator('input[type=file][name=image]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('salom') });
  await expect(page.getByText('Faqat PNG yoki JPG rasm yuklang')).toBeVisible();
  await picker.setInputFiles(image('atlas.png', [200, 40, 60]));
  await expect(page.getByText('Faqat PNG yoki JPG rasm yuklang')).toBeHidden();
  await expect(page.getByRole('img', { name: "Rasmning ko'rinishi" })).toBeVisible();
  await page.getByRole('button', { name: "Qo'shish" }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/');
  await expect(toast(page, "Yangilik qo'shildi")).toBeVisible();
  await closeToasts(page);
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(title);
  const row = dataRows(page).filter({ hasText: title });
  await expect(row).toHaveCount(1);

  // On its public page: the title, the first sentence as its description, the body and the picture.
  const { data } = await (await page.request.get('/api/news/list/?q=' + encodeURIComponent(title))).json();
  const item = (data as NewsItem[]).find((n) => n.title === title)!;
  expect(item.short_description).toBe("Marg'ilonda ko'rgazma ochildi.");
  expect(item.thumbnail).toMatch(/^\/media\/news\//);
  await page.goto(publicPaths.newsItem(item.meta));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ikkinchi xatboshi.')).toBeVisible();
  await expect(page.locator(`img[src^="/media/news/"]`).first()).toBeVisible();

  // Edit: the form comes filled in; a new title is saved and shown.
  await page.goto('/admin/news/');
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(title);
  await dataRows(page).filter({ hasText: title }).getByRole('button', { name: `Amallar: ${title}` }).click();
  await page.getByRole('link', { name: 'Tahrirlash' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/news/edit/${item.guid}/`);
  await expect(page.getByLabel('Sarlavha')).toHaveValue(title);
  await expect(page.getByLabel(/^Matn/)).toHaveValue(/Ikkinchi xatboshi\./);
  await expect(page.getByRole('img', { name: "Rasmning ko'rinishi" })).toHaveAttribute('src', item.thumbnail!);
  const edited = `${title} (yangilandi)`;
  await page.getByLabel('Sarlavha').fill(edited);
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/');
  await expect(toast(page, 'Yangilik saqlandi')).toBeVisible();
  await closeToasts(page);
  await page.goto(publicPaths.newsItem(item.meta));
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  // Delete, after a confirmation.
  await page.goto('/admin/news/');
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(edited);
  await dataRows(page).filter({ hasText: edited }).getByRole('button', { name: `Amallar: ${edited}` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  const confirm = page.getByRole('dialog', { name: "Yangilikni o'chirasizmi?" });
  await confirm.getByRole('button', { name: "O'chirish" }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page, "Yangilik o'chirildi")).toBeVisible();
  await expect(dataRows(page).filter({ hasText: edited })).toHaveCount(0);
  expect((await page.request.get(`/api/news/details/${item.meta}/`)).status()).toBe(404);
});

test('an admin uploads a project PDF that opens on its page; a file that is not a PDF is refused in Uzbek', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/news/documents/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hujjatlar' })).toBeVisible();
  await closeToasts(page);
  await page.getByRole('link', { name: "Hujjat qo'shish" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/documents/create/');

  const title = `Tut ko'chatzori loyihasi ${Date.now()}`;
  await page.getByLabel('Turi').selectOption({ label: 'Kichik biznes loyihalar' });
  await page.getByLabel('Nomi').fill(title);
  await page.getByLabel('Izoh').fill('Biznes reja');
  await page.getByLabel('Havola').fill('lex.uz');
  const picker = page.locator('input[type=file][name=file]');
  // Not a PDF by its name: refused here.
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('salom') });
  await expect(page.getByText('Faqat PDF fayl yuklang')).toBeVisible();
  // Named .pdf but not one inside: the server reads the content and refuses it, shown on the field; a bad link too.
  await picker.setInputFiles({ name: 'soxta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await expect(page.getByText('Faqat PDF fayl yuklang')).toBeHidden();
  await page.getByRole('button', { name: "Qo'shish" }).click();
  await expect(page.getByText("Havolani to'liq yozing (https://...)")).toBeVisible();
  await page.getByLabel('Havola').fill('');
  await page.getByRole('button', { name: "Qo'shish" }).click();
  await expect(page.getByText('Faqat PDF fayl yuklang')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/documents/create/');
  // One that begins as a PDF but does not open (cut short): the server parses it and refuses it too.
  await picker.setInputFiles({ name: 'buzilgan.pdf', mimeType: 'application/pdf', buffer: PDF.subarray(0, 60) });
  await expect(page.getByText('Faqat PDF fayl yuklang')).toBeHidden();
  await page.getByRole('button', { name: "Qo'shish" }).click();
  await expect(page.getByText('Faqat PDF fayl yuklang')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/documents/create/');

  await picker.setInputFiles({ name: 'loyiha.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Faqat PDF fayl yuklang')).toBeHidden();
  await page.getByRole('button', { name: "Qo'shish" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/news/documents/');
  await expect(toast(page, "Hujjat qo'shildi")).toBeVisible();
  await closeToasts(page);
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(title);
  await expect(dataRows(page).filter({ hasText: title })).toHaveCount(1);

  // Its page: the PDF is there and drawn; the view is counted.
  const { results } = await getJson<{ results: DocumentItem[] }>(page.request, '/api/news/documents/@b/');
  const doc = results.find((d) => d.title === title)!;
  expect(doc.file).toMatch(/^\/media\/documents\/.+\.pdf$/);
  await page.goto(publicPaths.document(doc.id));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yuklab olish' })).toHaveAttribute('href', new RegExp(`^${doc.file!.replace(/[.?]/g, '\\$&')}\\?download=tut-kochatzori-loyihasi-\\d+$`));
  await expect(page.getByTestId('pdf-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pdf-page')).toHaveText('1 / 1');
  await expect(page.getByTestId('document-views')).toHaveText(/\d+ marta ko'rilgan/);

  // Edit (the subtitle), then delete.
  await page.goto(`/admin/news/documents/edit/${doc.id}/`);
  await expect(page.getByLabel('Nomi')).toHaveValue(title);
  // Opened in our viewer (the file itself is served sandboxed, where browsers show no PDF).
  await expect(page.getByRole('link', { name: 'Joriy faylni ochish' })).toHaveAttribute('href', publicPaths.document(doc.id));
  await page.getByLabel('Izoh').fill('Yangi biznes reja');
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Hujjat saqlandi')).toBeVisible();
  await closeToasts(page);
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(title);
  const row = dataRows(page).filter({ hasText: title });
  await expect(row).toContainText('Yangi biznes reja');
  await row.getByRole('button', { name: `Amallar: ${title}` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  await page.getByRole('dialog', { name: "Hujjatni o'chirasizmi?" }).getByRole('button', { name: "O'chirish" }).click();
  await expect(toast(page, "Hujjat o'chirildi")).toBeVisible();
  expect((await page.request.get(`/api/news/documents/details/${doc.id}/`)).status()).toBe(404);
});

test('an admin adds, renames and deletes a news category; one its items use is kept with a clear message', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/news/categories/');
  await expect(page.getByRole('heading', { level: 1, name: 'Yangilik kategoriyalari' })).toBeVisible();
  await closeToasts(page);
  const name = `Sinov bo'limi ${Date.now()}`;
  await page.getByRole('button', { name: 'Yangi kategoriya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yangi kategoriya' });
  await dialog.getByLabel('Kategoriya nomi').fill('x');
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog.getByText('Kategoriya nomini kiriting')).toBeVisible();
  await dialog.getByLabel('Kategoriya nomi').fill(name);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Kategoriya qo'shildi")).toBeVisible();
  await closeToasts(page);

  // The news form offers it at once.
  await page.goto('/admin/news/create/');
  await expect(page.getByLabel('Kategoriya').locator('option', { hasText: name })).toHaveCount(1);

  await page.goto('/admin/news/categories/');
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(name);
  await dataRows(page).filter({ hasText: name }).getByRole('button', { name: `Amallar: ${name}` }).click();
  await page.getByRole('button', { name: "Nomini o'zgartirish" }).click();
  const rename = page.getByRole('dialog', { name: "Kategoriya nomini o'zgartirish" });
  await rename.getByLabel('Kategoriya nomi').fill(`${name} yangi`);
  await rename.getByRole('button', { name: 'Saqlash' }).click();
  await expect(rename).toBeHidden();
  await closeToasts(page);
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(`${name} yangi`);
  const row = dataRows(page).filter({ hasText: `${name} yangi` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Amallar: ${name} yangi` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  const confirm = page.getByRole('dialog', { name: "Kategoriyani o'chirasizmi?" });
  await confirm.getByRole('button', { name: "O'chirish" }).click();
  await expect(confirm).toBeHidden();
  await expect(dataRows(page).filter({ hasText: `${name} yangi` })).toHaveCount(0);

  // A seeded category with items: the 409's words are shown and it stays.
  const home = await getJson<{ categories: Array<{ title: string }> }>(page.request, '/api/news/home-data/');
  const busy = home.categories[0]!.title;
  await page.getByRole('searchbox', { name: 'Qidiruv' }).fill(busy);
  const busyRow = dataRows(page).filter({ hasText: busy }).first();
  await busyRow.getByRole('button', { name: `Amallar: ${busy}` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  await confirm.getByRole('button', { name: "O'chirish" }).click();
  await expect(confirm.getByText("Bu kategoriyada yangiliklar bor. Avval ularni boshqa kategoriyaga o'tkazing")).toBeVisible();
  await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(busyRow).toBeVisible();
});
