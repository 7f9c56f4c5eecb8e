import { describe, expect, it } from 'vitest';
import { latinToCyrillic, searchKey } from './uzbek';

describe('latinToCyrillic', () => {
  it.each([
    ["O'zbekiston", 'Ўзбекистон'],
    ['Oʻzbekiston', 'Ўзбекистон'],
    ["Marg'ilon", 'Марғилон'],
    ['gʻalla', 'ғалла'],
    ['shahar choyxona', 'шаҳар чойхона'],
    ['Shahrisabz', 'Шаҳрисабз'],
    ['SHAHAR', 'ШАҲАР'],
    ['yoz yulduz yaxshi yer', 'ёз юлдуз яхши ер'],
    ["yo'l", 'йўл'],
    ['elektr energiya', 'электр энергия'],
    ['maʼno', 'маъно'],
    ["ta'lim", 'таълим'],
    ["Is'hoq", 'Исҳоқ'],
    ['ipak qurti', 'ипак қурти'],
    ['dehqon', 'деҳқон'],
    ['tong', 'тонг'],
    ['2026-yil, 12 ta!', '2026-йил, 12 та!'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('leaves tags, attributes and entities of a sanitised body alone', () => {
    expect(latinToCyrillic('<p>Ipak <a href="https://lex.uz/x">qonun</a> &amp; &#39;yangilik&#39;</p>')).toBe(
      '<p>Ипак <a href="https://lex.uz/x">қонун</a> &amp; &#39;янгилик&#39;</p>',
    );
    expect(latinToCyrillic('a < b')).toBe('а < б');
  });

  it('leaves Cyrillic, digits and punctuation as they are', () => {
    expect(latinToCyrillic('Тошкент, 25° — ok')).toBe('Тошкент, 25° — ок');
  });

  it('comes back to the same search key (search finds either script)', () => {
    for (const text of ["O'zbekiston ipakchilik yangiliklari", "Marg'ilon atlas yo'li", 'shahar choyxona yoz']) {
      expect(searchKey(latinToCyrillic(text))).toBe(searchKey(text));
    }
  });
});

describe('latinToCyrillic: the reviewed words (shared/text/cyrillic-words.ts)', () => {
  it.each([
    ['27-sentabr', '27-сентябрь'],
    ['Oktabrda', 'Октябрьда'],
    ['MODERATSIYADAN', 'МОДЕРАЦИЯДАН'],
    ['Yangi obyekt', 'Янги объект'],
    ['PDF fayl, JPG yoki PNG', 'PDF файл, JPG ёки PNG'],
    ['Telegram orqali ulashish', 'Telegram орқали улашиш'],
    // A key is a word's beginning: a word that only contains it is spelled by the letter rules.
    ['komaprel', 'комапрел'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });
});
