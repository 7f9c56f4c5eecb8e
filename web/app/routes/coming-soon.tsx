import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** Shown for sections that are still being built (shop, announcements, news, courses, messenger, admin). */
export function ComingSoonPage({ area }: { area: string }) {
  const t = useT();
  const title = t(`common.areas.${area}`);
  usePageHead({ title: title });
  return (
    <section className="page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="section-title">{title}</h1>
      <p className="max-w-prose text-ink-700">{t('common.comingSoon')}</p>
      <Link to={paths.home()} className="btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
