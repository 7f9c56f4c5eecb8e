import { useState } from 'react';
import { Link } from 'react-router';
import { type UserAnnouncement } from '@shared/schemas/announcements';
import { lastDayOf } from '@shared/announcement-days';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { BriefcaseIcon, EyeIcon, EyeOffIcon, HandshakeIcon, MapPinIcon, PencilIcon, PlusIcon, TrashIcon, UsersIcon } from '@web/components/ui/icons';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { errorMessage } from '@web/components/form/apply-api-error';
import { Spinner } from '@web/components/form/submit-button';
import { useDeleteAnnouncement } from '@web/features/announcements/api/delete-announcement';
import { useUserAnnouncements } from '@web/features/announcements/api/get-user-announcements';
import { useUpdateAnnouncement } from '@web/features/announcements/api/update-announcement';
import { placeName } from '@web/features/geo/api/get-regions';
import { notify } from '@web/features/notifications/notify';
import { messageRef, useI18n, type Message } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { useKeepPageInRange, usePageParam } from '@web/lib/use-page-param';
import { ItemStateMark, RejectionNote, RevisionNote } from '@web/features/moderation/components/moderation-state';
import { itemState } from '@web/features/moderation/lib/item-state';
import { PageSection } from '@web/components/ui/page-section';
import { useDates } from '@web/lib/dates';

/**
 * /profile/announcements/ (spec §2 profile menu): the user's own announcements, hidden and expired ones
 * too (marked), newest first, 10 a page with the page in ?page=; each with its pay, place, views, last
 * day and, for a job, how many people applied; hide and show again (is_active), edit, extend an expired
 * one (its edit form, at the last day), and delete after a confirmation. No announcements yet: a call
 * to post one.
 */
export function Component() {
  const { t } = useI18n();
  usePageHead({ title: t('announcements.mine.title') });
  const [page, setPage] = usePageParam();
  const list = useUserAnnouncements(page);
  const remove = useDeleteAnnouncement();
  const [toDelete, setToDelete] = useState<UserAnnouncement | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);

  useKeepPageInRange(page, list.data && !list.isPlaceholderData ? list.data.total_pages : undefined, setPage);

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.guid, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'announcements.mine.deleted' }, comment: toDelete.title });
        setToDelete(null);
      },
      onError: (err) => setDeleteError(errorMessage(err, t('announcements.mine.deleteFailed'))),
    });
  };

  const addButton = (
    <Link to={paths.announcementCreate()} className="btn-primary w-full sm:w-auto">
      <PlusIcon size={18} />
      {t('announcements.mine.add')}
    </Link>
  );

  return (
    // The empty state carries its own call to action: one button is enough.
    <PageSection id="announcements-title" title={t('announcements.mine.title')} subtitle={list.data ? t('announcements.mine.count', { count: list.data.count }) : t('announcements.mine.subtitle')} action={list.data && list.data.count === 0 ? null : addButton}>
      {list.isPending ? (
        <div className="space-y-3" role="status" aria-label={t('announcements.form.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="card flex gap-3 p-4">
              <Skeleton className="size-16 shrink-0 rounded-xl" />
              <SkeletonStack className="flex-1 space-y-2" lines={['h-4 w-2/3', 'h-3 w-1/2', 'h-3 w-1/3']} />
            </div>
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <ErrorState message={t('announcements.mine.error')} retryLabel={t('announcements.mine.retry')} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 && page === 1 ? (
        <div className="card flex flex-col items-center gap-4 p-8 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-indigo-50 text-indigo-800">
            <BriefcaseIcon size={28} />
          </span>
          <p className="text-lg font-semibold text-indigo-900">{t('announcements.mine.emptyTitle')}</p>
          <p className="max-w-md text-sm text-ink-700">{t('announcements.mine.emptyText')}</p>
          {addButton}
        </div>
      ) : list.data.data.length === 0 ? (
        <EmptyState>{t('announcements.mine.pageEmpty')}</EmptyState>
      ) : (
        <>
          <ul className={`space-y-3 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData || undefined}>
            {list.data.data.map((a) => (
              <li key={a.guid}>
                <OwnAnnouncementCard
                  announcement={a}
                  onDelete={() => {
                    setDeleteError(null);
                    setToDelete(a);
                  }}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={list.data.total_pages} onPageChange={setPage} disabled={list.isFetching && list.isPlaceholderData} />
        </>
      )}

      <ConfirmDialog
        open={!!toDelete}
        title={t('announcements.mine.deleteTitle')}
        message={t('announcements.mine.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('announcements.mine.deleteConfirm')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </PageSection>
  );
}

function OwnAnnouncementCard({ announcement: a, onDelete }: { announcement: UserAnnouncement; onDelete(): void }) {
  const { t } = useI18n();
  const money = useMoney();
  const job = a.type === 'work_announcement';
  const state = itemState(a.is_active, a.moderation.state, a.expired);

  return (
    <article className={`card flex gap-3 p-4 sm:gap-4 ${a.is_active ? '' : 'bg-cream-50'}`} data-testid="own-announcement">
      {a.thumbnail ? (
        <SmartImage src={a.thumbnail} alt="" sizes="64px" aspect="aspect-square" className="w-16 shrink-0 self-start rounded-xl" />
      ) : (
        <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-800">
          {job ? <BriefcaseIcon size={26} /> : <HandshakeIcon size={26} />}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-800">{t(`announcements.types.${a.type}`)}</span>
          <span title={state === 'hidden' ? t('announcements.mine.hiddenHint') : undefined}>
            <ItemStateMark state={state} />
          </span>
        </div>
        <RejectionNote moderation={a.moderation} editHref={paths.profile.announcementEdit(a.guid)} />
        <RevisionNote revision={a.revision} />
        <h2 className="text-base font-semibold break-words text-indigo-900" data-user-content>
          <Link to={paths.announcementPage(a)} className="underline-offset-2 hover:underline">
            {a.title}
          </Link>
        </h2>
        <p className="font-semibold text-mulberry-700">{money.payRange(a.price_min, a.price_max, a.negotiable)}</p>
        <OwnAnnouncementFacts announcement={a} />
        {a.expired ? (
          <Link to={paths.profile.announcementEdit(a.guid)} className="btn-outline mt-1 min-h-10 px-3 py-1.5 text-sm" aria-label={t('announcements.mine.extend', { title: a.title })}>
            {t('announcements.expired.extend')}
          </Link>
        ) : null}
      </div>
      <OwnAnnouncementActions announcement={a} onDelete={onDelete} />
    </article>
  );
}

/** The place, views, applicants (a job), date and last day of an own announcement. */
function OwnAnnouncementFacts({ announcement: a }: { announcement: UserAnnouncement }) {
  const { t, lang } = useI18n();
  const dates = useDates();
  const job = a.type === 'work_announcement';
  const place = [a.region && placeName(a.region, lang), a.district && placeName(a.district, lang)].filter(Boolean).join(', ');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-500">
      {place ? (
        <li className="flex items-center gap-1">
          <MapPinIcon size={14} />
          {place}
        </li>
      ) : null}
      <li className="flex items-center gap-1">
        <EyeIcon size={14} />
        {t('announcements.mine.views', { count: a.views })}
      </li>
      {job && a.applicants_count !== null ? (
        <li className="flex items-center gap-1" data-testid="applicants">
          <UsersIcon size={14} />
          {t('announcements.mine.applicants', { count: a.applicants_count })}
        </li>
      ) : null}
      <li>
        <time dateTime={a.created_at}>{dates.date(a.created_at)}</time>
      </li>
      <li className={a.expired ? 'font-semibold text-pomegranate-700' : undefined}>
        <time dateTime={lastDayOf(a.expires_at)}>{t('announcements.mine.lastDay', { date: dates.day(lastDayOf(a.expires_at)) })}</time>
      </li>
    </ul>
  );
}

/** Show / hide (with its toast), edit and delete of an own announcement. */
function OwnAnnouncementActions({ announcement: a, onDelete }: { announcement: UserAnnouncement; onDelete(): void }) {
  const { t } = useI18n();
  const update = useUpdateAnnouncement();
  const toggleLabel = a.is_active ? t('announcements.mine.hide', { title: a.title }) : t('announcements.mine.show', { title: a.title });
  const toggle = () =>
    update.mutate(
      { guid: a.guid, body: { is_active: !a.is_active } },
      {
        onSuccess: (saved) => notify({ type: 'success', title: { key: saved.is_active ? 'announcements.mine.shownDone' : 'announcements.mine.hiddenDone' }, comment: saved.title }),
        onError: (err) => notify({ type: 'error', title: { key: 'announcements.mine.toggleFailed' }, comment: messageRef(errorMessage(err)) }),
      },
    );
  return (
    <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
      <button
        type="button"
        className="grid size-10 place-items-center rounded-xl text-indigo-800 hover:bg-indigo-50 disabled:opacity-60"
        aria-label={toggleLabel}
        title={toggleLabel}
        disabled={update.isPending}
        onClick={toggle}
      >
        {update.isPending ? <Spinner /> : a.is_active ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
      </button>
      <Link
        to={paths.profile.announcementEdit(a.guid)}
        className="grid size-10 place-items-center rounded-xl text-indigo-800 hover:bg-indigo-50"
        aria-label={t('announcements.mine.edit', { title: a.title })}
        title={t('announcements.mine.edit', { title: a.title })}
      >
        <PencilIcon size={20} />
      </Link>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-xl text-pomegranate-700 hover:bg-pomegranate-100"
        aria-label={t('announcements.mine.delete', { title: a.title })}
        title={t('announcements.mine.delete', { title: a.title })}
        onClick={onDelete}
      >
        <TrashIcon size={20} />
      </button>
    </div>
  );
}
