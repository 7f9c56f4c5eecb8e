import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { CourseEditorForm } from '@web/features/courses/components/admin/course-editor-form';
import { CourseLessonsEditor } from '@web/features/courses/components/admin/course-lessons-editor';
import { courseEditQueryOptions } from '@web/features/courses/api/admin/get-course-edit';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/**
 * /admin/courses/courses/create/ and /admin/courses/courses/edit/{guid}/: the course editor (title,
 * category, short description, description, thumbnail, published, and for admins the author), and on
 * the edit page the course's lessons.
 */
export function Component() {
  const t = useT();
  const { guid } = useParams();
  const editing = !!guid;
  usePageHead({ title: editing ? t('admin.courses.editor.editTitle') : t('admin.courses.editor.createTitle') });
  const course = useQuery({ ...courseEditQueryOptions(guid ?? ''), enabled: editing });

  return (
    <>
      <AdminPageHeader
        title={editing ? t('admin.courses.editor.editTitle') : t('admin.courses.editor.createTitle')}
        description={editing ? course.data?.title : t('admin.courses.editor.createDescription')}
        action={
          editing && course.data?.is_published ? (
            <Link to={paths.course(course.data.meta)} className="btn-outline w-full sm:w-auto">
              {t('admin.courses.editor.open')}
            </Link>
          ) : undefined
        }
      />
      {!editing ? (
        <CourseEditorForm editPath={paths.admin.courseEdit} listPath={paths.admin.courseList()} />
      ) : course.isPending ? (
        <p className="py-10 text-center text-ink-700" role="status">
          {t('admin.loading')}
        </p>
      ) : course.isError || !course.data ? (
        <div className="py-10 text-center">
          <p className="text-ink-700">{course.error instanceof ApiError && course.error.status === 404 ? t('admin.notFound') : t('admin.table.error')}</p>
          <Link to={paths.admin.courseList()} className="btn-outline mt-4">
            {t('admin.courses.editor.backToList')}
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <CourseEditorForm key={course.data.guid} course={course.data} editPath={paths.admin.courseEdit} listPath={paths.admin.courseList()} />
          <CourseLessonsEditor courseGuid={course.data.guid} lessons={course.data.lessons} />
        </div>
      )}
    </>
  );
}
