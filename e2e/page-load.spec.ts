import type { ProductPage, ShopHomeData } from '../shared/schemas/shop';
import { expect, getJson, hydrated, test } from './support';

/**
 * What a phone loads first (issue 25, docs/decisions/0003-page-load.md): a server-rendered page comes
 * with one small script (web/boot.ts); the app's code is asked for once the page has loaded or at the
 * reader's first touch, and a button pressed before the app ran is pressed again once it runs.
 */

const APP_CODE = /\/assets\/main-[\w-]+\.js$/;

test('a rendered page asks for the app’s code only after it has loaded, then hydrates', async ({ page }) => {
  await page.goto('/about-us');
  await hydrated(page);
  const timing = await page.evaluate((pattern) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const app = performance.getEntriesByType('resource').find((r) => new RegExp(pattern).test(new URL(r.name).pathname));
    return { loadEventStart: nav.loadEventStart, appStart: app?.startTime ?? null };
  }, APP_CODE.source);
  expect(timing.appStart).not.toBeNull();
  expect(timing.appStart!).toBeGreaterThanOrEqual(timing.loadEventStart);
});

test('the HTML names one script, the boot script, and no module preloads of the app', async ({ request }) => {
  const html = await (await request.get('/about-us')).text();
  expect(html.match(/<script type="module"[^>]*src="[^"]+"/g)).toHaveLength(1);
  expect(html).not.toContain('rel="modulepreload"');
});

test('a tap on the menu button before the app has run opens the menu once it has', async ({ page }) => {
  // The app's code is held back until the tap has happened.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(APP_CODE, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  // Stopped before `load` (support.ts then leaves hydration alone): the tap comes while the page is the server's HTML.
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  const menuButton = page.getByRole('button', { name: 'Menyu', exact: true });
  await menuButton.click();
  await expect.poll(() => asked).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await hydrated(page);
  // Pressed again for the reader once the app runs: the menu opens.
  await expect(page.getByRole('dialog', { name: 'Menyu' })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
});

test('a link tapped before the app has run is followed by the browser', async ({ page }) => {
  await page.route(APP_CODE, () => undefined); // never answered: the app never runs
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hamkorlar' }).first().click();
  await expect(page).toHaveURL(/\/partners\/?$/);
});

test('a product page asks for its first photo in the head, at the width its slot takes', async ({ request }) => {
  const home = await getJson<ShopHomeData>(request, '/api/shop/home-data/');
  const card = home.new_products.find((p) => p.image)!;
  const product = (await getJson<ProductPage>(request, `/api/shop/product/${card.meta}/`)).product;
  const html = await (await request.get(`/online-shop/details/${product.meta}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
  expect(preload).toBeTruthy();
  expect(preload).toContain(`href="${product.product_images_onlineshop[0]!.image}"`);
  expect(preload).toMatch(/imagesrcset="[^"]+-320\.webp 320w, [^"]+-640\.webp 640w, [^"]+-1280\.webp 1280w"/);
  expect(preload).toContain('imagesizes="(min-width: 1366px) 660px, (min-width: 1024px) 50vw, 100vw"');
  expect(preload).toContain('fetchpriority="high"');
  // Before the stylesheet: the picture is asked for before the style is read.
  expect(head.indexOf(preload!)).toBeLessThan(head.indexOf('rel="stylesheet"'));
});
