import { cyrillicToLatin } from '@shared/text/uzbek';

/** Every other sign people type for the Uzbek apostrophe: ʻ (U+02BB), ʼ (U+02BC), ‘ ’, `. */
export const OTHER_APOSTROPHES = /[\u02BB\u02BC\u2018\u2019`]/g;

/**
 * Uzbek Latin of the demo content in the spec's one convention: the plain ASCII apostrophe ' for
 * o' / g' and for the tutuq belgisi (O'zbekiston, ma'lumot, e'lon), as the spec's Uzbek texts and
 * our dictionaries write it; any other apostrophe sign typed into a seed text becomes '.
 * Never use ' as a quotation mark in seed text: use « » instead.
 */
export function uz(text: string): string {
  return text.replace(OTHER_APOSTROPHES, "'");
}

/** Escapes text for HTML and SVG. */
export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Characters of WinAnsi (pdf-lib's standard fonts) beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text that pdf-lib's standard fonts can draw (WinAnsi): Uzbek apostrophes become ASCII ',
 * Cyrillic is transliterated to Latin (keeping capitals), anything else unknown becomes '?'.
 */
export function toWinAnsi(text: string): string {
  const latin = text
    .replace(OTHER_APOSTROPHES, "'")
    .replace(/№/g, 'No.')
    // Whole words, so that word-initial rules apply (Елена → Yelena); capitals are kept.
    .replace(/\p{Script=Cyrillic}+/gu, (word) => {
      const out = cyrillicToLatin(word);
      if (word.length > 1 && word === word.toUpperCase()) return out.toUpperCase();
      return word[0] === word[0].toLowerCase() ? out : out.charAt(0).toUpperCase() + out.slice(1);
    });
  let out = '';
  for (const ch of latin) {
    const code = ch.codePointAt(0)!;
    const drawable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n';
    out += drawable ? ch : '?';
  }
  return out;
}
