import { canCreateTeachers } from '@web/features/courses/api/admin/create-teacher';
import { AdminEditorPage } from '@web/features/admin/components/admin-editor-page';
import { TeacherCreateForm } from '@web/features/courses/components/admin/teacher-create-form';
import { useSession } from '@web/features/auth/api/get-profile';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/**
 * /admin/courses/teachers/create/: the add-teacher form of spec §2, with the validation and the submit
 * the original lacked. Teachers are made by admins (the API refuses others); a moderator sees why instead of a form.
 */
export function Component() {
  const t = useT();
  const { user } = useSession();
  return (
    <AdminEditorPage
      title={t('admin.courses.teacherCreate.title')}
      description={() => t('admin.courses.teacherCreate.description')}
      notFound={t('admin.notFound')}
      back={{ to: paths.admin.teachers(), label: t('admin.courses.teacherCreate.backToList') }}
      refusal={user && !canCreateTeachers(user.role) ? t('admin.courses.teacherCreate.forbidden') : undefined}
      form={() => <TeacherCreateForm />}
    />
  );
}
