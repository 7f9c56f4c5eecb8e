import { useChooseLanguage } from '@web/features/auth';
import { LANGUAGES, useI18n, type Language } from '@web/lib/i18n';
import { GlobeIcon } from '@web/components/ui/icons';

/**
 * UZ / RU / EN. A native select: small at 360 px, and keyboard and screen-reader friendly for free.
 * A signed-in user's choice is kept on their profile too (useChooseLanguage).
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { lang, t } = useI18n();
  const chooseLanguage = useChooseLanguage();
  const light = tone === 'light';
  return (
    <label className={`relative inline-flex items-center gap-1 rounded-md text-xs font-semibold ${light ? 'text-white/90' : 'text-ink-700'}`}>
      <GlobeIcon size={14} />
      <span className="sr-only">{t('layout.language.label')}</span>
      <select
        value={lang}
        onChange={(e) => chooseLanguage(e.target.value as Language)}
        className={`cursor-pointer appearance-none rounded-md bg-transparent py-1 pl-0.5 pr-1 font-semibold focus-visible:outline-2 ${light ? 'text-white' : 'text-ink-900'}`}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} className="text-ink-900">
            {l.short}
          </option>
        ))}
      </select>
    </label>
  );
}
