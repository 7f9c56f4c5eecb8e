import { Link } from 'react-router';
import { AuthShell } from '@web/features/auth/components/auth-shell';
import { SignInForm } from '@web/features/auth/components/sign-in-form';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { LanguageSwitcher } from '@web/app/layout/language-switcher';

export function Component() {
  const t = useT();
  usePageHead({ title: t('auth.signIn.title'), noindex: true });
  return (
    <AuthShell
      title={t('auth.signIn.title')}
      corner={<LanguageSwitcher tone="dark" />}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <Link to={paths.signUp()} className="font-semibold text-indigo-800 underline-offset-2 hover:underline">
            {t('auth.signIn.signUpLink')}
          </Link>
        </>
      }
    >
      <SignInForm />
    </AuthShell>
  );
}
