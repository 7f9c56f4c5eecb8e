import type { CourseCategoryPage, CourseDetail, CourseProgress, CoursesHomeData, Lesson } from '../shared/schemas/courses';
import { bearer, createUser, DEMO, DEMO_PASSWORD, expect, expectNoSidewaysScroll, getJson, signIn, signInByApi, test } from './support';

/**
 * The course pages (spec §2 Courses, issue 14): the index (banner, chips, 'Top kurslar', 'Yangi
 * kurslar'), a category's cards, a course page playing its lessons, subscribing (also from signed
 * out, through sign-in and back), progress reported from the player and shown on the profile, likes,
 * and the certificate of a finished course.
 */

const course = async (request: Parameters<typeof getJson>[0], meta: string) => getJson<CourseDetail>(request, `/api/courses/course/${meta}/`);
const lessonName = (l: { order: number; title: string }) => `${l.order}-dars: ${l.title}`;
/** The demo courses (3–6 lessons each), newest first; courses other tests make (one lesson) are left out. */
const demoCourses = async (request: Parameters<typeof getJson>[0]) =>
  (await getJson<CourseCategoryPage>(request, '/api/courses/category/all/?page_size=50')).results.filter((c) => c.lessons_count >= 3);

test('the index shows the chips and the top and new grids, and a category lists its courses', async ({ page, request }) => {
  const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  expect(home.new.length, 'demo courses').toBeGreaterThan(0);

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurslar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Top kurslar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Yangi kurslar' })).toBeVisible();
  const chips = page.getByTestId('course-category-chips');
  await expect(chips.getByRole('link', { name: 'Barcha kategoriyalar' })).toHaveAttribute('href', '/courses/categories/details/all/');
  for (const c of home.categories) await expect(chips.getByRole('link', { name: c.title })).toHaveAttribute('href', `/courses/categories/details/${c.meta}/`);
  await expect(page.getByTestId('courses-new').getByTestId('course-card')).toHaveCount(home.new.length);
  if (home.top.length) await expect(page.getByTestId('courses-top').getByTestId('course-card')).toHaveCount(home.top.length);
  else await expect(page.getByText('Top kurslar mavjud emas.')).toBeVisible();
  await expect(page.getByTestId('course-stories').getByRole('listitem')).toHaveCount(2);
  await expectNoSidewaysScroll(page);

  // A category: its title and its courses' cards.
  const category = home.categories[0]!;
  const listed = await getJson<CourseCategoryPage>(request, `/api/courses/category/${category.meta}/`);
  await chips.getByRole('link', { name: category.title }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/categories/details/${category.meta}/$`));
  await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
  await expect(page.getByTestId('course-category-grid').getByTestId('course-card')).toHaveCount(listed.results.length);

  // Every course, and an unknown category's 404.
  await page.goto('/courses/categories/details/all/');
  await expect(page.getByRole('heading', { level: 1, name: 'Barcha kategoriyalar' })).toBeVisible();
  const missing = await page.goto('/courses/categories/details/yoq-bunday-kategoriya/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Kategoriya topilmadi' })).toBeVisible();
});

test('a course page plays lesson 1 and loads lesson 2 when it is selected', async ({ page, request }) => {
  const detail = await course(request, (await demoCourses(request))[0]!.meta);
  const [first, second] = detail.lessons;
  const lesson1 = await getJson<Lesson>(request, `/api/courses/lesson/${first!.guid}/`);
  const lesson2 = await getJson<Lesson>(request, `/api/courses/lesson/${second!.guid}/`);

  await page.goto(`/courses/details/${detail.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  const video = page.getByTestId('lesson-video');
  await expect(video).toHaveAttribute('src', lesson1.video);
  await expect(page.getByRole('link', { name: lessonName(first!) })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('course-side-card')).toContainText('Bepul');
  await expect(page.getByTestId('course-side-card')).toContainText(String(detail.lessons.length));
  await expect(page.getByTestId('course-category-link')).toHaveText(detail.category.title);
  await expectNoSidewaysScroll(page);
  // The video plays (the browser reaches its data and moves on).
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

  await page.getByRole('link', { name: lessonName(second!) }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/details/${detail.meta}/\\?lesson=${second!.guid}$`));
  await expect(page.getByTestId('lesson-video')).toHaveAttribute('src', lesson2.video);
  await expect(page.getByRole('link', { name: lessonName(second!) })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('lesson-title')).toHaveText(lessonName(second!));

  const missing = await page.goto('/courses/details/yoq-bunday-kurs/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Kurs topilmadi' })).toBeVisible();
});

test('a visitor subscribes through sign-in and comes back enrolled', async ({ page, request }) => {
  const user = await createUser(request, 'Nodira', 'Karimova');
  const meta = (await demoCourses(request))[1]!.meta;

  await page.goto(`/courses/details/${meta}/`);
  await page.getByTestId('course-subscribe').click();
  await expect(page).toHaveURL(/\/auth\/sign-in\//);
  await signIn(page, user.phone, user.password);
  await expect(page).toHaveURL(new RegExp(`/courses/details/${meta}/$`));
  await expect(page.getByTestId('course-enrolled')).toContainText("Siz obuna bo'lgansiz");
  await expect(page.getByTestId('course-progress')).toContainText('0%');
});

test('an enrolled learner watches the second lesson, sees the progress on the profile, and likes the course', async ({ page, request }) => {
  const user = await createUser(request, 'Sardor', 'Aliyev');
  const detail = await course(request, (await demoCourses(request))[2]!.meta);
  const second = detail.lessons[1]!;

  await signInByApi(page, user.phone, user.password, `/courses/details/${detail.meta}/`);
  await page.getByTestId('course-subscribe').click();
  await expect(page.getByTestId('course-enrolled')).toBeVisible();

  await page.getByRole('link', { name: lessonName(second) }).click();
  const video = page.getByTestId('lesson-video');
  await expect(video).toHaveAttribute('src', /\/media\//);
  // Watch it to its end: skip near the end and let it play out (the player reports it completed).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = Math.max(0, v.duration - 0.5);
    return v.play();
  });
  const percent = Math.round(100 / detail.lessons.length);
  await expect(page.getByTestId('course-progress')).toContainText(`${percent}%`);
  await expect(page.getByRole('link', { name: `${lessonName(second)} (tugatilgan)` })).toBeVisible();

  // Like it.
  const like = page.getByTestId('course-like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The profile: the course with its progress and 'continue' to the lesson; and among the liked.
  await page.goto('/profile/courses/');
  const card = page.getByTestId('my-courses').getByTestId('course-card').filter({ hasText: detail.title });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  await expect(card.getByRole('link', { name: `Davom etish: ${detail.title}` })).toHaveAttribute('href', `/courses/details/${detail.meta}/?lesson=${second.guid}`);

  await page.goto('/profile/liked-courses/');
  const liked = page.getByTestId('liked-courses').getByTestId('course-card').filter({ hasText: detail.title });
  await expect(liked).toBeVisible();
  await liked.getByRole('button', { name: `«${detail.title}» kursini yoqtirganlardan olib tashlash` }).click();
  await expect(page.getByTestId('liked-courses-empty')).toBeVisible();
});

test('finishing every lesson gives the certificate link and the certificate page', async ({ page, request }) => {
  const user = await createUser(request, 'Malika', 'Yusupova');
  const detail = await course(request, (await demoCourses(request))[3]!.meta);
  const headers = bearer(user.access);
  expect((await request.post(`/api/courses/course/${detail.guid}/enrol/`, { headers })).ok()).toBeTruthy();
  // All but the last lesson through the API; the last one from the page.
  for (const l of detail.lessons.slice(0, -1)) {
    const res = await request.put(`/api/courses/course/${detail.guid}/progress/`, { headers, data: { lesson: l.guid, position_seconds: 5, completed: true } });
    expect(res.ok()).toBeTruthy();
  }
  const last = detail.lessons.at(-1)!;

  await signInByApi(page, user.phone, user.password, `/courses/details/${detail.meta}/?lesson=${last.guid}`);
  await expect(page.getByTestId('course-enrolled')).toBeVisible();
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = Math.max(0, v.duration - 0.5);
    return v.play();
  });
  await expect(page.getByTestId('course-progress')).toContainText('100%');
  const link = page.getByTestId('course-certificate-link');
  await expect(link).toBeVisible();
  const progress = await (await request.get(`/api/courses/course/${detail.meta}/state/`, { headers })).json() as { progress: CourseProgress };
  await expect(link).toHaveAttribute('href', `/courses/certificates/${progress.progress.certificate}/`);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kursni tugatganlik sertifikati' })).toBeVisible();
  await expect(page.getByTestId('certificate-learner')).toHaveText(user.name);
  await expect(page.getByTestId('certificate-course')).toContainText(detail.title);
  await expect(page.getByTestId('certificate-verify')).toContainText(`/courses/certificates/${progress.progress.certificate}/`);
  // The date as Uzbek readers write it ('2026-yil 27-noyabr'), not Intl's fallback for 'uz' ('2026 M11 27').
  await expect(page.getByTestId('certificate-date')).toHaveText(/^\d{4}-yil \d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr)$/);
  // Rendered on the server, kept out of search engines; an unknown one is 404.
  const html = await (await request.get(`/courses/certificates/${progress.progress.certificate}/`)).text();
  expect(html).toContain(user.name);
  expect(html).toContain('<meta name="robots" content="noindex"');
  const missing = await page.goto('/courses/certificates/yoq-bunday/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sertifikat topilmadi' })).toBeVisible();
});

test("'continue where you stopped' opens the last lesson at its saved second", async ({ page, request }) => {
  const user = await createUser(request, 'Bahodir', 'Qodirov');
  const detail = await course(request, (await demoCourses(request))[4]!.meta);
  const second = detail.lessons[1]!;
  const headers = bearer(user.access);
  expect((await request.post(`/api/courses/course/${detail.guid}/enrol/`, { headers })).ok()).toBeTruthy();
  // Stopped at the 4th second of lesson 2 (on another device).
  expect((await request.put(`/api/courses/course/${detail.guid}/progress/`, { headers, data: { lesson: second.guid, position_seconds: 4 } })).ok()).toBeTruthy();

  await signInByApi(page, user.phone, user.password, `/courses/details/${detail.meta}/`);
  await expect(page.getByRole('link', { name: lessonName(detail.lessons[0]!) })).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('course-continue').click();
  await expect(page).toHaveURL(new RegExp(`\\?lesson=${second.guid}$`));
  await expect(page.getByRole('link', { name: lessonName(second) })).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(4);
});

test("reloading a lesson's address resumes the video at the saved second", async ({ page, request }) => {
  const user = await createUser(request, 'Nodira', 'Saidova');
  const detail = await course(request, (await demoCourses(request))[5]!.meta);
  const second = detail.lessons[1]!;
  const headers = bearer(user.access);
  expect((await request.post(`/api/courses/course/${detail.guid}/enrol/`, { headers })).ok()).toBeTruthy();
  expect((await request.put(`/api/courses/course/${detail.guid}/progress/`, { headers, data: { lesson: second.guid, position_seconds: 4 } })).ok()).toBeTruthy();

  // The lesson's own address, loaded afresh (a reload, a bookmark): the server draws the player
  // before the learner's progress is known in the browser.
  await signInByApi(page, user.phone, user.password, `/courses/details/${detail.meta}/?lesson=${second.guid}`);
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(4);
  await page.reload();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(4);
});

test("a finished course shows its certificate, not 'continue where you stopped'", async ({ page, request }) => {
  const user = await createUser(request, 'Ulug‘bek', 'Tursunov');
  const detail = await course(request, (await demoCourses(request))[1]!.meta);
  const headers = bearer(user.access);
  expect((await request.post(`/api/courses/course/${detail.guid}/enrol/`, { headers })).ok()).toBeTruthy();
  for (const l of detail.lessons) {
    expect((await request.put(`/api/courses/course/${detail.guid}/progress/`, { headers, data: { lesson: l.guid, position_seconds: 5, completed: true } })).ok()).toBeTruthy();
  }
  await signInByApi(page, user.phone, user.password, `/courses/details/${detail.meta}/`);
  await expect(page.getByTestId('course-progress')).toContainText('100%');
  await expect(page.getByTestId('course-certificate-link')).toBeVisible();
  await expect(page.getByTestId('course-continue')).toHaveCount(0);
  await expect(page.getByText("To'xtagan joyingizdan davom eting")).toHaveCount(0);

  // So on the profile: the certificate, and the course marked finished, not 'Davom etish'.
  await page.goto('/profile/courses/');
  const card = page.getByTestId('my-courses').getByTestId('course-card').filter({ hasText: detail.title });
  await expect(card.getByRole('link', { name: 'Sertifikat' })).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`^Davom etish`) })).toHaveCount(0);
  await expect(card.getByText('Tugatilgan', { exact: true })).toBeVisible();
});

test('hiding or closing the tab keeps the position in the lesson (sent with keepalive)', async ({ page, request }) => {
  const user = await createUser(request, 'Zarina', 'Yoqubova');
  const detail = await course(request, (await demoCourses(request))[3]!.meta);
  const first = detail.lessons[0]!;
  const headers = bearer(user.access);
  expect((await request.post(`/api/courses/course/${detail.guid}/enrol/`, { headers })).ok()).toBeTruthy();
  const saved = async () => (await getJson<{ progress: CourseProgress | null }>(request, `/api/courses/course/${detail.meta}/state/`, user.access)).progress;

  await signInByApi(page, user.phone, user.password, `/courses/details/${detail.meta}/`);
  await expect(page.getByTestId('course-enrolled')).toBeVisible();
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  // Moved while paused (no pause or end report), then the tab is hidden.
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  const [at, later] = [Math.max(1, Math.floor(duration * 0.3)), Math.max(2, Math.floor(duration * 0.6))];
  await video.evaluate((v: HTMLVideoElement, s) => void (v.currentTime = s), at);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await saved())?.position_seconds).toBe(at);
  expect((await saved())?.last_lesson).toBe(first.guid);

  // Further on, then the tab is closed: the last second still arrives.
  await video.evaluate((v: HTMLVideoElement, s) => void (v.currentTime = s), later);
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await saved())?.position_seconds).toBe(later);
});

test("an embedded lesson plays in an iframe and is finished with 'mark as done'", async ({ page, request }) => {
  // A course of one lesson from an allowed provider, made by an admin through the editor API.
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  const admin = bearer(((await login.json()) as { access: string }).access);
  const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const created = await request.post('/api/courses/course/', {
    headers: admin,
    multipart: { title: `Video darslik ${Date.now()}`, category: home.categories[0]!.guid, short_description: 'Tashqi video', is_published: 'true' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const made = (await created.json()) as { guid: string; meta: string };
  const lessonRes = await request.post(`/api/courses/course/${made.guid}/lessons/`, { headers: admin, multipart: { title: 'Kirish', video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' } });
  expect(lessonRes.ok(), await lessonRes.text()).toBeTruthy();

  const user = await createUser(request, 'Zarina', 'Olimova');
  const policyErrors: string[] = [];
  page.on('console', (m) => {
    if (/permissions.policy|feature policy/i.test(m.text())) policyErrors.push(m.text());
  });
  await signInByApi(page, user.phone, user.password, `/courses/details/${made.meta}/`);
  await expect(page.getByTestId('lesson-iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  // The player may use what its iframe asks for: the page's Permissions-Policy grants each of those to the provider.
  const policy = (await request.get(`/courses/details/${made.meta}/`)).headers()['permissions-policy'] ?? '';
  const asked = ((await page.getByTestId('lesson-iframe').getAttribute('allow')) ?? '').split(';').map((f) => f.trim()).filter(Boolean);
  expect(asked).toContain('fullscreen');
  for (const feature of asked) expect(policy, feature).toMatch(new RegExp(`(^|, )${feature}=\\([^)]*"https://www\\.youtube-nocookie\\.com"`));
  expect(policy).toMatch(/(^|, )camera=\(\)/);
  expect(policyErrors).toEqual([]);
  await page.getByTestId('course-subscribe').click();
  await page.getByTestId('lesson-mark-done').click();
  await expect(page.getByText('Dars tugatilgan')).toBeVisible();
  await expect(page.getByTestId('course-progress')).toContainText('100%');
  await expect(page.getByTestId('course-certificate-link')).toBeVisible();
});
