import { describe, expect, it } from 'vitest';
import { searchKey, searchWords } from './uzbek';

/**
 * Spellings people use for one word → one search key (issue 9): with or without the apostrophe
 * letters, in Uzbek Cyrillic, or with the Russian letters a Russian keyboard offers (г for ғ, к for
 * қ, х for ҳ, у for ў), in any case.
 */
const SPELLINGS: Record<string, string[]> = {
  "Marg'ilon": ["Marg'ilon", 'Margʻilon', 'Marg‘ilon', 'Marg’ilon', 'Marg`ilon', 'Margʼilon', 'Margilon', 'MARGILON', 'margilon', 'Марғилон', 'Маргилон', 'МАРГИЛОН'],
  "O'zbekiston": ["O'zbekiston", 'Oʻzbekiston', 'Ozbekiston', 'Ўзбекистон', 'Узбекистон', 'uzbekiston'],
  "Qo'qon": ["Qo'qon", 'Qoqon', 'Қўқон', 'Кўкон', 'Кукон', 'kokon'],
  hunarmand: ['hunarmand', 'Hunarmand', 'xunarmand', 'Ҳунарманд', 'Хунарманд'],
  "ko'ylak": ["ko'ylak", 'koʻylak', 'koylak', 'кўйлак', 'куйлак', 'KO‘YLAK'],
  "sa'va": ["sa'va", 'saʼva', 'sava', 'саъва'],
  "shoyi ro'mol": ["shoyi ro'mol", 'Shoyi  romol', 'шойи рўмол', 'ШОЙИ РУМОЛ'],
  choyxona: ['choyxona', 'чойхона', 'ЧОЙХОНА'],
};

/**
 * Russian spellings of Uzbek place names (issue 27) → the Uzbek name's key: searching 'Маргилан'
 * finds what 'Marg'ilon' finds, and a Russian-written text is found by the Uzbek name.
 */
const RUSSIAN_SPELLINGS: Record<string, string[]> = {
  "Marg'ilon": ['Маргилан', 'маргилан', 'Margilan', 'Маргелан'],
  Samarqand: ['Самарканд', 'Samarkand'],
  Buxoro: ['Бухара', 'Bukhara', 'Бухоро'],
  "Qo'qon": ['Коканд', 'Kokand', 'Қўқон'],
  "Farg'ona": ['Фергана', 'Fergana', 'Ferghana', 'Фарғона'],
  Namangan: ['Наманган', 'Namangan'],
  Andijon: ['Андижан', 'Andijan', 'Андижон'],
  Xiva: ['Хива', 'Khiva', 'Xiva'],
  Toshkent: ['Ташкент', 'Tashkent', 'Тошкент'],
  Navoiy: ['Навои', 'Navoi', 'Навоий'],
  "G'ijduvon": ['Гиждуван', 'Gijduvan', 'Gizhduvan', 'Ghijduvan', 'Ғиждувон', 'Gijduvon'],
  Nurota: ['Нурата', 'Nurata', 'Нурота'],
  Boysun: ['Байсун', 'Baysun', 'Baisun', 'Бойсун'],
  "Kattaqo'rg'on": ['Каттакурган', 'Kattakurgan', 'Каттақўрғон'],
  Denov: ['Денау', 'Denau', 'Денов'],
  Bekobod: ['Бекабад', 'Bekabad', 'Бекобод'],
  Olmaliq: ['Алмалык', 'Almalyk', 'Almalik', 'Олмалиқ'],
  Zarafshon: ['Зарафшан', 'Zarafshan', 'Зарафшон'],
};

describe('searchKey', () => {
  for (const [name, spellings] of Object.entries(RUSSIAN_SPELLINGS)) {
    it(`folds the Russian spellings of ${name} into its key`, () => {
      expect(spellings.map(searchKey)).toEqual(spellings.map(() => searchKey(name)));
    });
  }

  it('folds a Russian place name at the start of a word only, its inflected forms too', () => {
    expect(searchKey('маргиланский атлас')).toBe(`${searchKey("Marg'ilon")}skiy atlas`);
    expect(searchKey('Ташкентская область')).toBe(`${searchKey('Toshkent')}skaya oblast`);
    expect(searchKey('Бухарская керамика')).toBe(`${searchKey('Buxoro')}skaya keramika`);
    expect(searchKey('гиждуванская керамика')).toBe(`${searchKey("G'ijduvon")}skaya keramika`);
    expect(searchKey('Байсунская вышивка')).toBe(`${searchKey('Boysun')}skaya vishivka`);
    // Inside another word it is not a name: nothing changes.
    expect(searchKey('abuxara')).toBe('aboxara');
    // A name already in its Uzbek form stays as it is (navoi is the start of navoiy).
    expect(searchKey('Navoiy viloyati')).toBe('navoiy viloyati');
  });

  for (const [word, spellings] of Object.entries(SPELLINGS)) {
    it(`folds every spelling of ${word} into one key`, () => {
      const keys = new Set(spellings.map(searchKey));
      expect([...keys]).toEqual([searchKey(word)]);
    });
  }

  it('keeps sh and ch apart from h and x', () => {
    expect(searchKey('shahar')).toBe('shaxar');
    expect(searchKey('шаҳар')).toBe('shaxar');
    expect(searchKey('choy')).toBe('choy');
  });

  it('keeps words apart and drops punctuation', () => {
    expect(searchKey('  Atlas,  adras; (qo‘lda)!  ')).toBe('atlas adras kolda');
    expect(searchKey('Narxi: 450 000')).toBe('narxi 450 000');
  });

  it('answers at most eight query words', () => {
    expect(searchWords("bir ikki uch to'rt besh olti yetti sakkiz to'qqiz o'n")).toHaveLength(8);
    expect(searchWords('   ')).toEqual([]);
  });
});
