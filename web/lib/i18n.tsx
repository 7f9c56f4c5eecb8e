import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@shared/constants';

/**
 * Every label comes from a dictionary: web/locales/{uz,ru,en}/{area}.json, addressed as 'area.key'
 * (nested keys with dots). Uzbek (Latin) is the default and is bundled; Russian and English load on
 * demand. A key missing in ru/en falls back to Uzbek.
 */
export const LANGUAGES = [
  { code: 'uz', label: "O'zbekcha", short: 'UZ' },
  { code: 'ru', label: 'Русский', short: 'RU' },
  { code: 'en', label: 'English', short: 'EN' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

type Dict = Record<string, unknown>;
const uzFiles = import.meta.glob<Dict>('../locales/uz/*.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Dict>(['../locales/ru/*.json', '../locales/en/*.json'], { import: 'default' });

function byArea(files: Record<string, Dict>): Dict {
  const out: Dict = {};
  for (const [file, dict] of Object.entries(files)) out[file.replace(/^.*\/([^/]+)\.json$/, '$1')] = dict;
  return out;
}
const uz = byArea(uzFiles);

async function loadLanguage(lang: Language): Promise<Dict> {
  if (lang === 'uz') return uz;
  const entries = Object.entries(lazyFiles).filter(([file]) => file.includes(`/locales/${lang}/`));
  const loaded = await Promise.all(entries.map(async ([file, load]) => [file, await load()] as const));
  return byArea(Object.fromEntries(loaded));
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object') node = (node as Dict)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export type TFunction = (key: string, vars?: Record<string, string | number>) => string;

function makeT(dict: Dict): TFunction {
  return (key, vars) => {
    let text = lookup(dict, key) ?? lookup(uz, key) ?? key;
    if (vars) for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
    return text;
  };
}

interface I18nValue {
  lang: Language;
  t: TFunction;
  setLanguage(lang: Language): void;
}
const I18nContext = createContext<I18nValue | null>(null);

/** The language this browser chose (the switcher saves it), or null when it never chose. */
export function savedLanguage(): Language | null {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEYS.language) : null;
  return LANGUAGES.some((l) => l.code === saved) ? (saved as Language) : null;
}

function initialLanguage(): Language {
  return savedLanguage() ?? 'uz';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState<Language>(initialLanguage);
  const [dict, setDict] = useState<Dict>(uz);

  useEffect(() => {
    let cancelled = false;
    loadLanguage(lang).then((d) => !cancelled && setDict(d));
    document.documentElement.lang = lang;
    return () => {
      cancelled = true;
    };
  }, [lang]);

  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEYS.language, next);
    setLang(next);
  }, []);

  const value = useMemo(() => ({ lang, t: makeT(dict), setLanguage }), [lang, dict, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n must be used inside <I18nProvider>');
  return ctx;
}

export const useT = (): TFunction => useI18n().t;

/**
 * What the app shows as a message: a code (a validation code such as 'phone_invalid' or an API error
 * code such as 'auth.invalid_credentials'), with the numbers its text needs and the server's own text
 * as the fallback for a code the dictionaries do not know; or a text already in the reader's language.
 */
export type Message = string | { code: string; params?: Record<string, string | number>; text?: string };

/** Whether the dictionaries have a text under `key` (every key exists in Uzbek, which the others fall back to). */
export const messageKeyExists = (key: string): boolean => lookup(uz, key) !== undefined;

/** The dictionary key of a message code (validation.<code> or errors.<code>), when the dictionaries have one. */
export function messageKey(code: string): string | undefined {
  for (const area of ['validation', 'errors']) if (lookup(uz, `${area}.${code}`) !== undefined) return `${area}.${code}`;
  return undefined;
}

/** Turns a Message into the reader's words: the code's text in the current language, else the text as given. */
export function useMessageText() {
  const t = useT();
  return useCallback(
    (message: Message | null | undefined): string => {
      if (!message) return '';
      if (typeof message === 'string') {
        const key = messageKey(message);
        return key ? t(key) : message;
      }
      const key = messageKey(message.code);
      return key ? t(key, message.params) : (message.text ?? message.code);
    },
    [t],
  );
}
