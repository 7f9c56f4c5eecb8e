import { useId, useMemo, useState } from 'react';
import { useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ANNOUNCEMENT_EXPERIENCES, ANNOUNCEMENT_MAX_TTL_DAYS, ANNOUNCEMENT_TTL_DAYS, WORK_TIMES, type AnnouncementType } from '@shared/constants';
import { announcementFormSchema } from '@shared/schemas/announcements';
import { latestLastDay } from '@shared/announcement-days';
import { tashkentDay } from '@shared/format/date';
import { FieldError, describedBy, fieldErrorId, type FormSectionProps } from '@web/components/form/field-error';
import { PriceInput } from '@web/components/form/price-input';
import { FormFooter } from '@web/components/form/form-footer';
import { RequiredMark } from '@web/components/form/required-mark';
import { TextAreaField } from '@web/components/form/fields';
import { TextField } from '@web/components/form/text-field';
import { useApiForm } from '@web/components/form/use-api-form';
import { BriefcaseIcon, HandshakeIcon } from '@web/components/ui/icons';
import { RegionDistrictFields } from '@web/features/geo/components/region-district-fields';
import { ImagesSection, type UploadItem } from '@web/components/form/image-uploader';
import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import {
  ANNOUNCEMENT_FORM_FIELDS,
  SERVER_FIELD_TO_FORM,
  crossFieldIssues,
  isJob,
  type AnnouncementFormFields,
  type ParsedAnnouncementForm,
} from '../lib/announcement-payload';
import { experienceLabel } from './experience';
import { workTimeLabel } from './work-time';
import { useDates } from '@web/lib/dates';

type FormFields = AnnouncementFormFields<UploadItem>;
/** Jobs first: the form's first offer is the job ad (spec §2: 'post and follow job ads'). */
const TYPE_ORDER: readonly AnnouncementType[] = ['work_announcement', 'service_announcement'];
type FormOutput = z.output<typeof announcementFormSchema>;

interface AnnouncementFormProps {
  /** The starting values: empty for a new announcement, the stored ones when editing. */
  initial: FormFields;
  /** Editing: the type is fixed (the API refuses to change it). */
  editing?: boolean;
  /** Editing an announcement whose last day is over: the last-day field says so. */
  expired?: boolean;
  submitLabel: string;
  /** Where "Cancel" goes. */
  cancelTo: string;
  /** Sends the form; a thrown ApiError has its field errors attached to the inputs. */
  onSubmit(values: ParsedAnnouncementForm, images: UploadItem[]): Promise<void>;
}

const schemaResolver = zodResolver(announcementFormSchema) as unknown as Resolver<FormFields, unknown, FormOutput>;

/**
 * The schema, plus the rules across fields on the values as typed (crossFieldIssues): zod checks the
 * pay range and the image count only once every field parses, and the form should tell everything
 * wrong at the first press.
 */
const resolver: Resolver<FormFields, unknown, FormOutput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<FormFields> = { ...result.errors };
  for (const [name, message] of Object.entries(crossFieldIssues(values))) {
    const field = name as keyof FormFields;
    if (!errors[field]) (errors as Record<string, unknown>)[field] = { type: 'custom', message };
  }
  return { values: {}, errors };
};

/**
 * The last day counts as set only when the author changed the one the form showed (a new form's
 * default, an edit's stored day): a day left as it was is neither checked (an expired announcement's
 * is in the past) nor sent.
 */
const resolverFor =
  (shownLastDay: string): Resolver<FormFields, unknown, FormOutput> =>
  (values, context, options) =>
    resolver({ ...values, expires_at: values.expires_at === shownLastDay ? '' : values.expires_at }, context, options);

type SectionProps = FormSectionProps<FormFields>;

/**
 * The 'E'lon berish' form (spec §3 Announcement form draft, §4), for create and edit: the type (job or
 * service), name, pay (min–max, or 'Kelishiladi', on by default, which turns the amounts off), region
 * then district (another region resets the district), address, experience, working time, description,
 * the last day (issue 23: published + ANNOUNCEMENT_TTL_DAYS unless changed, at most
 * ANNOUNCEMENT_MAX_TTL_DAYS ahead), and a service's 1–4 images. Every submit checks the CURRENT values with the shared schema, the one
 * the server uses, so the messages are the spec's; server refusals attach to their inputs.
 */
export function AnnouncementForm({ initial, editing = false, expired = false, submitLabel, cancelTo, onSubmit }: AnnouncementFormProps) {
  const t = useT();
  const id = useId();
  const formResolver = useMemo(() => resolverFor(initial.expires_at), [initial.expires_at]);
  // The first wrong field is focused in the order the form shows them (below), not the order react-hook-form registered them in.
  const { register, control, setValue, setFocus, clearErrors, formState: { errors, isSubmitting }, alert, submit: send } = useApiForm<FormFields, FormOutput>({
    resolver: formResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    fields: ANNOUNCEMENT_FORM_FIELDS,
    rename: SERVER_FIELD_TO_FORM,
    fallback: t('announcements.form.failed'),
  });

  const type = useWatch({ control, name: 'annoucement_type' });
  const job = isJob(type);
  const service = type === 'service_announcement';

  const submit = send(
    // The schema only counts the images; the items themselves pass through unchanged.
    (parsed) => onSubmit(parsed as ParsedAnnouncementForm, (parsed.images ?? []) as UploadItem[]),
    (invalid) => {
      const first = ANNOUNCEMENT_FORM_FIELDS.find((name) => invalid[name]);
      // The picker's own button has no field ref: the images are the last field anyway.
      if (first && first !== 'images') setFocus(first);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={isSubmitting || undefined}>
      <TypeFieldset id={id} register={register} errors={errors} disabled={isSubmitting} editing={editing} job={job} storedType={initial.annoucement_type} setValue={setValue} clearErrors={clearErrors} />

      <fieldset className="card space-y-5 p-5 sm:p-6" disabled={isSubmitting}>
        <legend className="sr-only">{t('announcements.form.main')}</legend>
        <TextField
          id={`${id}-name`}
          label={t('announcements.form.name')}
          required
          autoComplete="off"
          maxLength={150}
          placeholder={t('announcements.form.namePlaceholder')}
          error={errors.name?.message}
          {...register('name')}
        />

        <PayFields id={id} register={register} errors={errors} control={control} service={service} clearErrors={clearErrors} />

        <PlaceFields id={id} register={register} errors={errors} control={control} />

        <WorkTimeExperienceFields id={id} register={register} errors={errors} storedExperience={initial.experience} />

        <DescriptionField id={id} register={register} errors={errors} job={job} />

        <LastDayField id={id} register={register} errors={errors} expired={expired} storedLastDay={initial.expires_at} />
      </fieldset>

      {service ? (
        // Keyed by the type: another type starts with no refused pick shown.
        <ImagesSection key={type} control={control} clearErrors={clearErrors} label={t('announcements.form.images')} />
      ) : null}

      <FormFooter alert={alert} cancelTo={cancelTo} cancelLabel={t('announcements.form.cancel')} submitLabel={submitLabel} busyLabel={t('announcements.form.sending')} busy={isSubmitting} />
    </form>
  );
}

interface TypeFieldsetProps extends SectionProps {
  disabled: boolean;
  editing: boolean;
  job: boolean;
  /** The type the form started with (an edit's stored one). */
  storedType: AnnouncementType | '';
  setValue(name: 'images', value: UploadItem[]): void;
  clearErrors(name: 'images'): void;
}

/** The type: offered as two choices, or, editing, shown as fixed. */
function TypeFieldset({ id, register, errors, disabled, editing, job, storedType, setValue, clearErrors }: TypeFieldsetProps) {
  const t = useT();
  return (
    <fieldset className="card space-y-3 p-5 sm:p-6" disabled={disabled}>
      <legend className="float-left mb-1 w-full text-base font-semibold text-indigo-900">
        {t('announcements.form.type')}
        <RequiredMark />
      </legend>
      {editing ? (
        // The type of a stored announcement is fixed (the API refuses to change it): shown, not offered.
        <div className="clear-both flex items-center gap-3 rounded-xl border-2 border-indigo-700 bg-indigo-50 p-3">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-800">
            {job ? <BriefcaseIcon size={20} /> : <HandshakeIcon size={20} />}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-ink-900">{t(`announcements.types.${storedType || 'work_announcement'}`)}</span>
            <span id={`${id}-type-fixed`} className="block text-xs text-ink-500">
              {t('announcements.form.typeFixed')}
            </span>
          </span>
        </div>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('announcements.form.type')}
          aria-required="true"
          aria-invalid={errors.annoucement_type ? true : undefined}
          aria-describedby={describedBy(errors.annoucement_type && fieldErrorId(id, 'annoucement_type'))}
          className="clear-both grid gap-3 sm:grid-cols-2"
        >
          {TYPE_ORDER.map((value) => {
            const Icon = value === 'work_announcement' ? BriefcaseIcon : HandshakeIcon;
            return (
              <label
                key={value}
                className="flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink-100 bg-white p-3 transition-colors has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-500"
              >
                <input
                  type="radio"
                  value={value}
                  className="sr-only"
                  {...register('annoucement_type', {
                    onChange: (e: { target: { value: AnnouncementType } }) => {
                      // A job carries no pictures: drop any chosen while it was a service.
                      if (isJob(e.target.value)) setValue('images', []);
                      clearErrors('images');
                    },
                  })}
                />
                <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-800">
                  <Icon size={20} />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">{t(`announcements.types.${value}`)}</span>
                  <span className="block text-xs text-ink-500">{t(`announcements.form.typeHints.${value}`)}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <FieldError id={fieldErrorId(id, 'annoucement_type')} message={errors.annoucement_type?.message} />
    </fieldset>
  );
}

interface PayFieldsProps extends SectionProps {
  control: Control<FormFields, unknown, FormOutput>;
  service: boolean;
  clearErrors(names: ('price_min' | 'price_max')[]): void;
}

/** The pay: negotiable (on by default, which turns the amounts off), else the amounts from and to. */
function PayFields({ id, register, errors, control, service, clearErrors }: PayFieldsProps) {
  const t = useT();
  const money = useMoney();
  const [negotiate, priceMin, priceMax] = useWatch({ control, name: ['negotiate', 'price_min', 'price_max'] });
  const ids = { negotiate: `${id}-negotiate`, priceMin: `${id}-price-min`, priceMax: `${id}-price-max` };
  const err = (name: string) => fieldErrorId(id, name);
  const amountHint = (value: string) => {
    const digits = value.replace(/\s/g, '');
    return /^\d+$/.test(digits) ? money.price(Number(digits)) : t('announcements.form.priceHint');
  };
  return (
    <fieldset className="rounded-xl border border-ink-100 bg-cream-50 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{service ? t('announcements.form.payService') : t('announcements.form.payJob')}</legend>
      <div className="flex items-start gap-3">
        <input
          id={ids.negotiate}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-indigo-800"
          aria-describedby={`${ids.negotiate}-hint`}
          {...register('negotiate', {
            onChange: (e: { target: { checked: boolean } }) => {
              // Negotiable pay needs no amounts: a stale refusal must not stay on the disabled inputs.
              if (e.target.checked) clearErrors(['price_min', 'price_max']);
            },
          })}
        />
        <div>
          <label htmlFor={ids.negotiate} className="cursor-pointer text-sm font-semibold text-ink-900">
            {t('announcements.form.negotiate')}
          </label>
          <p id={`${ids.negotiate}-hint`} className="text-xs text-ink-500">
            {t('announcements.form.negotiateHint')}
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(
          [
            ['price_min', ids.priceMin, t('announcements.form.priceMin'), priceMin],
            ['price_max', ids.priceMax, t('announcements.form.priceMax'), priceMax],
          ] as const
        ).map(([name, inputId, label, value]) => (
          <div key={name}>
            <label htmlFor={inputId} className={`label ${negotiate ? 'text-ink-500' : ''}`}>
              {label}
            </label>
            <PriceInput
              id={inputId}
              className="input pr-16 disabled:cursor-not-allowed disabled:bg-ink-100/60 disabled:text-ink-500"
              disabled={negotiate}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(`${inputId}-hint`, errors[name] && err(name))}
              unit={t('common.currency.word')}
              {...register(name, { deps: name === 'price_min' ? ['price_max'] : ['price_min'] })}
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-500">
              {negotiate ? t('common.negotiable') : amountHint(String(value ?? ''))}
            </p>
            <FieldError id={err(name)} message={errors[name]?.message} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function PlaceFields({ id, register, errors, control }: SectionProps & { control: Control<FormFields, unknown, FormOutput> }) {
  const t = useT();
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('announcements.form.place')}</legend>
      <RegionDistrictFields control={control} regionRequired districtRequired />
      <TextField
        id={`${id}-address`}
        label={t('announcements.form.address')}
        autoComplete="street-address"
        maxLength={300}
        placeholder={t('announcements.form.addressPlaceholder')}
        error={errors.address?.message}
        {...register('address')}
      />
    </fieldset>
  );
}

function WorkTimeExperienceFields({ id, register, errors, storedExperience }: SectionProps & { storedExperience: string }) {
  const t = useT();
  const ids = { workTime: `${id}-work-time`, experience: `${id}-experience` };
  const err = (name: string) => fieldErrorId(id, name);
  // An experience the form does not offer (written elsewhere) stays choosable, so editing keeps it.
  const experiences: string[] = Object.values(ANNOUNCEMENT_EXPERIENCES);
  if (storedExperience && !experiences.includes(storedExperience)) experiences.push(storedExperience);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={ids.workTime} className="label">
          {t('announcements.form.workTime')}
          <RequiredMark />
        </label>
        <select
          id={ids.workTime}
          className="input"
          aria-required="true"
          aria-invalid={errors.work_time ? true : undefined}
          aria-describedby={describedBy(errors.work_time && err('work_time'))}
          {...register('work_time')}
        >
          <option value="">{t('announcements.form.workTimePlaceholder')}</option>
          {WORK_TIMES.map((value) => (
            <option key={value} value={value}>
              {workTimeLabel(t, value)}
            </option>
          ))}
        </select>
        <FieldError id={err('work_time')} message={errors.work_time?.message} />
      </div>
      <div>
        <label htmlFor={ids.experience} className="label">
          {t('announcements.form.experience')}
        </label>
        <select
          id={ids.experience}
          className="input"
          aria-invalid={errors.experience ? true : undefined}
          aria-describedby={describedBy(errors.experience && err('experience'))}
          {...register('experience')}
        >
          <option value="">{t('announcements.form.experiencePlaceholder')}</option>
          {experiences.map((value) => (
            <option key={value} value={value}>
              {experienceLabel(t, value)}
            </option>
          ))}
        </select>
        <FieldError id={err('experience')} message={errors.experience?.message} />
      </div>
    </div>
  );
}

function DescriptionField({ id, register, errors, job }: SectionProps & { job: boolean }) {
  const t = useT();
  return (
    <TextAreaField
      id={`${id}-description`}
      label={t('announcements.form.description')}
      required
      rows={8}
      className="input min-h-44 resize-y leading-relaxed"
      placeholder={job ? t('announcements.form.descriptionPlaceholderJob') : t('announcements.form.descriptionPlaceholderService')}
      hint={job ? t('announcements.form.descriptionHintJob') : t('announcements.form.descriptionHintService')}
      error={errors.description?.message}
      {...register('description')}
    />
  );
}

/** The last day (issue 23): published + ANNOUNCEMENT_TTL_DAYS unless changed, at most ANNOUNCEMENT_MAX_TTL_DAYS ahead. */
function LastDayField({ id, register, errors, expired, storedLastDay }: SectionProps & { expired: boolean; storedLastDay: string }) {
  const t = useT();
  const dates = useDates();
  // The form is drawn in the browser only (its pages are the reader's own): today is the reader's today.
  const [now] = useState(() => new Date());
  const inputId = `${id}-last-day`;
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {t('announcements.form.lastDay')}
      </label>
      <input
        id={inputId}
        type="date"
        className="input sm:max-w-xs"
        min={tashkentDay(now)}
        max={latestLastDay(now)}
        aria-invalid={errors.expires_at ? true : undefined}
        aria-describedby={describedBy(`${inputId}-hint`, errors.expires_at && fieldErrorId(id, 'expires_at'))}
        {...register('expires_at')}
      />
      <p id={`${inputId}-hint`} className={`mt-1 text-xs ${expired ? 'font-semibold text-pomegranate-700' : 'text-ink-500'}`}>
        {expired
          ? t('announcements.form.lastDayExpired', { date: dates.day(storedLastDay) })
          : t('announcements.form.lastDayHint', { days: ANNOUNCEMENT_TTL_DAYS, max: ANNOUNCEMENT_MAX_TTL_DAYS })}
      </p>
      <FieldError id={fieldErrorId(id, 'expires_at')} message={errors.expires_at?.message} />
    </div>
  );
}
