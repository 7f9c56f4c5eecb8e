import { CompleteProfileForm } from '@web/features/auth/components/complete-profile-form';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { LanguageSwitcher } from '@web/app/layout/language-switcher';

/** /auth/complete/: steps 2–4 of the sign-up flow (spec §4). */
export function Component() {
  const t = useT();
  usePageHead({ title: t('auth.complete.title') });
  return <CompleteProfileForm corner={<LanguageSwitcher tone="dark" />} />;
}
