import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
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

/** The admin's access token (the editors' API), through the API. */
async function adminAccess(request: APIRequestContext) {
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { access: string }).access;
}

/** A small real PDF of two pages, each with its own drawing and number. */
async function twoPagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  // A standard font no system has: pdf.js must fetch its shapes (from our /assets/pdfjs-*/standard_fonts/).
  const dingbats = await pdf.embedFont(StandardFonts.ZapfDingbats);
  for (const [n, colour] of [[1, rgb(0.12, 0.16, 0.42)], [2, rgb(0.78, 0.2, 0.24)]] as const) {
    const p = pdf.addPage([595, 842]);
    p.drawRectangle({ x: 40, y: 600, width: 515, height: 200, color: colour });
    p.drawText(`Sahifa ${n}`, { x: 60, y: 500, size: 48, font, color: colour });
    p.drawText('✓✈', { x: 60, y: 400, size: 48, font: dingbats, color: colour });
  }
  return Buffer.from(await pdf.save());
}

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
    // Every document is read in our own viewer (issue 40); the official legal site is a second, external link.
    await expect(item.getByRole('link', { name: "Ko'rish" })).toHaveAttribute('href', publicPaths.document(d.id));
    if (d.link) await expect(item.locator('a[data-external]')).toHaveAttribute('href', d.link);
    // The download address: the file's own, answered as an attachment named after the document.
    if (d.file) await expect(item.getByRole('link', { name: 'Yuklab olish' })).toHaveAttribute('href', new RegExp(`^${d.file.replace(/[.?]/g, '\\$&')}\\?download=[a-z0-9-]+$`));
  }
  await expectNoSidewaysScroll(page);
});

test("a small-business project's PDF is drawn in the page, page by page", async ({ page }) => {
  // A project of two pages, uploaded by an admin (multipart, the PDF checked by its content).
  const access = await adminAccess(page.request);
  const created = await page.request.post('/api/news/dashboard/documents/', {
    headers: bearer(access),
    multipart: { type: '@b', title: 'Pilla quritish sexi loyihasi', subtitle: 'Ikki sahifali sinov', file: { name: 'loyiha.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() } },
  });
  expect(created.status()).toBe(201);
  const doc: DocumentItem | undefined = await created.json();
  expect(doc?.file).toBeTruthy();
  // The strict CSP lets our own pdf.js worker run: nothing is refused.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  // The PDF names ZapfDingbats without embedding it (no phone has it as a system font): pdf.js draws
  // it from the standard fonts we host, never from a CDN.
  const pdfjsResources: { url: string; status: number }[] = [];
  page.context().on('response', (r) => {
    if (r.url().includes('/assets/pdfjs-')) pdfjsResources.push({ url: r.url(), status: r.status() });
  });

  // From the list: the view link leads to our own viewer page.
  await page.goto(publicPaths.documents('@b'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kichik biznes loyihalar' })).toBeVisible();
  await page.getByTestId('document').filter({ hasText: doc!.title }).getByRole('link', { name: "Ko'rish" }).click();
  await expect(page).toHaveURL((url) => url.pathname === publicPaths.document(doc!.id));
  await expect(page.getByRole('heading', { level: 1, name: doc!.title })).toBeVisible();
  const download = page.getByRole('link', { name: 'Yuklab olish' });
  await expect(download).toHaveAttribute('href', `${doc!.file!}?download=pilla-quritish-sexi-loyihasi`);
  const downloaded = await page.request.get((await download.getAttribute('href'))!);
  expect(downloaded.headers()['content-disposition']).toBe('attachment; filename="pilla-quritish-sexi-loyihasi.pdf"');
  // The file itself is sandboxed: opened as a page of its own it runs nothing; our viewer fetches it all the same.
  expect((await page.request.get(doc!.file!)).headers()['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);

  // The first page, drawn on the canvas, fitting the 360 px screen.
  await expect.poll(async () => (await canvasState(page)).inked, { timeout: 20_000 }).toBeGreaterThan(100);
  const first = await canvasState(page);
  expect(first.width).toBeGreaterThan(0);
  expect(first.height).toBeGreaterThan(first.width);
  expect(first.cssWidth).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page);
  expect(pdfjsResources.some((r) => r.url.includes('/standard_fonts/') && r.status === 200)).toBe(true);
  expect(pdfjsResources.filter((r) => r.status !== 200)).toEqual([]);

  const label = page.getByTestId('pdf-page');
  await expect(label).toHaveText(/^1 \/ \d+$/);
  await expect(label).toHaveText('1 / 2');
  await expect(page.getByRole('button', { name: 'Oldingi sahifa' })).toBeDisabled();
  const before = await canvasPrint(page);
  await page.getByRole('button', { name: 'Keyingi sahifa' }).click();
  await expect(label).toHaveText('2 / 2');
  await expect.poll(async () => (await canvasPrint(page)) !== before && (await canvasState(page)).inked > 100, { timeout: 20_000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Oldingi sahifa' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Keyingi sahifa' })).toBeDisabled();

  // Zoom in: the page is drawn larger.
  await page.getByRole('button', { name: 'Kattalashtirish' }).click();
  await expect(page.getByTestId('pdf-zoom')).toHaveText('125%');
  await expect.poll(async () => (await canvasState(page)).width, { timeout: 20_000 }).toBeGreaterThan(first.width);
  expect(refused).toEqual([]);
  await page.request.delete(`/api/news/dashboard/documents/${doc!.id}/`, { headers: bearer(access) });
});

test("a document without a file says 'Pdf mavjud emas'", async ({ page }) => {
  const access = await adminAccess(page.request);
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
