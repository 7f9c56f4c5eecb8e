import { useEffect, useId, useMemo, useState, type ChangeEvent, type ComponentProps } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { PURPOSES, UPLOAD_MAX_BYTES } from '@shared/constants';
import { formatPhone } from '@shared/format/phone';
import { profileFieldsSchema, type Profile } from '@shared/schemas/users';
import { MSG } from '@shared/validation/messages';
import { useUpdateProfile } from '@web/features/auth';
import { RegionDistrictSelect } from '@web/features/geo';
import { notify } from '@web/features/notifications';
import { applyApiError } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT, type Message } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PFP_ACCEPT, PROFILE_FORM_FIELDS, checkPfp, profileFormData, profileToForm, type ProfileFormValues } from '../profile-form';
import { Avatar } from './avatar';

const today = () => new Date().toISOString().slice(0, 10);

/** The profile form (spec §2) with its save: PATCH accounts/me/; the photo, the person fields, region, about, purposes. */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const t = useT();
  const update = useUpdateProfile();
  const [alert, setAlert] = useState<Message | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const photoId = useId();
  const purposesErrorId = useId();

  // The local copy follows the stored profile: whenever the cached profile changes (a save here,
  // a refetch), untouched fields take the new values while fields being edited keep the user's text.
  const values = useMemo<ProfileFormValues>(() => profileToForm(profile), [profile]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const region = useController({ control, name: 'region' });
  const district = useController({ control, name: 'district' });

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

  const onSubmit = handleSubmit(async (parsed) => {
    setAlert(null);
    if (photoError) return;
    try {
      const saved = await update.mutateAsync(profileFormData(parsed as Record<string, unknown>, photo));
      reset(profileToForm(saved));
      setPhoto(null);
      notify({ title: { key: 'profile.edit.successTitle' }, comment: { key: 'profile.edit.successComment' }, type: 'success' });
    } catch (err) {
      const { pfp, ...others } = err instanceof ApiError ? err.errors : {};
      if (pfp) setPhotoError(pfp);
      // A photo-only refusal is already shown beside the photo input.
      const text = pfp && Object.keys(others).length === 0 ? null : applyApiError(err, setError, PROFILE_FORM_FIELDS);
      setAlert(text);
      if (text) notify({ title: { key: 'profile.edit.errorTitle' }, comment: messageRef(text), type: 'error' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar user={profile} size="lg" src={preview} />
        <div className="min-w-0">
          <label htmlFor={photoId} className="label">
            {t('profile.edit.photo')}
          </label>
          <FilePicker
            id={photoId}
            name="pfp"
            accept={PFP_ACCEPT}
            onChange={onPhoto}
            buttonText={t('profile.edit.photoChoose')}
            status={photo?.name ?? t('profile.edit.photoNone')}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={describedBy(`${photoId}-hint`, photoError && `${photoId}-error`)}
          />
          <p id={`${photoId}-hint`} className="mt-1 text-xs text-ink-500">
            {t('profile.edit.photoHint')}
          </p>
          <FieldError id={`${photoId}-error`} message={photoError} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField required label={t('profile.edit.first_name')} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField required label={t('profile.edit.last_name')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        <TextField label={t('profile.edit.middle_name')} autoComplete="additional-name" error={errors.middle_name?.message} {...register('middle_name')} />
        <TextField label={t('profile.edit.phone')} value={formatPhone(profile.phone)} readOnly disabled hint={t('profile.edit.phoneHint')} className="input bg-ink-100 text-ink-700" />
        <TextField type="email" inputMode="email" label={t('profile.edit.email')} autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField type="date" label={t('profile.edit.birthday')} autoComplete="bday" min="1900-01-01" max={today()} error={errors.birthday?.message} {...register('birthday')} />
        <Select label={t('profile.edit.gender')} error={errors.gender?.message} {...register('gender')}>
          <option value="">{t('profile.gender.none')}</option>
          <option value="0">{t('profile.gender.0')}</option>
          <option value="1">{t('profile.gender.1')}</option>
        </Select>
      </div>

      <RegionDistrictSelect
        region={{ value: String(region.field.value ?? ''), onChange: region.field.onChange, onBlur: region.field.onBlur, ref: region.field.ref, error: errors.region?.message }}
        district={{ value: String(district.field.value ?? ''), onChange: district.field.onChange, onBlur: district.field.onBlur, ref: district.field.ref, error: errors.district?.message }}
      />

      <Area label={t('profile.edit.about')} error={errors.about?.message} {...register('about')} />
      <Area label={t('profile.edit.biography')} error={errors.biography?.message} rows={5} {...register('biography')} />

      <fieldset aria-describedby={describedBy(errors.purposes?.message && purposesErrorId)}>
        <legend className="label">{t('profile.edit.purposes')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PURPOSES.map((purpose, i) => (
            <label key={purpose} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 bg-white px-4 py-2 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50">
              <input type="checkbox" value={purpose} className="h-4 w-4 shrink-0 accent-indigo-800" {...register('purposes')} />
              <span>{t(`auth.purposeOptions.${i}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={purposesErrorId} message={errors.purposes?.message} />
      </fieldset>

      <FormAlert>{alert}</FormAlert>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.profile.overview()} className="btn-outline">
          {t('profile.edit.cancel')}
        </Link>
        <SubmitButton busy={isSubmitting} busyText={t('profile.edit.saving')} className="btn-primary sm:min-w-40">
          {t('profile.edit.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

function Select({ label, error, children, ...props }: ComponentProps<'select'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(error && `${id}-error`)} {...props}>
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Area({ label, error, ...props }: ComponentProps<'textarea'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea id={id} rows={4} className="input resize-y" aria-invalid={error ? true : undefined} aria-describedby={describedBy(error && `${id}-error`)} {...props} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
