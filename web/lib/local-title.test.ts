import { describe, expect, it } from 'vitest';
import { localTitle } from './local-title';

describe('localTitle', () => {
  const category = { title: 'Kulolchilik', title_ru: 'Керамика', title_en: null };
  it("answers the reader's language, falling back to Uzbek where it is missing", () => {
    expect(localTitle(category, 'uz')).toBe('Kulolchilik');
    expect(localTitle(category, 'ru')).toBe('Керамика');
    expect(localTitle(category, 'en')).toBe('Kulolchilik');
    expect(localTitle({ title: 'Atlas', title_ru: '', title_en: 'Atlas fabric' }, 'ru')).toBe('Atlas');
  });

  it('in Uzbek Cyrillic, the Uzbek title in Cyrillic letters', () => {
    expect(localTitle({ title: "Yog'och o'ymakorligi", title_ru: 'Резьба по дереву' }, 'uz-Cyrl')).toBe('Ёғоч ўймакорлиги');
  });
});
