import { ConfirmPhoneForm } from '@web/features/auth/components/confirm-phone-form';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { LanguageSwitcher } from '@web/app/layout/language-switcher';

/** /auth/confirm-phone/: the phone's SMS code (issue 40), sign-up's step 1 before the profile steps. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('auth.confirmPhone.title') });
  return <ConfirmPhoneForm corner={<LanguageSwitcher tone="dark" />} />;
}
