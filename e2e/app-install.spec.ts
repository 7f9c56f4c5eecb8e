import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, test } from './support';

/**
 * An app on the home screen (issue 27): the manifest is served, names its icons (which are there, at
 * their sizes), the service worker is registered for every reader (scope: the whole site) and
 * controls the page, and Chromium finds the site installable.
 */
test('the web app manifest, its icons and screenshots are served, the service worker controls the page, and Chromium finds the site installable', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  type Picture = { src: string; sizes: string; type: string };
  const manifest = (await res.json()) as { name: string; start_url: string; icons: (Picture & { purpose: string })[]; screenshots: (Picture & { form_factor: string; label: string })[] };
  expect(manifest).toMatchObject({ name: 'Ipak', start_url: '/', display: 'standalone' });
  // The install sheet's screenshots (npm run app-screenshots): a phone's and a laptop's, served at their sizes.
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const icon of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    const meta = await sharp(await file.body()).metadata();
    expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Registered once the page has loaded, by nobody's choice (push is off): installed, activated, in charge.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL, count: (await navigator.serviceWorker.getRegistrations()).length };
  });
  const origin = new URL(page.url()).origin;
  // One worker for every language; told the reader's, it keeps that language's dictionaries only.
  expect(registration).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js`, count: 1 });
  await expect.poll(() => shellDictionaries(page)).toEqual({ uz: true, ru: false });
  const cdp = await page.context().newCDPSession(page);
  // Chromium reads the manifest once the page has loaded; it answers no errors when the site can be
  // installed. 'in-incognito' is the test's browser (a fresh, private profile), not the site.
  const manifestFound = await cdp.send('Page.getAppManifest');
  expect(manifestFound.url).toBe(`${origin}/manifest.webmanifest`);
  expect(manifestFound.errors).toEqual([]);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);

  // A reader who changes language: from the next page the same worker keeps the new one's instead.
  await chooseLanguage(page, 'ru');
  await page.goto('/');
  await expect.poll(() => shellDictionaries(page)).toEqual({ uz: false, ru: true });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL))).toEqual([`${origin}/sw.js`]);
});

/**
 * Whether the worker's app shell holds the Uzbek and the Russian dictionaries, told by a sentence of
 * each language's shop dictionary (the Uzbek ones every page needs are in the common bundle).
 */
function shellDictionaries(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('ipak-shell-'));
    if (!name) return { uz: false, ru: false };
    const cache = await caches.open(name);
    const scripts = (await cache.keys()).filter((request) => request.url.endsWith('.js'));
    // The worker may drop a file between keys() and match() (it is changing languages): read what is there.
    const texts = await Promise.all(scripts.map(async (request) => (await cache.match(request))?.text() ?? ''));
    return { uz: texts.some((t) => t.includes('Moderatorlar tekshirgan mahsulotlar')), ru: texts.some((t) => t.includes('Напрямую от мастеров')) };
  });
}
