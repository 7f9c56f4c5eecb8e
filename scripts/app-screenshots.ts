// `npm run app-screenshots [-- --no-build]`: the screenshots of the web app manifest
// (web/public/manifest.webmanifest), which an install prompt shows (Chromium's richer install sheet):
// the real app, built and served by the real server in its own process on a fresh database with the
// demo content, photographed by Debian's Chromium (CHROMIUM_PATH) through Playwright — a phone's home
// page (narrow) and the shop on a laptop (wide) — and written as WebP. Run it after a visible change of
// those pages; a test checks that the manifest names these files at their true sizes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startServerProcess } from './lib/server-process';

export const SCREENSHOT_DIR = 'web/public/screenshots';

/** Each screenshot: the page, the window it is taken in (CSS pixels × scale = the file's size), and the manifest's words for it. */
export const APP_SCREENSHOTS = [
  { file: 'home-narrow.webp', path: '/', width: 360, height: 640, scale: 2, form_factor: 'narrow', label: "Ipak bosh sahifasi telefonda: do'kon, ish e'lonlari, yangiliklar va kurslar" },
  { file: 'shop-wide.webp', path: '/online-shop/', width: 1280, height: 800, scale: 1, form_factor: 'wide', label: "Ipak onlayn do'koni: hunarmandlarning qo'l mehnati mahsulotlari" },
] as const;

/** The size a screenshot's file has, as the manifest writes it ('720x1280'). */
export const sizesOf = (shot: (typeof APP_SCREENSHOTS)[number]) => `${shot.width * shot.scale}x${shot.height * shot.scale}`;

async function main() {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  if (!values['no-build'] && spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  const server = await startServerProcess();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const shot of APP_SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: shot.scale,
        isMobile: shot.form_factor === 'narrow',
        hasTouch: shot.form_factor === 'narrow',
        locale: 'uz-UZ',
        timezoneId: 'Asia/Tashkent',
        // A still picture: no carousel or transition caught half-way.
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.base}${shot.path}`, { waitUntil: 'load' });
      // The app has hydrated (web/main.tsx marks it), every image above the fold has arrived, and the fonts are in.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy').every((img) => img.complete));
      const png = await page.screenshot({ type: 'png' });
      await sharp(png).webp({ quality: 72, effort: 6 }).toFile(path.join(SCREENSHOT_DIR, shot.file));
      await context.close();
      console.log(`${shot.file}: ${sizesOf(shot)}, ${(fs.statSync(path.join(SCREENSHOT_DIR, shot.file)).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
