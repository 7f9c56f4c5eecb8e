import { Link } from 'react-router';
import { ArrowRightIcon } from '@web/components/ui/icons';
import { IkatPattern } from '@web/components/ui/ikat';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** The promo poster of the article page (spec §2): our own shop, on an ikat card. */
export function PromoPoster() {
  const t = useT();
  return (
    <aside className="relative overflow-hidden rounded-[var(--radius-card)] text-white shadow-[var(--shadow-card)]" data-testid="news-promo">
      <div aria-hidden="true" className="absolute inset-0">
        <IkatPattern palette="pomegranate" scale={0.8} />
      </div>
      <div className="relative m-3 rounded-2xl bg-indigo-900/90 p-5">
        <p className="text-lg font-extrabold leading-snug">{t('news.article.promoTitle')}</p>
        <p className="mt-2 text-sm text-white/85">{t('news.article.promoText')}</p>
        <Link to={paths.shop()} className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-saffron-500 px-3 py-2 text-sm font-semibold text-indigo-950 hover:bg-saffron-400">
          {t('news.article.promoAction')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </aside>
  );
}
