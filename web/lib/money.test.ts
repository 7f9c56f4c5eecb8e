import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreas, translatorFor } from './i18n';
import { moneyIn, parseMoney } from './money';

beforeAll(async () => {
  for (const lang of ['uz', 'uz-Cyrl', 'ru', 'en'] as const) await loadAreas(lang);
});

describe('parseMoney', () => {
  it('reads amounts typed with spaces and the currency', () => {
    expect(parseMoney('1 250 000')).toBe(1_250_000);
    expect(parseMoney("250 000 so'm")).toBe(250_000);
    expect(parseMoney('')).toBeUndefined();
    expect(parseMoney('12a')).toBeUndefined();
    expect(parseMoney('-5')).toBeUndefined();
  });
});

describe('money in each language', () => {
  const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');
  it('spells the currency one way per language, in full prices, capitals, short prices and pay', () => {
    const words = (lang: 'uz' | 'uz-Cyrl' | 'ru' | 'en') => {
      const money = moneyIn(translatorFor(lang));
      return [money.price(1_250_000), money.priceUpper(1_250_000), nbsp(money.compact(1_200_000)), nbsp(money.compact(450_000)), money.payRange(1_000_000, 3_000_000, false)];
    };
    expect(words('uz')).toEqual(["1 250 000 so'm", "1 250 000 SO'M", "1,2 mln so'm", "450 ming so'm", "1 000 000 - 3 000 000 SO'M"]);
    expect(words('uz-Cyrl')).toEqual(['1 250 000 сўм', '1 250 000 СЎМ', '1,2 млн сўм', '450 минг сўм', '1 000 000 - 3 000 000 СЎМ']);
    expect(words('ru')).toEqual(['1 250 000 сум', '1 250 000 СУМ', '1,2 млн сум', '450 тыс. сум', '1 000 000 - 3 000 000 СУМ']);
    expect(words('en')).toEqual(['1 250 000 soum', '1 250 000 SOUM', '1.2M soum', '450K soum', '1 000 000 - 3 000 000 SOUM']);
  });
  it('says negotiable pay in words', () => {
    expect(moneyIn(translatorFor('uz')).payRange(null, null, true)).toBe('Kelishiladi');
    expect(moneyIn(translatorFor('ru')).payRange(1, 2, true)).toBe('Договорная');
  });
});
