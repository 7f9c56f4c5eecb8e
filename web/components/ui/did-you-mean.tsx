import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';

/**
 * Above a search's results when the query as typed found nothing and the server searched a corrected
 * one (did_you_mean): says so, and links the corrected query, so the address then says what is shown.
 */
export function DidYouMean({ typed, suggestion, href }: { typed: string; suggestion: string; href: string }) {
  const t = useT();
  return (
    <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink-800 break-words">
      {t('common.didYouMean.nothingFor', { q: typed })} {t('common.didYouMean.showing')}{' '}
      <Link to={href} className="font-semibold text-indigo-700 underline underline-offset-2" data-user-content="">
        {suggestion}
      </Link>
    </p>
  );
}
