import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseDetail, CourseProgress } from '@shared/schemas/courses';
import { personName } from '@web/components/ui/avatar';
import { BookIcon, CheckCircleIcon, FileTextIcon, GraduationCapIcon, PlayIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import type { CourseLearning } from '../lib/use-course-learning';
import { LikeButton, SubscribeButton } from './course-actions';
import { ProgressBar } from './course-card';

/**
 * The course page's side card: lesson count, teacher, price ('Bepul'), then for the enrolled their
 * progress and what is next (the certificate, or 'continue where you stopped'), for the others
 * 'Obuna bo'lish'; and the like button.
 */
export function CourseSideCard({ course, learning, onContinue }: { course: CourseDetail; learning: CourseLearning; onContinue: () => void }) {
  const t = useT();
  const { enrolled, progress, viewer, state } = learning;
  return (
    <div className="card space-y-4 p-6" data-testid="course-side-card">
      <dl className="space-y-3 text-sm">
        <Fact icon={<BookIcon size={16} />} term={t('courses.course.lessonsCount')}>
          <dd className="font-semibold text-indigo-900">{course.lessons.length}</dd>
        </Fact>
        <Fact icon={<GraduationCapIcon size={16} />} term={t('courses.course.teacher')}>
          <dd data-user-content className="text-right font-semibold text-indigo-900">
            {personName(course.author)}
          </dd>
        </Fact>
        <Fact icon={<FileTextIcon size={16} />} term={t('courses.course.price')}>
          <dd className="font-bold text-mulberry-700">{t('courses.course.free')}</dd>
        </Fact>
      </dl>

      {enrolled && progress ? (
        <Enrolled progress={progress} hasLessons={course.lessons.length > 0} onContinue={onContinue} />
      ) : viewer !== 'anonymous' && state.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : (
        <SubscribeButton pending={learning.subscribing} onSubscribe={learning.subscribe} />
      )}
      <LikeButton course={course} state={state.data} />
    </div>
  );
}

/** A row of the card's facts: its icon and name, then its value (`children`, the <dd>). */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="inline-flex items-center gap-2 text-ink-500">
        {icon}
        {term}
      </dt>
      {children}
    </div>
  );
}

/** The enrolled learner's part: subscribed, their progress, and the certificate or 'continue where you stopped'. */
function Enrolled({ progress, hasLessons, onContinue }: { progress: CourseProgress; hasLessons: boolean; onContinue: () => void }) {
  const t = useT();
  return (
    <div className="space-y-3 border-t border-ink-100 pt-4" data-testid="course-enrolled">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-mulberry-700">
        <CheckCircleIcon size={18} />
        {t('courses.course.subscribed')}
      </p>
      <ProgressBar percent={progress.percent} label={t('courses.course.progress')} />
      <p className="text-xs text-ink-500">{t('courses.course.progressText', { done: progress.completed_lessons.length, total: progress.lessons_count })}</p>
      {progress.certificate ? (
        <>
          <p className="text-sm font-semibold text-indigo-900">{t('courses.course.finished')}</p>
          <Link to={paths.certificate(progress.certificate)} className="btn-primary w-full justify-center" data-testid="course-certificate-link">
            {t('courses.course.certificate')}
          </Link>
        </>
      ) : null}
      {/* Finished: the certificate is what is next, not 'continue where you stopped'. */}
      {hasLessons && !progress.certificate ? (
        <button type="button" className="btn-outline w-full justify-center bg-white" onClick={onContinue} data-testid="course-continue">
          <PlayIcon size={16} />
          {t('courses.course.continue')}
        </button>
      ) : null}
    </div>
  );
}
