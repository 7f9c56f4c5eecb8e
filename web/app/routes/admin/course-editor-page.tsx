import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AdminEditorPage } from '@web/features/admin/components/admin-editor-page';
import { CourseEditorForm } from '@web/features/courses/components/admin/course-editor-form';
import { CourseLessonsEditor } from '@web/features/courses/components/admin/course-lessons-editor';
import { courseEditQueryOptions } from '@web/features/courses/api/admin/get-course-edit';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/**
 * /admin/courses/courses/create/ and /admin/courses/courses/edit/{guid}/: the course editor (title,
 * category, short description, description, thumbnail, published, and for admins the author), and on
 * the edit page the course's lessons.
 */
export function Component() {
  const t = useT();
  const { guid } = useParams();
  const course = useQuery({ ...courseEditQueryOptions(guid ?? ''), enabled: !!guid });
  const where = { editPath: paths.admin.courseEdit, listPath: paths.admin.courseList() };
  return (
    <AdminEditorPage
      title={guid ? t('admin.courses.editor.editTitle') : t('admin.courses.editor.createTitle')}
      description={(c) => (guid ? c?.title : t('admin.courses.editor.createDescription'))}
      action={(c) =>
        c?.is_published ? (
          <Link to={paths.course(c.meta)} className="btn-outline w-full sm:w-auto">
            {t('admin.courses.editor.open')}
          </Link>
        ) : undefined
      }
      query={guid ? course : undefined}
      notFound={t('admin.notFound')}
      back={{ to: paths.admin.courseList(), label: t('admin.courses.editor.backToList') }}
      form={(c) =>
        c ? (
          <div className="space-y-6">
            <CourseEditorForm key={c.guid} course={c} {...where} />
            <CourseLessonsEditor courseGuid={c.guid} lessons={c.lessons} />
          </div>
        ) : (
          <CourseEditorForm {...where} />
        )
      }
    />
  );
}
