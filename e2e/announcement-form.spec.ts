import type { APIRequestContext, Page } from '@playwright/test';
import type { Paged } from '../shared/schemas/common';
import type { AnnouncementItem, UserAnnouncement } from '../shared/schemas/announcements';
import { bearer, createUser, expect, expectNoSidewaysScroll, getJson, image, signInByApi, test, toast } from './support';

/**
 * The announcement form and the profile's announcement pages (spec §2 announcements 'create' and the
 * profile menu, §3 Announcement form draft, §4 Announcement form, §9 pay and work time): a job ad and
 * a service ad made through the real form, its Uzbek messages on the values as typed, an edit, a
 * delete from the profile list, and the saved list with unsave.
 */

/** Farg'ona region and its Marg'ilon city, and another district of the same region (the demo geo data). */
const FERGANA = '13';
const MARGILAN = '188';

const MESSAGES = {
  type: "E'lon turini tanlang",
  name: "E'lon nomini kiriting",
  region: 'Viloyatni tanlang',
  district: 'Tumanni tanlang',
  workTime: 'Ish vaqtini tanlang',
  description: "E'lon haqida ma'lumot kiriting",
  pay: 'Maoshni kiriting yoki «Kelishiladi»ni belgilang',
  range: "Eng kam maosh eng ko'p maoshdan katta bo'lmasligi kerak",
  images: 'Kamida 1 ta rasm yuklashingiz kerak',
};

const form = (page: Page) => ({
  job: page.getByText("Ish e'loni", { exact: true }),
  service: page.getByText("Xizmat e'loni", { exact: true }),
  name: page.getByLabel(/^E'lon nomi/),
  negotiate: page.getByRole('checkbox', { name: 'Kelishiladi' }),
  min: page.getByLabel(/^Eng kam/),
  max: page.getByLabel(/^Eng ko'p/),
  region: page.getByLabel(/^Viloyat/),
  district: page.getByLabel(/^Tuman \/ shahar/),
  address: page.getByLabel(/^Manzil/),
  workTime: page.getByLabel(/^Ish vaqti/),
  experience: page.getByLabel(/^Tajriba/),
  description: page.getByLabel(/^Tavsif/),
  lastDay: page.getByLabel("E'lonning oxirgi kuni"),
  images: page.locator('input[type="file"][name="images"]'),
  submit: page.getByRole('button', { name: "E'lonni joylash" }),
});

/** A field's error text (not the placeholder option of a select that may say the same words). */
const message = (page: Page, text: string) => page.locator('.field-error', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** A job announcement of the account, made through the API (JSON), with a stated pay. */
async function createJob(request: APIRequestContext, access: string, name: string): Promise<UserAnnouncement> {
  const res = await request.post('/api/announcements/user-announcements/', {
    headers: bearer(access),
    data: { annoucement_type: 'work_announcement', name, negotiate: false, price_min: 2_000_000, price_max: 3_000_000, region: Number(FERGANA), district: Number(MARGILAN), work_time: 'part_time', description: '<p>Tajribali usta kerak.</p>' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as UserAnnouncement;
}

const ownAnnouncements = async (request: APIRequestContext, access: string) =>
  (await getJson<Paged<UserAnnouncement>>(request, '/api/announcements/user-announcements/?page_size=50', access)).data;

test('a job ad: negotiate off, pay range, region → district, work time; lands on its page', async ({ page, request }) => {
  // Anonymous visitors sign in first and come back to the form.
  await page.goto('/announcements/create/');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/sign-in/' && url.searchParams.get('next') === '/announcements/create/');

  const user = await createUser(request, 'Bahodir', 'Tojiboyev');
  await signInByApi(page, user.phone, user.password, '/announcements/create/');
  await expect(page.getByRole('heading', { level: 1, name: "E'lon berish" })).toBeVisible();
  await expect(page).toHaveTitle(/^E'lon berish/);
  await expectNoSidewaysScroll(page);

  const f = form(page);
  await f.job.click();
  const title = `Ipak gilam to'quvchi ${Date.now()}`;
  await f.name.fill(title);

  // 'Kelishiladi' is on by default and turns the amounts off.
  await expect(f.negotiate).toBeChecked();
  await expect(f.min).toBeDisabled();
  await f.negotiate.uncheck();
  await expect(f.min).toBeEnabled();
  await f.min.fill('3000000');
  await f.max.fill('5 000 000');

  // Another region resets the district.
  await expect(f.district).toBeDisabled();
  await f.region.selectOption(FERGANA);
  await f.district.selectOption(MARGILAN);
  await f.region.selectOption('2');
  await expect(f.district).toHaveValue('');
  await f.region.selectOption(FERGANA);
  await f.district.selectOption(MARGILAN);

  await f.address.fill("Marg'ilon, Ipakchilar ko'chasi 5");
  // The options carry real values (spec §9 work times; the experience levels).
  await expect(f.workTime.locator('option')).toHaveText(['Ish vaqtini tanlang', "To'liq stavka", 'Yarim stavka', 'Moslashuvchan grafik']);
  await f.workTime.selectOption({ label: "To'liq stavka" });
  await f.experience.selectOption({ label: '1–3 yil' });
  await f.description.fill("Vazifalar:\n- gilam to'qish\n- shogirdlarga o'rgatish");
  // A job takes no pictures: the picker is not offered.
  await expect(f.images).toHaveCount(0);

  await f.submit.click();
  await expect(page).toHaveURL(/\/announcements\/details\/[^/]+\/$/);
  const meta = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);

  const [mine] = await ownAnnouncements(request, user.access);
  expect(mine).toMatchObject({ meta, type: 'work_announcement', title, negotiable: false, price_min: 3_000_000, price_max: 5_000_000, work_time: 'full_time', experience: '1–3 yil', address: "Marg'ilon, Ipakchilar ko'chasi 5", applicants_count: 0 });
  expect(mine.region?.id).toBe(Number(FERGANA));
  expect(mine.district?.id).toBe(Number(MARGILAN));
  expect(mine.description).toContain("<li>gilam to");
});

/** A Tashkent day `days` from today (YYYY-MM-DD), as a date input holds it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tashkent' });

test("the last day: shown as published + 30 days; in the past or past 90 days refused in Uzbek; a chosen day is the ad's", async ({ page, request }) => {
  const user = await createUser(request, 'Dilshod', 'Qodirov');
  await signInByApi(page, user.phone, user.password, '/announcements/create/?type=work');
  const f = form(page);
  await expect(f.lastDay).toHaveAttribute('type', 'date');
  await expect(f.lastDay).toHaveValue(dayFromToday(30));
  await expect(f.lastDay).toHaveAttribute('min', dayFromToday(0));
  await expect(f.lastDay).toHaveAttribute('max', dayFromToday(90));
  await expect(page.getByText("E'lon shu kun oxirigacha ro'yxatlarda turadi. O'zgartirmasangiz — joylangan kundan boshlab 30 kun; ko'pi bilan 90 kun oldinga.")).toBeVisible();

  const title = `Zardo'z kerak ${Date.now()}`;
  await f.name.fill(title);
  await f.region.selectOption(FERGANA);
  await f.district.selectOption(MARGILAN);
  await f.workTime.selectOption({ label: "To'liq stavka" });
  await f.description.fill('Zardo‘zlik tajribasi bo‘lgan usta kerak.');
  await f.lastDay.fill(dayFromToday(91));
  await f.submit.click();
  await expect(message(page, "E'lon ko'pi bilan 90 kun turadi: yaqinroq kunni tanlang")).toBeVisible();
  await expect(f.lastDay).toBeFocused();
  await f.lastDay.fill(dayFromToday(-1));
  await expect(message(page, "Oxirgi kun o'tib ketgan bo'lmasin: bugungi yoki undan keyingi kunni tanlang")).toBeVisible();
  await f.lastDay.fill(dayFromToday(45));
  await expect(page.locator('.field-error')).toHaveCount(0);
  await f.submit.click();
  await expect(page).toHaveURL(/\/announcements\/details\/[^/]+\/$/);

  const mine = (await ownAnnouncements(request, user.access)).find((a) => a.title === title)!;
  expect(new Date(Date.parse(mine.expires_at) - 1).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tashkent' })).toBe(dayFromToday(45));
  // The profile list names the last day; the edit form shows it.
  await page.goto('/profile/announcements/');
  const card = page.getByTestId('own-announcement').filter({ hasText: title });
  await expect(card.getByText(`Oxirgi kun: ${dayFromToday(45).replaceAll('-', '.')}`)).toBeVisible();
  await card.getByRole('link', { name: `Tahrirlash: ${title}` }).click();
  await expect(f.lastDay).toHaveValue(dayFromToday(45));
});

test('a service ad with two images lands on its service page', async ({ page, request }) => {
  const user = await createUser(request, 'Nodira', 'Xolmatova');
  await signInByApi(page, user.phone, user.password, '/announcements/create/?type=service');
  const f = form(page);
  // ?type=service chose the type beforehand.
  await expect(page.getByRole('radio', { name: /Xizmat e'loni/ })).toBeChecked();

  const title = `Ipakni tabiiy bo'yash xizmati ${Date.now()}`;
  await f.name.fill(title);
  await f.region.selectOption(FERGANA);
  await f.district.selectOption(MARGILAN);
  await f.workTime.selectOption('flexable_time');
  await f.description.fill("Anor po'chog'i va ro'yan bilan bo'yayman.\nBuyurtma 3 kunda tayyor.");
  await f.images.setInputFiles([image('birinchi.png', [160, 40, 60]), image('ikkinchi.png', [40, 90, 160])]);
  await expect(page.getByRole('group', { name: 'Tanlangan rasmlar' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSidewaysScroll(page);

  await f.submit.click();
  await expect(page).toHaveURL(/\/announcements\/services\/details\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article').getByText('Kelishiladi', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Buyurtma 3 kunda tayyor.')).toBeVisible();
  await expect(toast(page, "E'lon joylandi", 'success')).toBeVisible();

  const [mine] = await ownAnnouncements(request, user.access);
  expect(mine).toMatchObject({ title, type: 'service_announcement', negotiable: true, price_min: null, price_max: null, work_time: 'flexable_time' });
  expect(mine.images).toHaveLength(2);
});

test('Uzbek messages on an empty submit and on price_min > price_max, cleared on the current values', async ({ page, request }) => {
  const user = await createUser(request);
  await signInByApi(page, user.phone, user.password, '/announcements/create/');
  const f = form(page);

  await f.submit.click();
  for (const text of [MESSAGES.type, MESSAGES.name, MESSAGES.region, MESSAGES.district, MESSAGES.workTime, MESSAGES.description]) await expect(message(page, text)).toBeVisible();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toHaveAttribute('aria-describedby', /error/);
  // The first wrong field, in the order the form shows them, has the focus.
  await expect(page.getByRole('radio').first()).toBeFocused();
  // Nothing was sent.
  expect(await ownAnnouncements(request, user.access)).toEqual([]);

  // Each message goes as its field is put right.
  await f.job.click();
  await expect(message(page, MESSAGES.type)).toHaveCount(0);
  await f.name.fill("Pilla qabul qiluvchi");
  await expect(message(page, MESSAGES.name)).toHaveCount(0);

  // A stated pay needs an amount, and the least may not exceed the most.
  await f.negotiate.uncheck();
  await f.submit.click();
  await expect(message(page, MESSAGES.pay)).toBeVisible();
  await expect(f.min).toBeFocused();
  await f.min.fill('5000000');
  await f.max.fill('3000000');
  await f.submit.click();
  await expect(message(page, MESSAGES.range)).toBeVisible();
  await expect(f.max).toHaveAttribute('aria-invalid', 'true');
  // Raising the most, or lowering the least, clears it at once.
  await f.max.fill('6000000');
  await expect(message(page, MESSAGES.range)).toHaveCount(0);
  await f.min.fill('7000000');
  await f.submit.click();
  await expect(message(page, MESSAGES.range)).toBeVisible();
  await f.min.fill('4000000');
  await expect(message(page, MESSAGES.range)).toHaveCount(0);
  // 'Kelishiladi' makes any amounts irrelevant.
  await f.max.fill('1');
  await f.negotiate.check();
  await f.submit.click();
  await expect(message(page, MESSAGES.range)).toHaveCount(0);
  await expect(f.region).toBeFocused();

  // A service needs at least one picture.
  await f.service.click();
  await f.submit.click();
  await expect(message(page, MESSAGES.images)).toBeVisible();
  await f.images.setInputFiles(image('rasm.png', [20, 120, 60]));
  await expect(message(page, MESSAGES.images)).toHaveCount(0);
  await expect(message(page, MESSAGES.region)).toBeVisible();
});

test('edit an ad: the form comes filled, the change is saved, a service keeps and replaces its images', async ({ page, request }) => {
  const user = await createUser(request, 'Sardor', 'Aliyev');
  const job = await createJob(request, user.access, `Tut parvarishchi ${Date.now()}`);
  await signInByApi(page, user.phone, user.password, '/profile/announcements/');

  const card = page.getByTestId('own-announcement').filter({ hasText: job.title });
  await expect(card.getByText("2 000 000 - 3 000 000 SO'M")).toBeVisible();
  await card.getByRole('link', { name: `Tahrirlash: ${job.title}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/profile/announcements/edit/${job.guid}/`);

  const f = form(page);
  await expect(f.name).toHaveValue(job.title);
  await expect(f.min).toHaveValue('2 000 000');
  await expect(f.region).toHaveValue(FERGANA);
  await expect(f.district).toHaveValue(MARGILAN);
  await expect(f.workTime).toHaveValue('part_time');
  await expect(f.description).toHaveValue('Tajribali usta kerak.');
  // The type is fixed.
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText("E'lon turini o'zgartirib bo'lmaydi")).toBeVisible();

  const renamed = `${job.title} (yangilandi)`;
  await f.name.fill(renamed);
  await f.negotiate.check();
  await page.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/announcements/');
  const edited = page.getByTestId('own-announcement').filter({ hasText: renamed });
  await expect(edited.getByText('Kelishiladi', { exact: true })).toBeVisible();
  const [stored] = await ownAnnouncements(request, user.access);
  expect(stored).toMatchObject({ guid: job.guid, title: renamed, negotiable: true, price_min: null, price_max: null, description: '<p>Tajribali usta kerak.</p>' });

  // A service: one picture removed, another added.
  const res = await request.post('/api/announcements/user-announcements/', {
    headers: bearer(user.access),
    multipart: {
      annoucement_type: 'service_announcement',
      name: `Kashta tikish ${Date.now()}`,
      region: FERGANA,
      district: MARGILAN,
      work_time: 'full_time',
      description: 'Buyurtma asosida kashta',
      images: image('a.png', [200, 30, 30]),
      'images[]': image('b.png', [30, 30, 200]),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const service = (await res.json()) as UserAnnouncement;
  expect(service.images).toHaveLength(2);
  await page.goto(`/profile/announcements/edit/${service.guid}/`);
  const previews = page.getByRole('group', { name: 'Tanlangan rasmlar' }).getByRole('listitem');
  await expect(previews).toHaveCount(2);
  await previews.first().getByRole('button').click();
  await expect(previews).toHaveCount(1);
  await f.images.setInputFiles(image('yangi.png', [30, 200, 30]));
  await expect(previews).toHaveCount(2);
  await page.getByRole('button', { name: "O'zgarishlarni saqlash" }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/announcements/');
  const after = (await ownAnnouncements(request, user.access)).find((a) => a.guid === service.guid)!;
  expect(after.images).toHaveLength(2);
  expect(after.images.map((i) => i.id)).toContain(service.images[1]!.id);
  expect(after.images.map((i) => i.id)).not.toContain(service.images[0]!.id);
});

test('the profile list: empty state, hide and show again, delete after confirming', async ({ page, request }) => {
  const user = await createUser(request, 'Malika', 'Saidova');
  await signInByApi(page, user.phone, user.password, '/profile/announcements/');
  await expect(page).toHaveTitle(/^E'lonlarim/);
  await expect(page.getByText("Hali e'lon bermagansiz")).toBeVisible();
  await expect(page.getByRole('link', { name: "E'lon berish" })).toHaveAttribute('href', '/announcements/create/');

  const keep = await createJob(request, user.access, `Qoladigan e'lon ${Date.now()}`);
  const gone = await createJob(request, user.access, `O'chiriladigan e'lon ${Date.now()}`);
  await page.reload();

  const cards = page.getByTestId('own-announcement');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText("Jami 2 ta e'lon")).toBeVisible();
  const goneCard = cards.filter({ hasText: gone.title });
  await expect(goneCard.getByText('Faol', { exact: true })).toBeVisible();

  // Hidden from everyone else, and shown again.
  await goneCard.getByRole('button', { name: `Yashirish: ${gone.title}` }).click();
  await expect(goneCard.getByText('Yashirilgan', { exact: true })).toBeVisible();
  await expect(toast(page, "E'lon yashirildi", 'success')).toBeVisible();
  expect((await getJson<UserAnnouncement>(request, `/api/announcements/user-announcements/${gone.guid}/`, user.access)).is_active).toBe(false);
  expect((await request.get(`/api/announcements/announcement/${gone.meta}/`)).status()).toBe(404);
  await goneCard.getByRole('button', { name: `Ko'rsatish: ${gone.title}` }).click();
  await expect(goneCard.getByText('Faol', { exact: true })).toBeVisible();
  await goneCard.getByRole('button', { name: `Yashirish: ${gone.title}` }).click();
  await expect(goneCard.getByText('Yashirilgan', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: keep.title }).getByText('Faol', { exact: true })).toBeVisible();
  await expect(goneCard.getByTestId('applicants')).toHaveText('0 ta ariza');
  await expectNoSidewaysScroll(page);

  // Cancel first: nothing happens.
  await goneCard.getByRole('button', { name: `O'chirish: ${gone.title}` }).click();
  const dialog = page.getByRole('dialog', { name: "E'lonni o'chirasizmi?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(2);

  await goneCard.getByRole('button', { name: `O'chirish: ${gone.title}` }).click();
  await dialog.getByRole('button', { name: "O'chirish", exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(keep.title);
  await expect(toast(page, "E'lon o'chirildi", 'success')).toBeVisible();
  expect((await request.get(`/api/announcements/user-announcements/${gone.guid}/`, { headers: bearer(user.access) })).status()).toBe(404);
});

test('a saved ad shows in /profile/saved-announcements/ and is unsaved there', async ({ page, request }) => {
  const author = await createUser(request, 'Jasur', 'Rahimov');
  const job = await createJob(request, author.access, `Saqlanadigan e'lon ${Date.now()}`);
  const reader = await createUser(request, 'Dilfuza', 'Ergasheva');
  await signInByApi(page, reader.phone, reader.password, '/profile/saved-announcements/');
  await expect(page.getByText("Saqlangan e'lonlar yo'q")).toBeVisible();

  const save = await request.post(`/api/announcements/announcement/${job.meta}/save/`, { headers: bearer(reader.access) });
  expect(await save.json()).toEqual({ saved: true });
  await page.reload();

  const card = page.getByTestId('saved-announcement').filter({ hasText: job.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: job.title })).toHaveAttribute('href', `/announcements/details/${job.meta}/`);
  await expect(card.getByText("2 000 000 - 3 000 000 SO'M")).toBeVisible();
  await expectNoSidewaysScroll(page);

  await card.getByRole('button', { name: `Saqlanganlardan olib tashlash: ${job.title}` }).click();
  await expect(page.getByTestId('saved-announcement')).toHaveCount(0);
  await expect(page.getByText("Saqlangan e'lonlar yo'q")).toBeVisible();
  const saved = await getJson<Paged<AnnouncementItem>>(request, '/api/announcements/saved-announcements/', reader.access);
  expect(saved.count).toBe(0);
});
