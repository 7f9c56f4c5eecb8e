import { Link } from 'react-router';
import type { MyCourse } from '@shared/schemas/courses';
import { OwnListEmpty } from '../own-list';
import { CourseOwnList } from './course-own-list';
import { CheckCircleIcon, GraduationCapIcon, PlayIcon } from '@web/components/ui/icons';
import { useMyCourses } from '@web/features/courses/api/get-my-courses';
import { useTeachingCourses } from '@web/features/courses/api/get-teaching-courses';
import { CourseCardView, ProgressBar } from '@web/features/courses/components/course-card';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { usePageParam } from '@web/lib/use-page-param';
import { PageSection } from '@web/components/ui/page-section';

/** /profile/courses/: the courses the user enrolled in, last studied first, each with its progress and 'continue'. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('courses.my.title'), noindex: true });
  const [page, setPage] = usePageParam();
  const my = useMyCourses(page);

  return (
    <PageSection id="my-courses-title" title={t('courses.my.title')} subtitle={t('courses.my.subtitle')}>
      <CourseOwnList
        query={my}
        page={page}
        setPage={setPage}
        testId="my-courses"
        renderItem={(c) => <CourseCardView course={c} footer={<MyProgress course={c} />} />}
        empty={<OwnListEmpty testId="my-courses-empty" icon={<GraduationCapIcon size={28} />} iconClass="bg-mulberry-100 text-mulberry-700" title={t('courses.my.empty')} to={paths.courses()} label={t('courses.my.browse')} />}
      />
      <TeachingLink />
    </PageSection>
  );
}

/** A teacher's way to the courses they author (/profile/teaching/); nothing for others. */
function TeachingLink() {
  const t = useT();
  const teaching = useTeachingCourses();
  if (!teaching.data?.is_teacher) return null;
  return (
    <aside aria-labelledby="teaching-link-title" className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="teaching-link">
      <div>
        <h2 id="teaching-link-title" className="font-semibold text-indigo-900">
          {t('courses.teaching.myLinkTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t('courses.teaching.myLinkText')}</p>
      </div>
      <Link to={paths.profile.teaching()} className="btn-primary shrink-0">
        {t('courses.teaching.myLink')}
      </Link>
    </aside>
  );
}

function MyProgress({ course }: { course: MyCourse }) {
  const t = useT();
  const p = course.progress;
  const resume = p.last_lesson ? paths.lesson(course.meta, p.last_lesson) : paths.course(course.meta);
  return (
    <div className="space-y-3">
      <ProgressBar percent={p.percent} label={t('courses.course.progress')} />
      <div className="flex flex-wrap items-center gap-2">
        {/* Finished: the certificate, and the course marked so; not 'Davom etish' to where it ended. */}
        {p.certificate ? (
          <>
            <Link to={paths.certificate(p.certificate)} className="btn-primary text-sm">
              {t('courses.my.certificate')}
            </Link>
            <span className="inline-flex items-center gap-1 rounded-full bg-mulberry-100 px-2.5 py-1 text-xs font-semibold text-mulberry-700">
              <CheckCircleIcon size={14} />
              {t('courses.my.finished')}
            </span>
          </>
        ) : (
          <Link to={resume} className="btn-primary text-sm" aria-label={`${p.last_lesson ? t('courses.my.continue') : t('courses.my.start')}: ${course.title}`}>
            <PlayIcon size={14} />
            {p.last_lesson ? t('courses.my.continue') : t('courses.my.start')}
          </Link>
        )}
      </div>
    </div>
  );
}
