import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** Any unknown path under /admin/: the admin area's not-found state, inside its shell, with a way back. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.notFound') });
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-indigo-900">{t('admin.notFound')}</h1>
      <Link to={paths.admin.overview()} className="btn-outline mt-6">
        {t('admin.overview.back')}
      </Link>
    </div>
  );
}
