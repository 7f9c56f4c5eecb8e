import { type Page } from '@playwright/test';
import type { AnnouncementsHomeData } from '../shared/schemas/announcements';
import type { CoursesHomeData } from '../shared/schemas/courses';
import type { NewsHomeData } from '../shared/schemas/news';
import { formatPayRange } from '../shared/format/price';
import { expect, expectNoSidewaysScroll, getJson, test } from './support';

/**
 * The public home page (spec §1) against the real server and its demo content. Lists are compared
 * with what the home-data endpoints answer, so the tests follow the data rather than hard-coding it.
 */

const HOME_ITEMS = 4;

/** Scrolls the whole page in steps, so lazy images load and counters start, then returns to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('the home page has its title and every block of spec §1', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Ipakchilar va hunarmandlar platformasi - Ipak');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ipak — ipakchilik va hunarmandchilik platformasi');
  await expect(page.getByRole('region', { name: 'Ipak platformasi imkoniyatlari' })).toBeVisible();
  for (const name of ['Ipakchilik an\'analari va zamonaviy imkoniyatlar bir joyda', 'Platformada nimalar qilish mumkin', 'Ipak — ishonchli hamjamiyat', 'Foydali hujjatlar', 'Yangi kurslar', 'Haftaning yangiliklari', "Ish e'lonlari"]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
  }
  const features = page.getByRole('region', { name: 'Platformada nimalar qilish mumkin' }).getByRole('listitem');
  await expect(features).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Davlat rahbari so\'zlari' })).toContainText('Shavkat Mirziyoyev');
});

test.describe('hero carousel', () => {
  test('has six dots, and a dot jumps to its slide', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Ipak platformasi imkoniyatlari' });
    const dots = hero.getByRole('button', { name: /-slaydga o'tish$/ });
    await expect(dots).toHaveCount(6);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: '1 / 6' })).toBeVisible();

    await hero.getByRole('button', { name: "4-slaydga o'tish" }).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: '4 / 6' })).toBeVisible();
    // Hidden slides are aria-hidden and inert, so they leave the accessibility tree.
    await expect(hero.getByRole('group', { name: '1 / 6' })).toHaveCount(0);
    // The three calls to action stay put whatever the slide.
    await expect(hero.getByRole('link', { name: "Do'konga o'tish" })).toHaveAttribute('href', '/online-shop');
    await expect(hero.getByRole('link', { name: "E'lonlarni ko'rish" })).toHaveAttribute('href', '/announcements');
    await expect(hero.getByRole('link', { name: 'Bepul kurslar' })).toHaveAttribute('href', '/courses');
  });

  test('autoplays every 5000 ms in a loop and stops when paused', async ({ page }) => {
    // A paused, controlled clock makes the 5-second autoplay deterministic and instant.
    await page.clock.install({ time: new Date('2025-03-21T08:00:00+05:00') });
    await page.clock.pauseAt(new Date('2025-03-21T08:00:01+05:00'));
    // The app starts a frame after the page has loaded (web/boot.ts), on the paused clock too: it is
    // moved on 50 ms at a time until the page is hydrated, so the autoplay starts within the last step.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.evaluate(() => document.documentElement.dataset.hydrated ?? null);
      })
      .toBe('true');
    const hero = page.getByRole('region', { name: 'Ipak platformasi imkoniyatlari' });
    const dots = hero.getByRole('button', { name: /-slaydga o'tish$/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(4800);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(400);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // Five more intervals: 2 → 3 → 4 → 5 → 6 → back to 1.
    for (let i = 2; i <= 6; i++) {
      await page.clock.runFor(5000);
      await expect(dots.nth(i % 6)).toHaveAttribute('aria-current', 'true');
    }

    // Keyboard only, so no pointer rests on the hero (hovering also pauses); then focus leaves it.
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await hero.getByRole('button', { name: "Slaydlarni to'xtatish" }).focus();
    await page.keyboard.press('Enter');
    await blur();
    await page.clock.runFor(20_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: 'Slaydlarni davom ettirish' }).focus();
    await page.keyboard.press('Enter');
    await blur();
    await page.clock.runFor(5100);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

test('the about block counts up to 12255+ and links to the about page', async ({ page }) => {
  await page.goto('/');
  const counter = page.getByTestId('artisan-counter');
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText('12255+');
  await expect(page.getByRole('link', { name: 'Batafsil' })).toHaveAttribute('href', '/about-us');
});

test('four statistic cards with the hard-coded figures', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('stat-card');
  await expect(cards).toHaveCount(4);
  await cards.first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stat-value')).toHaveText(['12 250+', '120+', '8 500+', '8 000 000+']);
  await expect(cards).toContainText(['Hunarmandlar', "Faoliyat yo'nalishlari", 'Mahsulot turlari', "Hunarmandning o'rtacha oylik daromadi, so'm"]);
});

test('the documents block links to legislation (@a) and small-business projects (@b)', async ({ page }) => {
  await page.goto('/');
  const docs = page.getByRole('region', { name: 'Foydali hujjatlar' });
  await expect(docs.getByRole('link', { name: 'Qonunchilik hujjatlari' })).toHaveAttribute('href', '/news/documents/@a');
  await expect(docs.getByRole('link', { name: 'Kichik biznes loyihalar' })).toHaveAttribute('href', '/news/documents/@b');
});

test('new courses, the week\'s news and work announcements come from the API', async ({ page, request }) => {
  const courses = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const news = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const ads = await getJson<AnnouncementsHomeData>(request, '/api/announcements/home-data/');
  expect(courses.new.length, 'demo content has new courses').toBeGreaterThan(0);
  expect(news.week.length, 'demo content has news of the week').toBeGreaterThan(0);
  expect(ads.work_announcement.length, 'demo content has work announcements').toBeGreaterThan(0);

  await page.goto('/');
  await scrollThrough(page);

  const courseSection = page.getByRole('region', { name: 'Yangi kurslar' });
  const expectedCourses = courses.new.slice(0, HOME_ITEMS);
  await expect(courseSection.getByRole('article')).toHaveCount(expectedCourses.length);
  for (const c of expectedCourses) {
    await expect(courseSection.getByRole('link', { name: c.title, exact: true })).toHaveAttribute('href', `/courses/details/${c.meta}/`);
  }

  const newsSection = page.getByRole('region', { name: 'Haftaning yangiliklari' });
  const expectedNews = news.week.slice(0, HOME_ITEMS);
  await expect(newsSection.getByRole('article')).toHaveCount(expectedNews.length);
  for (const n of expectedNews) {
    await expect(newsSection.getByRole('link', { name: n.title, exact: true })).toHaveAttribute('href', `/news/details/${n.meta}/`);
  }

  const adSection = page.getByRole('region', { name: "Ish e'lonlari" });
  const expectedAds = ads.work_announcement.slice(0, HOME_ITEMS);
  await expect(adSection.getByRole('article')).toHaveCount(expectedAds.length);
  for (const [i, a] of expectedAds.entries()) {
    await expect(adSection.getByRole('link', { name: a.title, exact: true })).toHaveAttribute('href', `/announcements/details/${a.meta}/`);
    await expect(adSection.getByRole('article').nth(i)).toContainText(formatPayRange(a.price_min, a.price_max, a.negotiable || a.dealed || a.argued));
  }
});

test('sections show skeletons while loading and a calm Uzbek message when the API fails', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // On the context: once the service worker runs, it is the one that asks the server (web/sw/offline.ts).
  await page.context().route('**/api/courses/home-data/', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { code: 'internal', message: 'Xatolik' } });
  });
  // The server renders a page with its data; the browser asks for it when the reader comes to the
  // page from another one, which is where loading and failing show.
  await page.goto('/partners');
  await page.locator('header').getByRole('link', { name: 'Ipak — bosh sahifa' }).click();
  const courseSection = page.getByRole('region', { name: 'Yangi kurslar' });
  await expect(courseSection).toHaveAttribute('aria-busy', 'true');
  release();
  // The query retries once before giving up (main.tsx: retry 1).
  await expect(courseSection.getByRole('alert')).toContainText("Ma'lumotlarni yuklab bo'lmadi", { timeout: 15_000 });
  await expect(courseSection.getByRole('button', { name: 'Qayta urinish' })).toBeVisible();
});

test('no horizontal scroll at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await scrollThrough(page);
  await expectNoSidewaysScroll(page);
});

test('the page never asks any host but 127.0.0.1', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.hostname !== '127.0.0.1') outside.push(req.url());
  });
  for (const path of ['/', '/about-us', '/partners', '/contacts', '/privacy']) {
    await page.goto(path);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: 'Menyu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menyu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
});
