import { useNavigate, useParams } from 'react-router';
import { useUserAnnouncement } from '@web/features/announcements/api/get-user-announcement';
import { useUpdateAnnouncement } from '@web/features/announcements/api/update-announcement';
import { AnnouncementForm } from '@web/features/announcements/components/announcement-form';
import { AnnouncementFormSkeleton } from '@web/features/announcements/components/announcement-form-skeleton';
import { buildUpdateFormData, fieldsFrom } from '@web/features/announcements/lib/announcement-payload';
import { notify } from '@web/features/notifications/notify';
import { existingUpload, splitUploads } from '@web/components/form/image-uploader';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { ListingEditShell } from '../listing-edit-shell';

/**
 * /profile/announcements/edit/{guid}/: loads the author's announcement (GET user-announcements/{guid}/),
 * pre-fills the same form, and sends only what changed (PATCH), keeping or replacing a service's images.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('announcements.form.editTitle') });
  const { guid = '' } = useParams();
  const announcement = useUserAnnouncement(guid);
  const navigate = useNavigate();
  const update = useUpdateAnnouncement();

  return (
    <ListingEditShell
      id="announcement-edit-title"
      title={t('announcements.form.editTitle')}
      query={announcement}
      loading={<AnnouncementFormSkeleton />}
      texts={{
        unavailable: () => t('announcements.form.notFound'),
        back: t('announcements.form.back'),
        backTo: paths.profile.announcements(),
        error: t('announcements.form.error'),
        retry: t('announcements.form.retry'),
      }}
    >
      {(stored, confirmSave) => (
        <AnnouncementForm
          editing
          expired={stored.expired}
          initial={fieldsFrom(stored, existingUpload)}
          submitLabel={t('announcements.form.save')}
          cancelTo={paths.profile.announcements()}
          onSubmit={async (values, images) => {
            if (!(await confirmSave())) return;
            const { keep, files } = splitUploads(images);
            const saved = await update.mutateAsync({ guid: stored.guid, body: buildUpdateFormData(stored, values, keep, files) });
            notify({ type: 'success', title: { key: 'announcements.form.updated' }, comment: saved.title, forNextPage: true });
            navigate(paths.profile.announcements());
          }}
        />
      )}
    </ListingEditShell>
  );
}
