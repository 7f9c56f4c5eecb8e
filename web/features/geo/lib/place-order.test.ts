import { describe, expect, it } from 'vitest';
import { compareUzbek, sortPlaces } from './place-order';

/** Names as /api/users/regions/ and districts/ answer them (in id order, not alphabetical). */
const place = (name_uz: string, name_ru: string | null = null, name_en = name_uz) => ({ id: 0, soato_id: 0, name_uz, name_oz: '', name_ru, name_en });

const REGIONS = [
  ['Andijon viloyati', 'Андижанская область', 'Andijan Region'],
  ['Buxoro viloyati', 'Бухарская область', 'Bukhara Region'],
  ['Jizzax viloyati', 'Джизакская область', 'Jizzakh Region'],
  ['Qashqadaryo viloyati', 'Кашкадарьинская область', 'Kashkadarya Region'],
  ['Navoiy viloyati', 'Навоийская область', 'Navoi Region'],
  ['Namangan viloyati', 'Наманганская область', 'Namangan Region'],
  ['Samarqand viloyati', 'Самаркандская область', 'Samarkand Region'],
  ['Sirdaryo viloyati', 'Сырдарьинская область', 'Syrdarya Region'],
  ['Toshkent shahri', 'город Ташкент', 'Tashkent City'],
  ['Toshkent viloyati', 'Ташкентская область', 'Tashkent Region'],
  ["Farg'ona viloyati", 'Ферганская область', 'Fergana Region'],
  ['Xorazm viloyati', 'Хорезмская область', 'Khorezm Region'],
  ["Qoraqalpog'iston Respublikasi", 'Республика Каракалпакстан', 'Republic of Karakalpakstan'],
  ['Surxondaryo viloyati', 'Сурхандарьинская область', 'Surkhandarya Region'],
].map(([uz, ru, en]) => place(uz!, ru!, en!));

describe('sortPlaces: regions and districts in alphabetical order of the reader’s language', () => {
  it('Uzbek Cyrillic: the classifier’s Cyrillic names in the Cyrillic alphabet (… Э Ю Я Ў Қ Ғ Ҳ)', () => {
    const named = (name_uz: string, name_oz: string) => ({ ...place(name_uz), name_oz });
    const places = [named("O'zbekiston tumani", 'Ўзбекистон тумани'), named('Qibray tumani', 'Қибрай тумани'), named('Yunusobod tumani', 'Юнусобод тумани'), named('Andijon viloyati', 'Андижон вилояти'), named('Xiva tumani', 'Хива тумани'), named('Bo‘ka tumani', 'Бўка тумани'), named('Boyovut tumani', 'Боёвут тумани')];
    expect(sortPlaces(places, 'uz-Cyrl').map((p) => p.name_oz)).toEqual(['Андижон вилояти', 'Боёвут тумани', 'Бўка тумани', 'Хива тумани', 'Юнусобод тумани', 'Ўзбекистон тумани', 'Қибрай тумани']);
  });

  it('Uzbek: the Uzbek alphabet (… X Y Z Oʻ Gʻ Sh Ch), whatever apostrophe the name is typed with', () => {
    expect(sortPlaces(REGIONS, 'uz').map((r) => r.name_uz)).toEqual([
      'Andijon viloyati',
      'Buxoro viloyati',
      "Farg'ona viloyati",
      'Jizzax viloyati',
      'Namangan viloyati',
      'Navoiy viloyati',
      'Qashqadaryo viloyati',
      "Qoraqalpog'iston Respublikasi",
      'Samarqand viloyati',
      'Sirdaryo viloyati',
      'Surxondaryo viloyati',
      // V before Sh: Sh is one letter, after Z.
      'Toshkent viloyati',
      'Toshkent shahri',
      'Xorazm viloyati',
    ]);
    const fergana = ['Oltiariq tumani', "Qo'shtepa tumani", "Bog'dod tumani", 'Buvayda tumani', 'Beshariq tumani', 'Quva tumani', "Uchko'prik tumani", 'Rishton tumani', "So'x tumani", 'Toshloq tumani', "O'zbekiston tumani", "Farg'ona tumani", "Dang'ara tumani", 'Furqat tumani', 'Yozyovon tumani', "Farg'ona", "Qo'qon", 'Quvasoy', "Marg'ilon", 'Chimyon', 'Shohimardon'];
    expect(sortPlaces(fergana.map((n) => place(n)), 'uz').map((d) => d.name_uz)).toEqual([
      'Beshariq tumani',
      "Bog'dod tumani",
      'Buvayda tumani',
      "Dang'ara tumani",
      "Farg'ona",
      "Farg'ona tumani",
      'Furqat tumani',
      "Marg'ilon",
      'Oltiariq tumani',
      'Quva tumani',
      'Quvasoy',
      "Qo'qon",
      "Qo'shtepa tumani",
      'Rishton tumani',
      "So'x tumani",
      'Toshloq tumani',
      "Uchko'prik tumani",
      'Yozyovon tumani',
      "O'zbekiston tumani",
      'Shohimardon',
      'Chimyon',
    ]);
    // Oʻ and Gʻ are letters of their own after Z, however the apostrophe is typed.
    for (const o of ["O'", 'Oʻ', 'O‘', 'O’', 'O`']) expect(compareUzbek(`${o}zbekiston`, 'Zomin')).toBeGreaterThan(0);
    expect(compareUzbek("G'ijduvon", 'Gurlan')).toBeGreaterThan(0);
    expect(compareUzbek('Gʻijduvon', "G'ijduvon")).toBe(0);
  });

  it('Russian and English: their own alphabet', () => {
    expect(sortPlaces(REGIONS, 'ru').map((r) => r.name_ru)).toEqual([
      'Андижанская область',
      'Бухарская область',
      'город Ташкент',
      'Джизакская область',
      'Кашкадарьинская область',
      'Навоийская область',
      'Наманганская область',
      'Республика Каракалпакстан',
      'Самаркандская область',
      'Сурхандарьинская область',
      'Сырдарьинская область',
      'Ташкентская область',
      'Ферганская область',
      'Хорезмская область',
    ]);
    expect(sortPlaces(REGIONS, 'en').map((r) => r.name_en)).toEqual([
      'Andijan Region',
      'Bukhara Region',
      'Fergana Region',
      'Jizzakh Region',
      'Kashkadarya Region',
      'Khorezm Region',
      'Namangan Region',
      'Navoi Region',
      'Republic of Karakalpakstan',
      'Samarkand Region',
      'Surkhandarya Region',
      'Syrdarya Region',
      'Tashkent City',
      'Tashkent Region',
    ]);
  });

  it('sorts by the name shown: a place without a Russian name is placed by its Latin one (after the Cyrillic, as Russian orders)', () => {
    const list = [place('Zomin', null), place('Arnasoy', 'Арнасай'), place('Yangiobod', 'Янгиабад')];
    expect(sortPlaces(list, 'ru').map((p) => p.name_uz)).toEqual(['Arnasoy', 'Yangiobod', 'Zomin']);
    // A copy: the cached list keeps its order.
    expect(list.map((p) => p.name_uz)).toEqual(['Zomin', 'Arnasoy', 'Yangiobod']);
  });
});
