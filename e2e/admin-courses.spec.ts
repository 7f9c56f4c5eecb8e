import { type Page } from '@playwright/test';
import type { Paged } from '../shared/schemas/common';
import type { AdminCourse, CourseDetail, CoursesHomeData } from '../shared/schemas/courses';
import { renderSlideshow } from '../server/seed/video';
import { bearer, chooseLanguage, closeToasts, createUser, expect, getJson, image, randomPhone, signInAs, signInByApi, test, toast } from './support';

/**
 * The admin course area (spec §2 admin courses, §3 admin lists and the add-teacher state; issue 14):
 * the add-teacher form with its rules and a real submit, who may reach it, the course editor with
 * lessons (an embed address and an uploaded WebM), publishing, and the students list.
 */

const table = (page: Page) => page.getByRole('table');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Qidiruv' });
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Names of letters only (the schema's rule), different on every run so the lists find this run's rows. */
const letters = () =>
  Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]!)
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

test('an admin adds a teacher: rules on the current values, then the teacher is in the list', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/courses/');
  await expect(page).toHaveURL(/\/admin\/courses\/teachers\/$/);
  await closeToasts(page);
  await page.getByRole('link', { name: "O'qituvchi qo'shish" }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/teachers\/create\/$/);
  await expect(page.getByRole('heading', { name: "O'qituvchi qo'shish", level: 1 })).toBeVisible();

  // The role is shown, fixed to user (spec §2).
  await expect(page.getByLabel('Rol', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Rol', { exact: true })).toHaveValue('user');

  // A wrong value: the Uzbek message of the shared rules, before anything is sent.
  const first = letters();
  const last = letters();
  await field(page, 'first_name').fill('Ali1');
  await page.getByRole('button', { name: "O'qituvchini qo'shish" }).click();
  await expect(page.getByText('Ismingizni faqat harflar qatnashgan holda yozing')).toBeVisible();
  await expect(page.getByText('Ushbu maydonga telefon raqamingizni kiriting')).toBeVisible();
  await expect(page).toHaveURL(/\/teachers\/create\/$/);

  const phone = randomPhone();
  await field(page, 'first_name').fill(first);
  await field(page, 'last_name').fill(last);
  await field(page, 'phone').pressSequentially(phone);
  await field(page, 'email').fill(`t${phone}@example.uz`);
  await field(page, 'birthday').fill('1985-04-12');
  await field(page, 'password').fill('Ustoz-Parol1');
  await field(page, 'gender').selectOption('1');
  await field(page, 'about').fill("Atlas to'quvchi usta");
  await page.locator('input[type="file"][name="pfp"]').setInputFiles(image('ustoz.png', [120, 40, 90]));
  await expect(page.getByText('ustoz.png')).toBeVisible();
  await expect(page.getByText('Ismingizni faqat harflar qatnashgan holda yozing')).toBeHidden();
  await page.getByRole('button', { name: "O'qituvchini qo'shish" }).click();

  await expect(page).toHaveURL(/\/admin\/courses\/teachers\/$/);
  await expect(toast(page, "O'qituvchi qo'shildi", 'success')).toBeVisible();
  await search(page).fill(first);
  const row = table(page).getByRole('row').filter({ hasText: `${first} ${last}` });
  await expect(row).toBeVisible();

  // Their courses: the courses list narrowed to them (none yet).
  await row.getByRole('button', { name: `Amallar: ${first} ${last}` }).click();
  await page.getByRole('link', { name: 'Kurslari' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/courses\/\?teacher=/);
  await expect(page.getByText(`O'qituvchi: ${first} ${last}`)).toBeVisible();
  await expect(page.getByText("Kurslar yo'q")).toBeVisible();

  // The same phone again: the server's refusal is shown on the phone field.
  await page.goto('/admin/courses/teachers/create/');
  await field(page, 'first_name').fill(letters());
  await field(page, 'last_name').fill(letters());
  await field(page, 'phone').pressSequentially(phone);
  await field(page, 'email').fill(`x${phone}@example.uz`);
  await field(page, 'birthday').fill('1990-01-01');
  await field(page, 'password').fill('Ustoz-Parol1');
  await field(page, 'gender').selectOption('0');
  await page.getByRole('button', { name: "O'qituvchini qo'shish" }).click();
  await expect(page.getByText("Bu telefon raqam allaqachon ro'yxatdan o'tgan")).toBeVisible();
  await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
});

test('a plain user goes to their profile; a moderator is told only admins add teachers', async ({ page, request }) => {
  const user = await createUser(request, 'Sanjar');
  await signInByApi(page, user.phone, user.password, '/admin/courses/teachers/create/');
  await expect(page).toHaveURL(/\/profile\/overview\/$/);

  await signInAs(page, 'moderator', '/admin/courses/teachers/create/');
  await expect(page.getByText("Yangi o'qituvchilarni faqat administrator qo'sha oladi.")).toBeVisible();
  await expect(field(page, 'first_name')).toHaveCount(0);
});

test('an admin makes a course with two lessons, publishes it, and it is public', async ({ page }) => {
  // A whole course by hand, with a video rendered in the page and uploaded: past the default budget on
  // a busy CI machine once (60 s, 41-minute run), so it takes the suite's three times.
  test.slow();
  const tokens = await signInAs(page, 'admin', '/admin/courses/courses/create/');
  const title = `Kurs ${letters()}`;
  await closeToasts(page);

  // Rules first: no title, no category.
  await page.getByRole('button', { name: 'Kursni yaratish' }).click();
  await expect(page.getByText('Kurs nomini kiriting')).toBeVisible();

  await field(page, 'title').fill(title);
  const category = field(page, 'category');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await field(page, 'short_description').fill("Ipak qurti parvarishi bo'yicha qisqa kurs");
  await field(page, 'description').fill("Bu kursda ipak qurtini boqish va pilla yetishtirish o'rgatiladi.");
  await page.getByRole('button', { name: 'Kursni yaratish' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/courses\/edit\/[0-9a-f-]+\/$/);
  const guid = page.url().split('/').filter(Boolean).pop()!;
  // The editor shows the saved course, its category chosen.
  await expect(field(page, 'title')).toHaveValue(title);
  await expect(category.locator('option:checked')).not.toHaveText('Kategoriyani tanlang');

  // Lesson 1: an embed address; an address of another site is refused in Uzbek first.
  await page.getByRole('button', { name: "Dars qo'shish" }).click();
  const form = page.getByRole('form', { name: 'Yangi dars' });
  await form.getByLabel('Dars nomi').fill('Kirish');
  await form.getByLabel('Video havolasi').fill('https://example.com/video/1');
  await form.getByRole('button', { name: "Darsni qo'shish" }).click();
  await expect(form.getByText('Faqat YouTube yoki Vimeo video havolasini kiriting')).toBeVisible();
  await form.getByLabel('Video havolasi').fill('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  await form.getByRole('button', { name: "Darsni qo'shish" }).click();
  const lessons = page.getByRole('region', { name: 'Darslar' }).getByRole('list').first();
  await expect(lessons.getByRole('listitem')).toHaveCount(1);

  // Lesson 2: a small WebM uploaded from the computer.
  const webm = await renderSlideshow([{ svg: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#3b2a7a"/></svg>', durationMs: 1000 }], 64, 36);
  await page.getByRole('button', { name: "Dars qo'shish" }).click();
  await form.getByLabel('Dars nomi').fill('Ipak qurti');
  await form.getByRole('radio', { name: 'Video fayl' }).check();
  await form.locator('input[type="file"]').setInputFiles({ name: 'dars.webm', mimeType: 'video/webm', buffer: webm });
  await form.getByRole('button', { name: "Darsni qo'shish" }).click();
  await expect(lessons.getByRole('listitem')).toHaveCount(2);
  await expect(lessons.getByRole('listitem').nth(1)).toContainText('Yuklangan video');

  // Reorder: the uploaded lesson goes first.
  await lessons.getByRole('button', { name: 'Yuqoriga: Ipak qurti' }).click();
  await expect(lessons.getByRole('listitem').first()).toContainText('Ipak qurti');

  // Publish and save.
  await page.getByRole('switch', { name: 'Nashr qilingan' }).check({ force: true });
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(toast(page, 'Kurs saqlandi', 'success')).toBeVisible();

  // It is in the admin list as published, and public with its two lessons in order.
  const list = await page.request.post('/api/courses/dashboard/courses/', { headers: bearer(tokens.access), data: { page_number: 1, page_size: 10, q: title } });
  expect(list.ok()).toBeTruthy();
  const listed = ((await list.json()) as Paged<AdminCourse>).data.find((c) => c.guid === guid);
  expect(listed?.is_published).toBe(true);
  const detail = await getJson<CourseDetail>(page.request, `/api/courses/course/${listed!.meta}/`);
  expect(detail.title).toBe(title);
  expect(detail.lessons.map((l) => l.title)).toEqual(['Ipak qurti', 'Kirish']);

  // From the courses list: unpublish it, then delete it (after a confirmation).
  await page.goto('/admin/courses/courses/');
  await closeToasts(page);
  await search(page).fill(title);
  const row = table(page).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Ha');
  await row.getByRole('button', { name: `Amallar: ${title}` }).click();
  await page.getByRole('button', { name: 'Nashrdan olish' }).click();
  await expect(toast(page, 'Kurs nashrdan olindi', 'success')).toBeVisible();
  await expect(row).toContainText("Yo'q");
  expect((await page.request.get(`/api/courses/course/${detail.meta}/`)).status()).toBe(404);
  await row.getByRole('button', { name: `Amallar: ${title}` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  const confirm = page.getByRole('dialog', { name: "Kursni o'chirasizmi?" });
  await confirm.getByRole('button', { name: "O'chirish" }).click();
  await expect(toast(page, "Kurs o'chirildi", 'success')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the students list shows a learner once they enrol', async ({ page, request }) => {
  const learner = await createUser(request, letters(), letters());
  const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const course = home.new[0] ?? home.top[0];
  expect(course, 'a seeded course').toBeTruthy();
  const enrol = await request.post(`/api/courses/course/${course!.guid}/enrol/`, { headers: bearer(learner.access) });
  expect(enrol.ok(), `enrol: ${enrol.status()}`).toBeTruthy();

  await signInAs(page, 'admin', '/admin/courses/students/');
  await search(page).fill(learner.firstName);
  await expect(table(page).getByRole('row').filter({ hasText: learner.name })).toBeVisible();
});

test('an admin names a course category in Uzbek, Russian and English; readers see their own; a category in use is kept', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/courses/categories/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurs kategoriyalari' })).toBeVisible();
  await closeToasts(page);

  const uz = `Kashtachilik ${letters()}`;
  const ru = `Вышивка ${uz.slice(-6)}`;
  const en = `Embroidery ${uz.slice(-6)}`;
  await page.getByRole('button', { name: 'Yangi kategoriya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yangi kategoriya' });
  await dialog.getByLabel('Kategoriya nomi').fill(uz);
  await dialog.getByLabel('Ruscha nomi').fill(ru);
  await dialog.getByLabel('Inglizcha nomi').fill(en);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, "Kategoriya qo'shildi")).toBeVisible();
  await expect(table(page).getByText(uz)).toBeVisible();
  const home = await getJson<CoursesHomeData>(page.request, '/api/courses/home-data/');
  expect(home.categories.find((c) => c.title === uz)).toMatchObject({ title_ru: ru, title_en: en });

  // The /courses chips speak each reader's language.
  for (const [lang, title] of [['ru', ru], ['en', en], ['uz', uz]] as const) {
    await chooseLanguage(page, lang);
    await page.goto('/courses/');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  // A seeded category its courses use: the 409's words are shown, and it stays.
  await page.goto('/admin/courses/categories/');
  const busy = home.categories[0]!.title;
  await search(page).fill(busy);
  const busyRow = table(page).getByRole('rowgroup').last().getByRole('row').filter({ hasText: busy }).first();
  await busyRow.getByRole('button', { name: `Amallar: ${busy}` }).click();
  await page.getByRole('button', { name: "O'chirish" }).click();
  const confirm = page.getByRole('dialog', { name: "Kategoriyani o'chirasizmi?" });
  await confirm.getByRole('button', { name: "O'chirish" }).click();
  await expect(confirm.getByText("Bu kategoriyada kurslar bor. Avval ularni boshqa kategoriyaga o'tkazing")).toBeVisible();
  await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(busyRow).toBeVisible();
});
