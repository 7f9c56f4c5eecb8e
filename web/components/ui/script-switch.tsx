import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TextScript } from '@shared/schemas/common';
import { useI18n } from '@web/lib/i18n';
import { SCRIPT_PARAM, useScriptChoice, useTextScript } from '@web/lib/text-script';

/**
 * Latin / Cyrillic: links to the same page with its people's own text (an article, a product, an
 * announcement, a course) as written (?script=latn) or in Uzbek Cyrillic (?script=cyrl), rendered by
 * the server, no script needed. An Uzbek Cyrillic reader reads it in Cyrillic at once; for them the
 * switch is a choice kept for every page (the `script` cookie, which the server renders with), and the
 * page stays at its own address. The labels are the reader's words ('Lotin | Кирилл', 'Лотин |
 * Кирилл', 'Латиница | Кириллица', 'Latin | Cyrillic'); hrefLang says which Uzbek each link leads to.
 * Other query parameters of the address are kept.
 */
export function ScriptSwitch({ className = '' }: { className?: string }) {
  const { t, lang } = useI18n();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { choose } = useScriptChoice();
  const script = useTextScript();
  const addressIn = (wanted: TextScript | null) => {
    const params = new URLSearchParams(search);
    if (wanted) params.set(SCRIPT_PARAM, wanted);
    else params.delete(SCRIPT_PARAM);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  // Without the choice to keep (another language), ?script=latn is the plain address.
  const hrefOf = (wanted: TextScript) => addressIn(lang === 'uz-Cyrl' || wanted === 'cyrl' ? wanted : null);
  const chooseHere = (wanted: TextScript) => (event: MouseEvent) => {
    if (lang !== 'uz-Cyrl') return;
    event.preventDefault();
    choose(wanted);
    navigate(addressIn(null), { replace: true, preventScrollReset: true });
  };
  const cls = (on: boolean) => `rounded-md px-2 py-0.5 text-xs font-semibold ${on ? 'bg-indigo-900 text-white' : 'text-indigo-800 hover:bg-indigo-50'}`;
  return (
    <span role="group" aria-label={t('common.script.label')} className={`inline-flex items-center gap-1 rounded-lg border border-ink-100 bg-white p-0.5 ${className}`} data-testid="script-switch">
      <Link to={hrefOf('latn')} onClick={chooseHere('latn')} className={cls(script === 'latn')} aria-current={script === 'latn' ? 'true' : undefined} hrefLang="uz-Latn" preventScrollReset replace>
        {t('common.script.latin')}
      </Link>
      <Link to={hrefOf('cyrl')} onClick={chooseHere('cyrl')} className={cls(script === 'cyrl')} aria-current={script === 'cyrl' ? 'true' : undefined} hrefLang="uz-Cyrl" preventScrollReset replace>
        {t('common.script.cyrillic')}
      </Link>
    </span>
  );
}
