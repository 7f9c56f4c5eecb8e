import type { Page } from '@playwright/test';
import { ME_GUID } from '../shared/constants';
import type { CourseDetail } from '../shared/schemas/courses';
import { DEMO, DEMO_PASSWORD, bearer, closeToasts, createUser, expect, getJson, signInByApi, test, toast } from './support';

/**
 * A teacher's own course pages (issue 14): a user made a teacher by an admin finds /profile/teaching/
 * from /profile/courses/, creates a course with an embed lesson, publishes it and sees it public;
 * a user who is not a teacher reads why there is no editor.
 */

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const letters = () =>
  Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]!)
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

test('a teacher creates a course with an embed lesson from the profile, publishes it, and it is public', async ({ page, request }) => {
  // An admin makes a fresh user a teacher (their role stays user).
  const teacher = await createUser(request, 'Nodira', 'Ustoz');
  const me = await getJson<{ guid: string; role: string }>(request, `/api/users/accounts/${ME_GUID}/`, teacher.access);
  expect(me.role).toBe('user');
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const admin = (await login.json()) as { access: string };
  expect((await request.post('/api/courses/dashboard/teachers/add/', { headers: bearer(admin.access), data: { user: me.guid } })).status()).toBe(201);

  await signInByApi(page, teacher.phone, teacher.password, '/profile/courses/');
  await closeToasts(page);
  // A teacher's profile menu has the teaching pages, after the liked courses.
  const menu = page.getByRole('navigation', { name: "Profil bo'limlari" });
  await expect(menu.getByRole('link', { name: "O'qituvchi sifatida" })).toHaveAttribute('href', '/profile/teaching/');
  await page.getByTestId('teaching-link').getByRole('link', { name: "Mening kurslarim (o'qituvchi)" }).click();
  await expect(page).toHaveURL(/\/profile\/teaching\/$/);
  await expect(page.getByRole('heading', { name: "O'qituvchi sifatida", level: 1 })).toBeVisible();
  await expect(page.getByTestId('teaching-empty')).toBeVisible();

  await page.getByRole('link', { name: 'Yangi kurs' }).click();
  await expect(page).toHaveURL(/\/profile\/teaching\/create\/$/);
  // A teacher authors their own courses: no author choice.
  await expect(field(page, 'title')).toBeVisible();
  await expect(field(page, 'author')).toHaveCount(0);

  const title = `Kurs ${letters()}`;
  await field(page, 'title').fill(title);
  const category = field(page, 'category');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await field(page, 'short_description').fill("Atlas to'qish bo'yicha qisqa kurs");
  await page.getByRole('button', { name: 'Kursni yaratish' }).click();
  await expect(page).toHaveURL(/\/profile\/teaching\/edit\/[0-9a-f-]+\/$/);
  await expect(field(page, 'title')).toHaveValue(title);

  // One lesson: a YouTube watch address (the server keeps its embed address).
  await page.getByRole('button', { name: "Dars qo'shish" }).click();
  const form = page.getByRole('form', { name: 'Yangi dars' });
  await form.getByLabel('Dars nomi').fill('Kirish');
  await form.getByLabel('Video havolasi').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form.getByRole('button', { name: "Darsni qo'shish" }).click();
  const lessons = page.getByRole('region', { name: 'Darslar' }).getByRole('list').first();
  await expect(lessons.getByRole('listitem')).toHaveCount(1);

  // In the teacher's list: a draft with one lesson.
  await page.getByRole('link', { name: "Kurslar ro'yxatiga" }).click();
  await expect(page).toHaveURL(/\/profile\/teaching\/$/);
  const row = page.getByTestId('teaching-course').filter({ hasText: title });
  await expect(row.getByTestId('teaching-course-state')).toHaveText('Qoralama');
  await expect(row).toContainText('1 ta dars');
  await expect(row.getByRole('link', { name: 'Kurs sahifasi' })).toHaveCount(0);

  // Publish it from its editor.
  await row.getByRole('link', { name: `«${title}» kursini tahrirlash` }).click();
  await expect(page).toHaveURL(/\/profile\/teaching\/edit\/[0-9a-f-]+\/$/);
  await expect(field(page, 'title')).toHaveValue(title);
  await page.getByRole('switch', { name: 'Nashr qilingan' }).check({ force: true });
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(toast(page, 'Kurs saqlandi', 'success')).toBeVisible();

  await page.getByRole('link', { name: "Kurslar ro'yxatiga" }).click();
  await expect(row.getByTestId('teaching-course-state')).toHaveText('Nashr qilingan');
  await row.getByRole('link', { name: 'Kurs sahifasi' }).click();
  await expect(page).toHaveURL(/\/courses\/details\/[^/]+\/$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const meta = new URL(page.url()).pathname.split('/').filter(Boolean).pop()!;
  const detail = await getJson<CourseDetail>(request, `/api/courses/course/${meta}/`);
  expect(detail.lessons.map((l) => l.title)).toEqual(['Kirish']);
});

test('a user who is not a teacher reads why, and gets no editor', async ({ page, request }) => {
  const user = await createUser(request, 'Dilnoza', 'Oddiy');
  await signInByApi(page, user.phone, user.password, '/profile/courses/');
  await expect(page.getByRole('heading', { name: 'Kurslarim', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-courses-empty')).toBeVisible();
  await expect(page.getByTestId('teaching-link')).toHaveCount(0);

  await page.goto('/profile/teaching/');
  await expect(page.getByTestId('not-teacher')).toContainText("Siz o'qituvchi emassiz");
  await expect(page.getByRole('link', { name: 'Yangi kurs' })).toHaveCount(0);
  // The menu is the usual one: no teaching pages.
  await expect(page.getByRole('navigation', { name: "Profil bo'limlari" }).getByRole('link', { name: "O'qituvchi sifatida" })).toHaveCount(0);

  await page.goto('/profile/teaching/create/');
  await expect(page.getByTestId('not-teacher')).toBeVisible();
  await expect(field(page, 'title')).toHaveCount(0);
});
