import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { WORK_TIMES } from '@shared/constants';
import { useMoney } from '@web/lib/money';
import type { ModerationCaseDetail, RevisionDiff } from '@shared/schemas/moderation';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner } from '@web/components/form/submit-button';
import { ArrowRightIcon, CheckIcon } from '@web/components/ui/icons';
import { Spinner as LoadingSpinner } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { useApproveCase } from '@web/features/moderation/api/approve-case';
import { useDismissCase } from '@web/features/moderation/api/dismiss-case';
import { useModerationCase } from '@web/features/moderation/api/get-case';
import { listModerationQueue } from '@web/features/moderation/api/list-queue';
import { useRejectCase } from '@web/features/moderation/api/reject-case';
import { RejectDialog } from '@web/features/moderation/components/reject-dialog';
import { RejectionWords } from '@web/features/moderation/components/moderation-state';
import { caseAge, fullName } from '@web/features/moderation/lib/case-words';
import { notify } from '@web/features/notifications/notify';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { useDates } from '@web/lib/dates';

/**
 * /admin/moderation/cases/{guid}/ (issue 15): one case — the item (a link to it), its author, the
 * reports (reason, note, reporter, date) — and the decision: Approve (held for review) or Dismiss
 * (reported), or Reject with a preset reason and a message to the author ('Block user' for a reported
 * user). After a decision the next open case of the same tab opens, or the tab's list when none is
 * left, with a toast. A closed case shows its decision.
 */
export function Component() {
  const { guid = '' } = useParams();
  const t = useT();
  const query = useModerationCase(guid);
  usePageHead({ title: t('moderation.case.title') });

  if (query.isPending) {
    return (
      <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-ink-700">
        <LoadingSpinner size={28} className="text-indigo-800" />
        {t('moderation.case.loading')}
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <>
          <AdminPageHeader title={t('moderation.case.title')} />
          <EmptyState>{t('moderation.case.notFound')}</EmptyState>
          <BackLink source="review" />
        </>
      );
    }
    return <ErrorState message={t('admin.table.error')} retryLabel={t('admin.table.retry')} onRetry={() => void query.refetch()} />;
  }
  return <CaseView key={query.data.guid} item={query.data} />;
}

function BackLink({ source }: { source: 'review' | 'revision' | 'report' | 'closed' }) {
  const t = useT();
  return (
    <Link to={paths.admin.moderation(source)} className="mt-4 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline">
      <ArrowRightIcon size={16} className="rotate-180" />
      {t('moderation.case.back')}
    </Link>
  );
}

/** The decision actions of a case: approve, dismiss, reject — each then opens the next open case. */
function useCaseDecision(item: ModerationCaseDetail) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const approve = useApproveCase();
  const dismiss = useDismissCase();
  const reject = useRejectCase();
  const [failure, setFailure] = useState<Message | null>(null);
  const busy = approve.isPending || dismiss.isPending || reject.isPending;

  /** After a decision: the next open case of the same source (the oldest), else the list. */
  const goOn = async (toast: string) => {
    notify({ type: 'success', title: { key: toast }, comment: item.title, forNextPage: true });
    let next: string | undefined;
    try {
      const page = await queryClient.fetchQuery({
        queryKey: ['admin', 'moderation', 'next', item.source, item.guid],
        queryFn: ({ signal }) => listModerationQueue({ status: 'open', source: item.source, page_number: 1, page_size: 10 }, signal),
        staleTime: 0,
      });
      next = page.data.find((c) => c.guid !== item.guid)?.guid;
    } catch {
      next = undefined;
    }
    void navigate(next ? paths.admin.moderationCase(next) : paths.admin.moderation(item.source));
  };

  const run = async (action: () => Promise<unknown>, toast: string) => {
    setFailure(null);
    try {
      await action();
      await goOn(toast);
    } catch (err) {
      setFailure(errorMessage(err, t('moderation.case.failed')));
    }
  };

  return { approve, dismiss, reject, failure, busy, goOn, run };
}

type CaseDecision = ReturnType<typeof useCaseDecision>;

function CaseView({ item }: { item: ModerationCaseDetail }) {
  const t = useT();
  const decision = useCaseDecision(item);
  const [rejecting, setRejecting] = useState(false);
  const open = item.status === 'open';
  const isUser = item.target_kind === 'user';

  return (
    <>
      <AdminPageHeader title={t('moderation.case.title')} description={t(`moderation.case.sources.${item.source}`)} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section className="card space-y-4 p-4 sm:p-5" aria-labelledby="case-item">
          <CaseSummary item={item} />
          {item.revision ? <RevisionChanges diff={item.revision} /> : null}
          {item.decision ? <CaseDecisionNote item={item} /> : null}
          {open ? (
            <CaseActions item={item} decision={decision} onReject={() => setRejecting(true)} />
          ) : (
            <p className="text-sm text-ink-700">{t('moderation.case.closedNotice')}</p>
          )}
        </section>
        <CaseReports item={item} />
      </div>
      <BackLink source={open ? item.source : 'closed'} />

      <RejectDialog
        open={rejecting}
        title={isUser ? t('moderation.case.blockUserTitle') : t('moderation.case.rejectTitle')}
        confirmLabel={isUser ? t('moderation.case.blockUser') : t('moderation.case.reject')}
        onClose={() => setRejecting(false)}
        onSubmit={async (body) => {
          await decision.reject.mutateAsync({ guid: item.guid, ...body });
          setRejecting(false);
          await decision.goOn(isUser ? 'moderation.case.blocked' : 'moderation.case.rejected');
        }}
      />
    </>
  );
}

/** The item's kind, title, author, age and status, and a link to the item. */
function CaseSummary({ item }: { item: ModerationCaseDetail }) {
  const t = useT();
  const dates = useDates();
  return (
    <>
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-500">
          {t(`moderation.kinds.${item.target_kind}`)}
          {item.source === 'review' ? ` · ${item.is_edit ? t('moderation.queue.edited') : t('moderation.queue.new')}` : ''}
        </p>
        <h2 id="case-item" className="mt-1 text-xl font-bold break-words text-indigo-900">
          {item.title}
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-500">{t('moderation.queue.columns.author')}</dt>
        <dd className="text-ink-900">{fullName(item.author)}</dd>
        <dt className="text-ink-500">{t('moderation.case.opened')}</dt>
        <dd className="text-ink-900">
          <time dateTime={item.created_at}>{dates.date(item.created_at)}</time> ({caseAge(t, item.created_at)})
        </dd>
        <dt className="text-ink-500">{t('moderation.case.status')}</dt>
        <dd className="font-semibold text-ink-900" data-case-status={item.status}>
          {t(`moderation.statuses.${item.status}`)}
        </dd>
      </dl>
      {item.link ? (
        <Link to={item.link} className="btn-outline w-full bg-white sm:w-auto">
          {t('moderation.case.openItem')}
          <ArrowRightIcon size={16} />
        </Link>
      ) : null}
    </>
  );
}

/** A closed case's decision: status, reason, message to the author, moderator and date. */
function CaseDecisionNote({ item }: { item: ModerationCaseDetail }) {
  const t = useT();
  const dates = useDates();
  const decision = item.decision;
  if (!decision) return null;
  return (
    <div className="rounded-xl border border-ink-100 bg-cream-50 p-4 text-sm" data-decision>
      <p className="font-semibold text-indigo-900">{t('moderation.case.decision')}</p>
      <p className="mt-1">{t(`moderation.statuses.${item.status}`)}</p>
      <RejectionWords reason={decision.reason} message={decision.message} lineClass="mt-1" />
      <p className="mt-1 text-ink-500">
        {t('moderation.case.decidedBy', { name: fullName(decision.moderator), date: dates.date(decision.decided_at) })}
      </p>
    </div>
  );
}

/** An open case's buttons: Approve (review) or Dismiss (report), and Reject / Block user. */
function CaseActions({ item, decision, onReject }: { item: ModerationCaseDetail; decision: CaseDecision; onReject: () => void }) {
  const t = useT();
  const { approve, dismiss, failure, busy, run } = decision;
  const isUser = item.target_kind === 'user';
  return (
    <div className="space-y-3 border-t border-ink-100 pt-4">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {item.source !== 'report' ? (
          <button type="button" className="btn-primary" disabled={busy} aria-busy={approve.isPending || undefined} onClick={() => void run(() => approve.mutateAsync(item.guid), 'moderation.case.approved')}>
            {approve.isPending ? <Spinner /> : <CheckIcon size={18} />}
            {t('moderation.case.approve')}
          </button>
        ) : (
          <button type="button" className="btn-primary" disabled={busy} aria-busy={dismiss.isPending || undefined} onClick={() => void run(() => dismiss.mutateAsync(item.guid), 'moderation.case.dismissed')}>
            {dismiss.isPending ? <Spinner /> : <CheckIcon size={18} />}
            {t('moderation.case.dismiss')}
          </button>
        )}
        <button type="button" className="btn-accent" disabled={busy} aria-haspopup="dialog" onClick={onReject}>
          {isUser ? t('moderation.case.blockUser') : t('moderation.case.reject')}
        </button>
      </div>
      <p className="text-xs text-ink-500">{item.source === 'revision' ? t('moderation.case.revision.approveHint') : item.source === 'review' ? t('moderation.case.approveHint') : t('moderation.case.dismissHint')}</p>
    </div>
  );
}

/**
 * An open revision case's content (issue 40): each changed field as it is live and as proposed, and
 * the pictures added and removed (kept ones shown small), so the moderator decides on what changes.
 */
function RevisionChanges({ diff }: { diff: RevisionDiff }) {
  const t = useT();
  const money = useMoney();
  const shown = (field: RevisionDiff['changes'][number]['field'], value: string) => {
    if (!value) return t('moderation.case.revision.empty');
    if (field === 'price' && /^\d+$/.test(value)) return money.price(value);
    if (field === 'pay' && value === 'negotiable') return t('moderation.case.revision.negotiable');
    if (field === 'work_time' && isWorkTime(value)) return t(`moderation.case.revision.workTime.${value}`);
    return value;
  };
  const pictures = (label: string, urls: string[], kind: 'added' | 'removed' | 'kept') =>
    urls.length ? (
      <div data-images={kind}>
        <p className="text-xs font-semibold text-ink-500">{label}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {urls.map((url) => (
            <li key={url}>
              <img src={url} alt="" className={`size-20 rounded-lg object-cover ring-2 ${kind === 'added' ? 'ring-mulberry-600' : kind === 'removed' ? 'opacity-60 ring-pomegranate-600' : 'ring-ink-100'}`} />
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  const imagesChanged = diff.images.added.length > 0 || diff.images.removed.length > 0;
  return (
    <section className="space-y-3 rounded-xl border border-saffron-400 bg-saffron-100/40 p-4 text-sm" aria-labelledby="case-revision" data-revision-diff>
      <div>
        <h3 id="case-revision" className="font-semibold text-indigo-900">
          {t('moderation.case.revision.title')}
        </h3>
        <p className="text-ink-700">{t('moderation.case.revision.intro')}</p>
      </div>
      {diff.changes.length === 0 ? (
        <p className="text-ink-700">{t('moderation.case.revision.noFields')}</p>
      ) : (
        <dl className="space-y-3">
          {diff.changes.map((c) => (
            <div key={c.field} data-change={c.field}>
              <dt className="font-semibold text-ink-900">{t(`moderation.case.revision.fields.${c.field}`)}</dt>
              <dd className="mt-1 grid gap-1 sm:grid-cols-2 sm:gap-3">
                <p className="rounded-lg bg-pomegranate-100 px-2 py-1 break-words whitespace-pre-line text-ink-900 line-through decoration-pomegranate-600/60" data-user-content>
                  <span className="sr-only">{t('moderation.case.revision.before')}: </span>
                  {shown(c.field, c.before)}
                </p>
                <p className="rounded-lg bg-mulberry-100 px-2 py-1 break-words whitespace-pre-line text-ink-900" data-user-content data-after>
                  <span className="sr-only">{t('moderation.case.revision.after')}: </span>
                  {shown(c.field, c.after)}
                </p>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="space-y-2">
        <p className="font-semibold text-ink-900">{t('moderation.case.revision.images')}</p>
        {imagesChanged ? null : <p className="text-ink-700">{t('moderation.case.revision.noImageChanges')}</p>}
        {pictures(t('moderation.case.revision.added'), diff.images.added, 'added')}
        {pictures(t('moderation.case.revision.removed'), diff.images.removed, 'removed')}
        {imagesChanged ? pictures(t('moderation.case.revision.kept'), diff.images.kept, 'kept') : null}
      </div>
    </section>
  );
}

const isWorkTime = (v: string): v is (typeof WORK_TIMES)[number] => (WORK_TIMES as readonly string[]).includes(v);

/** The reports on a case: reason, note, reporter and date. */
function CaseReports({ item }: { item: ModerationCaseDetail }) {
  const t = useT();
  const dates = useDates();
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="case-reports">
      <h2 id="case-reports" className="text-lg font-bold text-indigo-900">
        {t('moderation.case.reports', { count: item.reports_count })}
      </h2>
      {item.reports.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t('moderation.case.noReports')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-100">
          {item.reports.map((r) => (
            <li key={r.guid} className="py-3 text-sm" data-report>
              <p className="font-semibold text-ink-900">{t(`moderation.reportReasons.${r.reason}`)}</p>
              {r.note ? (
                <p className="mt-1 whitespace-pre-line text-ink-700 [overflow-wrap:anywhere]" data-user-content>
                  {r.note}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-ink-500">
                {fullName(r.reporter)} · <time dateTime={r.created_at}>{dates.date(r.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
