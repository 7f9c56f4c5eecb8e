import { Link } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT } from '@web/lib/i18n';
import { useSession } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { useLikeProduct } from '../api/like-product';
import { BookmarkIcon } from '@web/components/ui/icons';
import { useSignInHref } from './use-sign-in-href';
import { errorMessage } from '@web/components/form/apply-api-error';

const base = 'btn shrink-0 border px-4';

/**
 * Save (bookmark) a product. Signed-in users toggle it (optimistically; the count follows); anonymous
 * visitors get the same-looking control as a link to sign in, which brings them back here. The name
 * stays "Saqlash" and aria-pressed carries the state, so assistive technology hears a toggle.
 */
export function LikeButton({ meta, liked, likes }: { meta: string; liked: boolean; likes: number }) {
  const t = useT();
  const { status } = useSession();
  const signIn = useSignInHref();
  const like = useLikeProduct(meta);

  const count = (
    <span className="min-w-5 rounded-full bg-cream-100 px-1.5 text-xs font-semibold tabular-nums text-ink-700">
      <span className="sr-only">(</span>
      {likes}
      <span className="sr-only">)</span>
    </span>
  );

  if (status === 'loading') return <span aria-hidden="true" className={`${base} skeleton w-32 border-transparent`} />;
  if (status === 'anonymous') {
    return (
      <Link to={signIn} className={`${base} border-ink-300 bg-white text-ink-900 hover:border-indigo-600`} title={t('shop.like.signIn')}>
        <BookmarkIcon size={18} />
        {t('shop.like.save')}
        {count}
      </Link>
    );
  }

  const toggle = () =>
    like.mutate(!liked, {
      onError: (err) => notify({ type: 'error', title: { key: 'shop.like.error' }, comment: err instanceof ApiError ? messageRef(errorMessage(err)) : undefined }),
    });

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={liked}
      title={liked ? t('shop.like.saved') : undefined}
      className={`${base} ${liked ? 'border-pomegranate-600 bg-pomegranate-100 text-pomegranate-700' : 'border-ink-300 bg-white text-ink-900 hover:border-indigo-600'}`}
    >
      <BookmarkIcon size={18} filled={liked} />
      {t('shop.like.save')}
      {count}
    </button>
  );
}
