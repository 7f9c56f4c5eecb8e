import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ProductComment } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { useSession } from '@web/features/auth/api/get-profile';
import { useComments } from '../api/get-comments';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { ReplyIcon } from '@web/components/ui/icons';
import { useSignInHref } from './use-sign-in-href';
import { PendingMark } from '@web/features/moderation/components/moderation-state';
import { ReportButton } from '@web/features/moderation/components/report-button';
import { useDates } from '@web/lib/dates';

/** Loaded only for signed-in readers (zod and react-hook-form come with it). */
const LazyCommentForm = lazy(() => import('./comment-form').then((m) => ({ default: m.CommentForm })));

function CommentForm(props: { meta: string; parent?: ProductComment; onDone?(): void }) {
  return (
    <Suspense fallback={<Skeleton className={`${props.parent ? 'h-28' : 'h-44'} w-full rounded-[var(--radius-card)]`} />}>
      <LazyCommentForm {...props} />
    </Suspense>
  );
}

/**
 * The 'Fikrlar' tab (spec §2): comments newest first, each with its replies (oldest first), a form
 * for signed-in users and a reply form under any comment; anonymous visitors see a 'Kirish' link that
 * brings them back to this tab. Empty: 'Fikrlar bildirilmagan' (spec §8).
 */
export function CommentList({ meta }: { meta: string }) {
  const t = useT();
  const { status } = useSession();
  const comments = useComments(meta);
  const signIn = useSignInHref({ tab: 'comments' });
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const signedIn = status === 'authenticated';

  return (
    <div className="space-y-6">
      {signedIn ? (
        <CommentForm meta={meta} />
      ) : status === 'anonymous' ? (
        <p className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-cream-100 p-4 text-ink-700 sm:flex-row sm:items-center sm:justify-between">
          <span>{t('shop.comments.signInHint')}</span>
          <Link to={signIn} className="btn-primary shrink-0">
            {t('shop.comments.signIn')}
          </Link>
        </p>
      ) : (
        <Skeleton className="h-32 w-full rounded-[var(--radius-card)]" />
      )}

      {comments.isPending ? (
        <div className="space-y-5" aria-hidden="true">
          {[0, 1].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <SkeletonStack className="flex-1 space-y-2" lines={['h-4 w-40', 'h-4 w-full', 'h-4 w-2/3']} />
            </div>
          ))}
        </div>
      ) : comments.isError ? (
        <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <EmptyState>{t('shop.comments.empty')}</EmptyState>
      ) : (
        // The comments' tab panel names the list; a list carries no aria-label of its own (e2e/accessibility.spec.ts).
        <ol className="divide-y divide-ink-100" data-testid="comment-list">
          {comments.data.map((c) => (
            <li key={c.guid} className="py-5 first:pt-0">
              <CommentItem comment={c} />
              {signedIn ? (
                <div className="mt-2 pl-12">
                  {replyTo === c.guid ? (
                    <CommentForm meta={meta} parent={c} onDone={() => setReplyTo(null)} />
                  ) : (
                    <button
                      type="button"
                      onClick={() => setReplyTo(c.guid)}
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
                      aria-label={t('shop.comments.replyTo', { name: personName(c.user) })}
                    >
                      <ReplyIcon size={16} />
                      {t('shop.comments.reply')}
                    </button>
                  )}
                </div>
              ) : null}
              {c.replies.length ? (
                <ol className="mt-4 space-y-4 border-l-2 border-saffron-400/60 pl-4 sm:ml-12" data-testid="comment-replies">
                  {c.replies.map((r) => (
                    <li key={r.guid}>
                      <CommentItem comment={r} small />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function CommentItem({ comment, small }: { comment: ProductComment; small?: boolean }) {
  const dates = useDates();
  const full = dates.moment(comment.created_at);
  return (
    <article className="flex gap-3">
      <PersonAvatar person={comment.user} size={36} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={`font-semibold text-ink-900 ${small ? 'text-sm' : ''}`}>{personName(comment.user)}</span>
          <time dateTime={comment.created_at} title={full || undefined} className="text-xs text-ink-500">
            {dates.date(comment.created_at)}
          </time>
          {comment.pending ? <PendingMark /> : null}
        </p>
        <p data-user-content className={`mt-1 whitespace-pre-line text-ink-700 [overflow-wrap:anywhere] ${small ? 'text-sm' : 'text-[15px]'}`}>{comment.comment}</p>
        {/* Anyone may report a comment but its author (signed out: a link to sign in and back). */}
        {comment.own || comment.pending ? null : (
          <ReportButton targetKind="comment" targetGuid={comment.guid} subject={personName(comment.user)} look="link" className="-ml-2 mt-1" />
        )}
      </div>
    </article>
  );
}

