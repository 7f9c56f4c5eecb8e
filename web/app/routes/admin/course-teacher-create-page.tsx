import { Link } from 'react-router';
import { canCreateTeachers } from '@web/features/courses/api/admin/create-teacher';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { TeacherCreateForm } from '@web/features/courses/components/admin/teacher-create-form';
import { useSession } from '@web/features/auth/api/get-profile';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/**
 * /admin/courses/teachers/create/: the add-teacher form of spec §2, with the validation and the submit
 * the original lacked.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.courses.teacherCreate.title') });
  const { user } = useSession();
  // Teachers are made by admins (the API refuses others); a moderator sees why instead of a form.
  if (user && !canCreateTeachers(user.role)) {
    return (
      <>
        <AdminPageHeader title={t('admin.courses.teacherCreate.title')} />
        <div className="card p-6 text-center">
          <p className="text-ink-700">{t('admin.courses.teacherCreate.forbidden')}</p>
          <Link to={paths.admin.teachers()} className="btn-outline mt-4">
            {t('admin.courses.teacherCreate.backToList')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={t('admin.courses.teacherCreate.title')} description={t('admin.courses.teacherCreate.description')} />
      <TeacherCreateForm />
    </>
  );
}
