import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_AREAS, loadAreas, pluralCategory, translatorFor } from './i18n';

beforeAll(async () => {
  for (const lang of ['uz', 'uz-Cyrl', 'ru', 'en'] as const) await loadAreas(lang, ALL_AREAS);
});

/** Every key of a language's dictionaries, as 'area.path.to.key'. */
function keysOf(lang: string): Set<string> {
  const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales', lang);
  const out = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.add(prefix);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${prefix}.${k}`);
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, ''));
  return out;
}

describe('counted phrases', () => {
  it('take the form of the number in each language (Intl.PluralRules)', () => {
    const ru = translatorFor('ru');
    expect([0, 1, 2, 4, 5, 11, 12, 21, 22, 25, 101].map((n) => ru('shop.product.views', { n }))).toEqual([
      '0 просмотров',
      '1 просмотр',
      '2 просмотра',
      '4 просмотра',
      '5 просмотров',
      '11 просмотров',
      '12 просмотров',
      '21 просмотр',
      '22 просмотра',
      '25 просмотров',
      '101 просмотр',
    ]);
    expect(ru('seller.list.count', { count: 3 })).toBe('Всего 3 товара');
    expect(ru('courses.card.lessons', { n: 1 })).toBe('1 урок');
    expect(ru('messenger.unread', { count: 5 })).toBe('5 непрочитанных сообщений');
    const en = translatorFor('en');
    expect([1, 2, 0].map((n) => en('shop.all.count', { n }))).toEqual(['1 product found', '2 products found', '0 products found']);
    expect(en('courses.card.lessons', { n: 1 })).toBe('1 lesson');
    // Uzbek has one form after a number.
    const uz = translatorFor('uz');
    expect([1, 2, 5].map((n) => uz('shop.all.count', { n }))).toEqual(['1 ta mahsulot topildi', '2 ta mahsulot topildi', '5 ta mahsulot topildi']);
    expect(translatorFor('uz-Cyrl')('shop.all.count', { n: 2 })).toBe('2 та маҳсулот топилди');
    expect(pluralCategory('uz-Cyrl', 1)).toBe(pluralCategory('uz', 1));
  });

  it('write the count as numbers are written, and other numbers as they are', () => {
    expect(translatorFor('ru')('shop.product.views', { n: 1234 })).toBe('1 234 просмотра');
    expect(translatorFor('en')('shop.all.count', { n: 25_000 })).toBe('25 000 products found');
    expect(translatorFor('uz')('common.date.dayMonthYear', { day: 5, month: 'may', year: 2026 })).toBe('2026-yil 5-may');
  });

  it('have every form of their language beside the key the Uzbek dictionary holds', () => {
    const uz = keysOf('uz');
    const forms: Record<string, string[]> = { ru: ['one', 'few', 'many'], en: ['one'] };
    for (const [lang, needed] of Object.entries(forms)) {
      const keys = keysOf(lang);
      // A form is a key of the Uzbek dictionary with a category's suffix (a key such as too_many is a word of its own).
      const counted = [...keys].filter((key) => /_(zero|one|two|few|many|other)$/.test(key) && uz.has(key.replace(/_[a-z]+$/, '')) && !uz.has(key));
      expect(counted.length, lang).toBeGreaterThan(20);
      for (const key of counted) {
        const base = key.replace(/_[a-z]+$/, '');
        for (const form of needed) expect(keys.has(`${base}_${form}`), `${lang}: ${base}_${form}`).toBe(true);
      }
    }
  });
});
