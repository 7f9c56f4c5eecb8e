import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AnnouncementType } from '@shared/constants';
import { useSession } from '@web/features/auth/api/get-profile';
import { ConfirmPhoneNotice } from '@web/features/auth/components/confirm-phone-notice';
import { signInWithNext } from '@web/features/auth/signup-flow';
import { useCreateAnnouncement } from '@web/features/announcements/api/create-announcement';
import { AnnouncementForm } from '@web/features/announcements/components/announcement-form';
import { AnnouncementFormSkeleton } from '@web/features/announcements/components/announcement-form-skeleton';
import { buildCreateFormData, emptyFields } from '@web/features/announcements/lib/announcement-payload';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { PageSection } from '@web/components/ui/page-section';
import { splitUploads } from '@web/components/form/image-uploader';

const TYPE_OF_QUERY: Record<string, AnnouncementType> = { work: 'work_announcement', service: 'service_announcement' };

/**
 * /announcements/create/ (spec §2 'create'): the 'E'lon berish' form for signed-in users (anonymous
 * visitors sign in and come back). It really submits (multipart POST user-announcements/) and then
 * shows the new announcement on its public page. ?type=work|service chooses the type beforehand.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('announcements.form.title') });
  const { user, status } = useSession();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateAnnouncement();

  if (status !== 'loading' && !user) return <Navigate to={signInWithNext(`${pathname}${search}`)} replace />;

  return (
    <div className="page max-w-3xl py-4 sm:py-8">
      <PageSection id="announcement-create-title" title={t('announcements.form.title')} subtitle={t('announcements.form.subtitle')}>
        <ConfirmPhoneNotice className="mb-4" />
        {status === 'loading' ? (
          <AnnouncementFormSkeleton />
        ) : (
          <AnnouncementForm
            initial={emptyFields(TYPE_OF_QUERY[params.get('type') ?? ''] ?? '')}
            submitLabel={t('announcements.form.submit')}
            cancelTo={paths.profile.announcements()}
            onSubmit={async (values, images) => {
              const { files } = splitUploads(images);
              const created = await create.mutateAsync(buildCreateFormData(values, files));
              notify({ type: 'success', title: { key: 'announcements.form.created' }, comment: created.title, forNextPage: true });
              navigate(paths.announcementPage(created));
            }}
          />
        )}
      </PageSection>
    </div>
  );
}
