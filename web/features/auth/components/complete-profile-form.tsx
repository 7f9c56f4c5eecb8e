import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Profile } from '@shared/schemas/users';
import { completeStep2Schema, completeStep3Schema, completeStep4Schema } from '@shared/schemas/users';
import { RegionDistrictFields } from '@web/features/geo/components/region-district-fields';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useApiForm } from '@web/components/form/use-api-form';
import { describedBy, FieldError } from '@web/components/form/field-error';
import { PurposesField } from '@web/components/form/purposes-field';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner, SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { ApiError } from '@web/lib/api-client';
import { useT, type TFunction } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useCompleteProfile } from '../api/complete-profile';
import { useSession } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_HOME, completeRedirect, nextStep, previousStep, resumeStep } from '../signup-flow';
import { draftFromProfile, signUpDraft, useSignUpDraft, type SignUpDraft } from '../signup-draft';
import { AuthShell } from './auth-shell';

const STEP2_FIELDS = ['first_name', 'last_name', 'birthday', 'email', 'gender', 'region', 'district'] as const;
const STEP3_FIELDS = ['about', 'biography'] as const;
type ServerErrors = Record<string, string>;

/** Errors the server found in an earlier step are shown on that step's inputs once it is back on screen. */
function useServerErrors<T extends FieldValues>(errors: ServerErrors, fields: readonly string[], setError: UseFormSetError<T>) {
  useEffect(() => {
    let first = true;
    for (const name of fields) {
      if (!errors[name]) continue;
      setError(name as Path<T>, { type: 'server', message: errors[name] }, { shouldFocus: first });
      first = false;
    }
  }, [errors, fields, setError]);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Steps 2–4 of the sign-up flow (spec §4). Registering signed the user in, so the signed-in profile
 * says where sign-up stands (resumeStep): in any tab, after a reload, after signing in again. What is
 * typed is kept in this tab's draft (signup-draft.ts); steps 2 and 3 are also saved to the profile as
 * they are passed, so another tab goes on from there; the final save completes the profile. Shown
 * in its auth card; `corner` is the card's corner (the page's language switch).
 */
export function CompleteProfileForm({ corner }: { corner?: ReactNode }) {
  const t = useT();
  const { user, status } = useSession();
  const stored = useSignUpDraft();
  const [finished, setFinished] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = resumeStep(user, stored);
  const shownStep = useRef(step);

  // Moving between steps moves focus to the new step's heading, so screen readers announce it and
  // phones scroll to it; arriving on the page (or a StrictMode re-run) does not steal focus.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  if (finished || status === 'loading') {
    return (
      <AuthShell title={t('auth.complete.title')}>
        <p role="status" className="flex items-center gap-2 text-ink-700">
          <Spinner /> {finished ? t('auth.complete.saving') : t('auth.form.loading')}
        </p>
      </AuthShell>
    );
  }
  const redirect = completeRedirect(step);
  if (redirect || !user) return <Navigate to={redirect ?? paths.signUp()} replace />;

  // This tab's own draft, or (another tab, a reload elsewhere) what the profile already holds.
  const draft: SignUpDraft = stored.owner === user.guid ? { ...stored, step } : draftFromProfile(user, step);
  const steps = [t('auth.complete.steps.personal'), t('auth.complete.steps.activity'), t('auth.complete.steps.purposes')];
  const index = step - 2;

  return (
    <AuthShell
      title={t('auth.complete.title')}
      corner={corner}
      footer={
        // Someone else's account is signed in on this device: sign out, then sign in or sign up.
        <Link to={paths.signOut()} className="rounded font-medium text-indigo-800 underline-offset-2 hover:underline">
          {t('auth.complete.otherAccount')}
        </Link>
      }
    >
      {/* The step is named in the heading below (its 'step N of M' for screen readers); the list marks it with aria-current. */}
      <ol className="mb-6 grid grid-cols-3 gap-2">
        {steps.map((label, i) => (
          <li key={label} aria-current={i === index ? 'step' : undefined} className="min-w-0">
            <span className={`block h-1.5 rounded-full ${i <= index ? 'bg-indigo-800' : 'bg-ink-100'}`} aria-hidden="true" />
            <span className={`mt-1.5 block truncate text-xs ${i === index ? 'font-semibold text-indigo-900' : 'text-ink-500'}`}>{label}</span>
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-lg font-semibold text-indigo-900 focus:outline-none">
        <span className="sr-only">{t('auth.complete.stepOf', { current: index + 1, total: steps.length })}: </span>
        {steps[index]}
      </h2>
      {step === 2 && <PersonalStep draft={draft} t={t} serverErrors={serverErrors} />}
      {step === 3 && <ActivityStep draft={draft} t={t} serverErrors={serverErrors} />}
      {step === 4 && <PurposesStep draft={draft} t={t} serverErrors={serverErrors} onServerErrors={setServerErrors} onFinished={() => setFinished(true)} user={user} />}
    </AuthShell>
  );
}

/** Saves a passed step's fields to the profile (PATCH accounts/me/), so another tab resumes after it. */
function profileForm(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  return fd;
}

function PersonalStep({ draft, t, serverErrors }: { draft: SignUpDraft; t: TFunction; serverErrors: ServerErrors }) {
  const genderErrorId = useId();
  const save = useUpdateProfile();
  const { register, control, setError, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    schema: completeStep2Schema,
    fields: STEP2_FIELDS,
    fallback: t('auth.complete.saveFailed'),
    defaultValues: {
      first_name: draft.first_name,
      last_name: draft.last_name,
      birthday: draft.birthday,
      email: draft.email,
      gender: draft.gender,
      region: draft.region,
      // The shared schema's district is optional(): an unchosen district must be undefined, not ''.
      district: draft.district || undefined,
    },
  });
  useServerErrors(serverErrors, STEP2_FIELDS, setError);

  const onSubmit = submit(async (v) => {
    const fields = {
      first_name: v.first_name,
      last_name: v.last_name,
      birthday: v.birthday,
      email: v.email,
      // Unchosen gender stays '' (never the text 'undefined'): it is optional (spec §5).
      gender: v.gender === undefined ? '' : String(v.gender),
      region: String(v.region),
      district: v.district ? String(v.district) : '',
    };
    await save.mutateAsync(profileForm(fields));
    signUpDraft.update({ ...draft, ...fields, step: nextStep(2) as SignUpDraft['step'] });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField required label={t('auth.fields.first_name')} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField required label={t('auth.fields.last_name')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField required type="date" label={t('auth.fields.birthday')} autoComplete="bday" min="1900-01-01" max={today()} error={errors.birthday?.message} {...register('birthday')} />
      <TextField required type="email" inputMode="email" label={t('auth.fields.email')} autoComplete="email" error={errors.email?.message} {...register('email')} />
      <fieldset aria-describedby={describedBy(errors.gender?.message && genderErrorId)}>
        <legend className="label">{t('auth.fields.gender')}</legend>
        <div className="flex gap-3">
          {(['0', '1'] as const).map((value) => (
            <label key={value} className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-xl border border-ink-300 bg-white px-4 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50">
              <input type="radio" value={value} className="h-4 w-4 accent-indigo-800" aria-invalid={errors.gender ? true : undefined} {...register('gender')} />
              {value === '0' ? t('auth.fields.male') : t('auth.fields.female')}
            </label>
          ))}
        </div>
        <FieldError id={genderErrorId} message={errors.gender?.message} />
      </fieldset>
      <RegionDistrictFields control={control} regionRequired emptyDistrict={undefined} />
      <FormAlert>{alert}</FormAlert>
      <SubmitButton busy={isSubmitting} busyText={t('auth.complete.saving')}>
        {t('auth.complete.next')}
      </SubmitButton>
    </form>
  );
}

function ActivityStep({ draft, t, serverErrors }: { draft: SignUpDraft; t: TFunction; serverErrors: ServerErrors }) {
  const aboutHint = useId();
  const bioHint = useId();
  const { register, getValues, setError, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    schema: completeStep3Schema,
    defaultValues: { about: draft.about, biography: draft.biography },
    fields: STEP3_FIELDS,
    fallback: t('auth.complete.saveFailed'),
  });
  useServerErrors(serverErrors, STEP3_FIELDS, setError);
  const save = useUpdateProfile();
  const onSubmit = submit(async (v) => {
    await save.mutateAsync(profileForm({ about: v.about, biography: v.biography }));
    signUpDraft.update({ ...draft, about: v.about, biography: v.biography, step: nextStep(3) as SignUpDraft['step'] });
  });
  // Back keeps what was typed here (step 3 has no rules to pass first).
  const back = () => signUpDraft.update({ ...draft, about: getValues('about') ?? '', biography: getValues('biography') ?? '', step: previousStep(3) as SignUpDraft['step'] });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextArea id="about" label={t('auth.fields.about')} optional={t('auth.form.optional')} hint={t('auth.complete.aboutHint')} hintId={aboutHint} error={errors.about?.message} {...register('about')} />
      <TextArea id="biography" label={t('auth.fields.biography')} optional={t('auth.form.optional')} hint={t('auth.complete.biographyHint')} hintId={bioHint} error={errors.biography?.message} rows={5} {...register('biography')} />
      <FormAlert>{alert}</FormAlert>
      <StepButtons t={t} busy={isSubmitting} onBack={back} submitLabel={t('auth.complete.next')} />
    </form>
  );
}

/** Back to the step before, and the step's submit. */
function StepButtons({ t, busy, onBack, submitLabel }: { t: TFunction; busy: boolean; onBack(): void; submitLabel: string }) {
  return (
    <div className="flex gap-3">
      <button type="button" className="btn-outline flex-1" onClick={onBack} disabled={busy}>
        {t('auth.complete.back')}
      </button>
      <SubmitButton busy={busy} busyText={t('auth.complete.saving')} className="btn-primary flex-1">
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

function TextArea({ id, label, optional, hint, hintId, error, ...rest }: ComponentProps<'textarea'> & { id: string; label: string; optional: string; hint: string; hintId: string; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label} <span className="font-normal text-ink-500">({optional})</span>
      </label>
      <textarea
        id={id}
        rows={4}
        className="input resize-y"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        {...rest}
      />
      <p id={hintId} className="mt-1 text-xs text-ink-500">
        {hint}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function PurposesStep({
  draft,
  t,
  serverErrors,
  onServerErrors,
  onFinished,
  user,
}: {
  draft: SignUpDraft;
  t: TFunction;
  serverErrors: ServerErrors;
  onServerErrors(errors: ServerErrors): void;
  onFinished(): void;
  user: Profile;
}) {
  const navigate = useNavigate();
  const complete = useCompleteProfile();
  // The refusal is sorted here (a field of an earlier step sends the reader back there), so the form only keeps the alert.
  const { register, getValues, setError, formState: { errors, isSubmitting }, alert, setAlert, submit } = useApiForm({
    schema: completeStep4Schema,
    defaultValues: { purposes: draft.purposes },
    fields: ['purposes'],
  });
  useServerErrors(serverErrors, ['purposes'], setError);

  const back = () => {
    const purposes = getValues('purposes');
    signUpDraft.update({ ...draft, purposes: Array.isArray(purposes) ? purposes : [], step: previousStep(4) as SignUpDraft['step'] });
  };

  const onSubmit = submit(async ({ purposes }) => {
    const d = { ...draft, owner: user.guid, purposes };
    signUpDraft.update(d);
    try {
      // The signed-in account is completed (its bearer token names it; registering signed it in).
      await complete.mutateAsync({
        first_name: d.first_name,
        last_name: d.last_name,
        birthday: d.birthday,
        email: d.email,
        gender: d.gender,
        region: d.region,
        district: d.district,
        about: d.about,
        biography: d.biography,
        purposes,
      });
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.errors : {};
      const names = Object.keys(fieldErrors);
      const earlier = names.some((n) => (STEP2_FIELDS as readonly string[]).includes(n)) ? 2 : names.some((n) => (STEP3_FIELDS as readonly string[]).includes(n)) ? 3 : null;
      if (earlier) {
        // Send the user to the step holding the field; its inputs show the server's messages.
        onServerErrors(fieldErrors);
        signUpDraft.update({ ...d, step: earlier });
        return;
      }
      if (fieldErrors.purposes) setError('purposes', { type: 'server', message: fieldErrors.purposes });
      else setAlert(errorMessage(err, t('auth.complete.saveFailed')));
      return;
    }
    notify({ title: { key: 'auth.complete.successTitle' }, comment: { key: 'auth.complete.successComment' }, type: 'success', forNextPage: true });
    onFinished();
    await navigate(PROFILE_HOME, { replace: true });
    signUpDraft.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PurposesField legend={t('auth.fields.purposes')} hint={t('auth.complete.purposesHint')} error={errors.purposes?.message} field={register('purposes')} />
      <FormAlert>{alert}</FormAlert>
      <StepButtons t={t} busy={isSubmitting} onBack={back} submitLabel={t('auth.complete.save')} />
    </form>
  );
}
