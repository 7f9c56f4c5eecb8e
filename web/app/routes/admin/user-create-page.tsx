import { grantableRoles } from '@shared/constants';
import { AdminEditorPage } from '@web/features/admin/components/admin-editor-page';
import { UserCreateForm } from '@web/features/admin/components/user-create-form';
import { useSession } from '@web/features/auth/api/get-profile';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/**
 * /admin/users/create/ (issue 15): creates a user of a chosen role, within the role limits (the
 * superadmin creates admins and below; an admin moderators, housemakers and users). A moderator, who
 * may give no role, reads so instead of a form.
 */
export function Component() {
  const t = useT();
  const { user } = useSession();
  const roles = user ? grantableRoles(user.role) : [];
  return (
    <AdminEditorPage
      title={t('admin.userCreate.title')}
      description={() => t('admin.userCreate.description')}
      notFound={t('admin.notFound')}
      back={{ to: paths.admin.users('all'), label: t('admin.users.backToAll') }}
      refusal={user && !roles.length ? t('admin.userCreate.forbidden') : undefined}
      form={() => (user ? <UserCreateForm roles={roles} /> : null)}
    />
  );
}
