import { useLocation } from 'react-router';
import type { TextScript } from '@shared/schemas/common';
import { latinToCyrillic } from '@shared/text/uzbek';

/** The query parameter that asks for people's own text in a script: ?script=cyrl. */
export const SCRIPT_PARAM = 'script';

/** The script the page's own text is read in: `?script=cyrl` is Uzbek Cyrillic, anything else as written. */
export const scriptOf = (search: URLSearchParams | string): TextScript => (new URLSearchParams(search).get(SCRIPT_PARAM) === 'cyrl' ? 'cyrl' : 'latn');

/** The script the current address asks for (a page's render, on the server as in the browser). */
export const useTextScript = (): TextScript => scriptOf(useLocation().search);

/**
 * An item with the given text fields in `script`: as written for latn; transliterated for cyrl (markup
 * of an HTML description kept; Cyrillic and other letters left as they are). The rest is untouched.
 */
export function inScript<T extends object, K extends keyof T>(item: T, script: TextScript, fields: readonly K[]): T {
  if (script === 'latn') return item;
  const out = { ...item };
  for (const field of fields) {
    const value = item[field];
    if (typeof value === 'string') out[field] = latinToCyrillic(value) as T[K];
  }
  return out;
}

/** Whether a text has Latin letters to transliterate (a switch to Cyrillic would change nothing in a Russian text). */
export const hasLatin = (...texts: (string | null | undefined)[]) => texts.some((text) => !!text && /[A-Za-z]/.test(text));
