import { Link, useLocation } from 'react-router';
import { useT } from '@web/lib/i18n';
import { SCRIPT_PARAM, scriptOf } from '@web/lib/text-script';

/**
 * Latin / Cyrillic: links to the same page with its people's own text (an article, a product, an
 * announcement, a course) as written or in Uzbek Cyrillic (?script=cyrl), rendered by the server, no
 * script needed. The labels are the reader's words ('Lotin | Кирилл', 'Лотин | Кирилл', 'Латиница |
 * Кириллица', 'Latin | Cyrillic'); hrefLang says which Uzbek each link leads to. Other query
 * parameters of the address are kept.
 */
export function ScriptSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const script = scriptOf(search);
  const addressIn = (cyrillic: boolean) => {
    const params = new URLSearchParams(search);
    if (cyrillic) params.set(SCRIPT_PARAM, 'cyrl');
    else params.delete(SCRIPT_PARAM);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const cls = (on: boolean) => `rounded-md px-2 py-0.5 text-xs font-semibold ${on ? 'bg-indigo-900 text-white' : 'text-indigo-800 hover:bg-indigo-50'}`;
  return (
    <span role="group" aria-label={t('common.script.label')} className={`inline-flex items-center gap-1 rounded-lg border border-ink-100 bg-white p-0.5 ${className}`} data-testid="script-switch">
      <Link to={addressIn(false)} className={cls(script === 'latn')} aria-current={script === 'latn' ? 'true' : undefined} hrefLang="uz-Latn" preventScrollReset replace>
        {t('common.script.latin')}
      </Link>
      <Link to={addressIn(true)} className={cls(script === 'cyrl')} aria-current={script === 'cyrl' ? 'true' : undefined} hrefLang="uz-Cyrl" preventScrollReset replace>
        {t('common.script.cyrillic')}
      </Link>
    </span>
  );
}
