import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { phoneConfirmSchema } from '@shared/schemas/users';
import { formatPhone } from '@shared/format/phone';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useApiForm } from '@web/components/form/use-api-form';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner, SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { useT } from '@web/lib/i18n';
import { paths, safeNextPath } from '@web/lib/paths';
import { useConfirmPhone } from '../api/confirm-phone';
import { profileQueryOptions, useSession } from '../api/get-profile';
import { useRequestPhoneCode } from '../api/request-phone-code';
import { codeMayBeValid, minutesSeconds, resendWait } from '../code-countdown';
import { COMPLETE_PATH, PROFILE_HOME } from '../signup-flow';
import { draftFromProfile, signUpDraft, useSignUpDraft } from '../signup-draft';
import { AuthShell } from './auth-shell';
import { TelegramConfirmPhone } from './telegram-auth';

/** The time now, ticking every second while `active` (the resend countdown). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * /auth/confirm-phone/ (issue 40): the 6-digit code sent by SMS confirms the signed-in account's
 * phone. Sign-up's step 1 (registering sent the code), and where an unconfirmed account is led when it
 * would sell, post or chat (`?next=` brings it back). 'Send again' waits out a countdown; the server's
 * limit of codes per phone still holds (its 429 says how long to wait).
 */
export function ConfirmPhoneForm({ corner }: { corner?: ReactNode }) {
  const t = useT();
  const { user, status } = useSession();
  const draft = useSignUpDraft();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), '');
  const confirm = useConfirmPhone();
  const resend = useRequestPhoneCode();
  const [sentAgain, setSentAgain] = useState(false);
  const sentAt = user && draft.owner === user.guid ? Number(draft.code_sent_at) || 0 : 0;
  const now = useNow(sentAt > 0);
  const wait = resendWait(sentAt, now);
  const sent = codeMayBeValid(sentAt, now);
  const { register, formState: { errors, isSubmitting }, alert, setAlert, submit } = useApiForm({
    schema: phoneConfirmSchema,
    defaultValues: { code: '' },
    fields: ['code'],
    codeFields: { 'users.reset_code_invalid': 'code', 'users.reset_code_expired': 'code' },
  });

  if (status === 'loading') {
    return (
      <AuthShell title={t('auth.confirmPhone.title')}>
        <p role="status" className="flex items-center gap-2 text-ink-700">
          <Spinner /> {t('auth.form.loading')}
        </p>
      </AuthShell>
    );
  }
  if (!user) return <Navigate to={paths.signIn(next)} replace />;
  const after = next || (user.is_profile_completed ? PROFILE_HOME : COMPLETE_PATH);
  if (user.phone_confirmed && !isSubmitting) return <Navigate to={after} replace />;

  /** Confirmed (by the SMS code, or in Telegram): step 2 next; a draft of this tab keeps what it typed, else it starts from the profile. */
  const confirmed = () => {
    if (!user.is_profile_completed) signUpDraft.update(draft.owner === user.guid ? { step: 2 } : draftFromProfile(user, 2));
    notify({ title: { key: 'auth.confirmPhone.doneTitle' }, comment: { key: 'auth.confirmPhone.doneText' }, type: 'success', forNextPage: true });
  };

  const onSubmit = submit(async ({ code }) => {
    await confirm.mutateAsync(code);
    confirmed();
    navigate(after, { replace: true });
  });

  /** Confirmed in Telegram: as with the code, and the session's profile fetched afresh (phone_confirmed now) before going on. */
  const confirmedInTelegram = async () => {
    confirmed();
    await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    navigate(after, { replace: true });
  };

  const sendCode = async () => {
    setAlert(null);
    setSentAgain(false);
    try {
      await resend.mutateAsync();
      const sentNow = String(Date.now());
      signUpDraft.update(draft.owner === user.guid ? { code_sent_at: sentNow } : { ...draftFromProfile(user, 1), code_sent_at: sentNow });
      setSentAgain(sent);
    } catch (err) {
      setAlert(errorMessage(err));
    }
  };

  const phone = formatPhone(user.phone);
  return (
    <AuthShell
      title={t('auth.confirmPhone.title')}
      corner={corner}
      subtitle={sent ? t('auth.confirmPhone.subtitle', { phone }) : t('auth.confirmPhone.subtitleNotSent', { phone })}
      footer={
        <Link to={paths.signOut()} className="font-semibold text-indigo-800 underline-offset-2 hover:underline">
          {t('auth.confirmPhone.otherNumber')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert tone="info">{sentAgain ? t('auth.confirmPhone.sentAgain') : t('auth.confirmPhone.why')}</FormAlert>
        <TextField
          required
          label={t('auth.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          className="input tracking-[0.4em]"
          error={errors.code?.message}
          {...register('code', { setValueAs: (v: string) => String(v ?? '').replace(/\D/g, '') })}
        />
        <FormAlert>{alert}</FormAlert>
        <SubmitButton busy={isSubmitting} busyText={t('auth.confirmPhone.submitting')}>
          {t('auth.confirmPhone.submit')}
        </SubmitButton>
        <div className="flex justify-end text-sm">
          <button type="button" className="btn-ghost px-2" onClick={sendCode} disabled={wait > 0 || resend.isPending || isSubmitting}>
            {wait > 0 ? t('auth.confirmPhone.resendIn', { time: minutesSeconds(wait) }) : sent ? t('auth.confirmPhone.resend') : t('auth.confirmPhone.send')}
          </button>
        </div>
      </form>
      <TelegramConfirmPhone onConfirmed={confirmedInTelegram} />
    </AuthShell>
  );
}
