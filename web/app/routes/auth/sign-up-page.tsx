import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { registerSchema } from '@shared/schemas/users';
import { formatPhone } from '@shared/format/phone';
import { useRegister } from '@web/features/auth/api/register';
import { AuthShell } from '@web/features/auth/components/auth-shell';
import { SubmitButton } from '@web/components/form/submit-button';
import { COMPLETE_PATH, signUpRedirect } from '@web/features/auth/signup-flow';
import { signUpDraft, useSignUpDraft } from '@web/features/auth/signup-draft';
import { applyApiError } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { PasswordInput } from '@web/components/form/password-input';
import { PasswordStrengthMeter } from '@web/components/form/password-strength-meter';
import { PhoneInput } from '@web/components/form/phone-input';
import { TextField } from '@web/components/form/text-field';
import { useT, type Message } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { paths } from '@web/lib/paths';

/** Step 0 of the sign-up flow (spec §4): first name, phone, password → POST accounts/register/. */
export function Component() {
  const t = useT();
  usePageTitle(t('auth.signUp.title'));
  const draft = useSignUpDraft();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const meterId = useId();
  const [alert, setAlert] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { first_name: draft.first_name, phone: draft.phone ? formatPhone(draft.phone) : '', password: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const redirect = signUpRedirect(draft.step);
  if (redirect && !isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await registerUser.mutateAsync(values);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['first_name', 'phone', 'password'] as const, { 'users.phone_taken': 'phone' }));
      return;
    }
    // Registration done: the flow moves straight to step 2 (spec §4). See signup-draft.ts for why the
    // password is kept (sessionStorage, this tab, until the final save).
    signUpDraft.update({ step: 2, first_name: values.first_name, phone: values.phone, password: values.password });
    navigate(COMPLETE_PATH);
  });

  return (
    <AuthShell
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={paths.signIn()} className="font-semibold text-indigo-800 underline-offset-2 hover:underline">
            {t('auth.signUp.signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={t('auth.fields.first_name')} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField as={PhoneInput} label={t('auth.fields.phone')} hint={t('auth.signUp.phoneHint')} error={errors.phone?.message} {...register('phone')} />
        <div>
          <TextField
            as={PasswordInput}
            label={t('auth.fields.password')}
            autoComplete="new-password"
            aria-describedby={meterId}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} id={meterId} />
        </div>
        <FormAlert>{alert}</FormAlert>
        <SubmitButton busy={isSubmitting} busyText={t('auth.signUp.submitting')}>
          {t('auth.signUp.submit')}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
