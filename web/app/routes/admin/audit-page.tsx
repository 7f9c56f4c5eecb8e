import { Fragment, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, ROLES } from '@shared/constants';
import type { AuditEntry } from '@shared/schemas/audit';
import { auditFiltersToQuery, parseAuditFilters, useAuditLog, type AuditFilters } from '@web/features/admin/api/list-audit';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { auditFieldLabel, auditSentence } from '@web/features/admin/lib/audit-words';
import { Spinner } from '@web/components/ui/spinner';
import { CloseIcon } from '@web/components/ui/icons';
import { Pagination } from '@web/components/ui/pagination';
import { ResponsiveTable, type Column } from '@web/components/ui/responsive-table';
import { EmptyState } from '@web/components/ui/status-message';
import { ListState } from '@web/components/ui/item-page';
import { useT, type TFunction } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { useDates } from '@web/lib/dates';

/** Actions grouped by what they act on (the part before the dot), in AUDIT_ACTIONS' order. */
const ACTION_GROUPS = AUDIT_TARGET_KINDS.map((kind) => ({ kind, actions: AUDIT_ACTIONS.filter((a) => a.startsWith(`${kind}.`)) }));

/** The public page of a target, where the entry kept one (not after a deletion: the page is gone). */
const publicLink = (entry: AuditEntry): string | null => (entry.action.endsWith('.delete') ? null : entry.target_link);

/** A value of the before/after record, in a line (yes/no, a role's name, lists joined, nothing as a dash). */
function showValue(v: unknown, t: TFunction, key = ''): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return t(v ? 'admin.yes' : 'admin.no');
  if (key === 'role' && typeof v === 'string' && (ROLES as readonly string[]).includes(v)) return t(`admin.roles.${v}`);
  if (Array.isArray(v)) return v.map((x) => showValue(x, t)).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * /admin/audit/ (issue 15): every admin and moderator action, newest first — what happened as a
 * sentence in the reader's language (who did what to which target, issue 40), when, and the changed
 * fields before → after. Filters live in the address (action, target
 * kind, dates, and an actor chosen by clicking a name), so a filtered view can be shared or reloaded.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.audit.title') });
  const location = useLocation();
  const navigate = useNavigate();
  const filters = parseAuditFilters(new URLSearchParams(location.search));
  const query = useAuditLog(filters);
  const go = (next: Partial<AuditFilters>) => navigate(paths.admin.audit(auditFiltersToQuery({ ...filters, page: 1, ...next })));
  const totalPages = Math.max(1, query.data?.total_pages ?? 1);
  const filtered = Boolean(filters.action || filters.target_kind || filters.actor || filters.target_id || filters.from || filters.to);

  const actionLabel = (a: string) => t(`admin.audit.actions.${a}`);
  const columns = useAuditColumns(filters);

  return (
    <>
      <AdminPageHeader title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <div className="space-y-4">
        <AuditFilterForm filters={filters} go={go} />

        <AuditChips filters={filters} filtered={filtered} go={go} />
        <p className="flex min-h-6 items-center gap-2 text-sm text-ink-500" aria-live="polite">
          {query.isFetching ? <Spinner size={16} label={t('admin.table.loading')} /> : null}
          {query.data ? t('admin.table.total', { count: query.data.count }) : null}
        </p>

        <ListState
          query={query}
          isEmpty={(d) => d.data.length === 0}
          skeleton={
            <div className="flex min-h-48 items-center justify-center gap-3 text-ink-700" role="status">
              <Spinner size={28} className="text-indigo-800" />
              {t('admin.table.loading')}
            </div>
          }
          error={{ message: t('admin.table.error'), retry: t('admin.table.retry') }}
          empty={<EmptyState>{filtered ? t('admin.audit.noResults') : t('admin.audit.empty')}</EmptyState>}
        >
          {(d) => (
            <>
              <ResponsiveTable caption={t('admin.audit.title')} columns={columns} rows={d.data} rowKey={(e) => String(e.id)} rowLabel={(e) => actionLabel(e.action)} busy={query.isPlaceholderData} />
              <Pagination page={Math.min(filters.page, totalPages)} totalPages={totalPages} hrefFor={(n) => paths.admin.audit(auditFiltersToQuery({ ...filters, page: n }))} />
            </>
          )}
        </ListState>
      </div>
    </>
  );
}

/** The filters of the log: action, target kind, and the dates. */
function AuditFilterForm({ filters, go }: { filters: AuditFilters; go(next: Partial<AuditFilters>): void }) {
  const t = useT();
  const ids = { action: useId(), kind: useId(), from: useId(), to: useId() };
  const actionLabel = (a: string) => t(`admin.audit.actions.${a}`);
  return (
    <form className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()} aria-label={t('admin.audit.filters')}>
      <div>
        <label htmlFor={ids.action} className="label">
          {t('admin.audit.filterAction')}
        </label>
        <select id={ids.action} name="action" className="input" value={filters.action ?? ''} onChange={(e) => go({ action: (e.target.value || undefined) as AuditFilters['action'] })}>
          <option value="">{t('admin.audit.anyAction')}</option>
          {ACTION_GROUPS.map((g) => (
            <optgroup key={g.kind} label={t(`admin.audit.kinds.${g.kind}`)}>
              {g.actions.map((a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.kind} className="label">
          {t('admin.audit.filterKind')}
        </label>
        <select id={ids.kind} name="target_kind" className="input" value={filters.target_kind ?? ''} onChange={(e) => go({ target_kind: e.target.value || undefined })}>
          <option value="">{t('admin.audit.anyKind')}</option>
          {AUDIT_TARGET_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.audit.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.from} className="label">
          {t('admin.audit.from')}
        </label>
        <input id={ids.from} name="from" type="date" className="input" value={filters.from ?? ''} max={filters.to} onChange={(e) => go({ from: e.target.value || undefined })} />
      </div>
      <div>
        <label htmlFor={ids.to} className="label">
          {t('admin.audit.to')}
        </label>
        <input id={ids.to} name="to" type="date" className="input" value={filters.to ?? ''} min={filters.from} onChange={(e) => go({ to: e.target.value || undefined })} />
      </div>
    </form>
  );
}

/** The chosen actor and target as removable chips, and the way to clear every filter. */
function AuditChips({ filters, filtered, go }: { filters: AuditFilters; filtered: boolean; go(next: Partial<AuditFilters>): void }) {
  const t = useT();
  if (!(filters.actor || filters.target_id || filtered)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {filters.actor ? (
        <Chip label={t('admin.audit.actorChip', { name: filters.actor_name ?? '…' })} removeLabel={t('admin.audit.removeActor')} onRemove={() => go({ actor: undefined, actor_name: undefined })} />
      ) : null}
      {filters.target_id ? <Chip label={t('admin.audit.targetChip', { id: filters.target_id })} removeLabel={t('admin.audit.removeTarget')} onRemove={() => go({ target_id: undefined })} /> : null}
      {filtered ? (
        <Link to={paths.admin.audit()} className="btn-ghost min-h-9 px-3 py-1 text-sm">
          {t('admin.audit.clear')}
        </Link>
      ) : null}
    </div>
  );
}

/** The log's columns: what happened (a sentence naming who and what, each a link), when, and the changes. */
function useAuditColumns(filters: AuditFilters): Column<AuditEntry>[] {
  const t = useT();
  const dates = useDates();
  return [
    {
      id: 'sentence',
      header: t('admin.audit.columns.sentence'),
      primary: true,
      cell: (e) => <AuditSentence entry={e} filters={filters} />,
    },
    {
      id: 'when',
      header: t('admin.audit.columns.when'),
      className: 'md:whitespace-nowrap',
      cell: (e) => <time dateTime={e.created_at}>{dates.moment(e.created_at)}</time>,
    },
    { id: 'changes', header: t('admin.audit.columns.changes'), cell: (e) => <Changes entry={e} /> },
  ];
}

/**
 * An entry in human words (issue 40): 'Admin Aziz Karimov «Bahodir Sinovov» foydalanuvchisini
 * blokladi'. The actor links to the log narrowed to them; the target to its page, where it is kept.
 */
function AuditSentence({ entry: e, filters }: { entry: AuditEntry; filters: AuditFilters }) {
  const t = useT();
  const href = publicLink(e);
  return (
    <span data-testid="audit-sentence" className="break-words text-ink-900">
      {auditSentence(e, t).map((piece, i) => {
        if (piece.part === 'actor' && e.actor.guid) {
          return (
            <Link
              key={i}
              to={paths.admin.audit(auditFiltersToQuery({ ...filters, page: 1, actor: e.actor.guid, actor_name: e.actor.name }))}
              className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
              title={t('admin.audit.byActor', { name: e.actor.name })}
            >
              {piece.text}
            </Link>
          );
        }
        if (piece.part === 'target' && href) {
          return (
            <Link key={i} to={href} className="text-indigo-800 underline underline-offset-2">
              {piece.text}
            </Link>
          );
        }
        return piece.part === 'words' ? <Fragment key={i}>{piece.text}</Fragment> : <strong key={i} className="font-semibold">{piece.text}</strong>;
      })}
    </span>
  );
}

function Chip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove(): void }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-900">
      <span className="truncate">{label}</span>
      <button type="button" onClick={onRemove} aria-label={removeLabel} className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-indigo-100">
        <CloseIcon size={16} />
      </button>
    </span>
  );
}

/** The changed fields, folded: 'N fields' opens to field: before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((k) => k !== 'meta' || entry.action.endsWith('.edit'));
  if (!keys.length) return <span className="text-ink-500">—</span>;
  return (
    <details className="max-w-full min-w-0 md:max-w-sm">
      <summary className="cursor-pointer text-sm font-medium text-indigo-800">{t('admin.audit.changed', { count: keys.length })}</summary>
      <dl className="mt-2 space-y-1.5 text-sm">
        {keys.map((k) => (
          <div key={k} className="min-w-0">
            <dt className="text-xs font-semibold text-ink-500">{auditFieldLabel(k, t)}</dt>
            <dd className="break-words">
              {entry.before ? <span className="text-pomegranate-700 line-through decoration-1">{showValue(entry.before[k], t, k)}</span> : null}
              {entry.before && entry.after ? <span aria-label={t('admin.audit.becomes')}> → </span> : null}
              {entry.after ? <span className="text-emerald-700">{showValue(entry.after[k], t, k)}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
