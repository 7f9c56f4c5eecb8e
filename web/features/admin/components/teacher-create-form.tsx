import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { teacherCreateSchema, type TeacherCreate } from '@shared/schemas/courses';
import { MSG } from '@shared/validation/messages';
import { notify } from '@web/features/notifications';
import { Avatar, PFP_ACCEPT, checkPfp } from '@web/features/profile';
import { applyApiError } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { SelectField, TextAreaField } from '@web/components/form/fields';
import { FilePicker } from '@web/components/form/file-picker';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useCreateTeacher } from '../api/create-teacher';
import { PERSON_FIELDS, PersonFields } from './person-fields';

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
  const [alert, setAlert] = useState<Message | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const photoId = useId();

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(teacherCreateSchema),
    defaultValues: { first_name: '', last_name: '', middle_name: '', phone: '', email: '', birthday: '', password: '', gender: '', about: '', biography: '' } satisfies TeacherCreate,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const [first, last] = useWatch({ control, name: ['first_name', 'last_name'] });

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPhoto = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setPhotoError(undefined);
    if (!file) return setPhoto(null);
    const problem = checkPfp(file, UPLOAD_MAX_BYTES);
    if (problem) {
      e.target.value = '';
      setPhoto(null);
      setPhotoError(problem === 'type' ? MSG.imageOnly : MSG.imageTooLarge);
      return;
    }
    setPhoto(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    if (photoError) return;
    const body = new FormData();
    for (const name of FIELDS) {
      const v = (values as Record<string, unknown>)[name];
      if (v !== undefined && v !== null) body.set(name, String(v));
    }
    if (photo) body.set('pfp', photo);
    try {
      await create.mutateAsync(body);
    } catch (err) {
      const { pfp, ...others } = err instanceof ApiError ? err.errors : {};
      if (pfp) setPhotoError(pfp);
      setAlert(pfp && Object.keys(others).length === 0 ? null : applyApiError(err, setError, FIELDS, { 'users.phone_taken': 'phone', 'users.email_taken': 'email' }));
      return;
    }
    notify({ type: 'success', title: { key: 'admin.courses.teacherCreate.created' }, comment: `${values.first_name} ${values.last_name}`, forNextPage: true });
    navigate(paths.admin.teachers());
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-3xl space-y-5 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar user={{ first_name: first || '', last_name: last || '', pfp: null }} size="lg" src={preview} />
        <div className="min-w-0">
          <label htmlFor={photoId} className="label">
            {t('admin.courses.teacherCreate.pfp')}
          </label>
          <FilePicker
            id={photoId}
            name="pfp"
            accept={PFP_ACCEPT}
            onChange={onPhoto}
            buttonText={t('admin.courses.teacherCreate.pfpChoose')}
            status={photo?.name ?? t('admin.courses.teacherCreate.pfpNone')}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={describedBy(`${photoId}-hint`, photoError && `${photoId}-error`)}
          />
          <p id={`${photoId}-hint`} className="mt-1 text-xs text-ink-500">
            {t('admin.courses.teacherCreate.pfpHint')}
          </p>
          <FieldError id={`${photoId}-error`} message={photoError} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} password={password} required={{ email: true, birthday: true, gender: true }} />
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
