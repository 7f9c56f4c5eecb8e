import type { ReactNode } from 'react';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { ClockIcon, MapPinIcon, WalletIcon } from '@web/components/ui/icons';
import { SmartImage } from '@web/components/ui/smart-image';
import { ApplyButton } from './apply-button';
import { SaveButton } from './save-button';
import { ReportButton } from '@web/features/moderation/components/report-button';
import { AnnouncementPlace, Fact } from './fact';
import { AnnouncementAuthor, AnnouncementStats } from './announcement-stats';
import { workTimeLabel } from './work-time';

/** How wide a service's picture is drawn (its page preloads it at this size: the largest paint). */
export const SERVICE_IMAGE_SIZES = '(min-width: 1024px) 60vw, 100vw';

/** The selected service: image, author, location, working time, pay, description (line breaks kept), 'Ariza qoldirish'; `share`: the page's share links, under the title. */
export function ServiceDetail({ announcement: a, share }: { announcement: AnnouncementFull; share: ReactNode }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <article className="min-w-0 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]">
      <SmartImage src={a.thumbnail} alt={a.title} sizes={SERVICE_IMAGE_SIZES} aspect="aspect-[16/9]" priority placeholder="saffron" />
      <div className="space-y-5 p-4 sm:p-6">
        <div>
          <h1 data-user-content className="text-2xl font-extrabold leading-tight tracking-tight text-balance text-indigo-900 [overflow-wrap:anywhere] sm:text-3xl">{a.title}</h1>
          <AnnouncementStats announcement={a} className="mt-2" />
          <div className="mt-3">{share}</div>
        </div>

        <AnnouncementAuthor announcement={a} />

        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact icon={<MapPinIcon size={18} />} label={t('announcements.location')} value={<AnnouncementPlace announcement={a} />} />
          <Fact icon={<ClockIcon size={18} />} label={t('announcements.workTimeLabel')} value={workTimeLabel(t, a.work_time)} />
          <Fact icon={<WalletIcon size={18} />} label={t('announcements.pay')} value={money.payRange(a.price_min, a.price_max, a.negotiable)} />
        </dl>

        <div className="flex flex-wrap gap-3">
          {a.expired ? null : <ApplyButton announcement={a} />}
          <SaveButton meta={a.meta} saved={a.saved} />
          <ReportButton targetKind="announcement" targetGuid={a.guid} ownerGuid={a.user.guid} subject={a.title} />
        </div>

        <section aria-labelledby="service-description">
          <h2 id="service-description" className="text-lg font-bold text-indigo-900">
            {t('announcements.description')}
          </h2>
          <p data-user-content className="mt-2 whitespace-pre-line leading-relaxed text-ink-700 [overflow-wrap:anywhere]">{a.description}</p>
        </section>
      </div>
    </article>
  );
}
