import type { APIRequestContext, APIResponse } from '@playwright/test';
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

/** Courses and news search alike: what differs is how an item is made and the area's words. */
interface SearchArea {
  name: string;
  path: string;
  titleOf: (word: string) => string;
  create: (request: APIRequestContext, title: string) => Promise<APIResponse>;
  /** A heading of the area's landing page, which the results replace. */
  landing?: string;
  /** The count the results announce for one item. */
  foundOne?: string;
  uz: { box: string; results: (q: string) => string; empty: string; all: string };
  ru: { results: (q: string) => string; empty: string };
}
const AREAS: SearchArea[] = [
  {
    name: 'courses',
    path: '/courses',
    titleOf: (word: string) => `Marg'ilon ${word} to'qish`,
    create: async (request: APIRequestContext, title: string) => {
      const home = await getJson<CoursesHomeData>(request, '/api/courses/home-data/');
      return request.post('/api/courses/course/', {
        headers: await adminHeaders(request),
        data: { title, category: home.categories[0]!.guid, short_description: 'Ikat naqshlari', is_published: true },
      });
    },
    landing: 'Top kurslar',
    uz: { box: 'Kurslardan qidirish', results: (q: string) => `«${q}» bo'yicha kurslar`, empty: 'Kurslar topilmadi', all: 'Barcha kurslar' },
    ru: { results: (q: string) => `Курсы по запросу «${q}»`, empty: 'Курсы не найдены' },
  },
  {
    name: 'news',
    path: '/news',
    titleOf: (word: string) => `Marg'ilon pillakorlari: ${word} mavsumi`,
    create: async (request: APIRequestContext, title: string) => {
      const home = await getJson<NewsHomeData>(request, '/api/news/home-data/');
      return request.post('/api/news/dashboard/news/', {
        headers: await adminHeaders(request),
        data: { title, category: home.categories[0]!.meta, description: `<p>${title} haqida yangilik.</p>` },
      });
    },
    foundOne: '1 ta yangilik topildi',
    uz: { box: 'Yangiliklardan qidirish', results: (q: string) => `«${q}» bo'yicha yangiliklar`, empty: 'Yangiliklar topilmadi', all: 'Barcha yangiliklar' },
    ru: { results: (q: string) => `Новости по запросу «${q}»`, empty: 'Новости не найдены' },
  },
];

for (const area of AREAS) {
  test(`${area.name}: the search box finds an item; a slip finds it under a note, the Russian spelling of a place as typed; in Uzbek and in Russian`, async ({ page, request }) => {
    const word = runWord();
    const title = area.titleOf(word);
    const created = await area.create(request, title);
    expect(created.status(), await created.text()).toBe(201);

    // The box in the banner: the words go into the address, the results take the page's place.
    await page.goto(area.path);
    await page.getByRole('searchbox', { name: area.uz.box }).fill(word);
    await page.getByRole('searchbox', { name: area.uz.box }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === area.path && url.searchParams.get('q') === word);
    const found = page.getByRole('region', { name: area.uz.results(word) });
    await expect(found.getByRole('heading', { name: title })).toBeVisible();
    if (area.foundOne) await expect(found.getByText(area.foundOne)).toBeVisible();
    if (area.landing) await expect(page.getByRole('heading', { name: area.landing })).toHaveCount(0);

    await page.goto(`${area.path}?q=${slipOf(word)}`);
    const results = page.getByRole('region', { name: area.uz.results(slipOf(word)) });
    await expect(results.getByRole('heading', { name: title })).toBeVisible();
    await expect(results.getByText(`«${slipOf(word)}» bo'yicha hech narsa topilmadi.`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await results.getByRole('link', { name: word, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
    await expect(page.getByRole('region', { name: area.uz.results(word) }).getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);

    // Nothing near: the empty state, and the way back to the whole area.
    await page.goto(`${area.path}?q=${word}xqxqx`);
    await expect(page.getByText(area.uz.empty)).toBeVisible();
    await page.getByRole('link', { name: area.uz.all }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === area.path && !url.search);
    if (area.landing) await expect(page.getByRole('heading', { name: area.landing })).toBeVisible();

    await chooseLanguage(page, 'ru');
    await page.goto(`${area.path}?q=${encodeURIComponent(`Маргилан ${word}`)}`);
    await expect(page.getByRole('region', { name: area.ru.results(`Маргилан ${word}`) }).getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('ничего не найдено')).toHaveCount(0);
    await page.goto(`${area.path}?q=${slipOf(word)}`);
    await expect(page.getByText(`По запросу «${slipOf(word)}» ничего не найдено.`)).toBeVisible();
    await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
    await page.goto(`${area.path}?q=${word}xqxqx`);
    await expect(page.getByText(area.ru.empty)).toBeVisible();
  });
}

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
