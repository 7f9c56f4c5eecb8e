import { type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { useApiForm } from '@web/components/form/use-api-form';
import { FormAlert } from '@web/components/form/form-alert';
import { PersonFields, type PersonWords } from '@web/components/form/person-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import { useI18n } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useSession } from '../api/get-profile';
import { useRegister } from '../api/register';
import { CONFIRM_PHONE_PATH, resumeStep, signUpRedirect } from '../signup-flow';
import { EMPTY_DRAFT, signUpDraft, useSignUpDraft } from '../signup-draft';
import { AuthShell } from './auth-shell';

const FIELDS = ['first_name', 'phone', 'password'] as const;
/** The form's checks (zod and the users' schemas): asked for when the form is drawn, not with the page (issue 42, as sign-in's). */
const loadSchema = () => import('@shared/schemas/users').then((m) => m.registerSchema);
const WORDS: PersonWords = { prefix: 'auth.fields' };

/**
 * Step 0 of the sign-up flow (spec §4) in its auth card: first name, phone, password → POST
 * accounts/register/, which signs the new account in and sends the phone its code; the code page
 * (step 1, issue 40) and completion (steps 2–4) follow on /auth/confirm-phone/ and /auth/complete/, in any tab. A signed-in reader with an unfinished profile is sent on there instead
 * (the card is not shown). `corner` is the card's corner (the page's language switch).
 */
export function SignUpForm({ corner }: { corner?: ReactNode }) {
  const { t, lang } = useI18n();
  const draft = useSignUpDraft();
  const { user } = useSession();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const { register, control, formState: { errors, isSubmitting }, alert, submit } = useApiForm({
    loadSchema,
    defaultValues: { first_name: draft.first_name, phone: '', password: '' },
    fields: FIELDS,
    codeFields: { 'users.phone_taken': 'phone' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  // Signed in with an unfinished profile (this tab, another one, a reload): sign-up goes on there.
  const redirect = signUpRedirect(resumeStep(user, draft));
  if (redirect && !isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = submit(async (values) => {
    const profile = await registerUser.mutateAsync({ ...values, language: lang });
    // Registered and signed in, and the phone was sent its code: step 1 asks for it (issue 40), then step 2 (spec §4).
    signUpDraft.update({ ...EMPTY_DRAFT, step: 1, owner: profile?.guid ?? '', first_name: values.first_name, code_sent_at: String(Date.now()) });
    // No sign-in toast: the reader registered, and the code page says where they are (issue 40).
    navigate(CONFIRM_PHONE_PATH);
  });

  return (
    <AuthShell
      title={t('auth.signUp.title')}
      corner={corner}
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
        <PersonFields
          fields={FIELDS}
          register={register}
          errors={errors}
          words={WORDS}
          hints={{ phone: t('auth.signUp.phoneHint') }}
          password={password}
        />
        <FormAlert>{alert}</FormAlert>
        <SubmitButton busy={isSubmitting} busyText={t('auth.signUp.submitting')}>
          {t('auth.signUp.submit')}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
