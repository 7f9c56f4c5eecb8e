import { SignUpForm } from '@web/features/auth/components/sign-up-form';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { LanguageSwitcher } from '@web/app/layout/language-switcher';

/** /auth/sign-up/: step 0 of the sign-up flow (spec §4); completion follows on /auth/complete/. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('auth.signUp.title'), noindex: true });
  return <SignUpForm corner={<LanguageSwitcher tone="dark" />} />;
}
