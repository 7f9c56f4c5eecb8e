import { type APIRequestContext, type Page } from '@playwright/test';
import { formatPayRange } from '../shared/format/price';
import type { Announcement, AnnouncementsHomeData, SavedSearch, UserAnnouncement } from '../shared/schemas/announcements';
import { sql } from 'drizzle-orm';
import { startOwnServer } from './own-server';
import { bearer, chooseLanguage, closeToasts, createUser, expect, expectNoSidewaysScroll, getJson, newContext, signInAs, signInByApi, test, toast } from './support';

/**
 * The announcements' pages (spec §2 Announcements): the index (the service and work lists, the
 * browse list found by filters and by words in either script, saved searches), the job page (pay,
 * working time, place, applicants, 'Ariza qoldirish' through the chat) and the service page (its pay,
 * "E'lon topilmadi", 'Ariza qoldirish' — to sign-in for anonymous visitors, to the messenger,
 * chat opened and announcement card posted, for a signed-in one).
 */

async function serviceAnnouncement(request: APIRequestContext): Promise<Announcement> {
  const data = await getJson<AnnouncementsHomeData>(request, '/api/announcements/home-data/');
  expect(data.service_announcement.length, 'a demo service announcement').toBeGreaterThan(0);
  return data.service_announcement[0];
}

const applyButton = (page: Page) => page.getByRole('button', { name: 'Ariza qoldirish' });

test('shows a service announcement with its pay and the apply button', async ({ page, request }) => {
  const a = await serviceAnnouncement(request);
  await page.goto(`/announcements/services/details/${a.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await expect(page.locator('article').getByText(formatPayRange(a.price_min, a.price_max, a.negotiable), { exact: true })).toBeVisible();
  await expect(applyButton(page)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(a.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // The short address leads to the page's own.
  await page.goto(`/services/${a.meta}/`);
  await expect(page).toHaveURL((url) => url.pathname === `/announcements/services/details/${a.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
});

test("an unknown announcement says \"E'lon topilmadi\" (the spec's §8 words in Uzbek, issue 40)", async ({ page }) => {
  await page.goto('/announcements/services/details/no-such-announcement-xyz/');
  await expect(page.getByRole('heading', { name: "E'lon topilmadi" })).toBeVisible();
});

test('anonymous visitors are sent to sign in', async ({ page, request }) => {
  const a = await serviceAnnouncement(request);
  await page.goto(`/announcements/services/details/${a.meta}/`);
  await applyButton(page).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/announcements/services/details/${a.meta}/`);
});

test('a signed-in user lands in the chat with the announcement', async ({ page, request }) => {
  const a = await serviceAnnouncement(request);
  const path = `/announcements/services/details/${a.meta}/`;
  await signInAs(page, 'user', path);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();

  await applyButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/messaging/' && url.searchParams.has('chat'));
  // The chat is about this service, and the message that applied names it with a link to its page.
  await expect(page.getByTestId('chat-about')).toContainText(a.title);
  await expect(page.getByTestId('message').getByTestId('announcement-card').first()).toContainText(a.title);
  await expect(page.getByTestId('message').getByTestId('announcement-card').first()).toHaveAttribute('href', path);
});

// ---------------------------------------------------------------------------------------------
// The index and the job page

/**
 * A made-up word of this run, in Latin and in Uzbek Cyrillic (syllable by syllable), so a search for
 * it finds only this test's announcement whatever else the shared server holds.
 */
function runWord() {
  const syllables: [string, string][] = [
    ['zar', 'зар'],
    ["do'z", 'дўз'],
    ['gul', 'гул'],
    ['nur', 'нур'],
    ["bo'", 'бў'],
    ['yoq', 'ёқ'],
    ['tik', 'тик'],
    ['kash', 'каш'],
    ['pil', 'пил'],
    ["mo'y", 'мўй'],
  ];
  const picked = Array.from({ length: 5 }, () => syllables[Math.floor(Math.random() * syllables.length)]!);
  return { latin: picked.map(([l]) => l).join(''), cyrillic: picked.map(([, c]) => c).join('') };
}

interface Place {
  id: number;
  name_uz: string;
}

/** A job announcement of a fresh author, made through the API (the form is another test's). */
async function createJob(request: APIRequestContext, fields: { title: string; workTime: string; pay?: [number, number]; regionIndex?: number }) {
  const author = await createUser(request, 'Shahnoza', 'Rahimova');
  const regions = await getJson<Place[]>(request, '/api/users/regions/');
  const region = regions[fields.regionIndex ?? 3]!;
  const district = (await getJson<Place[]>(request, `/api/users/districts/?region=${region.id}`))[0]!;
  const res = await request.post('/api/announcements/user-announcements/', {
    headers: bearer(author.access),
    data: {
      annoucement_type: 'work_announcement',
      name: fields.title,
      negotiate: !fields.pay,
      price_min: fields.pay?.[0],
      price_max: fields.pay?.[1],
      region: region.id,
      district: district.id,
      address: "Ipakchilar ko'chasi 7",
      experience: '1 yildan',
      work_time: fields.workTime,
      description: "<p>Atlas va adras <strong>to'qish</strong> ustaxonasiga ishchi kerak.</p>",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { job: (await res.json()) as UserAnnouncement, author, region, district };
}

test("the index shows the service and work lists, and finds a job by region and work time, and by a word in Latin or Cyrillic", async ({ page, request }) => {
  const word = runWord();
  const { job, region, district } = await createJob(request, { title: `Zarbof ${word.latin} ustasi`, workTime: 'part_time', pay: [2_000_000, 3_500_000] });

  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1, name: "E'lonlar" })).toBeVisible();
  for (const name of ['Xizmatlar', "Ish e'lonlari"]) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByTestId('announcement-card').first()).toBeVisible();
  }
  // No 'E'lon berish' banner for a visitor who has not signed in.
  await expect(page.getByRole('link', { name: "E'lon berish" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Filters (folded behind 'Filtrlar' on a phone): region, then its district, then another region resets the district.
  await page.getByRole('button', { name: 'Filtrlar' }).click();
  await page.getByLabel('Viloyat', { exact: true }).selectOption(String(region.id));
  await expect(page).toHaveURL((url) => url.searchParams.get('region') === String(region.id));
  await page.getByLabel('Tuman', { exact: true }).selectOption(String(district.id));
  await expect(page).toHaveURL((url) => url.searchParams.get('district') === String(district.id));
  await page.getByLabel('Ish vaqti', { exact: true }).selectOption('part_time');
  await expect(page).toHaveURL((url) => url.searchParams.get('work_time') === 'part_time' && url.searchParams.get('district') === String(district.id));
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  // The landing lists give way to the results once anything is chosen.
  await expect(page.getByRole('region', { name: 'Xizmatlar', exact: true })).toHaveCount(0);

  // Another work time finds nothing of it; the empty state says so.
  await page.getByLabel('Ish vaqti', { exact: true }).selectOption('full_time');
  await expect(page.getByRole('link', { name: job.title })).toHaveCount(0);
  const regions = await getJson<Place[]>(request, '/api/users/regions/');
  const other = regions.find((r) => r.id !== region.id)!;
  await page.getByLabel('Viloyat', { exact: true }).selectOption(String(other.id));
  await expect(page).toHaveURL((url) => url.searchParams.get('region') === String(other.id) && !url.searchParams.has('district'));

  // The link is shareable: the same filters, opened afresh, rendered by the server.
  await page.goto(`/announcements?region=${region.id}&work_time=part_time&type=work`);
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();

  // Words, in Latin and in Cyrillic, through the search box.
  for (const q of [word.latin, word.cyrillic, word.latin.replaceAll("'", '')]) {
    await page.goto('/announcements');
    await page.getByRole('searchbox').fill(q);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === q);
    // The results replace the landing lists (which also show the newest job) once they have arrived.
    await expect(page.getByText("1 ta e'lon topildi")).toBeVisible();
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  }

  // Nothing matches: the spec's words, in Uzbek (issue 40).
  await page.goto(`/announcements?q=${word.latin}&type=service`);
  await expect(page.getByText("E'lon topilmadi")).toBeVisible();
});

test('a job page shows its pay, working time, place and applicants; applying opens the chat with the announcement, and an anonymous visitor signs in first', async ({ page, request }) => {
  const word = runWord();
  const { job, region } = await createJob(request, { title: `Kashtachi ${word.latin} kerak`, workTime: 'part_time', pay: [1_500_000, 3_000_000] });
  const path = `/announcements/details/${job.meta}/`;

  await page.goto(path);
  const article = page.locator('article');
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(article.getByText("1 500 000 - 3 000 000 SO'M").first()).toBeVisible();
  await expect(article.getByText('Yarim stavka')).toBeVisible();
  await expect(article.getByText(region.name_uz)).toBeVisible();
  await expect(article.getByText("Atlas va adras to'qish ustaxonasiga ishchi kerak.")).toBeVisible();
  await expect(page.getByTestId('applicants')).toHaveText('Hali hech kim ariza qoldirmagan');
  // The three tabs, the job one current; the other jobs on the side.
  await expect(page.getByRole('navigation', { name: "E'lon bo'limlari" }).getByRole('link', { name: "Ish e'lonlari" })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: "Boshqa ish e'lonlari" }).getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Anonymous: to sign-in, and back here afterwards.
  await applyButton(page).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(path);

  // Signed in: the chat with the author, the announcement posted in it.
  await signInAs(page, 'user', path);
  await applyButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/messaging/' && url.searchParams.has('chat'));
  await expect(page.getByTestId('chat-about')).toContainText(job.title);
  await expect(page.getByTestId('message').getByTestId('announcement-card').first()).toContainText(job.title);

  // One person has applied now.
  await page.goto(path);
  await expect(page.getByTestId('applicants')).toHaveText('1 kishi ariza qoldirgan');
});

test("an unknown job answers 404 with \"E'lon topilmadi\"; a service's address on the job path leads to the service page", async ({ page, request }) => {
  const res = await page.goto('/announcements/details/bunday-elon-yoq-123/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "E'lon topilmadi" })).toBeVisible();
  await page.getByRole('link', { name: "E'lonlarga qaytish" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/announcements');

  const service = await serviceAnnouncement(request);
  await page.goto(`/announcements/details/${service.meta}/`);
  await expect(page).toHaveURL((url) => url.pathname === `/announcements/services/details/${service.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
});

test('a signed-in user saves a search, sees it in the panel and deletes it', async ({ page, request }) => {
  const user = await createUser(request, 'Madina', 'Qodirova');
  await signInByApi(page, user.phone, user.password, '/announcements?type=work&work_time=part_time');
  // Signed in: the 'E'lon berish' banner.
  await expect(page.getByRole('link', { name: "E'lon berish" }).first()).toBeVisible();
  const panel = page.getByRole('region', { name: 'Saqlangan qidiruvlar' });
  await expect(panel.getByText('Hali saqlangan qidiruv yo')).toBeVisible();

  await page.getByRole('button', { name: 'Qidiruvni saqlash' }).click();
  await expect(toast(page, 'Qidiruv saqlandi', 'success')).toBeVisible();
  await closeToasts(page);
  const entry = panel.getByRole('link', { name: "Qidiruvni ochish: Ish e'lonlari · Yarim stavka" });
  await expect(entry).toBeVisible();
  // The same search is not offered twice.
  await expect(page.getByRole('button', { name: 'Qidiruvni saqlash' })).toHaveCount(0);
  const saved = await getJson<SavedSearch[]>(request, '/api/announcements/saved-searches/', user.access);
  expect(saved).toEqual([expect.objectContaining({ type: 'work_announcement', work_time: 'part_time', region: null, q: '' })]);

  // It opens its list again from another one.
  await page.goto('/announcements?type=service');
  await entry.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'work' && url.searchParams.get('work_time') === 'part_time');

  await panel.getByRole('button', { name: "Qidiruvni o'chirish: Ish e'lonlari · Yarim stavka" }).click();
  await expect(toast(page, "Saqlangan qidiruv o'chirildi", 'success')).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await getJson<SavedSearch[]>(request, '/api/announcements/saved-searches/', user.access)).toEqual([]);
});

test("the save button on a job page keeps it in the reader's saved list; an anonymous visitor signs in first", async ({ page, request }) => {
  const { job } = await createJob(request, { title: `Bo'yoqchi ${runWord().latin} kerak`, workTime: 'full_time' });
  const path = `/announcements/details/${job.meta}/`;
  const save = () => page.locator('article').getByRole('button', { name: 'Saqlash' });

  await page.goto(path);
  await page.locator('article').getByRole('link', { name: /Saqlash/ }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);

  const reader = await createUser(request, 'Dilnoza', 'Qodirova');
  await signInByApi(page, reader.phone, reader.password, path);
  await expect(save()).toHaveAttribute('aria-pressed', 'false');
  await save().click();
  await expect(save()).toHaveAttribute('aria-pressed', 'true');
  // Kept on the server: after a reload, and in the saved list.
  await page.reload();
  await expect(save()).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/profile/saved-announcements/');
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();
});

test("an announcement past its last day: its page still answers, says 'Muddati tugagan', takes no application and is out of the lists; its author extends it", async ({ browser }) => {
  test.slow();
  // Only time ends an announcement's life: a server of the test's own, whose database the test can reach.
  const own = await startOwnServer();
  const context = await newContext(browser, { baseURL: own.base });
  try {
    const request = context.request;
    const author = await createUser(request, 'Nodira', 'Yusupova');
    const res = await request.post('/api/announcements/user-announcements/', {
      headers: bearer(author.access),
      data: { annoucement_type: 'work_announcement', name: 'Kashtachi kerak (eski)', negotiate: true, region: 13, district: 188, work_time: 'full_time', description: '<p>Kashta tikish.</p>' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const job = (await res.json()) as UserAnnouncement;
    await own.db.execute(sql`update announcements set expires_at = now() - interval '2 days' where guid = ${job.guid}`);
    // A write clears the server's cached lists (an expiry shows in them within seconds anyway).
    await request.post('/api/announcements/user-announcements/', {
      headers: bearer(author.access),
      data: { annoucement_type: 'work_announcement', name: 'Kashtachi kerak (yangi)', negotiate: true, region: 13, district: 188, work_time: 'full_time', description: '<p>Kashta tikish.</p>' },
    });

    // Anyone with the old link: the page, with its notice, no 'Ariza qoldirish', and kept out of search engines.
    const page = await context.newPage();
    const response = await page.goto(`/announcements/details/${job.meta}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    const notice = page.getByTestId('expired-notice');
    await expect(notice).toContainText('Muddati tugagan');
    await expect(notice).toContainText("Bu e'lonning muddati");
    await expect(applyButton(page)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(notice.getByRole('link', { name: 'Muddatini uzaytirish' })).toHaveCount(0);
    // Out of the index's lists.
    await page.goto('/announcements');
    await expect(page.getByRole('link', { name: 'Kashtachi kerak (yangi)' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kashtachi kerak (eski)' })).toHaveCount(0);

    // Its author: marked in their list, extended from the notice through the edit form's last day.
    await signInByApi(page, author.phone, author.password, '/profile/announcements/');
    const card = page.getByTestId('own-announcement').filter({ hasText: 'Kashtachi kerak (eski)' });
    await expect(card.locator('[data-item-state="expired"]')).toHaveText('Muddati tugagan');
    await page.goto(`/announcements/details/${job.meta}/`);
    await page.getByTestId('expired-notice').getByRole('link', { name: 'Muddatini uzaytirish' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/profile/announcements/edit/${job.guid}/`);
    await expect(page.getByText(/^Muddati \d{4}\.\d{2}\.\d{2} kuni tugagan: e'lon yana ro'yxatlarda ko'rinishi uchun yangi kunni tanlang\.$/)).toBeVisible();
    const lastDay = page.getByLabel("E'lonning oxirgi kuni");
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tashkent' });
    await lastDay.fill(inTwoWeeks);
    await page.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile/announcements/');
    await expect(card.locator('[data-item-state="expired"]')).toHaveCount(0);
    await expect(card.getByText(`Oxirgi kun: ${inTwoWeeks.replaceAll('-', '.')}`)).toBeVisible();
    await page.goto(`/announcements/details/${job.meta}/`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByTestId('expired-notice')).toHaveCount(0);
  } finally {
    await context.close();
    await own.close();
  }
});

test("regions and districts are listed in alphabetical order of the reader's language, as the server drew them", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const options = async (label: string) => (await page.getByLabel(label, { exact: true }).locator('option').allTextContents()).slice(1);

  // Farg'ona viloyati (13): the API lists its districts in id order.
  await page.goto('/announcements?region=13');
  expect(await options('Viloyat')).toEqual([
    'Andijon viloyati',
    'Buxoro viloyati',
    "Farg'ona viloyati",
    'Jizzax viloyati',
    'Namangan viloyati',
    'Navoiy viloyati',
    'Qashqadaryo viloyati',
    "Qoraqalpog'iston Respublikasi",
    'Samarqand viloyati',
    'Sirdaryo viloyati',
    'Surxondaryo viloyati',
    'Toshkent viloyati',
    'Toshkent shahri',
    'Xorazm viloyati',
  ]);
  const districts = await options('Tuman');
  expect(districts.slice(0, 4)).toEqual(['Beshariq tumani', "Bog'dod tumani", 'Buvayda tumani', "Dang'ara tumani"]);
  // Oʻ comes after Z, as the Uzbek alphabet has it.
  expect(districts.at(-1)).toBe("O'zbekiston tumani");

  await chooseLanguage(page, 'ru');
  await page.goto('/announcements?region=13');
  const ru = await options('Область');
  expect(ru.slice(0, 3)).toEqual(['Андижанская область', 'Бухарская область', 'город Ташкент']);
  expect(ru.at(-1)).toBe('Хорезмская область');
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e)), 'hydration errors').toEqual([]);
});
