import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@shared/constants';
import { loadAreas, translatorFor } from '@web/lib/i18n';
import { searchCountText } from './search-count';

beforeAll(async () => {
  for (const lang of ['uz', 'ru', 'en'] as const) await loadAreas(lang, ['shop']);
});

describe('the count of a search', () => {
  it('says "1 000+" when the server stopped counting at its cap, in every language', () => {
    const capped = { count: SEARCH_COUNT_CAP, count_capped: true };
    expect(searchCountText(translatorFor('uz'), capped)).toBe('1 000+ ta mahsulot topildi');
    expect(searchCountText(translatorFor('ru'), capped)).toBe('Найдено товаров: 1 000+');
    expect(searchCountText(translatorFor('en'), capped)).toBe('1 000+ products found');
  });

  it('says the number found when it is all of them, its thousands grouped', () => {
    expect(searchCountText(translatorFor('uz'), { count: 12, count_capped: false })).toBe('12 ta mahsulot topildi');
    expect(searchCountText(translatorFor('uz'), { count: 1000, count_capped: false })).toBe('1 000 ta mahsulot topildi');
    expect(searchCountText(translatorFor('en'), { count: 0, count_capped: false })).toBe('0 products found');
    // Each language's plural forms (Intl.PluralRules): Russian has three, English two, Uzbek one.
    const count = (lang: 'uz' | 'ru' | 'en', n: number) => searchCountText(translatorFor(lang), { count: n, count_capped: false });
    expect([1, 2, 5, 11, 21, 22, 1000].map((n) => count('ru', n))).toEqual([
      'Найден 1 товар',
      'Найдено 2 товара',
      'Найдено 5 товаров',
      'Найдено 11 товаров',
      'Найден 21 товар',
      'Найдено 22 товара',
      'Найдено 1 000 товаров',
    ]);
    expect([1, 2].map((n) => count('en', n))).toEqual(['1 product found', '2 products found']);
    expect([1, 2, 5].map((n) => count('uz', n))).toEqual(['1 ta mahsulot topildi', '2 ta mahsulot topildi', '5 ta mahsulot topildi']);
  });
});
