import { Link } from 'react-router';
import type { ListingRevision, ModerationInfo } from '@shared/schemas/moderation';
import { AlertIcon, ClockIcon, PencilIcon } from '@web/components/ui/icons';
import { useT } from '@web/lib/i18n';
import type { ItemState } from '../lib/item-state';

/**
 * The one state of an item (itemState: 'Faol', 'Yashirilgan', 'Tekshiruvda' or 'Rad etilgan'), as a
 * small pill beside it: in the author's lists and the admin lists.
 */
export function ItemStateMark({ state }: { state: ItemState }) {
  const t = useT();
  if (state === 'pending') return <PendingMark />;
  const look = {
    active: 'bg-mulberry-100 text-mulberry-700',
    expired: 'bg-pomegranate-100 text-pomegranate-700',
    hidden: 'bg-ink-100 text-ink-700',
    rejected: 'bg-pomegranate-100 text-pomegranate-700',
  }[state];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`} data-item-state={state} data-moderation-state={state === 'rejected' ? 'rejected' : undefined}>
      {state === 'rejected' ? <AlertIcon size={14} /> : null}
      {t(`moderation.itemState.${state}`)}
    </span>
  );
}

/**
 * Under a rejected item in its author's list: the reason's words, the moderator's message and a
 * 'Tuzatish' link to the edit page (saving it sends the item back for review). Nothing otherwise.
 */
export function RejectionNote({ moderation, editHref }: { moderation: ModerationInfo | undefined; editHref: string }) {
  const t = useT();
  if (moderation?.state !== 'rejected') return null;
  return (
    <div className="space-y-1.5 md:max-w-72">
      <RejectionWords reason={moderation.reason} message={moderation.message} lineClass="text-sm text-ink-700" />
      <Link to={editHref} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg text-sm font-semibold text-indigo-700 hover:text-pomegranate-600 hover:underline">
        <PencilIcon size={16} />
        {t('moderation.author.fix')}
      </Link>
    </div>
  );
}

/** 'Tekshiruvda' (held for review): on the author's own item or their pending comment. */
export function PendingMark() {
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold text-ink-900"
      title={t('moderation.author.pendingHint')}
      data-moderation-state="pending"
      data-item-state="pending"
    >
      <ClockIcon size={14} />
      {t('moderation.states.pending')}
    </span>
  );
}

/**
 * Above the edit form of a rejected item: the reason and the moderator's message, and that saving
 * the fixed item sends it back for review. While pending: that it waits for review.
 */
export function ModerationBanner({ moderation }: { moderation: ModerationInfo | undefined }) {
  const t = useT();
  if (!moderation || moderation.state === 'published') return null;
  if (moderation.state === 'pending') {
    return (
      <div role="status" className="rounded-xl border border-saffron-400 bg-saffron-100/60 px-4 py-3 text-sm text-ink-900">
        <p className="font-semibold">{t('moderation.author.pendingTitle')}</p>
        <p className="mt-1">{t('moderation.author.pendingHint')}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="space-y-1 rounded-xl border border-pomegranate-600 bg-pomegranate-100 px-4 py-3 text-sm text-pomegranate-700">
      <p className="font-semibold">{t('moderation.author.rejectedTitle')}</p>
      <RejectionWords reason={moderation.reason} message={moderation.message} />
      <p className="text-ink-700">{t('moderation.author.rejectedHint')}</p>
    </div>
  );
}

/** A rejection's preset reason and the moderator's message to the author, each a line when given. */
export function RejectionWords({ reason, message, lineClass }: { reason?: ModerationInfo['reason']; message?: string | null; lineClass?: string }) {
  const t = useT();
  return (
    <>
      {reason ? (
        <p className={lineClass}>
          <span className="font-semibold">{t('moderation.author.reason')}</span> {t(`moderation.rejectReasons.${reason}`)}
        </p>
      ) : null}
      {message ? (
        <p className={`${lineClass ?? ''} whitespace-pre-line [overflow-wrap:anywhere]`.trim()} data-user-content>
          <span className="font-semibold">{t('moderation.author.message')}</span> {message}
        </p>
      ) : null}
    </>
  );
}

/**
 * An edit of a live listing kept beside it (issue 40), in its author's list and over its edit form:
 * 'Changes under review' (the live version stays visible meanwhile), or 'Changes rejected' with the
 * reason and the moderator's message. Nothing when no edit waits.
 */
export function RevisionNote({ revision, banner = false }: { revision: ListingRevision | null | undefined; banner?: boolean }) {
  const t = useT();
  if (!revision) return null;
  if (revision.state === 'pending') {
    return (
      <div role="status" data-revision-state="pending" className={banner ? 'rounded-xl border border-saffron-400 bg-saffron-100/60 px-4 py-3 text-sm text-ink-900' : 'space-y-1 text-sm text-ink-700 md:max-w-72'}>
        <p className="inline-flex items-center gap-1 font-semibold text-ink-900">
          <ClockIcon size={14} />
          {t('moderation.author.revisionPending')}
        </p>
        <p className={banner ? 'mt-1' : 'text-xs'}>{t('moderation.author.revisionPendingHint')}</p>
      </div>
    );
  }
  return (
    <div role={banner ? 'alert' : undefined} data-revision-state="rejected" className={banner ? 'space-y-1 rounded-xl border border-pomegranate-600 bg-pomegranate-100 px-4 py-3 text-sm text-pomegranate-700' : 'space-y-1 text-sm text-pomegranate-700 md:max-w-72'}>
      <p className="inline-flex items-center gap-1 font-semibold">
        <AlertIcon size={14} />
        {t('moderation.author.revisionRejected')}
      </p>
      <RejectionWords reason={revision.reason} message={revision.message} lineClass={banner ? undefined : 'text-ink-700'} />
      <p className="text-ink-700">{t('moderation.author.revisionRejectedHint')}</p>
    </div>
  );
}
