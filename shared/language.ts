import { LANGUAGE_CODES, LANGUAGE_PARAM, type LanguageCode } from './constants';

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
