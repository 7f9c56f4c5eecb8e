import type { Region } from '@shared/schemas/users';
import type { Language } from '@web/lib/i18n';

type Named = Pick<Region, 'name_uz' | 'name_oz' | 'name_ru' | 'name_en'>;

/** The name in the interface language: uz → name_uz, uz-Cyrl → name_oz (the classifier's Cyrillic name), ru → name_ru, en → name_en (each falls back to the Latin name). */
export const placeName = (place: Named, lang: Language): string =>
  (lang === 'uz-Cyrl' ? place.name_oz : lang === 'ru' ? place.name_ru : lang === 'en' ? place.name_en : null) || place.name_uz;

/**
 * The Uzbek (Latin) alphabet in its order: … X Y Z, then Oʻ Gʻ Sh Ch, each one letter (ng is sorted
 * as n + g, as dictionaries do).
 */
const UZBEK_LETTERS = ['a', 'b', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'x', 'y', 'z', "o'", "g'", 'sh', 'ch'];
const LETTER_RANK = new Map(UZBEK_LETTERS.map((letter, i) => [letter, 100 + i]));
/** The Uzbek Cyrillic alphabet in its order: … Ю Я, then Ў Қ Ғ Ҳ. */
const CYRILLIC_LETTER_RANK = new Map([...'абвгдеёжзийклмнопрстуфхцчшъьэюяўқғҳ'].map((letter, i) => [letter, 100 + i]));
/** Every way the apostrophe of Oʻ, Gʻ and the tutuq belgisi is typed. */
const APOSTROPHES = /[ʻʼ‘’`´']/g;

function uzbekKey(name: string, rank: Map<string, number>): number[] {
  const s = name.toLowerCase().replace(APOSTROPHES, "'");
  const key: number[] = [];
  for (let i = 0; i < s.length; ) {
    const pair = rank.get(s.slice(i, i + 2));
    if (pair !== undefined && i + 1 < s.length) {
      key.push(pair);
      i += 2;
      continue;
    }
    const c = s[i]!;
    i += 1;
    const letter = rank.get(c);
    if (letter !== undefined) key.push(letter);
    // The tutuq belgisi (Ma'rifat) is not a letter: dictionaries pass over it.
    else if (c === "'") continue;
    // A word ends before any letter ('Quva tumani' before 'Quvasoy'); digits come before letters.
    else if (/[\s\-–.,()]/.test(c)) key.push(0);
    else if (c >= '0' && c <= '9') key.push(1 + Number(c));
    // A letter from outside the alphabet (c, w, a Cyrillic one): after it, in code order.
    else key.push(1000 + c.codePointAt(0)!);
  }
  return key;
}

/**
 * Two Uzbek names in the order of the Uzbek alphabet. Not Intl.Collator('uz'): Node has ICU's Uzbek
 * collation, but Chromium ships without it (its Intl.Collator('uz') resolves to en-US, putting
 * Chimyon before Dang'ara and O'zbekiston among the O's), so a server's page and the browser taking
 * it over would list places in two orders. This is the same on both.
 */
export const compareUzbek = (a: string, b: string) => compareKeys(uzbekKey(a, LETTER_RANK), uzbekKey(b, LETTER_RANK));
/** Two Uzbek Cyrillic names in the order of the Uzbek Cyrillic alphabet (not Intl.Collator, for the same reason). */
const compareUzbekCyrillic = (a: string, b: string) => compareKeys(uzbekKey(a, CYRILLIC_LETTER_RANK), uzbekKey(b, CYRILLIC_LETTER_RANK));

function compareKeys(ka: number[], kb: number[]): number {
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
  return ka.length - kb.length;
}

const collators = new Map<string, Intl.Collator>();
const collator = (lang: string) => collators.get(lang) ?? collators.set(lang, new Intl.Collator(lang)).get(lang)!;

/**
 * Regions or districts in alphabetical order of the names the reader sees: the Uzbek alphabet for
 * Uzbek (Latin or Cyrillic), Russian's and English's collation (Intl.Collator, the same in Node and in the browser) for
 * theirs. A sorted copy; the list given is left as it is.
 */
export function sortPlaces<T extends Named>(places: readonly T[], lang: Language): T[] {
  const compare = lang === 'uz' ? compareUzbek : lang === 'uz-Cyrl' ? compareUzbekCyrillic : collator(lang).compare;
  return places
    .map((place) => ({ place, name: placeName(place, lang) }))
    .sort((a, b) => compare(a.name, b.name))
    .map((p) => p.place);
}
