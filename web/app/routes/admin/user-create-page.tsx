import { Link } from 'react-router';
import { grantableRoles } from '@shared/constants';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { UserCreateForm } from '@web/features/admin/components/user-create-form';
import { useSession } from '@web/features/auth/api/get-profile';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/**
 * /admin/users/create/ (issue 15): creates a user of a chosen role, within the role limits (the
 * superadmin creates admins and below; an admin moderators, housemakers and users). A moderator, who
 * may give no role, reads so instead of a form.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.userCreate.title') });
  const { user } = useSession();
  if (!user) return null;
  const roles = grantableRoles(user.role);
  if (!roles.length) {
    return (
      <>
        <AdminPageHeader title={t('admin.userCreate.title')} />
        <div className="card p-6 text-center">
          <p className="text-ink-700">{t('admin.userCreate.forbidden')}</p>
          <Link to={paths.admin.users('all')} className="btn-outline mt-4">
            {t('admin.users.backToAll')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={t('admin.userCreate.title')} description={t('admin.userCreate.description')} />
      <UserCreateForm roles={roles} />
    </>
  );
}
