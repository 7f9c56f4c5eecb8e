import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseCategoryPage } from '@shared/schemas/courses';
import { appMeta } from '../../db/app-meta.table';
import { ensureSearchKeys } from '../../search-index';
import { useTestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { createCourseCategory, createTeacher, postCourse } from '../../test/course-factories';
import { bearer, newUserToken } from '../../test/factories';
import { expectFieldErrors } from '../../test/responses';
import { courses } from './courses.table';

/**
 * The public course list's search (issue 27, item 4), through the real endpoints: courses made by the
 * editor, found by their title, short description, category (in any of its languages) and teacher,
 * however the words are written; a first page that finds nothing is searched again with one-letter
 * slips corrected (did_you_mean).
 */
const t = useTestApp();
let adminToken: string;
let dilfuza: Awaited<ReturnType<typeof createTeacher>>;
let weaving: { guid: string; meta: string };

const ATLAS = "Atlas to'qish: Marg'ilon ustalari";
const RISHTON = 'Rishton kulolchiligi';
const ZARDOZI = "Buxoro zardo'zi";

async function course(token: string, title: string, category: string, short_description: string, is_published = true) {
  const res = await postCourse(t.app, token, { title, category, short_description, is_published });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { guid: string; meta: string };
}

beforeAll(async () => {
  adminToken = await newUserToken(t.app, { role: 'admin' });
  weaving = await createCourseCategory(t.app, 'toqimachilik', "To'qimachilik", { titleRu: 'Ткачество', titleEn: 'Weaving' });
  const pottery = await createCourseCategory(t.app, 'kulolchilik', 'Kulolchilik', { titleRu: 'Керамика' });
  dilfuza = await createTeacher(t.app, 'Dilfuza', 'Ergasheva');
  const rustam = await createTeacher(t.app, 'Rustam', 'Usmonov');
  await course(dilfuza.token, ATLAS, weaving.guid, "Ikat naqshlari va tabiiy bo'yoqlar");
  await course(rustam.token, RISHTON, pottery.guid, "Ko'k sopol idishlar");
  await course(rustam.token, ZARDOZI, weaving.guid, 'Oltin ip bilan tikish');
  // A draft is keyed too, but never listed.
  await course(dilfuza.token, 'Yashirin atlas darsi', weaving.guid, '', false);
});

const list = async (query: string, category = 'all') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/courses/category/${category}/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CourseCategoryPage;
};
const answer = async (q: string, category = 'all') => {
  const page = await list(`q=${encodeURIComponent(q)}`, category);
  return { titles: page.results.map((c) => c.title).sort(), didYouMean: page.did_you_mean };
};
const found = async (q: string, category = 'all') => (await answer(q, category)).titles;

/** Each spelling finds the same courses: Latin with any apostrophe or none, Uzbek Cyrillic, Russian letters and Russian place names. */
const SPELLINGS: Array<[expected: string[], spellings: string[]]> = [
  [[ATLAS], ["Marg'ilon", 'Margʻilon', 'Margilon', 'MARGILON', 'Марғилон', 'Маргилон', 'Маргилан', 'Margilan', 'Маргелан атлас']],
  [[ATLAS], ["to'qish", 'toqish', 'тўқиш', 'тукиш', 'atlas', 'атлас']],
  [[RISHTON], ['Rishton', 'Риштон', 'Риштан', 'Rishtan', "ko'k sopol", 'кук сопол']],
  [[ZARDOZI], ['Buxoro', 'Бухоро', 'Бухара', 'Bukhara', "zardo'zi", 'зардўзи', 'Бухара зардузи']],
  // The category, in each of its languages; the teacher's name.
  [[ATLAS, ZARDOZI], ["To'qimachilik", 'тўқимачилик', 'Ткачество', 'weaving']],
  [[RISHTON], ['Керамика', 'kulolchilik']],
  [[ATLAS], ['Ergasheva', 'Эргашева', 'Dilfuza atlas', 'Дилфуза']],
  [[RISHTON, ZARDOZI], ['Usmonov', 'Усмонов', 'Rustam']],
];

describe('course search: every spelling finds the same courses', () => {
  for (const [expected, spellings] of SPELLINGS) {
    it(`${spellings[0]} → ${expected.join(', ')}`, async () => {
      for (const q of spellings) expect(await found(q), q).toEqual([...expected].sort());
    });
  }

  it('needs every word; a draft is never found; without words it lists every published course', async () => {
    expect(await found('atlas rishton')).toEqual([]);
    expect(await found('yashirin')).toEqual([]);
    expect(await found('')).toEqual([ATLAS, RISHTON, ZARDOZI].sort());
  });

  it('searches within a category', async () => {
    expect(await found('Rustam', 'kulolchilik')).toEqual([RISHTON]);
    expect(await found('atlas', 'kulolchilik')).toEqual([]);
    expect((await list('q=atlas', weaving.meta)).category).toMatchObject({ meta: weaving.meta, title_ru: 'Ткачество' });
  });
});

describe('one-letter slips: a first page that finds nothing is searched again corrected', () => {
  const SLIPS: Array<[query: string, titles: string[], didYouMean: string]> = [
    ['atals', [ATLAS], 'atlas'],
    ['Rishotn', [RISHTON], 'rishton'],
    // A slip in the teacher's name, and one beside a word found as typed (kept as it was written).
    ['Ergashvea', [ATLAS], 'ergasheva'],
    ['Usmonov kulolchliigi', [RISHTON], 'Usmonov kulolchiligi'],
    // A Russian place name with a slip beside it: the name is folded and kept as typed, the slip corrected.
    ['Маргилан atals', [ATLAS], 'Маргилан atlas'],
  ];
  for (const [query, titles, didYouMean] of SLIPS) {
    it(`${query} → ${didYouMean}`, async () => {
      expect(await answer(query)).toEqual({ titles, didYouMean });
    });
  }

  it('leaves a query alone that finds something as typed, or has no near word', async () => {
    expect(await answer('atlas')).toEqual({ titles: [ATLAS], didYouMean: null });
    expect(await answer('zzzzzz')).toEqual({ titles: [], didYouMean: null });
    // A short word is not corrected: one letter off, it is another word.
    expect(await answer('ipx')).toEqual({ titles: [], didYouMean: null });
  });

  it('a later page keeps the words as typed: it is neither corrected nor the whole list', async () => {
    const first = await list('q=Rustam&page_size=1');
    expect(first.results).toHaveLength(1);
    expect(first.next_page).toBe(2);
    const second = await list('q=Rustam&page=2&page_size=1');
    expect(second).toMatchObject({ next_page: null, did_you_mean: null });
    expect([...first.results, ...second.results].map((c) => c.title).sort()).toEqual([RISHTON, ZARDOZI].sort());
    expect(await list('q=Rustam&page=3&page_size=1')).toMatchObject({ results: [], next_page: null, did_you_mean: null });
    expect(await list('q=atals&page=2&page_size=1')).toMatchObject({ results: [], next_page: null, did_you_mean: null });
  });

  it('is a fixed number of queries whatever the page size, corrected or not', async () => {
    for (const q of ['atlas', 'atals']) {
      const small = await countQueries(t.db, () => list(`q=${q}&page_size=1`));
      const large = await countQueries(t.db, () => list(`q=${q}&page_size=100`));
      expect(large, q).toBe(small);
    }
  });
});

describe('bad input is refused in the one error shape', () => {
  it('answers 400 with the field code for a query too long or with control characters, and for a bad page', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/courses/category/all/?${query}` });
    expectFieldErrors(await get(`q=${'a'.repeat(101)}`), { q: 'too_long' });
    expectFieldErrors(await get('q=atlas%00'), { q: 'text_invalid' });
    expectFieldErrors(await get('q=atlas&page=0'), { page: 'bad_address' });
    const res = await get(`q=${'a'.repeat(101)}`);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // An unknown category is a 404 whatever the words.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/courses/category/yoq/?q=atlas' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'courses.category_not_found' });
  });
});

describe('the stored keys follow every write', () => {
  it('a course edited, a category renamed and a teacher renamed are found by their new words (and their slips)', async () => {
    const c = await course(dilfuza.token, 'Kashta tikish', weaving.guid, 'Boshlovchilar uchun');
    expect(await found('kashta')).toEqual(['Kashta tikish']);

    const edited = await t.app.inject({ method: 'PATCH', url: `/api/courses/course/${c.guid}/`, headers: bearer(dilfuza.token), payload: { title: 'Suzani tikish' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('kashta')).toEqual([]);
    expect(await answer('suzain')).toEqual({ titles: ['Suzani tikish'], didYouMean: 'suzani' });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/courses/dashboard/categories/${weaving.guid}/`,
      headers: bearer(adminToken),
      payload: { title: 'Gazlamachilik', title_ru: 'Текстиль', title_en: 'Textiles' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('Ткачество')).toEqual([]);
    expect(await found('Текстиль')).toEqual([ATLAS, ZARDOZI, 'Suzani tikish'].sort());

    const me = await t.app.inject({ method: 'PATCH', url: '/api/users/accounts/me/', headers: bearer(dilfuza.token), payload: { last_name: 'Rahimova' } });
    expect(me.statusCode, me.body).toBe(200);
    expect(await found('Ergasheva')).toEqual([]);
    expect(await found('Раҳимова')).toEqual([ATLAS, 'Suzani tikish'].sort());
  });

  it('rebuilds keys once at start when searchKey changed (or the column is new)', async () => {
    await t.db.update(courses).set({ searchText: '' });
    await t.db.delete(appMeta).where(eq(appMeta.key, 'search_key_version'));
    expect(await found('Rishton')).toEqual([]);
    await ensureSearchKeys(t.db, t.app.log);
    expect(await found('Риштан')).toEqual([RISHTON]);
  });
});
