import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGE_CODES, LANGUAGE_COOKIE, STORAGE_KEYS, type LanguageCode } from '@shared/constants';
import { groupThousands } from '@shared/format/price';
import { isLanguageCode } from '@shared/language';

/**
 * Every label comes from a dictionary: web/locales/{uz,uz-Cyrl,ru,en}/{area}.json, addressed as
 * 'area.key' (nested keys with dots). A key missing in ru/en falls back to Uzbek. The Uzbek Cyrillic
 * files are made from the Latin ones (npm run dictionaries:cyrillic), never written by hand.
 *
 * Dictionaries load with the pages that use them: the areas every page needs (CORE_AREAS: the layout,
 * messages, forms, toasts) come with the app, in Uzbek bundled into it; a page's own areas (home, shop,
 * pages, admin, …) load with its route, in parallel with its code (web/app/router.tsx `page(…, areas)`;
 * web/app/routes/dictionary-areas.test.ts checks that every page declares what it uses). A server
 * holds every dictionary. A counted phrase has a form per plural category where the language has
 * them (`count_one`, `count_few`, `count_many` beside `count`, chosen by Intl.PluralRules: makeT).
 */
/** The interface's languages are shared/constants' LANGUAGE_CODES (one list, one check: isLanguageCode). */
export type Language = LanguageCode;
/** How the language switcher names each language, in that language: one entry per code, held by the type. */
const LANGUAGE_NAMES: Record<Language, { label: string; short: string }> = {
  uz: { label: "O'zbekcha", short: 'UZ' },
  'uz-Cyrl': { label: 'Ўзбекча', short: 'ЎЗ' },
  ru: { label: 'Русский', short: 'RU' },
  en: { label: 'English', short: 'EN' },
};
export const LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, ...LANGUAGE_NAMES[code] }));

type Dict = Record<string, unknown>;

/** The areas of every page (the same names as the glob below, which has to spell them out). */
export const CORE_AREAS = ['auth', 'common', 'errors', 'layout', 'messenger', 'notifications', 'validation'] as const;
const uzCoreFiles = import.meta.glob<Dict>('../locales/uz/{auth,common,errors,layout,messenger,notifications,validation}.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Dict>(['../locales/*/*.json', '!../locales/uz/{auth,common,errors,layout,messenger,notifications,validation}.json'], { import: 'default' });

const fileOf = (lang: Language, area: string) => `../locales/${lang}/${area}.json`;
const areaOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/** Every area there is (the Uzbek files name them all). */
export const ALL_AREAS: readonly string[] = [...new Set([...Object.keys(uzCoreFiles), ...Object.keys(lazyFiles)].filter((f) => f.includes('/uz/')).map(areaOf))].sort();

/** What has been loaded, by language and area (areas are never unloaded). */
const dictionaries: Record<Language, Dict> = { uz: {}, 'uz-Cyrl': {}, ru: {}, en: {} };
for (const [file, dict] of Object.entries(uzCoreFiles)) dictionaries.uz[areaOf(file)] = dict;
const pending = new Map<string, Promise<void>>();
/** The areas the pages shown so far asked for: a language switch loads them in the new language. */
const requested = new Set<string>(CORE_AREAS);

/**
 * Loads the given areas (and the core ones) of a language, with their Uzbek, every missing key's
 * fallback. Resolves at once for what is already loaded.
 */
export async function loadAreas(lang: Language, areas: readonly string[] = []): Promise<void> {
  for (const area of areas) requested.add(area);
  const wanted = [...CORE_AREAS, ...areas];
  const loads: Promise<void>[] = [];
  for (const language of lang === 'uz' ? (['uz'] as const) : ([lang, 'uz'] as const)) {
    for (const area of wanted) {
      if (area in dictionaries[language]) continue;
      const file = fileOf(language, area);
      const load = lazyFiles[file];
      if (!load) throw new Error(`no dictionary ${file}`);
      if (!pending.has(file)) pending.set(file, load().then((dict) => void (dictionaries[language][area] = dict)).finally(() => pending.delete(file)));
      loads.push(pending.get(file)!);
    }
  }
  await Promise.all(loads);
}

/** The language the reader is reading: the one a page's route loads its areas in. */
let activeLanguage: Language = 'uz';
export const setActiveLanguage = (lang: Language) => void (activeLanguage = lang);
/** Loads a page's areas in the reader's language (a route's `lazy`, next to its code). */
export const loadPageAreas = (areas: readonly string[]) => loadAreas(activeLanguage, areas);

function lookup(dict: Dict, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object') node = (node as Dict)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export type TFunction = (key: string, vars?: Record<string, string | number>) => string;

/** The translator of a language whose areas are loaded (loadAreas): what useT gives a component, for code outside one (tests). */
export const translatorFor = (lang: Language): TFunction => makeT(lang);

/** Intl's plural rules per language (Uzbek Cyrillic counts as Uzbek: one form after a number, '5 ta mahsulot'). */
const pluralRules = new Map<Language, Intl.PluralRules>();
/** The plural category of a count in a language: 'one', 'few', 'many' or 'other' (Intl.PluralRules, CLDR's rules). */
export function pluralCategory(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang === 'uz-Cyrl' ? 'uz' : lang)));
  return rules.select(count);
}

/**
 * A counted phrase: with a number as `count` (or, failing that, `n`), the key's form for that number's
 * plural category in the reader's language, `<key>_one`, `_few`, `_many` (Russian: 1 товар, 2 товара,
 * 5 товаров; English: 1 product, 2 products), when the dictionary writes it; the key itself is the
 * form for every other number (and the only form where a language has one: Uzbek).
 */
/** The placeholders that hold a count (what a counted phrase's form is chosen by). */
const COUNT_VARS = new Set(['count', 'n']);

function countedText(lang: Language, key: string, vars: Record<string, string | number> | undefined): string | undefined {
  const count = typeof vars?.count === 'number' ? vars.count : typeof vars?.n === 'number' ? vars.n : undefined;
  if (count === undefined) return undefined;
  return lookup(dictionaries[lang], `${key}_${pluralCategory(lang, count)}`);
}

function makeT(lang: Language): TFunction {
  return (key, vars) => {
    let text = countedText(lang, key, vars) ?? lookup(dictionaries[lang], key) ?? lookup(dictionaries.uz, key) ?? key;
    // The count a phrase is chosen by is written as numbers are (1 234 567); other numbers (a year) as they are.
    if (vars) for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, typeof v === 'number' && COUNT_VARS.has(k) ? groupThousands(v) : String(v));
    return text;
  };
}

interface I18nValue {
  lang: Language;
  t: TFunction;
  setLanguage(lang: Language): void;
}
const I18nContext = createContext<I18nValue | null>(null);


/** The `lang` cookie's value in a Cookie header (or document.cookie), when it names a language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLanguageCode(value) ? value : null;
    }
  }
  return null;
}

/**
 * The language this browser chose (the switcher saves it), or null when it never chose. The choice is
 * a cookie, so a server rendering the page reads the same choice as the browser. Browser only: call it
 * in the entry, effects and event handlers, never during render.
 */
export function savedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const fromCookie = languageFromCookie(document.cookie);
  if (fromCookie) return fromCookie;
  // Chosen before the choice moved to a cookie: an older build kept it in local storage. Moved once.
  try {
    const legacy = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguageCode(legacy)) {
      rememberLanguage(legacy);
      localStorage.removeItem(STORAGE_KEYS.language);
      return legacy;
    }
  } catch {
    // Storage blocked: nothing was kept there.
  }
  return null;
}

/**
 * Keeps the choice for a year, for every page of the site: Secure when the page came over https (never
 * sent in the clear); a plain-http development server gets it without, as it would refuse a Secure one.
 * Browser only (an event handler or the entry).
 */
export function rememberLanguage(lang: Language) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * The app's language. The entry decides the first language before rendering (the browser's saved
 * choice, or on the server the request's cookie) and loads its dictionaries, so the first render
 * already speaks it and reads nothing from storage: a server render and the browser's first render
 * agree. A switch waits for the new language's files of every area asked for so far: until they
 * arrive, the page keeps speaking the one it has.
 */
export function I18nProvider({ initialLanguage = 'uz', children }: { initialLanguage?: Language; children: ReactNode }) {
  const [lang, setLang] = useState<Language>(initialLanguage);

  useEffect(() => {
    document.documentElement.lang = lang;
    setActiveLanguage(lang);
  }, [lang]);

  const setLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setActiveLanguage(next);
    void loadAreas(next, [...requested]).then(() => setLang(next));
  }, []);

  const value = useMemo(() => ({ lang, t: makeT(lang), setLanguage }), [lang, setLanguage]);
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

/**
 * A key's words now, in the reader's language, or undefined when no loaded dictionary has it. For
 * code outside React that keeps a text for later (a toast raised by a mutation: notify()).
 */
export function wordsNow(key: string, vars?: Record<string, string | number>): string | undefined {
  return lookup(dictionaries.uz, key) === undefined ? undefined : makeT(activeLanguage)(key, vars);
}

/**
 * Loads the dictionary areas of keys that come from elsewhere (a toast raised on another page, kept
 * in storage, shown on a page that never asked for its area), and renders again once they are here.
 * Areas loaded so are asked for again in a new language, like a page's own.
 */
export function useAreasOf(keys: readonly string[]): void {
  const { lang } = useI18n();
  const [, setLoaded] = useState(0);
  const missing = [...new Set(keys.map((key) => key.split('.')[0]!))]
    .filter((area) => ALL_AREAS.includes(area) && !(area in dictionaries[lang]))
    .sort()
    .join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadAreas(lang, missing.split(',')).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined, // Offline: the words the text was raised with stay (wordText).
    );
    return () => {
      live = false;
    };
  }, [lang, missing]);
}

/** Whether the dictionaries have a text under `key` (every key exists in Uzbek, which the others fall back to). */
export const messageKeyExists = (key: string): boolean => lookup(dictionaries.uz, key) !== undefined;

/** The dictionary key of a message code (validation.<code> or errors.<code>), when the dictionaries have one. */
function messageKey(code: string): string | undefined {
  for (const area of ['validation', 'errors']) if (lookup(dictionaries.uz, `${area}.${code}`) !== undefined) return `${area}.${code}`;
  return undefined;
}

/**
 * A Message kept for later wording (a stored notification): the dictionary key of its code with its
 * params, so it is worded in whatever language the reader has when it is shown; a code the
 * dictionaries do not know keeps the server's text, and a plain text stays as it is.
 */
export function messageRef(message: Message): { key: string; params?: Record<string, string | number> } | string {
  if (typeof message === 'string') {
    const key = messageKey(message);
    return key ? { key } : message;
  }
  const key = messageKey(message.code);
  if (!key) return message.text ?? message.code;
  return message.params ? { key, params: message.params } : { key };
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
