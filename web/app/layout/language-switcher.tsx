import { useSearchParams } from 'react-router';
import { LANGUAGE_PARAM } from '@shared/constants';
import { useChooseLanguage } from '@web/features/auth/api/save-language';
import { LANGUAGES, useI18n, type Language } from '@web/lib/i18n';
import { GlobeIcon } from '@web/components/ui/icons';

/**
 * UZ / ЎЗ / RU / EN, a list of O'zbekcha, Ўзбекча, Русский, English. A native select (invisible over
 * the short code): small at 360 px, and keyboard and screen-reader friendly for free.
 * A signed-in user's choice is kept on their profile too (useChooseLanguage).
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { lang, t } = useI18n();
  const chooseLanguage = useChooseLanguage();
  const [params, setParams] = useSearchParams();
  const light = tone === 'light';
  const choose = (next: Language) => {
    chooseLanguage(next);
    // An address in one language (?lang=) would bring the old one back on reload: the choice replaces it.
    if (params.has(LANGUAGE_PARAM)) {
      const rest = new URLSearchParams(params);
      rest.delete(LANGUAGE_PARAM);
      setParams(rest, { replace: true, preventScrollReset: true });
    }
  };
  const current = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  return (
    <label
      className={`relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md py-1 pl-0.5 pr-1 text-xs sm:min-h-0 sm:min-w-0 font-semibold has-[:focus-visible]:outline-2 ${light ? 'text-white/90' : 'text-ink-700'}`}
    >
      <GlobeIcon size={14} />
      <span className="sr-only">{t('layout.language.label')}</span>
      {/* The closed switch shows the short code (small at 360 px); its list names each language in itself. */}
      <span aria-hidden="true" lang={current.code} className={light ? 'text-white' : 'text-ink-900'}>
        {current.short}
      </span>
      <select value={lang} onChange={(e) => choose(e.target.value as Language)} className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0">
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} className="text-ink-900">
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
