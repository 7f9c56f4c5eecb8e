import { useSession } from '@web/features/auth/api/get-profile';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';

/** /admin/overview/: 'Dashboard', empty except its title (spec §2), with a short welcome line. */
export function Component() {
  const t = useT();
  const { user } = useSession();
  usePageHead({ title: t('admin.overview.title') });
  return <AdminPageHeader title={t('admin.overview.title')} description={t('admin.overview.welcome', { name: user?.first_name ?? '' })} />;
}
