import type { APIRequestContext } from '@playwright/test';
import type { CoursesHomeData } from '../shared/schemas/courses';
import type { NewsHomeData } from '../shared/schemas/news';
import { bearer, chooseLanguage, createProduct, createUser, DEMO, DEMO_PASSWORD, expect, expectNoSidewaysScroll, getJson, test } from './support';

/**
 * Search that forgives (issue 27): a one-letter slip still finds the product, the course or the news
 * item, under a note naming what was searched instead (linked, so the address then says it); the
 * Russian spelling of a place finds what its Uzbek name finds.
 */

/** A made-up word of this run whose search key is itself (no apostrophe letters, q, h or u), so the test's product is the only one it names. */
function runWord() {
  const syllables = ['zar', 'gil', 'nor', 'tik', 'pil', 'mon', 'ser', 'vat'];
  return Array.from({ length: 4 }, () => syllables[Math.floor(Math.random() * syllables.length)]!).join('');
}

/** The word with its second and third letters swapped: the commonest slip on a phone keyboard. */
const slipOf = (word: string) => word[0] + word[2] + word[1] + word.slice(3);

test('a one-letter slip finds the product under a note that names the corrected search, in Uzbek and in Russian', async ({ page, request }) => {
  const word = runWord();
  const seller = await createUser(request, 'Dilfuza', 'Ergasheva');
  await createProduct(request, seller.access, { title: `Ipak ${word} ro'mol` });

  await page.goto(`/online-shop/categories/?q=${slipOf(word)}`);
  const results = page.getByRole('region', { name: 'Qidiruv natijalari' });
  await expect(results.getByRole('heading', { name: `Ipak ${word} ro'mol` })).toBeVisible();
  await expect(page.getByText(`«${slipOf(word)}» bo'yicha hech narsa topilmadi.`)).toBeVisible();
  await expect(page.getByText('Mahsulotlar topilmadi')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The corrected word is a link: the address then names what is shown, and the note is gone.
  await page.getByRole('link', { name: word, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
  await expect(results.getByRole('heading', { name: `Ipak ${word} ro'mol` })).toBeVisible();
  await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);

  await chooseLanguage(page, 'ru');
  await page.goto(`/online-shop/categories/?q=${slipOf(word)}`);
  await expect(page.getByText(`По запросу «${slipOf(word)}» ничего не найдено.`)).toBeVisible();
  await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
});

test('the Russian spelling of a place finds what its Uzbek name finds', async ({ page, request }) => {
  const word = runWord();
  const seller = await createUser(request, 'Oybek', 'Tursunov');
  await createProduct(request, seller.access, { title: `Marg'ilon ${word} atlasi` });

  await page.goto(`/online-shop/categories/?q=${encodeURIComponent(`Маргилан ${word}`)}`);
  await expect(page.getByRole('region', { name: 'Qidiruv natijalari' }).getByRole('heading', { name: `Marg'ilon ${word} atlasi` })).toBeVisible();
  // Found as typed: no note.
  await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);
});

/** Signs the demo admin in through the API: the course and news editors' calls below are theirs. */
async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/accounts/login/', { data: { phone: DEMO.admin, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return bearer(((await login.json()) as { access: string }).access);
}

test('courses: the search box finds a course; a slip finds it under a note, the Russian spelling of a place as typed; in Uzbek and in Russian', async ({ page, request }) => {
  const word = runWord();
  const title = `Marg'ilon ${word} to'qish`;
  const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const created = await request.post('/api/courses/course/', {
    headers: await adminHeaders(request),
    data: { title, category: home.categories[0]!.guid, short_description: 'Ikat naqshlari', is_published: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The box in the banner: the words go into the address, the course takes the grids' place.
  await page.goto('/courses');
  await page.getByRole('searchbox', { name: 'Kurslardan qidirish' }).fill(word);
  await page.getByRole('searchbox', { name: 'Kurslardan qidirish' }).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/courses' && url.searchParams.get('q') === word);
  await expect(page.getByRole('region', { name: `«${word}» bo'yicha kurslar` }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top kurslar' })).toHaveCount(0);

  await page.goto(`/courses?q=${slipOf(word)}`);
  const results = page.getByRole('region', { name: `«${slipOf(word)}» bo'yicha kurslar` });
  await expect(results.getByRole('heading', { name: title })).toBeVisible();
  await expect(results.getByText(`«${slipOf(word)}» bo'yicha hech narsa topilmadi.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await results.getByRole('link', { name: word, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
  await expect(page.getByRole('region', { name: `«${word}» bo'yicha kurslar` }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);

  // Nothing near: the empty state, and the way back to every course.
  await page.goto(`/courses?q=${word}xqxqx`);
  await expect(page.getByText('Kurslar topilmadi')).toBeVisible();
  await page.getByRole('link', { name: 'Barcha kurslar' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/courses' && !url.search);
  await expect(page.getByRole('heading', { name: 'Top kurslar' })).toBeVisible();

  await chooseLanguage(page, 'ru');
  await page.goto(`/courses?q=${encodeURIComponent(`Маргилан ${word}`)}`);
  await expect(page.getByRole('region', { name: `Курсы по запросу «Маргилан ${word}»` }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('ничего не найдено')).toHaveCount(0);
  await page.goto(`/courses?q=${slipOf(word)}`);
  await expect(page.getByText(`По запросу «${slipOf(word)}» ничего не найдено.`)).toBeVisible();
  await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
  await page.goto(`/courses?q=${word}xqxqx`);
  await expect(page.getByText('Курсы не найдены')).toBeVisible();
});

test('news: the search box finds an article; a slip finds it under a note, the Russian spelling of a place as typed; in Uzbek and in Russian', async ({ page, request }) => {
  const word = runWord();
  const title = `Marg'ilon pillakorlari: ${word} mavsumi`;
  const home = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const created = await request.post('/api/news/dashboard/news/', {
    headers: await adminHeaders(request),
    data: { title, category: home.categories[0]!.meta, description: `<p>${word} haqida yangilik.</p>` },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/news');
  await page.getByRole('searchbox', { name: 'Yangiliklardan qidirish' }).fill(word);
  await page.getByRole('searchbox', { name: 'Yangiliklardan qidirish' }).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/news' && url.searchParams.get('q') === word);
  const found = page.getByRole('region', { name: `«${word}» bo'yicha yangiliklar` });
  await expect(found.getByRole('heading', { name: title })).toBeVisible();
  await expect(found.getByText('1 ta yangilik topildi')).toBeVisible();

  await page.goto(`/news?q=${slipOf(word)}`);
  const results = page.getByRole('region', { name: `«${slipOf(word)}» bo'yicha yangiliklar` });
  await expect(results.getByRole('heading', { name: title })).toBeVisible();
  await expect(results.getByText(`«${slipOf(word)}» bo'yicha hech narsa topilmadi.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await results.getByRole('link', { name: word, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
  await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);

  await page.goto(`/news?q=${word}xqxqx`);
  await expect(page.getByText('Yangiliklar topilmadi')).toBeVisible();
  await page.getByRole('link', { name: 'Barcha yangiliklar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/news' && !url.search);

  await chooseLanguage(page, 'ru');
  await page.goto(`/news?q=${encodeURIComponent(`Маргилан ${word}`)}`);
  await expect(page.getByRole('region', { name: `Новости по запросу «Маргилан ${word}»` }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('ничего не найдено')).toHaveCount(0);
  await page.goto(`/news?q=${slipOf(word)}`);
  await expect(page.getByText(`По запросу «${slipOf(word)}» ничего не найдено.`)).toBeVisible();
  await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
  await page.goto(`/news?q=${word}xqxqx`);
  await expect(page.getByText('Новости не найдены')).toBeVisible();
});

test('course and news searches are rendered on the server: without script the results and the note are there, and the box searches', async ({ browser, request }) => {
  const word = runWord();
  const admin = await adminHeaders(request);
  const courses = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
  const course = await request.post('/api/courses/course/', { headers: admin, data: { title: `Kashta ${word} darslari`, category: courses.categories[0]!.guid, is_published: true } });
  expect(course.status(), await course.text()).toBe(201);
  const news = await getJson<NewsHomeData>(request, '/api/news/home-data/');
  const article = await request.post('/api/news/dashboard/news/', { headers: admin, data: { title: `Kashta ${word} ko'rgazmasi`, category: news.categories[0]!.meta, description: '<p>Ko‘rgazma.</p>' } });
  expect(article.status(), await article.text()).toBe(201);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  for (const [path, label, title] of [
    ['/courses', 'Kurslardan qidirish', `Kashta ${word} darslari`],
    ['/news', 'Yangiliklardan qidirish', `Kashta ${word} ko'rgazmasi`],
  ] as const) {
    await page.goto(`${path}?q=${slipOf(word)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(`«${slipOf(word)}» bo'yicha hech narsa topilmadi.`)).toBeVisible();
    // The box is a plain form: it searches without script too.
    await page.getByRole('searchbox', { name: label }).fill(word);
    await page.getByRole('searchbox', { name: label }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('q') === word);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);
  }
  await context.close();
});
