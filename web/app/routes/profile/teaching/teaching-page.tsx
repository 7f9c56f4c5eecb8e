import { Link } from 'react-router';
import type { AdminCourse } from '@shared/schemas/courses';
import { BookIcon, GraduationCapIcon, PencilIcon, PlusIcon, UsersIcon } from '@web/components/ui/icons';
import { CardSkeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-message';
import { useTeachingCourses } from '@web/features/courses/api/get-teaching-courses';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { NotTeacher } from './not-teacher';
import { useLocalTitle } from '@web/lib/local-title';
import { PageSection } from '@web/components/ui/page-section';

/**
 * /profile/teaching/: a teacher's own courses (drafts too), newest first — each with its state, lessons,
 * students, its editor and, once published, its public page — and 'Yangi kurs'. Others read why it is empty.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('courses.teaching.title'), noindex: true });
  const teaching = useTeachingCourses();

  return (
    <PageSection
      id="teaching-title"
      title={t('courses.teaching.title')}
      subtitle={t('courses.teaching.subtitle')}
      action={
        teaching.data?.is_teacher ? (
          <Link to={paths.profile.teachingCreate()} className="btn-primary shrink-0">
            <PlusIcon size={16} />
            {t('courses.teaching.create')}
          </Link>
        ) : null
      }
    >
      {teaching.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          {[0, 1].map((i) => (
            <CardSkeleton key={i} aspect="h-24" />
          ))}
        </div>
      ) : teaching.isError && !teaching.data ? (
        <ErrorState message={t('courses.teaching.error')} retryLabel={t('courses.teaching.retry')} onRetry={() => void teaching.refetch()} />
      ) : !teaching.data.is_teacher ? (
        <NotTeacher />
      ) : teaching.data.results.length === 0 ? (
        <div className="card flex flex-col items-center gap-4 p-8 text-center" data-testid="teaching-empty">
          <span className="grid size-14 place-items-center rounded-full bg-mulberry-100 text-mulberry-700">
            <GraduationCapIcon size={28} />
          </span>
          <p className="text-ink-700">{t('courses.teaching.empty')}</p>
        </div>
      ) : (
        <ul className="space-y-3" data-testid="teaching-courses">
          {teaching.data.results.map((c) => (
            <TeachingRow key={c.guid} course={c} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function TeachingRow({ course }: { course: AdminCourse }) {
  const t = useT();
  const localTitle = useLocalTitle();
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="teaching-course">
      <div className="min-w-0 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-indigo-900" data-user-content="">
            {course.title}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${course.is_published ? 'bg-mulberry-100 text-mulberry-700' : 'bg-saffron-100 text-ink-700'}`}
            data-testid="teaching-course-state"
          >
            {course.is_published ? t('courses.teaching.published') : t('courses.teaching.draft')}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
          <span data-user-content="">{localTitle(course.category)}</span>
          <span className="inline-flex items-center gap-1">
            <BookIcon size={14} />
            {t('courses.teaching.lessons', { n: course.lessons_count })}
          </span>
          <span className="inline-flex items-center gap-1">
            <UsersIcon size={14} />
            {t('courses.teaching.students', { n: course.students_count })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {course.is_published ? (
          <Link to={paths.course(course.meta)} className="btn-outline bg-white text-sm">
            {t('courses.teaching.open')}
          </Link>
        ) : null}
        <Link to={paths.profile.teachingEdit(course.guid)} className="btn-primary text-sm" aria-label={t('courses.teaching.editLabel', { title: course.title })}>
          <PencilIcon size={14} />
          {t('courses.teaching.edit')}
        </Link>
      </div>
    </li>
  );
}
