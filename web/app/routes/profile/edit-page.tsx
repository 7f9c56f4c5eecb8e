import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';
import { ProfileEditForm } from '@web/features/profile/components/profile-edit-form';
import { ProfileLoading } from '@web/features/profile/components/profile-loading';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';

/** /profile/edit/: the profile form (spec §2), with the save the original lacked: PATCH accounts/me/. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('profile.edit.title') });
  const { data: profile, isPending } = useQuery(profileQueryOptions());

  return (
    <section aria-labelledby="edit-title" className="card p-5 sm:p-6">
      <h1 id="edit-title" className="section-title">
        {t('profile.edit.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-700">{t('profile.edit.subtitle')}</p>
      {isPending || !profile ? <ProfileLoading /> : <ProfileEditForm key={profile.guid} profile={profile} />}
    </section>
  );
}
