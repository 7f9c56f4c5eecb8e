import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '@shared/format/phone';
import { useSession } from '@web/features/auth/api/get-profile';
import { useDistricts } from '@web/features/geo/api/get-districts';
import { placeName, useRegions } from '@web/features/geo/api/get-regions';
import { Avatar } from '@web/features/profile/components/avatar';
import { personName } from '@web/components/ui/avatar';
import { useI18n } from '@web/lib/i18n';
import { usePurposeLabel } from '@web/lib/purposes';
import { usePageHead } from '@web/lib/page-head';
import { ProfileLoading } from '@web/features/profile/components/profile-loading';
import { TelegramLinkSection } from '@web/features/telegram/components/telegram-link-section';
import { paths } from '@web/lib/paths';

/** Birthdays are calendar dates: shown YYYY.MM.DD like the site's other dates, never shifted by time zone. */
const formatBirthday = (value: string | null) => (value ? value.slice(0, 10).replaceAll('-', '.') : '');

export function Component() {
  const { t, lang } = useI18n();
  usePageHead({ title: t('profile.overview.title') });
  const { user } = useSession();
  const regions = useRegions();
  const districts = useDistricts(user?.region ?? null);
  const purposeLabel = usePurposeLabel();
  if (!user) return <ProfileLoading />;

  const region = regions.data?.find((r) => r.id === user.region);
  const district = districts.data?.find((d) => d.id === user.district);
  const notSet = <span className="text-ink-500">{t('profile.overview.notSet')}</span>;

  return (
    <section aria-labelledby="overview-title" className="space-y-4">
      <div className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar user={user} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 id="overview-title" className="text-sm font-medium tracking-wide text-ink-500 uppercase">
            {t('profile.overview.title')}
          </h1>
          <p className="mt-1 text-2xl font-bold break-words text-indigo-900" data-testid="profile-full-name">
            {personName(user) || formatPhone(user.phone)}
          </p>
          <p className="mt-0.5 text-ink-700">{formatPhone(user.phone)}</p>
        </div>
        <Link to={paths.profile.edit()} className="btn-outline self-start sm:self-center">
          {t('profile.overview.edit')}
        </Link>
      </div>

      {!user.is_profile_completed && (
        <p className="rounded-xl border border-saffron-500 bg-saffron-100 px-4 py-3 text-sm text-ink-900">{t('profile.overview.incomplete')}</p>
      )}

      <div className="card p-5 sm:p-6">
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          <Item label={t('profile.overview.fullName')}>{personName(user) || notSet}</Item>
          <Item label={t('profile.overview.phone')}>
            <a href={`tel:+998${user.phone}`} className="whitespace-nowrap text-indigo-800 underline-offset-2 hover:underline">
              {formatPhone(user.phone)}
            </a>
          </Item>
          <Item label={t('profile.overview.email')}>{user.email ? <span className="break-all">{user.email}</span> : notSet}</Item>
          <Item label={t('profile.overview.birthday')}>{formatBirthday(user.birthday) || notSet}</Item>
          <Item label={t('profile.overview.gender')}>{user.gender === 0 || user.gender === 1 ? t(`profile.gender.${user.gender}`) : notSet}</Item>
          <Item label={t('profile.overview.region')}>{region ? placeName(region, lang) : user.region ? '…' : notSet}</Item>
          <Item label={t('profile.overview.district')}>{district ? placeName(district, lang) : user.district ? '…' : notSet}</Item>
          <Item label={t('profile.overview.purposes')} wide>
            {user.purposes.length ? (
              <ul className="flex flex-wrap gap-2">
                {user.purposes.map((p) => (
                  <li key={p} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900">
                    {purposeLabel(p)}
                  </li>
                ))}
              </ul>
            ) : (
              notSet
            )}
          </Item>
          <Item label={t('profile.overview.about')} wide>
            {user.about ? <p className="whitespace-pre-line" data-user-content>{user.about}</p> : notSet}
          </Item>
          <Item label={t('profile.overview.biography')} wide>
            {user.biography ? <p className="whitespace-pre-line" data-user-content>{user.biography}</p> : notSet}
          </Item>
        </dl>
      </div>

      <TelegramLinkSection />
    </section>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-ink-900">{children}</dd>
    </div>
  );
}
