import { useCallback } from 'react';
import { latinToCyrillic } from '@shared/text/uzbek';
import { useI18n, type Language } from './i18n';

/** Reference data with a title per language (shop categories): Uzbek always, Russian and English where given. */
export interface TitledInLanguages {
  title: string;
  title_ru?: string | null;
  title_en?: string | null;
}

/** The title in `lang`, or the Uzbek one where that language's is missing; in Uzbek Cyrillic, the Uzbek one transliterated. */
export function localTitle(item: TitledInLanguages, lang: Language): string {
  if (lang === 'uz-Cyrl') return latinToCyrillic(item.title);
  if (lang === 'ru') return item.title_ru || item.title;
  if (lang === 'en') return item.title_en || item.title;
  return item.title;
}

/** localTitle in the reader's current language. */
export function useLocalTitle() {
  const { lang } = useI18n();
  return useCallback((item: TitledInLanguages) => localTitle(item, lang), [lang]);
}

/** Only the titles of an item (to keep, e.g. in a notification, and show later in the reader's language). */
export const titlesOf = (item: TitledInLanguages): TitledInLanguages => ({ title: item.title, title_ru: item.title_ru ?? null, title_en: item.title_en ?? null });
