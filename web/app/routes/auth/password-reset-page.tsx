import { PasswordResetForm } from '@web/features/auth/components/password-reset-form';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { LanguageSwitcher } from '@web/app/layout/language-switcher';

/** /auth/password-reset/phone/: phone → SMS code → code + new password → sign in again. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('auth.reset.title'), noindex: true });
  return <PasswordResetForm corner={<LanguageSwitcher tone="dark" />} />;
}
