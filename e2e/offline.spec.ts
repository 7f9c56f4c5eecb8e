import type { Page } from '@playwright/test';
import { ME_GUID } from '../shared/constants';
import type { CourseCategoryPage, CourseDetail, Lesson } from '../shared/schemas/courses';
import type { NewsHomeData } from '../shared/schemas/news';
import { bearer, chooseLanguage, createProduct, createUser, expect, getJson, issueScreenshot, newContext, signInByApi, test } from './support';

/**
 * Reading offline (issue 27): the service worker (web/sw/offline.ts) keeps the pages read — a news
 * article, a course page with its lesson, the chat list and a chat — and shows them under the
 * 'offline' banner when the network is gone; a page never read leads to the offline page; a chat
 * message typed offline goes out when the network is back and reaches the partner.
 */

/** The service worker controls the page: it has installed (the app shell is kept) and taken the page over. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
}

const banner = (page: Page) => page.getByTestId('offline-banner');

test('an article and a course lesson read online are there offline, under the offline banner; a page never read shows the offline page, which opens it once the network is back', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const news = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const article = news.banner ?? news.week[0]!;
  const courses = (await getJson<CourseCategoryPage>(request, '/api/courses/category/all/?page_size=50')).results.filter((c) => c.lessons_count >= 2);
  const course = await getJson<CourseDetail>(request, `/api/courses/course/${courses[0]!.meta}/`);
  const lesson = course.lessons[1]!;
  const lessonDetail = await getJson<Lesson>(request, `/api/courses/lesson/${lesson.guid}/`);

  await page.goto('/');
  await workerInCharge(page);
  await expect(banner(page)).toHaveCount(0);
  await page.goto(`/news/details/${article.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await page.goto(`/courses/details/${course.meta}/?lesson=${lesson.guid}`);
  await expect(page.getByTestId('lesson-title')).toHaveText(`${lesson.order}-dars: ${lesson.title}`);

  await context.setOffline(true);
  await expect(banner(page)).toHaveText("Internet yo'q. Saqlangan sahifalar ko'rsatilmoqda.");

  await page.goto(`/news/details/${article.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByTestId('news-body')).not.toBeEmpty();
  await expect(banner(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  await page.goto(`/courses/details/${course.meta}/?lesson=${lesson.guid}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByTestId('lesson-title')).toHaveText(`${lesson.order}-dars: ${lesson.title}`);
  await expect(page.getByTestId('lesson-video')).toHaveAttribute('src', lessonDetail.video);
  await expect(banner(page)).toBeVisible();

  // Never read: the offline page says so, and names what was asked for.
  await page.goto('/online-shop/');
  await expect(page).toHaveURL(/\/offline\/\?from=%2Fonline-shop%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: "Internet yo'q" })).toBeVisible();
  await expect(page.getByText("Bu sahifa hali saqlanmagan. Internet qaytishi bilan u o'zi ochiladi.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Qayta urinish' })).toHaveAttribute('href', '/online-shop/');

  // The page listens for the network's return once the app has taken it over.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await context.setOffline(false);
  // A whole page load through the worker, on the network now (if the worker's first fetch still
  // fails, the offline page asks again): a navigation's time, not an assertion's.
  await page.waitForURL(/\/online-shop\/?$/, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('the offline page with the network said to be back, but the site not answering yet, asks again until it answers, then opens the page', async ({ page }) => {
  // A phone's connection that says it is up a moment before anything gets through: the first two
  // asks fail as an unplugged network does.
  let failed = 0;
  await page.route('**/online-shop/', async (route) => {
    if (route.request().method() === 'HEAD' && failed < 2) {
      failed += 1;
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  await page.goto('/offline/?from=%2Fonline-shop%2F');
  await expect(page.getByRole('heading', { level: 1, name: "Internet yo'q" })).toBeVisible();
  await page.waitForURL(/\/online-shop\/?$/, { waitUntil: 'commit' });
  expect(failed).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the chat list and a chat read online are there offline; a message typed offline is pending, goes out when the network is back, and the partner receives it', async ({ page, context, browser, request }) => {
  test.setTimeout(120_000);
  const seller = await createUser(request, 'Nodira', 'Ipakchi');
  const buyer = await createUser(request, 'Sardor', 'Xaridorov');
  const product = await createProduct(request, seller.access, { title: `Adras to'n ${Date.now()}` });
  const sellerGuid = (await getJson<{ guid: string }>(request, `/api/users/accounts/${ME_GUID}/`, seller.access)).guid;
  const created = await request.post(`/api/messenger/chats/${sellerGuid}/create/`, { data: { data: { product: product.guid } }, headers: bearer(buyer.access) });
  expect(created.ok()).toBeTruthy();
  const chat = ((await created.json()) as { chat: string }).chat;

  // The seller has the chat open in a browser of her own.
  const sellerContext = await newContext(browser);
  const sellerPage = await sellerContext.newPage();
  await signInByApi(sellerPage, seller.phone, seller.password, `/messaging/?chat=${chat}`);
  await expect(sellerPage.getByTestId('chat-partner')).toHaveText(buyer.name);

  // The buyer reads the chat list and the chat online, with the worker in charge.
  await signInByApi(page, buyer.phone, buyer.password, '/');
  await workerInCharge(page);
  await page.goto('/messaging/');
  await expect(page.getByTestId('chat-row').filter({ hasText: seller.name })).toBeVisible();
  const hello = `Assalomu alaykum, to'n hali bormi? ${Date.now()}`;
  await page.goto(`/messaging/?chat=${chat}`);
  await page.getByPlaceholder('Matn').fill(hello);
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  const message = (p: Page, text: string) => p.getByTestId('message').filter({ hasText: text });
  await expect(message(page, hello)).toHaveAttribute('data-state', /^(sent|read)$/);
  await expect(message(sellerPage, hello)).toBeVisible();
  // The chat's messages are fetched again (now through the worker) on the next visit: that is the copy kept.
  await page.goto('/messaging/');
  await expect(page.getByTestId('chat-row').filter({ hasText: seller.name })).toBeVisible();
  await page.goto(`/messaging/?chat=${chat}`);
  await expect(message(page, hello)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/messaging/');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('chat-row').filter({ hasText: seller.name })).toBeVisible();
  await page.goto(`/messaging/?chat=${chat}`);
  await expect(page.getByTestId('chat-partner')).toHaveText(seller.name);
  await expect(message(page, hello)).toBeVisible();
  await expect(page.getByTestId('chat-status')).toContainText("Internet aloqasi yo'q");

  const typedOffline = `Internetsiz yozildi: ertaga olib ketaman. ${Date.now()}`;
  await page.getByPlaceholder('Matn').fill(typedOffline);
  await page.getByRole('button', { name: 'Yuborish', exact: true }).click();
  await expect(message(page, typedOffline)).toHaveAttribute('data-state', 'sending');
  // Kept across a reload while still offline.
  await page.reload();
  await expect(message(page, typedOffline)).toHaveAttribute('data-state', 'sending');

  await context.setOffline(false);
  await expect(message(page, typedOffline)).toHaveAttribute('data-state', /^(sent|read)$/, { timeout: 30_000 });
  await expect(message(sellerPage, typedOffline)).toHaveCount(1);
  await sellerContext.close();
});

for (const lang of ['uz', 'ru'] as const) {
  test(`a product, a chat and a certificate opened online open again offline after a reload, not the offline page (${lang})`, async ({ page, context, request }) => {
    test.slow(); // three pages opened online, then each again offline
    const seller = await createUser(request, 'Nodira', 'Ipakchi');
    const buyer = await createUser(request, 'Malika', 'Yusupova');
    const product = await createProduct(request, seller.access, { title: `Atlas ko'ylak ${Date.now()}` });
    const sellerGuid = (await getJson<{ guid: string }>(request, `/api/users/accounts/${ME_GUID}/`, seller.access)).guid;
    const created = await request.post(`/api/messenger/chats/${sellerGuid}/create/`, { data: { data: { product: product.guid } }, headers: bearer(buyer.access) });
    expect(created.ok()).toBeTruthy();
    const chat = ((await created.json()) as { chat: string }).chat;
    // The buyer finishes a course through the API: its certificate is theirs to show.
    const courses = (await getJson<CourseCategoryPage>(request, '/api/courses/category/all/?page_size=50')).results;
    const course = await getJson<CourseDetail>(request, `/api/courses/course/${courses[0]!.meta}/`);
    expect((await request.post(`/api/courses/course/${course.guid}/enrol/`, { headers: bearer(buyer.access) })).ok()).toBeTruthy();
    for (const l of course.lessons) {
      const res = await request.put(`/api/courses/course/${course.guid}/progress/`, { headers: bearer(buyer.access), data: { lesson: l.guid, position_seconds: 5, completed: true } });
      expect(res.ok()).toBeTruthy();
    }
    const certificate = (await getJson<{ progress: { certificate: string | null } }>(request, `/api/courses/course/${course.meta}/state/`, buyer.access)).progress.certificate;
    expect(certificate).toBeTruthy();

    const productPath = `/online-shop/details/${product.meta}/`;
    const chatPath = `/messaging/?chat=${chat}`;
    const certificatePath = `/courses/certificates/${certificate}/`;
    await page.goto('/');
    await chooseLanguage(page, lang);
    await signInByApi(page, buyer.phone, buyer.password, '/');
    await workerInCharge(page);
    // Read online, with the worker in charge.
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.goto(chatPath);
    await expect(page.getByTestId('chat-partner')).toHaveText(seller.name);
    const hello = `Ko'ylak hali bormi? ${Date.now()}`;
    await page.getByPlaceholder(lang === 'uz' ? 'Matn' : 'Текст').fill(hello);
    await page.getByRole('button', { name: lang === 'uz' ? 'Yuborish' : 'Отправить', exact: true }).click();
    const message = page.getByTestId('message').filter({ hasText: hello });
    await expect(message).toHaveAttribute('data-state', /^(sent|read)$/);
    await page.goto(certificatePath);
    await expect(page.getByTestId('certificate-learner')).toHaveText(buyer.name);
    // The chat's messages as they are now (the copy kept is the last one read).
    await page.goto(chatPath);
    await expect(message).toBeVisible();

    await context.setOffline(true);
    for (const [path, shown] of [
      [productPath, () => page.getByRole('heading', { level: 1, name: product.title })],
      [chatPath, () => message],
      [certificatePath, () => page.getByTestId('certificate-learner')],
    ] as const) {
      await page.goto(path);
      await page.reload();
      await expect(page, path).not.toHaveURL(/\/offline\//);
      await expect(shown(), path).toBeVisible();
      await expect(banner(page)).toBeVisible();
      if (lang === 'uz' && path === productPath) await issueScreenshot(page, 40, 'offline-product');
    }
    await expect(page.getByTestId('certificate-course')).toContainText(course.title);
    await page.goto(chatPath);
    await expect(page.getByTestId('chat-partner')).toHaveText(seller.name);
  });
}
