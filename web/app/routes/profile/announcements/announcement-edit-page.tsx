import { Link, useNavigate, useParams } from 'react-router';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { useUserAnnouncement } from '@web/features/announcements/api/get-user-announcement';
import { useUpdateAnnouncement } from '@web/features/announcements/api/update-announcement';
import { AnnouncementForm } from '@web/features/announcements/components/announcement-form';
import { AnnouncementFormSkeleton } from '@web/features/announcements/components/announcement-form-skeleton';
import { buildUpdateFormData, fieldsFrom } from '@web/features/announcements/lib/announcement-payload';
import { notify } from '@web/features/notifications';
import { ErrorState } from '@web/components/ui/status-message';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { ModerationBanner } from '@web/features/moderation';
import { PageSection } from '@web/components/ui/page-section';

/**
 * /profile/announcements/edit/{guid}/: loads the author's announcement (GET user-announcements/{guid}/),
 * pre-fills the same form, and sends only what changed (PATCH), keeping or replacing a service's images.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('announcements.form.editTitle') });
  const { guid = '' } = useParams();
  const announcement = useUserAnnouncement(guid);
  const status = announcement.error instanceof ApiError ? announcement.error.status : 0;

  return (
    <PageSection id="announcement-edit-title" title={t('announcements.form.editTitle')} subtitle={announcement.data?.title} subtitleWrittenByUser>
      {announcement.isPending ? (
        <AnnouncementFormSkeleton />
      ) : announcement.isError ? (
        status === 403 || status === 404 || status === 400 ? (
          <div role="alert" className="card space-y-4 p-6 text-center">
            <p className="text-lg font-semibold text-indigo-900">{t('announcements.form.notFound')}</p>
            <Link to={paths.profile.announcements()} className="btn-outline">
              {t('announcements.form.back')}
            </Link>
          </div>
        ) : (
          <ErrorState message={t('announcements.form.error')} retryLabel={t('announcements.form.retry')} onRetry={() => announcement.refetch()} />
        )
      ) : (
        // Keyed by announcement: another one (or a fresh copy after saving) starts a fresh form.
        <EditForm key={announcement.data.guid} announcement={announcement.data} />
      )}
    </PageSection>
  );
}

function EditForm({ announcement }: { announcement: UserAnnouncement }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateAnnouncement();
  return (
    <div className="space-y-4">
      <ModerationBanner moderation={announcement.moderation} />
      <AnnouncementForm
        editing
        expired={announcement.expired}
        initial={fieldsFrom(announcement, (img) => ({ kind: 'existing' as const, key: `existing-${img.id}`, id: img.id, url: img.image }))}
        submitLabel={t('announcements.form.save')}
        cancelTo={paths.profile.announcements()}
        onSubmit={async (values, images) => {
          const keep = images.flatMap((i) => (i.kind === 'existing' ? [i.id] : []));
          const files = images.flatMap((i) => (i.kind === 'file' ? [i.file] : []));
          const saved = await update.mutateAsync({ guid: announcement.guid, body: buildUpdateFormData(announcement, values, keep, files) });
          notify({ type: 'success', title: { key: 'announcements.form.updated' }, comment: saved.title, forNextPage: true });
          navigate(paths.profile.announcements());
        }}
      />
    </div>
  );
}
