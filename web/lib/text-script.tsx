import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SCRIPT_COOKIE } from '@shared/constants';
import { defaultTextScript, scriptChoiceOf } from '@shared/language';
import type { TextScript } from '@shared/schemas/common';
import { latinToCyrillic } from '@shared/text/uzbek';
import { useI18n } from './i18n';

/** The query parameter that asks for people's own text in a script: ?script=cyrl (Cyrillic), ?script=latn (as written). */
export const SCRIPT_PARAM = 'script';

/** The script an address asks for (?script=cyrl or ?script=latn), or null when it asks for none. */
const askedScript = (search: URLSearchParams | string): TextScript | null => scriptChoiceOf(new URLSearchParams(search).get(SCRIPT_PARAM));

/**
 * The script the page's people's text is read in: the address's ?script= when it asks for one, else
 * the reader's default (an Uzbek Cyrillic reader's in Cyrillic unless they chose the original).
 */
export const scriptOf = (search: URLSearchParams | string, language = 'uz', choice: TextScript | null = null): TextScript =>
  askedScript(search) ?? defaultTextScript(language, choice);

/** The `script` cookie's value in a Cookie header (or document.cookie), when it names a script. */
export function scriptChoiceFromCookie(cookieHeader: string | null | undefined): TextScript | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SCRIPT_COOKIE) return scriptChoiceOf(decodeURIComponent(rest.join('=')));
  }
  return null;
}

interface ScriptChoiceValue {
  choice: TextScript | null;
  /** Keeps the reader's choice (a cookie for a year, read by the server's render) and re-draws the page in it. Browser only. */
  choose(script: TextScript): void;
}
const ScriptChoiceContext = createContext<ScriptChoiceValue>({ choice: null, choose: () => {} });

/**
 * The reader's choice of script for people's text, decided by the entry before the first render (on
 * the server the request's cookie, in the browser the one the server rendered with), so both agree.
 */
export function ScriptChoiceProvider({ initialChoice, children }: { initialChoice: TextScript | null; children: ReactNode }) {
  const [choice, setChoice] = useState(initialChoice);
  const choose = useCallback((script: TextScript) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SCRIPT_COOKIE}=${script}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    setChoice(script);
  }, []);
  const value = useMemo(() => ({ choice, choose }), [choice, choose]);
  return <ScriptChoiceContext.Provider value={value}>{children}</ScriptChoiceContext.Provider>;
}

export const useScriptChoice = () => useContext(ScriptChoiceContext);

/** The script the current page's people's text is read in (a page's render, on the server as in the browser). */
export function useTextScript(): TextScript {
  const { search } = useLocation();
  const { lang } = useI18n();
  const { choice } = useScriptChoice();
  return scriptOf(search, lang, choice);
}

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

/** inScript in the current page's script: for cards of lists (a product's, an article's title). */
export function useInScript() {
  const script = useTextScript();
  return useCallback(<T extends object, K extends keyof T>(item: T, fields: readonly K[]) => inScript(item, script, fields), [script]);
}

/** Whether a text has Latin letters to transliterate (a switch to Cyrillic would change nothing in a Russian text). */
export const hasLatin = (...texts: (string | null | undefined)[]) => texts.some((text) => !!text && /[A-Za-z]/.test(text));
