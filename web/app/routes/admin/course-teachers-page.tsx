import { formatPhone } from '@shared/format/phone';
import type { AdminTeacher } from '@shared/schemas/courses';
import { adminTeachersList } from '@web/features/courses/api/admin/list-teachers';
import { canCreateTeachers } from '@web/features/courses/api/admin/create-teacher';
import { useSession } from '@web/features/auth/api/get-profile';
import type { Column } from '@web/components/ui/responsive-table';
import { personName } from '@web/components/ui/avatar';
import { useT } from '@web/lib/i18n';
import { AdminListPage } from './admin-list-page';
import { paths } from '@web/lib/paths';
import { useDates } from '@web/lib/dates';

/** /admin/courses/teachers/: every teacher (spec §2, §3 Teacher), with an add button and their courses per row. */
export function Component() {
  const t = useT();
  const dates = useDates();
  const { user } = useSession();
  const name = (r: AdminTeacher) => personName(r.user) || formatPhone(r.user.phone);

  const columns: Column<AdminTeacher>[] = [
    { id: 'name', header: t('admin.courses.teachers.columns.name'), primary: true, cell: (r) => <span data-user-content="">{name(r)}</span> },
    { id: 'phone', header: t('admin.courses.teachers.columns.phone'), className: 'md:whitespace-nowrap', cell: (r) => formatPhone(r.user.phone) },
    { id: 'courses', header: t('admin.courses.teachers.columns.courses'), cell: (r) => r.courses_count },
    { id: 'created', header: t('admin.courses.teachers.columns.created'), className: 'md:whitespace-nowrap', cell: (r) => dates.date(r.created_at) },
  ];

  return (
    <AdminListPage
      title={t('admin.courses.teachers.title')}
      description={t('admin.courses.teachers.description')}
      create={canCreateTeachers(user?.role) ? { to: paths.admin.teacherCreate(), label: t('admin.courses.teachers.add') } : undefined}
      source={adminTeachersList}
      caption={t('admin.courses.teachers.title')}
      columns={columns}
      rowKey={(r) => r.guid}
      rowLabel={name}
      emptyText={t('admin.courses.teachers.empty')}
      rowActions={(r) => [
        { label: t('admin.courses.teachers.courses'), to: `${paths.admin.courseList()}?teacher=${encodeURIComponent(r.guid)}&name=${encodeURIComponent(name(r))}` },
        { label: t('admin.courses.teachers.call'), to: `tel:+998${r.user.phone}`, external: true },
      ]}
    />
  );
}
