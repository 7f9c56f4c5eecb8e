import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { grantableRoles, type Role } from '@shared/constants';
import { adminUserCreateSchema, type AdminUserCreate } from '@shared/schemas/users';
import { useCreateAdminUser } from '@web/features/admin/api/create-user';
import type { UserListType } from '@web/features/admin/api/list-users';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { PERSON_FIELDS, PersonFields } from '@web/features/admin/components/person-fields';
import { useSession } from '@web/features/auth';
import { RegionDistrictSelect } from '@web/features/geo';
import { notify } from '@web/features/notifications/notify';
import { applyApiError } from '@web/components/form/apply-api-error';
import { SelectField } from '@web/components/form/fields';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

const FIELDS = ['role', ...PERSON_FIELDS, 'region', 'district'] as const;

/** The user list a new user of this role is found in. */
const LIST_OF: Record<Role, UserListType> = { superadmin: 'admins', admin: 'admins', moderator: 'mods', housemaker: 'housemakers', user: 'users' };

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
  return <UserForm roles={roles} />;
}

function UserForm({ roles }: { roles: Role[] }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  const [alert, setAlert] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: {
      role: '' as Role,
      first_name: '',
      last_name: '',
      middle_name: '',
      phone: '',
      email: '',
      birthday: '',
      password: '',
      gender: '',
      region: '',
      district: '',
    } satisfies Record<keyof AdminUserCreate, string>,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await create.mutateAsync(values as AdminUserCreate);
    } catch (err) {
      setAlert(applyApiError(err, setError, FIELDS, { 'users.phone_taken': 'phone', 'users.role_not_allowed': 'role' }));
      return;
    }
    notify({ type: 'success', title: { key: 'admin.userCreate.created' }, comment: `${values.first_name} ${values.last_name} · ${t(`admin.roles.${values.role}`)}`, forNextPage: true });
    navigate(paths.admin.users(LIST_OF[values.role]));
  });

  return (
    <>
      <AdminPageHeader title={t('admin.userCreate.title')} description={t('admin.userCreate.description')} />
      <form onSubmit={onSubmit} noValidate className="card max-w-3xl space-y-5 p-5 sm:p-6">
        <SelectField required label={t('admin.userCreate.role')} hint={t('admin.userCreate.roleHint')} error={errors.role?.message} {...register('role')}>
          <option value="">{t('admin.userCreate.roleChoose')}</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`admin.roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields register={register} errors={errors} password={password} />
        </div>
        <Controller
          control={control}
          name="region"
          render={({ field: region, fieldState: regionState }) => (
            <Controller
              control={control}
              name="district"
              render={({ field: district, fieldState: districtState }) => (
                <RegionDistrictSelect
                  region={{ value: String(region.value ?? ''), onChange: region.onChange, onBlur: region.onBlur, ref: region.ref, error: regionState.error?.message }}
                  district={{ value: String(district.value ?? ''), onChange: district.onChange, onBlur: district.onBlur, ref: district.ref, error: districtState.error?.message }}
                />
              )}
            />
          )}
        />

        <FormAlert>{alert}</FormAlert>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={paths.admin.users('all')} className="btn-outline">
            {t('admin.courses.cancel')}
          </Link>
          <SubmitButton busy={isSubmitting} busyText={t('admin.courses.saving')} className="btn-primary sm:min-w-40">
            {t('admin.userCreate.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
