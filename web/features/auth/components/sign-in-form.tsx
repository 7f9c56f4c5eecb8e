import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Profile } from '@shared/schemas/users';
import { notify } from '@web/features/notifications/notify';
import { useApiForm } from '@web/components/form/use-api-form';
import { FormAlert } from '@web/components/form/form-alert';
import { PasswordInput } from '@web/components/form/password-input';
import { PhoneInput } from '@web/components/form/phone-input';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useLogin } from '../api/login';
import { COMPLETE_PATH, safeNextPath } from '../signup-flow';
import { useSite } from '@web/features/site/api/get-site';
import { useHydrated } from '@web/lib/hydrated';

/** The form's checks (zod and the users' schemas): asked for when the form is drawn, not with the page (issue 42). */
const loadSchema = () => import('@shared/schemas/users').then((m) => m.loginSchema);

/** Telegram's sign-in (issue 41), fetched only where a bot is configured: not in the sign-in page's first load (issue 42's budget). */
const TelegramSignIn = lazy(() => import('./telegram-auth').then((m) => ({ default: m.TelegramSignIn })));

/** The sign-in form: phone and password → POST accounts/login/, then the `next` page (or the unfinished sign-up). */
export function SignInForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  // Drawn once the page is the browser's: the server renders this form (issue 42), and a part it would
  // have to wait for (the lazy Telegram button) must not hold or split its HTML.
  const telegramBot = useSite().data?.telegram_bot ?? null;
  const hydrated = useHydrated();
  // The seed showed nothing on failure; we show the server's Uzbek message (wrong password, 429…).
  const { register, formState: { errors, isSubmitting }, alert, submit } = useApiForm({ loadSchema, defaultValues: { phone: '', password: '' }, fields: ['phone', 'password'] });

  /** Signed in (by password, or in Telegram): an account whose sign-up was left unfinished (in any tab, on any device) goes on with it. */
  const goOn = (profile: Profile | null) => {
    notify({ title: { key: 'auth.signIn.successTitle' }, comment: { key: 'auth.signIn.successComment' }, type: 'success', forNextPage: true });
    navigate(profile && !profile.is_profile_completed ? COMPLETE_PATH : safeNextPath(params.get('next')), { replace: true });
  };

  const onSubmit = submit(async (values) => goOn(await login.mutateAsync(values)));

  return (
    <>
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField required as={PhoneInput} label={t('auth.fields.phone')} error={errors.phone?.message} {...register('phone')} />
      <TextField
        required
        as={PasswordInput}
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to={paths.passwordReset()} className="rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
          {t('auth.signIn.forgot')}
        </Link>
      </div>
      <FormAlert>{alert}</FormAlert>
      <SubmitButton busy={isSubmitting} busyText={t('auth.signIn.submitting')}>
        {t('auth.signIn.submit')}
      </SubmitButton>
    </form>
    {telegramBot && hydrated ? (
      <Suspense fallback={null}>
        <TelegramSignIn onSignedIn={goOn} />
      </Suspense>
    ) : null}
    </>
  );
}
