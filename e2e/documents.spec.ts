import type { Page } from '@playwright/test';
import type { DocumentItem } from '../shared/schemas/news';
import { publicPaths } from '../shared/paths';
import { bearer, DEMO, DEMO_PASSWORD, expect, expectNoSidewaysScroll, getJson, test } from './support';

/**
 * The documents of the news section (issue 13): the legislation list with its links, a
 * small-business project's PDF really drawn by pdf.js (its first page, then the next), a document
 * without a file, and a missing one.
 */

/** The viewer's canvas: its drawn size, and whether any pixel is other than blank (white or transparent). */
const canvasState = (page: Page) =>
  page.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || !canvas.width || !canvas.height) return { width: canvas.width, height: canvas.height, inked: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240)) inked++;
    return { width: canvas.width, height: canvas.height, inked, cssWidth: canvas.getBoundingClientRect().width };
  });

/** A fingerprint of what the canvas shows, to tell one page from the next. */
const canvasPrint = (page: Page) => page.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png').slice(-200));

test('the legislation list shows its title and each document with its links', async ({ page }) => {
  const response = await page.goto(publicPaths.documents('@a'));
  expect(response?.status()).toBe(200);
  // Rendered on the server: the title is in the HTML sent.
  expect(await response!.text()).toContain('Qonunchilik hujjatlari');
  await expect(page.getByRole('heading', { level: 1, name: 'Qonunchilik hujjatlari' })).toBeVisible();
  await expect(page).toHaveTitle(/Qonunchilik hujjatlari/);

  const { results } = await getJson<{ results: DocumentItem[] }>(page.request, '/api/news/documents/@a/');
  expect(results.length).toBeGreaterThan(0);
  const items = page.getByTestId('document');
  await expect(items).toHaveCount(results.length);
  for (const [i, d] of results.entries()) {
    const item = items.nth(i);
    await expect(item.getByRole('heading', { name: d.title })).toBeVisible();
    // Legislation is read on the official legal site.
    await expect(item.getByRole('link', { name: "Ko'rish" })).toHaveAttribute('href', d.link ?? publicPaths.document(d.id));
    if (d.file) await expect(item.getByRole('link', { name: 'Yuklab olish' })).toHaveAttribute('href', d.file);
  }
  await expectNoSidewaysScroll(page);
});

test("a small-business project's PDF is drawn in the page, page by page", async ({ page }) => {
  const { results } = await getJson<{ results: DocumentItem[] }>(page.request, '/api/news/documents/@b/');
  const doc = results.find((d) => d.file);
  expect(doc, 'a demo small-business project with a PDF').toBeTruthy();

  // From the list: the view link leads to our own viewer page.
  await page.goto(publicPaths.documents('@b'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kichik biznes loyihalar' })).toBeVisible();
  await page.getByTestId('document').filter({ hasText: doc!.title }).getByRole('link', { name: "Ko'rish" }).click();
  await expect(page).toHaveURL((url) => url.pathname === publicPaths.document(doc!.id));
  await expect(page.getByRole('heading', { level: 1, name: doc!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yuklab olish' })).toHaveAttribute('href', doc!.file!);

  // The first page, drawn on the canvas, fitting the 360 px screen.
  await expect.poll(async () => (await canvasState(page)).inked, { timeout: 20_000 }).toBeGreaterThan(100);
  const first = await canvasState(page);
  expect(first.width).toBeGreaterThan(0);
  expect(first.height).toBeGreaterThan(first.width);
  expect(first.cssWidth).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page);

  const label = page.getByTestId('pdf-page');
  await expect(label).toHaveText(/^1 \/ \d+$/);
  const pages = Number((await label.textContent())!.split('/')[1]);
  await expect(page.getByRole('button', { name: 'Oldingi sahifa' })).toBeDisabled();
  if (pages > 1) {
    const before = await canvasPrint(page);
    await page.getByRole('button', { name: 'Keyingi sahifa' }).click();
    await expect(label).toHaveText(`2 / ${pages}`);
    await expect.poll(async () => (await canvasPrint(page)) !== before && (await canvasState(page)).inked > 100, { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole('button', { name: 'Oldingi sahifa' })).toBeEnabled();
  } else {
    await expect(page.getByRole('button', { name: 'Keyingi sahifa' })).toBeDisabled();
  }

  // Zoom in: the page is drawn larger.
  await page.getByRole('button', { name: 'Kattalashtirish' }).click();
  await expect(page.getByTestId('pdf-zoom')).toHaveText('125%');
  await expect.poll(async () => (await canvasState(page)).width, { timeout: 20_000 }).toBeGreaterThan(first.width);
});

test("a document without a file says 'Pdf mavjud emas'", async ({ page }) => {
  const login = await page.request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const { access } = (await login.json()) as { access: string };
  const created = await page.request.post('/api/news/dashboard/documents/', { headers: bearer(access), data: { type: '@b', title: 'Fayli yo‘q loyiha', subtitle: 'Sinov' } });
  expect(created.status()).toBe(201);
  const doc = (await created.json()) as DocumentItem;
  expect(doc.file).toBeNull();

  await page.goto(publicPaths.document(doc.id));
  await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(page.getByText('Pdf mavjud emas')).toBeVisible();
  await expect(page.getByTestId('pdf-canvas')).toHaveCount(0);
  await page.request.delete(`/api/news/dashboard/documents/${doc.id}/`, { headers: bearer(access) });
});

test('a missing document answers 404 with its not-found screen', async ({ page }) => {
  const response = await page.goto(publicPaths.document(987654));
  expect(response?.status()).toBe(404);
  expect(await response!.text()).toContain('mavjud emas');
  await expect(page.getByRole('heading', { level: 1, name: "O'ylashimcha bunday hujjat mavjud emas" })).toBeVisible();
});
