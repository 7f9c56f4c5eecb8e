import { formatPhone } from '@shared/format/phone';
import type { AdminStudent } from '@shared/schemas/courses';
import { adminStudentsList } from '@web/features/courses/api/admin/list-students';
import type { Column } from '@web/components/ui/responsive-table';
import { useT } from '@web/lib/i18n';
import { AdminListPage } from './admin-list-page';
import { useDates } from '@web/lib/dates';

/** /admin/courses/students/: everyone enrolled in a course (spec §3 Student: title is the learner's name). */
export function Component() {
  const t = useT();
  const dates = useDates();
  const name = (r: AdminStudent) => r.title || formatPhone(r.phone);

  const columns: Column<AdminStudent>[] = [
    { id: 'name', header: t('admin.courses.students.columns.name'), primary: true, cell: (r) => <span data-user-content="">{name(r)}</span> },
    { id: 'phone', header: t('admin.courses.students.columns.phone'), className: 'md:whitespace-nowrap', cell: (r) => formatPhone(r.phone) },
    { id: 'courses', header: t('admin.courses.students.columns.courses'), cell: (r) => r.courses_count },
    { id: 'finished', header: t('admin.courses.students.columns.finished'), cell: (r) => r.finished_count },
    { id: 'created', header: t('admin.courses.students.columns.created'), className: 'md:whitespace-nowrap', cell: (r) => dates.date(r.created_at) },
  ];

  return (
    <AdminListPage
      title={t('admin.courses.students.title')}
      description={t('admin.courses.students.description')}
      source={adminStudentsList}
      caption={t('admin.courses.students.title')}
      columns={columns}
      rowKey={(r) => r.guid}
      rowLabel={name}
      emptyText={t('admin.courses.students.empty')}
      rowActions={(r) => [{ label: t('admin.courses.students.call'), to: `tel:+998${r.phone}`, external: true }]}
    />
  );
}
