import { useId, useMemo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { formatPhone } from '@shared/format/phone';
import { profileFieldsSchema, type Profile } from '@shared/schemas/users';
import { useUpdateProfile } from '@web/features/auth/api/update-profile';
import { RegionDistrictFields } from '@web/features/geo/components/region-district-fields';
import { notify } from '@web/features/notifications/notify';
import { useApiForm } from '@web/components/form/use-api-form';
import { TextAreaField } from '@web/components/form/fields';
import { PurposesField } from '@web/components/form/purposes-field';
import { FormAlert } from '@web/components/form/form-alert';
import { PersonFields, type PersonWords } from '@web/components/form/person-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import { SwitchInput } from '@web/components/form/switch-input';
import { TextField } from '@web/components/form/text-field';
import { messageRef, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PROFILE_FORM_FIELDS, profileFormData, profileToForm, type ProfileFormValues } from '../profile-form';
import { PhotoField, usePhotoChoice } from './photo-field';

const FIELDS = ['first_name', 'last_name', 'middle_name', 'email', 'birthday', 'gender'] as const;
const WORDS: PersonWords = { prefix: 'profile.edit', gender: ['profile.gender.none', 'profile.gender.0', 'profile.gender.1'] };

/**
 * How buyers reach the seller (issue 40): 'show my phone on my listings' (off until switched on;
 * signed-in buyers then see it with 'Raqamni ko'rsatish') and a Telegram username (a t.me link).
 */
function ContactFields({ register, telegramError }: { register: UseFormRegister<z.input<typeof profileFieldsSchema>>; telegramError?: string }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="space-y-4 rounded-[var(--radius-card)] border border-ink-100 p-4">
      <legend className="px-1 text-sm font-semibold text-indigo-900">{t('profile.edit.contactLegend')}</legend>
      <div className="flex items-start gap-3">
        <SwitchInput id={`${id}-phone`} aria-describedby={`${id}-phone-hint`} className="mt-0.5" data-testid="show-phone-switch" {...register('show_phone')} />
        <div>
          <label htmlFor={`${id}-phone`} className="font-medium text-ink-900">
            {t('profile.edit.showPhone')}
          </label>
          <p id={`${id}-phone-hint`} className="text-sm text-ink-500">
            {t('profile.edit.showPhoneHint')}
          </p>
        </div>
      </div>
      <TextField label={t('profile.edit.telegram')} hint={t('profile.edit.telegramHint')} error={telegramError} autoComplete="off" spellCheck={false} placeholder="ipak_atlas" {...register('telegram')} />
    </fieldset>
  );
}

/** The profile form (spec §2) with its save: PATCH accounts/me/; the photo, the person fields, region, about, purposes. */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const t = useT();
  const update = useUpdateProfile();
  const photo = usePhotoChoice();

  // The local copy follows the stored profile: whenever the cached profile changes (a save here,
  // a refetch), untouched fields take the new values while fields being edited keep the user's text.
  const values = useMemo<ProfileFormValues>(() => profileToForm(profile), [profile]);
  const { register, control, reset, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    schema: profileFieldsSchema,
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
    fields: PROFILE_FORM_FIELDS,
    // A photo-only refusal is already shown beside the photo input.
    takeError: photo.takeApiError,
    onAlert: (text) => notify({ title: { key: 'profile.edit.errorTitle' }, comment: messageRef(text), type: 'error' }),
  });

  const onSubmit = submit(async (parsed) => {
    if (photo.error) return;
    const saved = await update.mutateAsync(profileFormData(parsed as Record<string, unknown>, photo.photo));
    reset(profileToForm(saved));
    photo.clear();
    notify({ title: { key: 'profile.edit.successTitle' }, comment: { key: 'profile.edit.successComment' }, type: 'success' });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <PhotoField
        choice={photo}
        user={profile}
        label={t('profile.edit.photo')}
        buttonText={t('profile.edit.photoChoose')}
        noneText={t('profile.edit.photoNone')}
        hint={t('profile.edit.photoHint')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          fields={FIELDS}
          register={register}
          errors={errors}
          words={WORDS}
          readOnlyPhone={formatPhone(profile.phone)}
          hints={{ phone: t('profile.edit.phoneHint') }}
        />
      </div>

      <RegionDistrictFields control={control} />

      <TextAreaField label={t('profile.edit.about')} error={errors.about?.message} {...register('about')} />
      <TextAreaField label={t('profile.edit.biography')} error={errors.biography?.message} rows={5} {...register('biography')} />

      <PurposesField legend={t('profile.edit.purposes')} error={errors.purposes?.message} twoColumns field={register('purposes')} />

      <ContactFields register={register} telegramError={errors.telegram?.message} />

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

