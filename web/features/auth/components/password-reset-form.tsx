import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { formatPhone } from '@shared/format/phone';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useApiForm } from '@web/components/form/use-api-form';
import { FormAlert } from '@web/components/form/form-alert';
import { PasswordInput } from '@web/components/form/password-input';
import { PasswordStrengthMeter } from '@web/components/form/password-strength-meter';
import { PhoneInput } from '@web/components/form/phone-input';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { useT, type TFunction } from '@web/lib/i18n';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SIGN_IN_PATH } from '../signup-flow';
import { AuthShell } from './auth-shell';

/** The steps' checks (zod and the users' schemas): asked for when a step is drawn, not with the page (issue 42, as sign-in's). */
const requestSchema = () => import('@shared/schemas/users').then((m) => m.passwordResetRequestSchema);
const confirmSchema = () => import('@shared/schemas/users').then((m) => m.passwordResetConfirmSchema);

/**
 * Where the reader is. Every text of each stage is the reader's dictionary's: the API's own `message`
 * (Uzbek) is not shown, so a Russian or English reader reads the instruction and the result in theirs.
 */
type Stage = { name: 'phone' } | { name: 'code'; phone: string } | { name: 'done' };

/**
 * The password reset in its auth card: phone → SMS code → code + new password → sign in again.
 * `corner` is the card's corner (the page's language switch).
 */
export function PasswordResetForm({ corner }: { corner?: ReactNode }) {
  const t = useT();
  const [stage, setStage] = useState<Stage>({ name: 'phone' });

  const subtitle =
    stage.name === 'phone' ? t('auth.reset.subtitlePhone') : stage.name === 'code' ? t('auth.reset.subtitleCode', { phone: formatPhone(stage.phone) }) : undefined;

  return (
    <AuthShell
      title={t('auth.reset.title')}
      corner={corner}
      subtitle={subtitle}
      footer={
        stage.name !== 'done' && (
          <Link to={SIGN_IN_PATH} className="font-semibold text-indigo-800 underline-offset-2 hover:underline">
            {t('auth.reset.backToSignIn')}
          </Link>
        )
      }
    >
      {stage.name === 'phone' && <PhoneStep t={t} onSent={(phone) => setStage({ name: 'code', phone })} />}
      {stage.name === 'code' && <CodeStep t={t} phone={stage.phone} onChangePhone={() => setStage({ name: 'phone' })} onDone={() => setStage({ name: 'done' })} />}
      {stage.name === 'done' && (
        <div className="space-y-4">
          <FormAlert tone="success">
            <strong className="block">{t('auth.reset.successTitle')}</strong>
            {t('auth.reset.successText')}
          </FormAlert>
          <Link to={SIGN_IN_PATH} replace className="btn-primary w-full">
            {t('auth.reset.toSignIn')}
          </Link>
        </div>
      )}
    </AuthShell>
  );
}

function PhoneStep({ t, onSent }: { t: TFunction; onSent(phone: string): void }) {
  const request = useRequestPasswordReset();
  const { register, formState: { errors, isSubmitting }, alert, submit } = useApiForm({ loadSchema: requestSchema, defaultValues: { phone: '' }, fields: ['phone'] });
  const onSubmit = submit(async ({ phone }) => {
    await request.mutateAsync(phone);
    onSent(phone);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField required as={PhoneInput} label={t('auth.fields.phone')} error={errors.phone?.message} {...register('phone')} />
      <FormAlert>{alert}</FormAlert>
      <SubmitButton busy={isSubmitting} busyText={t('auth.reset.sending')}>
        {t('auth.reset.sendCode')}
      </SubmitButton>
    </form>
  );
}

function CodeStep({ t, phone, onChangePhone, onDone }: { t: TFunction; phone: string; onChangePhone(): void; onDone(): void }) {
  const confirm = useConfirmPasswordReset();
  const resend = useRequestPasswordReset();
  const meterId = useId();
  // Said again after 'send the code again', so the reader sees that it went.
  const [sentAgain, setSentAgain] = useState(false);
  const { register, control, formState: { errors, isSubmitting }, alert, setAlert, submit } = useApiForm({
    loadSchema: confirmSchema,
    defaultValues: { phone, code: '', password: '' },
    fields: ['code', 'password'],
    codeFields: { 'users.reset_code_invalid': 'code', 'users.reset_code_expired': 'code' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = submit(async (values) => {
    await confirm.mutateAsync(values);
    notify({ title: { key: 'auth.reset.successTitle' }, comment: { key: 'auth.reset.successText' }, type: 'success' });
    onDone();
  });

  const sendAgain = async () => {
    setAlert(null);
    try {
      setSentAgain(false);
      await resend.mutateAsync(phone);
      setSentAgain(true);
    } catch (err) {
      setAlert(errorMessage(err));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="info">{sentAgain ? t('auth.reset.codeSentAgain') : t('auth.reset.codeSent')}</FormAlert>
      <input type="hidden" {...register('phone')} />
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
      <div>
        <TextField
          required
          as={PasswordInput}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          aria-describedby={meterId}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordStrengthMeter password={password} id={meterId} />
      </div>
      <FormAlert>{alert}</FormAlert>
      <SubmitButton busy={isSubmitting} busyText={t('auth.reset.confirming')}>
        {t('auth.reset.confirm')}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="btn-ghost px-2" onClick={onChangePhone} disabled={isSubmitting}>
          {t('auth.reset.changePhone')}
        </button>
        <button type="button" className="btn-ghost px-2" onClick={sendAgain} disabled={resend.isPending || isSubmitting}>
          {t('auth.reset.resend')}
        </button>
      </div>
    </form>
  );
}
