/**
 * Uzbek text helpers: apostrophe folding and Cyrillic → Latin transliteration.
 * Used for URL slugs (meta) and for search, so that either script and every apostrophe form
 * (o' oʻ o‘ o` g') find each other.
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

/**
 * Normal form for search: lower case, Latin script, plain apostrophes, single spaces.
 * Apply it to the indexed text and to the query alike.
 */
export function searchNormalize(input: string): string {
  return foldApostrophes(cyrillicToLatin(foldApostrophes(input ?? '')))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Readable ASCII slug: "Atlas ko'ylak (qo'lda)" → "atlas-koylak-qolda". */
export function slugify(input: string, maxLength = 80): string {
  const slug = searchNormalize(input)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'item';
}
