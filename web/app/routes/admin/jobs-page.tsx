import type { JobsOverview } from '@shared/schemas/overview';
import { useJobs } from '@web/features/admin/api/get-jobs';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { ResponsiveTable, type Column } from '@web/components/ui/responsive-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { messageKeyExists, useT, type TFunction } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useDates } from '@web/lib/dates';

type QueueRow = JobsOverview['queues'][number];
type FailureRow = JobsOverview['failures'][number];

/**
 * A queue's name in the reader's language: its dictionary word is the name in camel case
 * (push.send → admin.jobs.queues.pushSend); a queue the dictionary does not know is shown by its name.
 */
const queueName = (name: string, t: TFunction) => {
  const key = `admin.jobs.queues.${name.replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase())}`;
  return messageKeyExists(key) ? t(key) : name;
};

/**
 * Why a job failed, in the reader's language: the code's dictionary word (push.timeout →
 * admin.jobs.reasons.pushTimeout), with the remote service's HTTP status when it answered; a code the
 * dictionary does not know reads as a failure in general.
 */
const reasonText = (f: FailureRow, t: TFunction) => {
  const key = `admin.jobs.reasons.${f.reason.replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase())}`;
  const words = messageKeyExists(key) ? t(key) : t('admin.jobs.reasons.jobFailed');
  return f.status === null ? words : `${words} (${t('admin.jobs.httpStatus', { status: f.status })})`;
};

/**
 * /admin/jobs/ (issue 28): the job queue the instances share — for each queue, its jobs waiting to
 * run, waiting for a retry's time, running, and failed for good — and the latest failures with the
 * reason of their last try (a short code in words, never an error's text). Asked again every 10 seconds while open.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.jobs.title') });
  const jobs = useJobs();

  return (
    <>
      <AdminPageHeader title={t('admin.jobs.title')} description={t('admin.jobs.description')} />
      {jobs.data ? (
        <Jobs data={jobs.data} />
      ) : jobs.isError ? (
        <ErrorState message={t('admin.jobs.error')} retryLabel={t('admin.jobs.retry')} onRetry={() => void jobs.refetch()} />
      ) : (
        <Skeleton className="h-64 w-full rounded-2xl" />
      )}
    </>
  );
}

function Jobs({ data }: { data: JobsOverview }) {
  const t = useT();
  const dates = useDates();
  const count = (n: number, className = '') => <span className={`tabular-nums ${n > 0 ? `font-semibold ${className}` : 'text-ink-500'}`}>{n}</span>;
  const queueColumns: Column<QueueRow>[] = [
    { id: 'name', header: t('admin.jobs.queue'), primary: true, cell: (q) => <span title={q.name}>{queueName(q.name, t)}</span> },
    { id: 'ready', header: t('admin.jobs.ready'), className: 'sm:text-right', cell: (q) => count(q.ready) },
    { id: 'deferred', header: t('admin.jobs.deferred'), className: 'sm:text-right', cell: (q) => count(q.deferred) },
    { id: 'active', header: t('admin.jobs.active'), className: 'sm:text-right', cell: (q) => count(q.active) },
    { id: 'failed', header: t('admin.jobs.failed'), className: 'sm:text-right', cell: (q) => count(q.failed, 'text-pomegranate-700') },
  ];
  const failureColumns: Column<FailureRow>[] = [
    { id: 'queue', header: t('admin.jobs.queue'), primary: true, cell: (f) => queueName(f.queue, t) },
    { id: 'when', header: t('admin.jobs.failedAt'), className: 'sm:whitespace-nowrap', cell: (f) => dates.moment(f.failed_at) },
    { id: 'attempts', header: t('admin.jobs.attempts'), className: 'sm:text-right', cell: (f) => <span className="tabular-nums">{f.attempts}</span> },
    { id: 'reason', header: t('admin.jobs.errorText'), cell: (f) => <span title={f.reason}>{reasonText(f, t)}</span> },
  ];

  return (
    <div className="space-y-8" data-testid="jobs">
      <section aria-labelledby="jobs-queues">
        <h2 id="jobs-queues" className="mb-3 text-lg font-bold text-indigo-900">
          {t('admin.jobs.queues.title')}
        </h2>
        <ResponsiveTable caption={t('admin.jobs.queues.title')} columns={queueColumns} rows={data.queues} rowKey={(q) => q.name} rowLabel={(q) => queueName(q.name, t)} />
      </section>
      <section aria-labelledby="jobs-failures">
        <h2 id="jobs-failures" className="mb-3 text-lg font-bold text-indigo-900">
          {t('admin.jobs.failures')}
        </h2>
        {data.failures.length ? (
          <ResponsiveTable caption={t('admin.jobs.failures')} columns={failureColumns} rows={data.failures} rowKey={(f) => f.id} rowLabel={(f) => queueName(f.queue, t)} />
        ) : (
          <EmptyState>{t('admin.jobs.noFailures')}</EmptyState>
        )}
      </section>
    </div>
  );
}
