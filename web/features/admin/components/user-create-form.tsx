import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@shared/constants';
import { adminUserCreateSchema, type AdminUserCreate } from '@shared/schemas/users';
import { RegionDistrictFields } from '@web/features/geo/components/region-district-fields';
import { notify } from '@web/features/notifications/notify';
import { useApiForm } from '@web/components/form/use-api-form';
import { SelectField } from '@web/components/form/fields';
import { FormAlert } from '@web/components/form/form-alert';
import { PERSON_FIELDS, PersonFields, type PersonWords } from '@web/components/form/person-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useCreateAdminUser } from '../api/create-user';
import type { UserListType } from '../api/list-users';

/** The admin area's words for the new account's fields. */
const WORDS: PersonWords = { prefix: 'admin.person', gender: ['admin.person.genderChoose', 'admin.person.gender0', 'admin.person.gender1'] };
const FIELDS = ['role', ...PERSON_FIELDS, 'region', 'district'] as const;

/** The user list a new user of this role is found in. */
const LIST_OF: Record<Role, UserListType> = { superadmin: 'admins', admin: 'admins', moderator: 'mods', housemaker: 'housemakers', user: 'users' };

/** The add-user form: a role among `roles` (those the signed-in admin may give), the person's fields, region and district. */
export function UserCreateForm({ roles }: { roles: Role[] }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  const { register, control, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    schema: adminUserCreateSchema,
    fields: FIELDS,
    codeFields: { 'users.phone_taken': 'phone', 'users.role_not_allowed': 'role' },
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

  const onSubmit = submit(async (values) => {
    await create.mutateAsync(values as AdminUserCreate);
    notify({ type: 'success', title: { key: 'admin.userCreate.created' }, comment: `${values.first_name} ${values.last_name} · ${t(`admin.roles.${values.role}`)}`, forNextPage: true });
    navigate(paths.admin.users(LIST_OF[values.role]));
  });

  return (
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
        <PersonFields fields={PERSON_FIELDS} register={register} errors={errors} words={WORDS} autoComplete="off" password={password} />
      </div>
      <RegionDistrictFields control={control} />

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
  );
}
