import type { ReactNode } from 'react';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { PROSE } from '@web/components/ui/prose';
import { BriefcaseIcon, ClockIcon, MapPinIcon, UsersIcon } from '@web/components/ui/icons';
import { ApplyButton } from './apply-button';
import { experienceLabel } from './experience';
import { AnnouncementPlace, Fact } from './fact';
import { AnnouncementAuthor, AnnouncementStats } from './announcement-stats';
import { SaveButton } from './save-button';
import { ReportButton } from '@web/features/moderation/components/report-button';
import { workTimeLabel } from './work-time';

/**
 * The selected job (spec §2 details/{meta}): title, views, date and how many people applied; the
 * author; location, working time, pay ('min-max SO'M' or 'Kelishiladi') and experience; 'Ariza
 * qoldirish'; the description (HTML the server sanitised before storing it). `share`: the page's
 * share links, under the title.
 */
export function JobDetail({ announcement: a, share }: { announcement: AnnouncementFull; share: ReactNode }) {
  const { t } = useI18n();
  const money = useMoney();
  const applicants = a.applicants_count ?? 0;
  return (
    <article className="min-w-0 rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]">
      <div className="space-y-5 p-4 sm:p-6">
        <div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
            <BriefcaseIcon size={14} />
            {t('announcements.kind.work_announcement')}
          </span>
          <h1 data-user-content className="mt-3 text-2xl font-extrabold leading-tight tracking-tight text-balance text-indigo-900 [overflow-wrap:anywhere] sm:text-3xl">
            {a.title}
          </h1>
          <p className="mt-3 text-xl font-bold text-pomegranate-600 tabular-nums sm:text-2xl">
            <span className="sr-only">{t('announcements.pay')}: </span>
            {money.payRange(a.price_min, a.price_max, a.negotiable)}
          </p>
          <AnnouncementStats announcement={a} className="mt-3">
            <li className="inline-flex items-center gap-1.5" data-testid="applicants">
              <UsersIcon size={16} />
              {applicants > 0 ? t('announcements.applicants', { n: applicants }) : t('announcements.noApplicants')}
            </li>
          </AnnouncementStats>
          <div className="mt-3">{share}</div>
        </div>

        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Fact icon={<MapPinIcon size={18} />} label={t('announcements.location')} value={<AnnouncementPlace announcement={a} />} />
          <Fact icon={<ClockIcon size={18} />} label={t('announcements.workTimeLabel')} value={workTimeLabel(t, a.work_time)} />
          {a.experience ? <Fact icon={<BriefcaseIcon size={18} />} label={t('announcements.experienceLabel')} value={<span data-user-content>{experienceLabel(t, a.experience)}</span>} /> : null}
        </dl>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <AnnouncementAuthor announcement={a} className="min-w-0" />
          <div className="flex flex-wrap gap-3">
            {/* Past its last day it takes no more applications. */}
            {a.expired ? null : <ApplyButton announcement={a} />}
            <SaveButton meta={a.meta} saved={a.saved} />
            <ReportButton targetKind="announcement" targetGuid={a.guid} ownerGuid={a.user.guid} subject={a.title} />
          </div>
        </div>

        <section aria-labelledby="job-description" className="border-t border-ink-100 pt-5">
          <h2 id="job-description" className="mb-3 text-lg font-bold text-indigo-900">
            {t('announcements.description')}
          </h2>
          {/* Sanitised on the server with an allow-list before it is stored (see PROSE). */}
          <div data-user-content className={PROSE} dangerouslySetInnerHTML={{ __html: a.description }} />
        </section>
      </div>
    </article>
  );
}
