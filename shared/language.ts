import { LANGUAGE_CODES, LANGUAGE_PARAM, type LanguageCode } from './constants';
import type { TextScript } from './schemas/common';

/** Whether a value names one of the interface's languages. */
export const isLanguageCode = (value: unknown): value is LanguageCode => (LANGUAGE_CODES as readonly unknown[]).includes(value);

/**
 * The language an address asks for (?lang=ru: a page's language version, linked by hreflang), or
 * null. One reading for the server's render and the browser's, so both agree on a page's language.
 */
export function languageFromAddress(search: string): LanguageCode | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguageCode(value) ? value : null;
}

/** The script a reader chose for people's own text (the SCRIPT_COOKIE's value), or null when they never chose. */
export const scriptChoiceOf = (value: unknown): TextScript | null => (value === 'latn' || value === 'cyrl' ? value : null);

/**
 * The script people's own text (titles, descriptions of products, announcements, news, courses) is
 * shown in when the address does not ask for one: an Uzbek Cyrillic reader reads it in Cyrillic
 * unless they chose the original; every other reader as written.
 */
export const defaultTextScript = (language: string, choice: TextScript | null): TextScript => (language === 'uz-Cyrl' && choice !== 'latn' ? 'cyrl' : 'latn');
