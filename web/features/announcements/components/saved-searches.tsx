import { Link, useLocation } from 'react-router';
import type { SavedSearch } from '@shared/schemas/announcements';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { errorMessage } from '@web/components/form/apply-api-error';
import { BellIcon, CheckIcon, TrashIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/features/auth/api/get-profile';
import { notify } from '@web/features/notifications/notify';
import { useCreateSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { filtersToRecord, filtersToSavedSearch, savedSearchToFilters, type AnnouncementFilters } from '../filters';
import { describeFilters, usePlaceNames } from './list-filters';

const failure = (err: unknown) => (err instanceof ApiError && err.status !== 0 ? messageRef(errorMessage(err)) : undefined);

/** Whether a saved search asks for exactly these filters. */
function sameSearch(saved: SavedSearch, filters: AnnouncementFilters) {
  const a = filtersToRecord(savedSearchToFilters(saved));
  const b = filtersToRecord({ ...filters, sort: 'newest', page: 1 });
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

/**
 * 'Qidiruvni saqlash': keeps the filters in force as a saved search, so a new matching announcement
 * puts a notification in the bell. Anonymous readers get a link to sign in (and back to this search);
 * a search already saved shows so instead.
 */
export function SaveSearchButton({ filters }: { filters: AnnouncementFilters }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { status } = useSession();
  const saved = useSavedSearches(status === 'authenticated');
  const create = useCreateSavedSearch();
  const cls = 'btn-outline min-h-11 bg-white px-4';

  if (status === 'loading') return <Skeleton className="h-11 w-48 rounded-xl" />;
  if (status === 'anonymous') {
    return (
      <Link to={paths.signIn(`${pathname}${search}`)} className={cls} title={t('announcements.savedSearch.signIn')}>
        <BellIcon size={18} />
        {t('announcements.savedSearch.save')}
      </Link>
    );
  }
  if (saved.data?.some((s) => sameSearch(s, filters))) {
    return (
      <p className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-mulberry-700" role="status">
        <CheckIcon size={18} />
        {t('notifications.savedSearch.saved')}
      </p>
    );
  }
  const save = () =>
    create.mutate(filtersToSavedSearch(filters), {
      onSuccess: () => notify({ type: 'success', title: { key: 'notifications.savedSearch.saved' }, comment: { key: 'notifications.savedSearch.savedComment' } }),
      onError: (err) => notify({ type: 'error', title: { key: 'notifications.savedSearch.saveFailed' }, comment: failure(err) }),
    });
  return (
    <button type="button" onClick={save} disabled={create.isPending} aria-busy={create.isPending || undefined} className={cls}>
      <BellIcon size={18} />
      {create.isPending ? t('announcements.savedSearch.saving') : t('announcements.savedSearch.save')}
    </button>
  );
}

/** The reader's saved searches: each opens its list again or is deleted. Signed-in readers only. */
export function SavedSearchesPanel() {
  const t = useT();
  const { status } = useSession();
  const saved = useSavedSearches(status === 'authenticated');
  if (status !== 'authenticated') return null;
  return (
    <section aria-labelledby="saved-searches-title" className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-4">
      <h2 id="saved-searches-title" className="flex items-center gap-2 text-sm font-semibold text-indigo-900">
        <BellIcon size={16} />
        {t('announcements.savedSearch.title')}
      </h2>
      <p className="mt-1 text-xs text-ink-500">{t('announcements.savedSearch.hint')}</p>
      {saved.isPending ? (
        <div className="mt-3 space-y-2" aria-hidden="true">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-3/4" />
        </div>
      ) : !saved.data?.length ? (
        <p className="mt-3 text-sm text-ink-700">{t('announcements.savedSearch.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-1" data-testid="saved-searches">
          {saved.data.map((s) => (
            <SavedSearchRow key={s.guid} search={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const t = useT();
  const filters = savedSearchToFilters(search);
  const names = usePlaceNames(filters.region ?? null);
  const remove = useDeleteSavedSearch();
  const name = describeFilters(filters, t, names.region, names.district)
    .map((c) => c.label)
    .join(' · ') || t('announcements.savedSearch.any');
  // The row leaves the list as soon as the search is deleted, so the toast follows the call itself
  // (mutate's own callbacks would not run for a row that is gone).
  const onDelete = () =>
    void remove.mutateAsync(search.guid).then(
      () => notify({ type: 'success', title: { key: 'notifications.savedSearch.deleted' } }),
      (err: unknown) => notify({ type: 'error', title: { key: 'notifications.savedSearch.deleteFailed' }, comment: failure(err) }),
    );
  return (
    <li className="flex items-center gap-1">
      <Link
        to={paths.announcements(filtersToRecord(filters))}
        aria-label={t('announcements.savedSearch.open', { name })}
        className="min-h-9 min-w-0 flex-1 rounded-lg px-2 py-2 text-sm text-indigo-800 [overflow-wrap:anywhere] hover:bg-indigo-50"
      >
        {name}
      </Link>
      <button
        type="button"
        onClick={onDelete}
        disabled={remove.isPending}
        aria-label={t('announcements.savedSearch.deleteLabel', { name })}
        title={t('announcements.savedSearch.delete')}
        className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-500 hover:bg-pomegranate-100 hover:text-pomegranate-700 disabled:opacity-50"
      >
        <TrashIcon size={16} />
      </button>
    </li>
  );
}
