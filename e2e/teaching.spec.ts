import type { Page } from '@playwright/test';
import { ME_GUID } from '../shared/constants';
import type { CourseDetail, CoursesHomeData, Lesson } from '../shared/schemas/courses';
import { renderSlideshow } from '../server/seed/video';
import { DEMO, DEMO_PASSWORD, bearer, closeToasts, createUser, expect, getJson, newContext, signInByApi, test, toast } from './support';

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

test('a teacher uploads captions for a lesson, and a learner’s player has them as a track served as text/vtt', async ({ page, request, browser }) => {
  // A teacher with a published course of one uploaded video (made through the API: the editor itself is tested above).
  const teacher = await createUser(request, 'Malika', 'Subtitr');
  const me = await getJson<{ guid: string }>(request, `/api/users/accounts/${ME_GUID}/`, teacher.access);
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const admin = (await login.json()) as { access: string };
  expect((await request.post('/api/courses/dashboard/teachers/add/', { headers: bearer(admin.access), data: { user: me.guid } })).status()).toBe(201);
  const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const title = `Subtitrli kurs ${letters()}`;
  const created = await request.post('/api/courses/course/', { headers: bearer(teacher.access), multipart: { title, category: home.categories[0]!.guid, is_published: 'true' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const course = (await created.json()) as { guid: string; meta: string };
  const webm = await renderSlideshow([{ svg: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#3b2a7a"/></svg>', durationMs: 2000 }], 64, 36);
  const added = await request.post(`/api/courses/course/${course.guid}/lessons/`, {
    headers: bearer(teacher.access),
    multipart: { title: 'Kirish', video: { name: 'dars.webm', mimeType: 'video/webm', buffer: webm } },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  // In the editor: the lesson's captions, per language.
  await signInByApi(page, teacher.phone, teacher.password, `/profile/teaching/edit/${course.guid}/`);
  await closeToasts(page);
  const lessons = page.getByRole('region', { name: 'Darslar' }).getByRole('list').first();
  await lessons.getByRole('button', { name: 'Tahrirlash: Kirish' }).click();
  const uz = page.getByTestId('lesson-captions-uz');
  const ru = page.getByTestId('lesson-captions-ru');
  await expect(uz).toContainText('Yuklanmagan');

  // Not WebVTT: refused by the server, said under that language.
  await uz.locator('input[type="file"]').setInputFiles({ name: 'soxta.vtt', mimeType: 'text/vtt', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(uz).toContainText('Faqat WebVTT (.vtt) subtitr faylini yuklang');

  const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nAssalomu alaykum!\n';
  await uz.locator('input[type="file"]').setInputFiles({ name: 'uz.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
  await expect(toast(page, 'Subtitrlar saqlandi', 'success')).toBeVisible();
  await expect(uz).toContainText('Yuklangan');
  await expect(uz.getByText('Almashtirish')).toBeVisible();
  // Another language, then removed again.
  await ru.locator('input[type="file"]').setInputFiles({ name: 'ru.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nЗдравствуйте!\n') });
  await expect(ru).toContainText('Yuklangan');
  await ru.getByRole('button', { name: "O'chirish: Ruscha" }).click();
  await expect(toast(page, "Subtitrlar o'chirildi", 'success')).toBeVisible();
  await expect(ru).toContainText('Yuklanmagan');

  // A learner's player: the Uzbek captions as its track, shown (it loads under the page's CSP), served as text/vtt.
  const context = await newContext(browser);
  const learnerPage = await context.newPage();
  const learner = await createUser(request, 'Oybek', 'Tinglovchi');
  await signInByApi(learnerPage, learner.phone, learner.password, `/courses/details/${course.meta}/`);
  const video = learnerPage.getByTestId('lesson-video');
  await expect(video).toHaveAttribute('src', /^\/media\/lessons\/.+\.webm$/);
  const track = video.locator('track');
  await expect(track).toHaveCount(1);
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('srclang', 'uz');
  await expect(track).toHaveAttribute('label', "O'zbekcha (lotin)");
  await expect(track).toHaveAttribute('default', '');
  const src = (await track.getAttribute('src'))!;
  expect(src).toMatch(/^\/media\/captions\/.+\.vtt$/);
  const lesson = await getJson<Lesson>(request, `/api/courses/lesson/${((await added.json()) as Lesson).guid}/`);
  expect(lesson.captions).toEqual([{ lang: 'uz', src }]);
  const served = await learnerPage.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await served.text()).toBe(vtt);
  // The browser loaded it (HTMLTrackElement.LOADED: not blocked by the CSP) and reads its cue.
  await expect.poll(() => track.evaluate((t: HTMLTrackElement) => t.readyState)).toBe(2);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(1);
  await context.close();
});
