import { Link, useSearchParams } from 'react-router';
import type { AdminCourse } from '@shared/schemas/courses';
import { adminCoursesList } from '@web/features/courses/api/admin/list-courses';
import { AdminListPage, adminListWords } from './admin-list-page';
import { YesNo } from '@web/components/ui/yes-no';
import { useDeleteCourse } from '@web/features/courses/api/admin/delete-course';
import { useUpdateCourse } from '@web/features/courses/api/admin/update-course';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { CloseIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { personName } from '@web/components/ui/avatar';
import { messageRef, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useLocalTitle } from '@web/lib/local-title';
import { useDates } from '@web/lib/dates';

/**
 * /admin/courses/courses/: every course, published or not (spec §3 admin Course), with edit,
 * publish / unpublish and delete per row. ?teacher={guid} narrows it to one teacher's courses
 * (the teachers list links here).
 */
export function Component() {
  const t = useT();
  const dates = useDates();
  const localTitle = useLocalTitle();
  const [params, setParams] = useSearchParams();
  const teacher = params.get('teacher') ?? '';
  const teacherName = params.get('name') ?? '';
  const update = useUpdateCourse();
  const remove = useDeleteCourse();

  const togglePublished = async (c: AdminCourse) => {
    try {
      const saved = await update.mutateAsync({ guid: c.guid, body: { is_published: !c.is_published } });
      notify({ type: 'success', title: { key: saved.is_published ? 'admin.courses.courses.published' : 'admin.courses.courses.unpublished' }, comment: c.title });
    } catch (err) {
      notify({ type: 'error', title: { key: 'admin.courses.courses.publishFailed' }, comment: messageRef(errorMessage(err)) });
    }
  };

  const columns: Column<AdminCourse>[] = [
    {
      id: 'title',
      header: t('admin.courses.courses.columns.title'),
      primary: true,
      cell: (c) => (
        <Link to={paths.admin.courseEdit(c.guid)} data-user-content="" className="break-words text-indigo-900 underline-offset-2 hover:text-indigo-700 hover:underline">
          {c.title}
        </Link>
      ),
    },
    { id: 'author', header: t('admin.courses.courses.columns.author'), cell: (c) => <span data-user-content="">{personName(c.author) || '—'}</span> },
    { id: 'category', header: t('admin.courses.courses.columns.category'), cell: (c) => <span data-user-content="">{localTitle(c.category)}</span> },
    { id: 'lessons', header: t('admin.courses.courses.columns.lessons'), cell: (c) => c.lessons_count },
    { id: 'students', header: t('admin.courses.courses.columns.students'), cell: (c) => c.students_count },
    { id: 'published', header: t('admin.courses.courses.columns.published'), cell: (c) => <YesNo value={c.is_published} /> },
    { id: 'created', header: t('admin.courses.courses.columns.created'), className: 'md:whitespace-nowrap', cell: (c) => dates.date(c.created_at) },
  ];

  return (
    <AdminListPage
      {...adminListWords(t, 'admin.courses.courses')}
      create={{ to: paths.admin.courseCreate(), label: t('admin.courses.courses.add') }}
      filters={
        teacher ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex min-h-9 items-center gap-2 rounded-full bg-indigo-50 pr-1 pl-3.5 font-semibold text-indigo-900">
              {t('admin.courses.courses.byTeacher', { name: teacherName || '—' })}
              <button type="button" className="grid size-8 place-items-center rounded-full hover:bg-indigo-100" aria-label={t('admin.courses.courses.allTeachers')} onClick={() => setParams({})}>
                <CloseIcon size={16} />
              </button>
            </span>
          </p>
        ) : null
      }
      listKey={teacher}
      source={adminCoursesList(teacher)}
      columns={columns}
      rowKey={(c) => c.guid}
      rowLabel={(c) => c.title}
      rowActions={(c, askDelete) => [
        { label: t('admin.courses.courses.edit'), to: paths.admin.courseEdit(c.guid) },
        ...(c.is_published ? [{ label: t('admin.courses.courses.open'), to: paths.course(c.meta) }] : []),
        { label: c.is_published ? t('admin.courses.courses.unpublish') : t('admin.courses.courses.publish'), onSelect: () => void togglePublished(c) },
        { label: t('admin.courses.courses.delete'), tone: 'danger' as const, onSelect: askDelete },
      ]}
      remove={{ mutation: remove, keyOf: (c) => c.guid, words: 'admin.courses.courses' }}
    />
  );
}
