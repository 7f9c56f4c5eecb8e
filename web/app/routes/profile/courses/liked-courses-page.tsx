import type { CourseCard } from '@shared/schemas/courses';
import { Spinner } from '@web/components/form/submit-button';
import { HeartIcon } from '@web/components/ui/icons';
import { OwnListEmpty } from '../own-list';
import { CourseOwnList } from './course-own-list';
import { useLikedCourses } from '@web/features/courses/api/get-liked-courses';
import { useLikeCourse } from '@web/features/courses/api/like-course';
import { CourseCardView } from '@web/features/courses/components/course-card';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { usePageParam } from '@web/lib/use-page-param';
import { PageSection } from '@web/components/ui/page-section';

/** /profile/liked-courses/: the courses the user liked, newest like first, with 'unlike' on each card. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('courses.liked.title'), noindex: true });
  const [page, setPage] = usePageParam();
  const liked = useLikedCourses(page);

  return (
    <PageSection id="liked-courses-title" title={t('courses.liked.title')} subtitle={t('courses.liked.subtitle')}>
      <CourseOwnList
        query={liked}
        page={page}
        setPage={setPage}
        testId="liked-courses"
        renderItem={(c) => <CourseCardView course={c} action={<UnlikeButton course={c} />} />}
        empty={<OwnListEmpty testId="liked-courses-empty" icon={<HeartIcon size={28} />} iconClass="bg-pomegranate-100 text-pomegranate-600" title={t('courses.liked.empty')} to={paths.courses()} label={t('courses.my.browse')} />}
      />
    </PageSection>
  );
}

function UnlikeButton({ course }: { course: CourseCard }) {
  const t = useT();
  const unlike = useLikeCourse(course.guid, course.meta);
  return (
    <button
      type="button"
      className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/95 text-pomegranate-600 shadow hover:bg-pomegranate-100 disabled:opacity-60"
      aria-label={t('courses.liked.unlike', { title: course.title })}
      disabled={unlike.isPending}
      onClick={() =>
        unlike.mutate(false, {
          onSuccess: () => notify({ type: 'success', title: { key: 'courses.liked.removed' }, comment: course.title }),
          onError: () => notify({ type: 'error', title: { key: 'courses.liked.removeFailed' } }),
        })
      }
    >
      {unlike.isPending ? <Spinner /> : <HeartIcon size={20} />}
    </button>
  );
}
