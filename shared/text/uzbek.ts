import { CYRILLIC_WORDS, LONGEST_CYRILLIC_WORD } from './cyrillic-words';
import { RUSSIAN_PLACE_NAMES } from './russian-names';

/**
 * Uzbek text helpers: apostrophe folding and Cyrillic → Latin transliteration, for URL slugs (meta),
 * and the one search key (searchKey) every module that searches uses for stored text and query alike.
 */

/** Every character people type for the Uzbek ʻ/’ (oʻ, gʻ, and the tutuq belgisi). */
const APOSTROPHES = /[\u2018\u2019\u02BB\u02BC\u0060\u00B4\u2032]/g;

/** Folds every apostrophe variant into the plain ASCII apostrophe. */
const foldApostrophes = (s: string): string => s.replace(APOSTROPHES, "'");

const CYR_TO_LAT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'x', ц: 's', ч: 'ch', ш: 'sh', щ: 'sh', ъ: "'", ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ў: "o'", қ: 'q', ғ: "g'", ҳ: 'h',
};

/** Uzbek Cyrillic (and Russian) → Uzbek Latin, lower-cased. Latin input passes through. */
export function cyrillicToLatin(input: string): string {
  let out = '';
  const s = input.toLowerCase();
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    // 'е' at the start of a word is 'ye' in Uzbek Latin (Елена → Yelena).
    if (ch === 'е' && (i === 0 || !/\p{L}/u.test(s[i - 1]))) {
      out += 'ye';
      continue;
    }
    out += CYR_TO_LAT[ch] ?? ch;
  }
  return out;
}

/** Lower-case Uzbek Latin with plain apostrophes and single spaces: the readable form slugs are cut from. */
function toLatin(input: string): string {
  return foldApostrophes(cyrillicToLatin(foldApostrophes(input ?? '')))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The version of searchKey's folding. Stored search texts made by an older version are rebuilt at
 * start (server/search-index.ts); raise it whenever searchKey changes what it answers, or an area gets
 * a stored key its rows do not have yet (4: the courses'; 5: more Russian place names; 6: the news and course categories').
 */
export const SEARCH_KEY_VERSION = 6;

/**
 * The search key of a text: the one form in which stored texts are kept and queries are matched, so
 * a word is found however it is written. It folds, in order:
 * - case, and every apostrophe sign (o' oʻ o‘ o` g') — and then the apostrophe itself, since phone
 *   keyboards lack it and many write Margilon for Marg'ilon;
 * - Uzbek Cyrillic and Russian letters to Uzbek Latin (Марғилон → marg'ilon);
 * - the letters writers on a Russian keyboard put for the Uzbek ones it lacks: ғ→г (g'/g), қ→к (q/k),
 *   ҳ→х (h/x), ў→у (o'/u). So q and k are one letter here, and h and x (sh and ch are kept), and o and u:
 *   ў is o' in Latin, which loses its apostrophe to become o, while a Russian keyboard writes it у (u).
 *   The price is a coarser match (to'n and tun meet); for finding products and people, missing a
 *   spelling is the worse failure;
 * - everything that is not a letter or digit to one space;
 * - the Russian spellings of Uzbek place names to the Uzbek ones (Маргилан → margilon, Бухара → boxoro;
 *   the list is in russian-names.ts).
 * Apply it to the stored text and to the query alike, never one without the other.
 */
export function searchKey(input: string): string {
  return foldRussianNames(letterKey(input));
}

/** searchKey's letter folding, before the Russian place names are folded. */
function letterKey(input: string): string {
  return toLatin(input)
    .replace(/'/g, '')
    .replace(/q/g, 'k')
    .replace(/(?<![sc])h/g, 'x')
    .replace(/u/g, 'o')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The Russian spellings of Uzbek place names (RUSSIAN_PLACE_NAMES), folded as letterKey folds them →
 * the Uzbek name's key, matched at the start of a word: whole (маргиланский → margilonskiy), or, for a
 * name ending in a vowel, its stem before the -sk- of an adjective (бухарская → boxoroskaya). Where
 * the Uzbek key begins with the Russian one (navoi, navoiy), a word already in the Uzbek form is left
 * alone.
 */
const RUSSIAN_NAME_KEYS = new Map<string, string>();
const russianNamePatterns: string[] = [];
for (const [uzbek, russian] of Object.entries(RUSSIAN_PLACE_NAMES)) {
  const to = letterKey(uzbek);
  for (const from of russian.map(letterKey)) {
    if (from === to) continue;
    RUSSIAN_NAME_KEYS.set(from, to);
    russianNamePatterns.push(to.startsWith(from) ? `${from}(?!${to.slice(from.length)})` : from);
    if (/[aeiouy]$/.test(from)) {
      RUSSIAN_NAME_KEYS.set(from.slice(0, -1), to);
      russianNamePatterns.push(`${from.slice(0, -1)}(?=sk)`);
    }
  }
}
const RUSSIAN_NAMES = new RegExp(`(?<![\\p{L}\\p{N}])(?:${russianNamePatterns.sort((a, b) => b.length - a.length).join('|')})`, 'gu');
const foldRussianNames = (key: string): string => key.replace(RUSSIAN_NAMES, (name) => RUSSIAN_NAME_KEYS.get(name) ?? name);

/** The words of a search query as search keys; at most `max`, so a pasted paragraph cannot make a huge query. */
export const searchWords = (query: string, max = 8): string[] => searchKey(query).split(' ').filter(Boolean).slice(0, max);

/** Readable ASCII slug: "Atlas ko'ylak (qo'lda)" → "atlas-koylak-qolda". */
export function slugify(input: string, maxLength = 80): string {
  const slug = toLatin(input)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'item';
}

// --- Latin → Cyrillic (an article read in Uzbek Cyrillic) -----------------------------------------

const LAT_TO_CYR: Record<string, string> = {
  a: 'а', b: 'б', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'ҳ', i: 'и', j: 'ж', k: 'к', l: 'л', m: 'м', n: 'н',
  o: 'о', p: 'п', q: 'қ', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', x: 'х', y: 'й', z: 'з', c: 'с', w: 'в',
};
/** Two-letter Latin spellings of one Cyrillic letter (yo'l is й+ў, not ё: checked before these). */
const LAT_PAIRS: Record<string, string> = { sh: 'ш', ch: 'ч', yo: 'ё', yu: 'ю', ya: 'я', ye: 'е' };
/** oʻ and gʻ: any apostrophe sign but the tutuq belgisi ʼ (U+02BC), which is always ъ. */
const OG_MARKS = /[\u2018\u2019\u02BB'`\u00B4]/;
const TUTUQ_MARKS = /[\u2018\u2019\u02BB\u02BC'`\u00B4]/;
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** The Cyrillic letter in the case of the Latin one it comes from (Sh and SH are both Ш). */
const cased = (lower: string, source: string) => (source === source.toLowerCase() ? lower : lower.toUpperCase());

/**
 * The reviewed spelling (CYRILLIC_WORDS) of the word that starts at `start`, if it starts with one:
 * [Latin letters it covers, what they become], in the case of the source (Sentabr → Сентябрь, SENTABR
 * → СЕНТЯБРЬ); a word that stays in Latin letters is kept as written.
 */
function reviewedWord(s: string, start: number): [number, string] | null {
  const word = /^[A-Za-z][A-Za-z0-9]*/.exec(s.slice(start, start + LONGEST_CYRILLIC_WORD + 1))?.[0];
  if (!word) return null;
  for (let length = Math.min(word.length, LONGEST_CYRILLIC_WORD); length > 0; length--) {
    const source = word.slice(0, length);
    const spelled = CYRILLIC_WORDS[source.toLowerCase()];
    if (spelled === undefined) continue;
    if (!/[\u0400-\u04FF]/.test(spelled)) return [length, source];
    if (source.length > 1 && source === source.toUpperCase()) return [length, spelled.toUpperCase()];
    return [length, source[0] === source[0].toUpperCase() ? spelled[0].toUpperCase() + spelled.slice(1) : spelled];
  }
  return null;
}

/** A web address (https://…, www.…) or an e-mail address, from where it starts; its last dot or comma is the sentence's. */
const ADDRESS = /(?:(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/y;

/**
 * Uzbek Latin → Uzbek Cyrillic, keeping case and everything that is not a Latin letter: oʻ/o' → ў,
 * gʻ/g' → ғ, sh → ш, ch → ч, yo/yu/ya → ё/ю/я, ye and a word's first e → е/э, s'h → сҳ, the tutuq
 * belgisi (ʼ, or an apostrophe between letters) → ъ; ng is н+г as written; the words of
 * CYRILLIC_WORDS as reviewed there (sentabr → сентябрь, moderatsiya → модерация, PDF). Web and e-mail
 * addresses are kept as written. Markup is left alone:
 * tags (<…>) and entities (&…;) pass through, so a sanitised HTML body keeps its structure.
 * Latin spellings of Russian words cannot be recovered exactly (ц and ь are not written in Latin).
 */
export function latinToCyrillic(input: string): string {
  let out = '';
  const s = input ?? '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    // A web address or an e-mail address in the text is kept as written (it would lead nowhere in Cyrillic).
    if (/[A-Za-z]/.test(ch) && !/[\w.@/-]/.test(s[i - 1] ?? ' ')) {
      ADDRESS.lastIndex = i;
      const address = ADDRESS.exec(s);
      if (address) {
        out += address[0];
        i += address[0].length - 1;
        continue;
      }
    }
    if (ch === '<') {
      const end = s.indexOf('>', i);
      if (end !== -1) {
        out += s.slice(i, end + 1);
        i = end;
        continue;
      }
    }
    if (ch === '&') {
      const entity = /^&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i.exec(s.slice(i, i + 12));
      if (entity) {
        out += entity[0];
        i += entity[0].length - 1;
        continue;
      }
    }
    const lower = ch.toLowerCase();
    if (lower in LAT_TO_CYR && !isLetter(s[i - 1])) {
      const reviewed = reviewedWord(s, i);
      if (reviewed) {
        out += reviewed[1];
        i += reviewed[0] - 1;
        continue;
      }
    }
    if (!(lower in LAT_TO_CYR)) {
      // The tutuq belgisi: an apostrophe between letters that is not the mark of oʻ/gʻ.
      if (TUTUQ_MARKS.test(ch) && isLetter(s[i - 1]) && isLetter(s[i + 1]) && /[\u0400-\u04FF]$/.test(out)) {
        out += 'ъ';
        continue;
      }
      out += ch;
      continue;
    }
    const next = s[i + 1];
    // oʻ, gʻ
    if ((lower === 'o' || lower === 'g') && next !== undefined && OG_MARKS.test(next)) {
      out += cased(lower === 'o' ? 'ў' : 'ғ', ch);
      i++;
      continue;
    }
    // s'h: the apostrophe only separates s and h (Is'hoq → Исҳоқ).
    if (lower === 's' && next !== undefined && TUTUQ_MARKS.test(next) && s[i + 2]?.toLowerCase() === 'h') {
      out += cased('с', ch) + cased('ҳ', s[i + 2]);
      i += 2;
      continue;
    }
    if (next !== undefined) {
      const pair = lower + next.toLowerCase();
      // yo'l: y is й before oʻ.
      const yBeforeOg = lower === 'y' && next.toLowerCase() === 'o' && s[i + 2] !== undefined && OG_MARKS.test(s[i + 2]);
      if (pair in LAT_PAIRS && !yBeforeOg) {
        out += cased(LAT_PAIRS[pair], ch);
        i++;
        continue;
      }
    }
    // e at a word's start is э (elektr → электр); elsewhere е.
    if (lower === 'e' && !isLetter(s[i - 1])) {
      out += cased('э', ch);
      continue;
    }
    out += cased(LAT_TO_CYR[lower], ch);
  }
  return out;
}
