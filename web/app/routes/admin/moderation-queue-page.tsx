import { useId } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { MODERATED_KINDS, REPORT_TARGETS, type ReportTarget } from '@shared/constants';
import type { ModerationCase, ModerationQueue } from '@shared/schemas/moderation';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { DataTable } from '@web/features/admin/components/data-table';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { isQueueTab, moderationQueueList, type QueueTab } from '@web/features/moderation/api/list-queue';
import { QueueTabs } from '@web/features/moderation/components/queue-tabs';
import { caseAge, fullName } from '@web/features/moderation/lib/case-words';
import type { Column } from '@web/components/ui/responsive-table';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** The kinds whose live listings keep an edit beside them (issue 40). */
const LISTING_KINDS = ['product', 'announcement'] as const;

const kindOf = (value: string | null): ReportTarget | null => ((REPORT_TARGETS as readonly string[]).includes(value ?? '') ? (value as ReportTarget) : null);

/**
 * /admin/moderation/{review,revision,report,closed}/ (issue 15; revision: edits of live listings, issue 40): the moderation queue. Tabs with the open
 * counts; a list of cases (kind, the item's title linking to it, author, reports and their reasons,
 * age; closed cases their decision), filtered by kind (?kind=); each row opens its case.
 */
export function Component() {
  const { tab } = useParams();
  const [search] = useSearchParams();
  if (!isQueueTab(tab)) return <Navigate to={paths.admin.moderation('review')} replace />;
  const kind = kindOf(search.get('kind'));
  // A new tab or filter starts a new list (page 1).
  return <QueueList key={`${tab}|${kind ?? ''}`} tab={tab} kind={kind} />;
}

function QueueList({ tab, kind }: { tab: QueueTab; kind: ReportTarget | null }) {
  const t = useT();
  usePageHead({ title: `${t(`moderation.queue.tabs.${tab}`)} · ${t('moderation.queue.title')}` });
  const list = useAdminList<ModerationCase>(moderationQueueList(tab, kind));
  const counts = (list.query.data as ModerationQueue | undefined)?.open_counts;

  const columns = useQueueColumns(tab);

  return (
    <>
      <AdminPageHeader
        title={t('moderation.queue.title')}
        description={t(`moderation.queue.descriptions.${tab}`)}
        action={
          <Link to={paths.admin.moderationSettings()} className="btn-ghost">
            {t('moderation.settings.title')}
          </Link>
        }
      >
        <QueueTabs current={tab} counts={counts} />
      </AdminPageHeader>
      <KindFilter kind={kind} kinds={tab === 'review' ? MODERATED_KINDS : tab === 'revision' ? LISTING_KINDS : REPORT_TARGETS} />
      <DataTable
        list={list}
        search={false}
        caption={t(`moderation.queue.tabs.${tab}`)}
        columns={columns}
        rowKey={(c) => c.guid}
        rowLabel={(c) => c.title}
        emptyText={t(`moderation.queue.empty.${tab}`)}
        actions={(c) => (
          <Link to={paths.admin.moderationCase(c.guid)} className="btn-primary min-h-10 px-3 py-1.5 whitespace-nowrap" aria-label={t('moderation.queue.openCaseFor', { title: c.title })}>
            {t('moderation.queue.openCase')}
          </Link>
        )}
      />
    </>
  );
}

/** The queue's columns: the item, its kind, author, reports, and its age (or, closed, the decision). */
function useQueueColumns(tab: QueueTab): Column<ModerationCase>[] {
  const t = useT();
  return [
    {
      id: 'title',
      header: t('moderation.queue.columns.title'),
      primary: true,
      cell: (c) =>
        c.link ? (
          <Link to={c.link} className="break-words text-indigo-900 underline-offset-2 hover:text-indigo-700 hover:underline">
            {c.title}
          </Link>
        ) : (
          <span className="break-words">{c.title}</span>
        ),
    },
    {
      id: 'kind',
      header: t('moderation.queue.columns.kind'),
      cell: (c) => (
        <span className="whitespace-nowrap">
          {t(`moderation.kinds.${c.target_kind}`)}
          {c.source === 'review' ? <span className="ml-1 text-xs text-ink-500">({c.is_edit ? t('moderation.queue.edited') : t('moderation.queue.new')})</span> : null}
          {c.source === 'revision' ? <span className="ml-1 text-xs text-ink-500">({t('moderation.queue.tabs.revision')})</span> : null}
        </span>
      ),
    },
    { id: 'author', header: t('moderation.queue.columns.author'), cell: (c) => fullName(c.author) },
    {
      id: 'reports',
      header: t('moderation.queue.columns.reports'),
      cell: (c) =>
        c.source === 'report' ? (
          <span>
            <span className="font-semibold tabular-nums" data-reports-count={c.reports_count}>
              {c.reports_count}
            </span>
            {c.report_reasons.length ? <span className="text-ink-500"> · {c.report_reasons.map((r) => t(`moderation.reportReasons.${r}`)).join(', ')}</span> : null}
          </span>
        ) : (
          '—'
        ),
    },
    tab === 'closed'
      ? {
          id: 'decision',
          header: t('moderation.queue.columns.decision'),
          cell: (c) => (
            <span>
              {t(`moderation.statuses.${c.status}`)}
              {c.decision?.reason ? <span className="text-ink-500"> · {t(`moderation.rejectReasons.${c.decision.reason}`)}</span> : null}
            </span>
          ),
        }
      : { id: 'age', header: t('moderation.queue.columns.age'), className: 'md:whitespace-nowrap', cell: (c) => <time dateTime={c.created_at}>{caseAge(t, c.created_at)}</time> },
  ];
}

/** The kind filter: another kind is another list, from its first page. */
function KindFilter({ kind, kinds }: { kind: ReportTarget | null; kinds: readonly ReportTarget[] }) {
  const t = useT();
  const kindId = useId();
  const [, setSearch] = useSearchParams();
  return (
    <div className="mb-4 max-w-xs">
      <label htmlFor={kindId} className="label">
        {t('moderation.queue.kindFilter')}
      </label>
      <select
        id={kindId}
        name="kind"
        className="input"
        value={kind ?? ''}
        onChange={(e) =>
          setSearch((prev) => {
            const next = new URLSearchParams(prev);
            // Another kind is another list: it starts at its first page.
            next.delete('page');
            if (e.target.value) next.set('kind', e.target.value);
            else next.delete('kind');
            return next;
          })
        }
      >
        <option value="">{t('moderation.queue.allKinds')}</option>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t(`moderation.kinds.${k}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
