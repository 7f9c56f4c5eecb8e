import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { courseEditQueryOptions } from '@web/features/courses/api/admin/get-course-edit';
import { CourseEditorForm } from '@web/features/courses/components/admin/course-editor-form';
import { CourseLessonsEditor } from '@web/features/courses/components/admin/course-lessons-editor';
import { useTeachingCourses } from '@web/features/courses/api/get-teaching-courses';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { NotTeacher } from './not-teacher';
import { PageSection } from '@web/components/ui/page-section';

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
  const status = editing ? course : teaching;
  const refused = editing ? course.error instanceof ApiError && course.error.status === 403 : teaching.data?.is_teacher === false;

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
      {status.isPending ? (
        <p className="py-10 text-center text-ink-700" role="status">
          {t('courses.teaching.loading')}
        </p>
      ) : refused ? (
        <NotTeacher />
      ) : status.isError ? (
        <div className="card py-10 text-center">
          <p className="text-ink-700">{course.error instanceof ApiError && course.error.status === 404 ? t('courses.teaching.notFound') : t('courses.teaching.error')}</p>
          <Link to={paths.profile.teaching()} className="btn-outline mt-4">
            {t('courses.teaching.back')}
          </Link>
        </div>
      ) : course.data ? (
        <div className="space-y-6">
          <CourseEditorForm key={course.data.guid} course={course.data} editPath={paths.profile.teachingEdit} listPath={paths.profile.teaching()} />
          <CourseLessonsEditor courseGuid={course.data.guid} lessons={course.data.lessons} />
        </div>
      ) : (
        <CourseEditorForm editPath={paths.profile.teachingEdit} listPath={paths.profile.teaching()} />
      )}
    </PageSection>
  );
}
