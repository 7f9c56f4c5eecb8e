import { Link, useLocation } from 'react-router';
import type { CourseDetail, CourseViewerState } from '@shared/schemas/courses';
import { errorMessage } from '@web/components/form/apply-api-error';
import { Spinner } from '@web/components/form/submit-button';
import { HeartIcon } from '@web/components/ui/icons';
import { useSession } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useLikeCourse } from '../api/like-course';

/** The query a sign-in link adds to the course page, so the visitor comes back and is enrolled. */
export const ENROL_AFTER_SIGN_IN = 'enrol';

/**
 * 'Obuna bo'lish' for a visitor not yet enrolled: a signed-in one enrols (free) at once; an anonymous
 * one goes to sign in and comes back to this lesson, enrolled.
 */
export function SubscribeButton({ pending, onSubscribe }: { pending: boolean; onSubscribe: () => void }) {
  const t = useT();
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const cls = 'btn-primary w-full justify-center';
  if (status === 'loading') return <span aria-hidden="true" className={`${cls} skeleton border-transparent`} />;
  if (status === 'anonymous') {
    const back = new URLSearchParams(search);
    back.set(ENROL_AFTER_SIGN_IN, '1');
    return (
      <>
        <Link to={paths.signIn(`${pathname}?${back.toString()}`)} className={cls} data-testid="course-subscribe">
          {t('courses.course.subscribe')}
        </Link>
        <p className="mt-2 text-center text-xs text-ink-500">{t('courses.course.signInHint')}</p>
      </>
    );
  }
  return (
    <button type="button" className={cls} onClick={onSubscribe} disabled={pending} data-testid="course-subscribe">
      {pending ? <Spinner /> : null}
      {t('courses.course.subscribe')}
    </button>
  );
}

/** Like / unlike the course (aria-pressed carries the state); anonymous visitors get a link to sign in and back. */
export function LikeButton({ course, state }: { course: Pick<CourseDetail, 'guid' | 'meta'>; state: CourseViewerState | undefined }) {
  const t = useT();
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const like = useLikeCourse(course.guid, course.meta);
  const liked = like.isPending && like.variables !== undefined ? like.variables : !!state?.liked;
  const cls = 'btn shrink-0 border px-4';
  if (status === 'loading' || (status === 'authenticated' && !state)) return <span aria-hidden="true" className={`${cls} skeleton w-32 border-transparent`} />;
  if (status === 'anonymous') {
    return (
      <Link to={paths.signIn(`${pathname}${search}`)} className={`${cls} border-ink-300 bg-white text-ink-900 hover:border-indigo-600`}>
        <HeartIcon size={18} />
        {t('courses.course.like')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={like.isPending}
      title={t('courses.course.likes', { n: state?.likes_count ?? 0 })}
      className={`${cls} ${liked ? 'border-pomegranate-600 bg-pomegranate-100 text-pomegranate-700' : 'border-ink-300 bg-white text-ink-900 hover:border-indigo-600'}`}
      onClick={() =>
        like.mutate(!liked, {
          onError: (err) => notify({ type: 'error', title: { key: 'courses.course.likeFailed' }, comment: err instanceof ApiError ? messageRef(errorMessage(err)) : undefined }),
        })
      }
      data-testid="course-like"
    >
      <HeartIcon size={18} />
      {t('courses.course.like')}
      <span className="text-sm tabular-nums text-ink-500">{state?.likes_count ?? 0}</span>
    </button>
  );
}

