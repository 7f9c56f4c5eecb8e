import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { teacherCreateSchema, type TeacherCreate } from '@shared/schemas/courses';
import { notify } from '@web/features/notifications/notify';
import { PhotoField, usePhotoChoice } from '@web/features/profile/components/photo-field';
import { useApiForm } from '@web/components/form/use-api-form';
import { SelectField, TextAreaField } from '@web/components/form/fields';
import { FormAlert } from '@web/components/form/form-alert';
import { PERSON_FIELDS, PersonFields, type PersonWords } from '@web/components/form/person-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useCreateTeacher } from '../../api/admin/create-teacher';

/** The admin area's words for the new account's fields. */
const WORDS: PersonWords = { prefix: 'admin.person', gender: ['admin.person.genderChoose', 'admin.person.gender0', 'admin.person.gender1'] };
const FIELDS = [...PERSON_FIELDS, 'about', 'biography'] as const;

/**
 * The add-teacher form of spec §2 (every field, and §3's add-teacher state: middle name, about,
 * biography): a new account, its role fixed to user (the disabled select); being a teacher is the
 * teacher record.
 */
export function TeacherCreateForm() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateTeacher();
  const photo = usePhotoChoice();
  const { register, control, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    schema: teacherCreateSchema,
    defaultValues: { first_name: '', last_name: '', middle_name: '', phone: '', email: '', birthday: '', password: '', gender: '', about: '', biography: '' } satisfies TeacherCreate,
    fields: FIELDS,
    codeFields: { 'users.phone_taken': 'phone', 'users.email_taken': 'email' },
    takeError: photo.takeApiError,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const [first, last] = useWatch({ control, name: ['first_name', 'last_name'] });

  const onSubmit = submit(async (values) => {
    if (photo.error) return;
    const body = new FormData();
    for (const name of FIELDS) {
      const v = (values as Record<string, unknown>)[name];
      if (v !== undefined && v !== null) body.set(name, String(v));
    }
    if (photo.photo) body.set('pfp', photo.photo);
    await create.mutateAsync(body);
    notify({ type: 'success', title: { key: 'admin.courses.teacherCreate.created' }, comment: `${values.first_name} ${values.last_name}`, forNextPage: true });
    navigate(paths.admin.teachers());
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-3xl space-y-5 p-5 sm:p-6">
      <PhotoField
        choice={photo}
        user={{ first_name: first || '', last_name: last || '', pfp: null }}
        label={t('admin.courses.teacherCreate.pfp')}
        buttonText={t('admin.courses.teacherCreate.pfpChoose')}
        noneText={t('admin.courses.teacherCreate.pfpNone')}
        hint={t('admin.courses.teacherCreate.pfpHint')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          fields={PERSON_FIELDS}
          register={register}
          errors={errors}
          words={WORDS}
          autoComplete="off"
          password={password}
          required={{ email: true, birthday: true, gender: true }}
        />
        <SelectField label={t('admin.courses.teacherCreate.role')} hint={t('admin.courses.teacherCreate.roleHint')} disabled value="user" onChange={() => undefined}>
          <option value="user">{t('admin.roles.user')}</option>
        </SelectField>
      </div>

      <TextAreaField label={t('admin.courses.teacherCreate.about')} error={errors.about?.message} {...register('about')} />
      <TextAreaField label={t('admin.courses.teacherCreate.biography')} rows={5} error={errors.biography?.message} {...register('biography')} />

      <FormAlert>{alert}</FormAlert>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.admin.teachers()} className="btn-outline">
          {t('admin.courses.cancel')}
        </Link>
        <SubmitButton busy={isSubmitting} busyText={t('admin.courses.saving')} className="btn-primary sm:min-w-40">
          {t('admin.courses.teacherCreate.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
