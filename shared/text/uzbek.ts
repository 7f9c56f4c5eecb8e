/**
 * Uzbek text helpers: apostrophe folding and Cyrillic → Latin transliteration, for URL slugs (meta),
 * and the one search key (searchKey) every module that searches uses for stored text and query alike.
 */

/** Every character people type for the Uzbek ʻ/’ (oʻ, gʻ, and the tutuq belgisi). */
const APOSTROPHES = /[\u2018\u2019\u02BB\u02BC\u0060\u00B4\u2032]/g;

/** Folds every apostrophe variant into the plain ASCII apostrophe. */
export const foldApostrophes = (s: string): string => s.replace(APOSTROPHES, "'");

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
export function toLatin(input: string): string {
  return foldApostrophes(cyrillicToLatin(foldApostrophes(input ?? '')))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The version of searchKey's folding. Stored search texts made by an older version are rebuilt at
 * start (server/db/search-index.ts); raise it whenever searchKey changes what it answers.
 */
export const SEARCH_KEY_VERSION = 2;

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
 * - everything that is not a letter or digit to one space.
 * Apply it to the stored text and to the query alike, never one without the other.
 */
export function searchKey(input: string): string {
  return toLatin(input)
    .replace(/'/g, '')
    .replace(/q/g, 'k')
    .replace(/(?<![sc])h/g, 'x')
    .replace(/u/g, 'o')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

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
