import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { courseEditQueryOptions } from '@web/features/courses/api/admin/get-course-edit';
import { CourseEditorForm } from '@web/features/courses/components/admin/course-editor-form';
import { CourseLessonsEditor } from '@web/features/courses/components/admin/course-lessons-editor';
import { useTeachingCourses } from '@web/features/courses/api/get-teaching-courses';
import { EditorBody, ItemUnavailable } from '@web/components/ui/editor-page';
import { PageSection } from '@web/components/ui/page-section';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { NotTeacher } from './not-teacher';

const where = { editPath: paths.profile.teachingEdit, listPath: paths.profile.teaching() };

/**
 * /profile/teaching/create/ and /profile/teaching/edit/{guid}/: a teacher's course editor — the admin
 * area's form and lessons (the author choice is the admin roles' only), returning to the teaching pages.
 */
export function Component() {
  const t = useT();
  const { guid } = useParams();
  const editing = !!guid;
  const title = editing ? t('courses.teaching.editTitle') : t('courses.teaching.createTitle');
  usePageHead({ title, noindex: true });
  // Creating: only a teacher may (the API says 403 to others); editing: the course's answer says so.
  const teaching = useTeachingCourses(!editing);
  const course = useQuery({ ...courseEditQueryOptions(guid ?? ''), enabled: editing, retry: false });
  const states = {
    loading: (
      <p className="py-10 text-center text-ink-700" role="status">
        {t('courses.teaching.loading')}
      </p>
    ),
    unavailable: (status: number) =>
      status === 403 ? <NotTeacher /> : <ItemUnavailable text={t('courses.teaching.notFound')} back={{ to: paths.profile.teaching(), label: t('courses.teaching.back') }} />,
    unavailableStatuses: [403, 404, 400],
    error: { message: t('courses.teaching.error'), retry: t('courses.teaching.retry') },
  };

  return (
    <PageSection
      id="teaching-editor-title"
      title={title}
      subtitle={editing ? course.data?.title : t('courses.teaching.createDescription')}
      subtitleWrittenByUser={editing}
      action={
        course.data?.is_published ? (
          <Link to={paths.course(course.data.meta)} className="btn-outline shrink-0 bg-white">
            {t('courses.teaching.open')}
          </Link>
        ) : null
      }
    >
      {editing ? (
        <EditorBody
          {...states}
          query={course}
          form={(c) =>
            c ? (
              <div className="space-y-6">
                <CourseEditorForm key={c.guid} course={c} {...where} />
                <CourseLessonsEditor courseGuid={c.guid} lessons={c.lessons} />
              </div>
            ) : null
          }
        />
      ) : (
        <EditorBody {...states} query={teaching} form={(mine) => (mine?.is_teacher === false ? <NotTeacher /> : <CourseEditorForm {...where} />)} />
      )}
    </PageSection>
  );
}
