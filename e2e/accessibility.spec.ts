import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { esmResolver, FileSystemConfigLoader, HtmlValidate, type Report } from 'html-validate';
import { loadPageData, PUBLIC_PAGES, type PageData } from '../scripts/lib/public-pages';
import { paths } from '../web/lib/paths';
import { ME_GUID } from '../shared/constants';
import { bearer, createProduct, createUser, expect, getJson, hydrated, signInByApi, test } from './support';

/**
 * Markup that machines read (issue 23): every kind of public page (scripts/lib/public-pages.ts, the
 * list `npm run lighthouse` measures), signed out, on a 390 px phone, checked by two tools nobody here
 * wrote, each page loaded once for both:
 *
 * - html-validate with its recommended rules (.htmlvalidate.mjs names the few style rules turned off
 *   and why). It reads two things: the HTML as the server sent it (what a crawler, a link preview or a
 *   screen reader before hydration gets: the answer of the page's own navigation, so no second
 *   request) and the page as React left it after hydration (document.documentElement.outerHTML: the
 *   parts only the browser draws, such as the signed-in header, are in it only there).
 * - axe-core in Chromium (@axe-core/playwright): no serious or critical violation, and every
 *   control inside a landmark.
 * - and no list named with aria-label (labelledLists).
 *
 * A few signed-in pages get both checks too, as a seller with a product and a chat sees them (their
 * HTML from the server is the bare shell, so only the hydrated page is validated there).
 */

test.use({ viewport: { width: 390, height: 844 } });

const validator = new HtmlValidate(new FileSystemConfigLoader([esmResolver()]));

/** Findings of html-validate, one line each: "rule: message (selector)". */
async function markupFindings(html: string, name: string): Promise<string[]> {
  // The file name only places the page next to the project's .htmlvalidate.mjs, which applies to it.
  const report: Report = await validator.validateString(html, path.resolve(`${name.replaceAll(' ', '-')}.html`));
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`));
}

/** Waits until every part of the page has hydrated (the parts inside HydrationBoundary come in short tasks after the shell). */
async function everyPartHydrated(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The page as the browser holds it now, as an HTML document. */
const hydratedHtml = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

/**
 * Rules held to whatever axe's impact: `region` (moderate) is every piece of the page inside a
 * landmark; the top bar's language select and buttons were outside one on every page but the home page.
 */
const ALWAYS = new Set(['region']);

/** Serious and critical axe violations (and those of ALWAYS), one line per element: "rule (impact): help — selector". */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.has(v.id))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replaceAll('\n', ' ')}` : ''}`));
}

/**
 * Lists named with aria-label, which screen readers announce unevenly (NVDA and JAWS skip a list's
 * name): a list is named by the section or landmark around it, or is a named group when its items are
 * controls. html-validate allows aria-label on <ul> and <ol>, so this project rule is checked here.
 */
const labelledLists = (page: Page) =>
  page.locator('ul[aria-label]:not([role]), ol[aria-label]:not([role])').evaluateAll((lists) => lists.map((l) => l.outerHTML.slice(0, l.outerHTML.indexOf('>') + 1)));

let pageData: Promise<PageData> | undefined;

for (const kind of PUBLIC_PAGES) {
  test(`${kind.name}: valid HTML from the server and after hydration, no serious accessibility violation`, async ({ page, request }) => {
    pageData ??= loadPageData((p) => getJson(request, p));
    const target = kind.path(await pageData);
    const response = await page.goto(target);
    expect(response?.status(), target).toBe(kind.status ?? 200);
    const served = await response!.text();
    await everyPartHydrated(page);

    expect.soft(await markupFindings(served, `${kind.name} served`), `html-validate, ${target} as served`).toEqual([]);
    expect.soft(await markupFindings(await hydratedHtml(page), `${kind.name} hydrated`), `html-validate, ${target} after hydration`).toEqual([]);
    expect.soft(await labelledLists(page), `lists named with aria-label, ${target}`).toEqual([]);
    expect.soft(await axeFindings(page), `axe, ${target}`).toEqual([]);
  });
}

/** The reader's own pages render in the browser: each is checked once its data has arrived (`ready`). */
const SIGNED_IN_PAGES = [
  { name: 'profile overview', path: paths.profile.overview(), ready: 'main dl' },
  { name: 'profile products', path: paths.profile.products(), ready: 'main table' },
  { name: 'messages', path: paths.profile.messages(), ready: '[data-testid="chat-list"] li' },
];

/** A seller with a product, whom a buyer has asked about it: their products table and chat list are not empty. */
async function sellerWithAChat(request: APIRequestContext) {
  const seller = await createUser(request, 'Malika', 'Karimova');
  const product = await createProduct(request, seller.access);
  const buyer = await createUser(request, 'Jasur', 'Xaridor');
  const { guid } = await getJson<{ guid: string }>(request, `/api/users/accounts/${ME_GUID}/`, seller.access);
  const chat = await request.post(`/api/messenger/chats/${guid}/create/`, { data: { data: { product: product.guid } }, headers: bearer(buyer.access) });
  expect(chat.ok()).toBeTruthy();
  return seller;
}
let seller: ReturnType<typeof sellerWithAChat> | undefined;

for (const kind of SIGNED_IN_PAGES) {
  test(`signed in, ${kind.name}: valid HTML after hydration, no serious accessibility violation`, async ({ page, request }) => {
    seller ??= sellerWithAChat(request);
    const { phone, password } = await seller;
    await signInByApi(page, phone, password, kind.path);
    await page.locator(kind.ready).first().waitFor();
    await everyPartHydrated(page);
    expect.soft(await markupFindings(await hydratedHtml(page), `${kind.name} signed in`), `html-validate, ${kind.path}`).toEqual([]);
    expect.soft(await labelledLists(page), `lists named with aria-label, ${kind.path}`).toEqual([]);
    expect.soft(await axeFindings(page), `axe, ${kind.path}`).toEqual([]);
  });
}
