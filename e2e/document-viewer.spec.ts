import type { Page } from '@playwright/test';
import type { LanguageCode } from '../shared/constants';
import type { DocumentItem } from '../shared/schemas/news';
import { publicPaths } from '../shared/paths';
import { chooseLanguage, expect, expectNoSidewaysScroll, getJson, issueScreenshot, test } from './support';

/**
 * A legal document on the site (issue 40): its 'Ko'rish' opens our own PDF viewer page (pdf.js in its
 * own lazy chunk, its worker from our assets), which draws page 1 the width of a 390 px phone; the
 * list and the viewer show the file's size in the reader's units; lex.uz is a second link, visibly
 * external (an icon, a new tab, rel=noopener). In Uzbek and in Russian.
 */
test.use({ viewport: { width: 390, height: 844 } });

const WORDS: Record<'uz' | 'ru', { list: string; view: string; external: string; size: RegExp }> = {
  uz: { list: 'Qonunchilik hujjatlari', view: "Ko'rish", external: 'lex.uz saytida', size: /^PDF fayl · \d+(,\d)? (KB|MB|bayt)$/ },
  ru: { list: 'Законодательные документы', view: 'Смотреть', external: 'На сайте lex.uz', size: /^PDF-файл · \d+(,\d)? (КБ|МБ|Б)$/ },
};

/** How much of the viewer's canvas is inked (not blank), and its width on the screen. */
const canvasState = (page: Page) =>
  page.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || !canvas.width || !canvas.height) return { inked: 0, cssWidth: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240)) inked++;
    return { inked, cssWidth: canvas.getBoundingClientRect().width };
  });

for (const lang of ['uz', 'ru'] as const satisfies readonly LanguageCode[]) {
  test(`${lang}: a legal document opens in our own viewer, fits the phone, shows its size; lex.uz is a marked external link`, async ({ page }) => {
    const words = WORDS[lang];
    const { results } = await getJson<{ results: DocumentItem[] }>(page.request, '/api/news/documents/@a/');
    const doc = results.find((d) => d.file && d.link?.includes('lex.uz'));
    expect(doc, 'the demo legislation has a PDF and a lex.uz page').toBeTruthy();
    expect(doc!.file_size).toBeGreaterThan(0);

    // pdf.js is fetched only on the viewer page: never by the list.
    const pdfjs: string[] = [];
    page.on('request', (r) => {
      if (/pdf\.worker|pdf-viewer|pdfjs/i.test(r.url())) pdfjs.push(r.url());
    });
    await page.goto(publicPaths.documents('@a'));
    if (lang !== 'uz') {
      await chooseLanguage(page, lang);
      await page.reload();
    }
    await expect(page.getByRole('heading', { level: 1, name: words.list })).toBeVisible();
    const row = page.getByTestId('document').filter({ has: page.getByRole('heading', { name: doc!.title }) });
    await expect(row.getByTestId('document-size')).toHaveText(words.size);
    const external = row.getByRole('link', { name: new RegExp(`^${words.external}`) });
    await expect(external).toHaveAttribute('href', doc!.link!);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(external).toHaveAttribute('data-external', '');
    await expect(external.locator('svg')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    expect(pdfjs).toEqual([]);

    // 'Ko'rish' is our viewer page.
    await row.getByRole('link', { name: words.view, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === publicPaths.document(doc!.id));
    await expect(page.getByRole('heading', { level: 1, name: doc!.title })).toBeVisible();
    await expect.poll(async () => (await canvasState(page)).inked, { timeout: 30_000 }).toBeGreaterThan(100);
    expect((await canvasState(page)).cssWidth).toBeLessThanOrEqual(390);
    await expect(page.getByTestId('pdf-page')).toHaveText(/^1 \/ \d+$/);
    await expect(page.getByTestId('document-size')).toHaveText(words.size);
    if (lang === 'uz') await issueScreenshot(page, 40, 'document-viewer');
    const viewerExternal = page.getByRole('link', { name: new RegExp(`^${words.external}`) });
    await expect(viewerExternal).toHaveAttribute('target', '_blank');
    await expect(viewerExternal).toHaveAttribute('rel', /\bnoopener\b/);
    await expectNoSidewaysScroll(page);
    // Its worker came from our own assets.
    expect(pdfjs.some((u) => new URL(u).origin === new URL(page.url()).origin && /pdf\.worker/.test(u))).toBe(true);
    expect(pdfjs.every((u) => new URL(u).origin === new URL(page.url()).origin)).toBe(true);
  });
}
