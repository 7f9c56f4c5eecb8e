import { Link } from 'react-router';
import type { AnnouncementItem } from '@shared/schemas/announcements';
import { Spinner } from '@web/components/form/submit-button';
import { BookmarkIcon, BriefcaseIcon, HandshakeIcon, MapPinIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { OwnList, OwnListEmpty, useOwnPages } from '../own-list';
import { personName } from '@web/components/ui/avatar';
import { useSavedAnnouncements } from '@web/features/announcements/api/get-saved-announcements';
import { useSaveAnnouncement } from '@web/features/announcements/api/save-announcement';
import { workTimeLabel } from '@web/features/announcements/components/work-time';
import { placeName } from '@web/features/geo/api/get-regions';
import { notify } from '@web/features/notifications/notify';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { PageSection } from '@web/components/ui/page-section';

/** /profile/saved-announcements/ (spec §2 profile menu): the announcements the user saved, most recent first, each with 'unsave'; paginated. */
export function Component() {
  const { t } = useI18n();
  usePageHead({ title: t('announcements.saved.title') });
  const { query: saved, pager } = useOwnPages(useSavedAnnouncements);

  return (
    <PageSection id="saved-announcements-title" title={t('announcements.saved.title')} subtitle={saved.data ? t('announcements.saved.count', { count: saved.data.count }) : t('announcements.saved.subtitle')}>

      <OwnList
        query={saved}
        items={(d) => d.data}
        itemKey={(a) => a.guid}
        renderItem={(a) => <SavedCard announcement={a} />}
        grid="grid gap-3 sm:grid-cols-2"
        skeleton={
          <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label={t('announcements.form.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="card space-y-2 p-4">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ))}
          </div>
        }
        error={{ message: t('announcements.saved.error'), retry: t('announcements.mine.retry') }}
        empty={<OwnListEmpty icon={<BookmarkIcon size={28} />} iconClass="bg-pomegranate-100 text-pomegranate-600" title={t('announcements.saved.emptyTitle')} text={t('announcements.saved.emptyText')} to={paths.announcements()} label={t('announcements.saved.browse')} />}
        pager={pager}
      />
    </PageSection>
  );
}

function SavedCard({ announcement: a }: { announcement: AnnouncementItem }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const unsave = useSaveAnnouncement(a.meta);
  const job = a.type === 'work_announcement';
  const place = [a.region && placeName(a.region, lang), a.district && placeName(a.district, lang)].filter(Boolean).join(', ');
  const author = personName(a.user);

  return (
    <article className="card relative flex h-full gap-3 p-4" data-testid="saved-announcement">
      {a.thumbnail ? (
        <SmartImage src={a.thumbnail} alt="" sizes="64px" aspect="aspect-square" className="w-16 shrink-0 self-start rounded-xl" />
      ) : (
        <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-800">
          {job ? <BriefcaseIcon size={26} /> : <HandshakeIcon size={26} />}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1 pr-10">
        <p className="text-xs font-semibold text-indigo-800">{t(`announcements.types.${a.type}`)}</p>
        <h2 className="text-base font-semibold break-words text-indigo-900" data-user-content>
          {/* The whole card is the link (stretched); the unsave button sits above it. */}
          <Link to={paths.announcementPage(a)} className="after:absolute after:inset-0 after:content-['']">
            {a.title}
          </Link>
        </h2>
        <p className="font-semibold text-mulberry-700">{money.payRange(a.price_min, a.price_max, a.negotiable)}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-500">
          {place ? (
            <span className="flex items-center gap-1">
              <MapPinIcon size={14} />
              {place}
            </span>
          ) : null}
          <span>{workTimeLabel(t, a.work_time)}</span>
          {author ? <span>{author}</span> : null}
        </p>
      </div>
      <button
        type="button"
        className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white text-pomegranate-600 shadow hover:bg-pomegranate-100 disabled:opacity-60"
        aria-label={t('announcements.saved.unsave', { title: a.title })}
        title={t('announcements.saved.unsaveShort')}
        disabled={unsave.isPending}
        onClick={() =>
          unsave.mutate(false, {
            onSuccess: () => notify({ type: 'success', title: { key: 'announcements.saved.removed' }, comment: a.title }),
            onError: () => notify({ type: 'error', title: { key: 'announcements.saved.removeFailed' } }),
          })
        }
      >
        {unsave.isPending ? <Spinner /> : <BookmarkIcon size={20} filled />}
      </button>
    </article>
  );
}
