import { Link, useParams } from 'react-router';
import type { DocumentItem } from '@shared/schemas/news';
import { useI18n } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { ArrowRightIcon, EyeIcon, FileTextIcon, ScaleIcon, UploadIcon } from '@web/components/ui/icons';
import { DocumentExternalLink, DocumentFileSize } from '@web/features/news/components/document-links';
import { LoadingArea, Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-message';
import { documentTypeOf, useDocuments, type DocumentType } from '@web/features/news/api/get-documents';
import { DocumentsBreadcrumb } from '@web/features/news/components/documents-breadcrumb';
import { documentDownloadUrl } from '@web/features/news/lib/documents';
import { WeatherWidget } from '@web/features/weather/components/weather-widget';

/**
 * /news/documents/{type} (spec §2): '@a' legislation ('Qonunchilik hujjatlari'), anything else
 * small-business projects ('Kichik biznes loyihalar'): each with its title, subtitle, its PDF's size,
 * 'Ko'rish' (our own viewer page, issue 40), a download link (the PDF) and, when it has one, its page
 * elsewhere (the official text on lex.uz) as a marked external link; the weather widget beside the
 * list (below it on phones).
 */
export function Component() {
  const type = documentTypeOf(useParams().type);
  const { t } = useI18n();
  const q = useDocuments(type);
  const title = t(type === '@a' ? 'news.documents.legal' : 'news.documents.business');
  const hint = t(type === '@a' ? 'news.documents.legalHint' : 'news.documents.businessHint');
  usePageHead({ title, description: hint, canonical: paths.documents(type) });
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <DocumentsBreadcrumb items={[{ label: title }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="documents-title">
          <h1 id="documents-title" className="text-2xl font-bold text-indigo-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 text-ink-700">{hint}</p>
          <DocumentList type={type} query={q} />
        </section>
        <HydrationBoundary>
          <WeatherWidget />
        </HydrationBoundary>
      </div>
    </div>
  );
}

function DocumentList({ type, query }: { type: DocumentType; query: ReturnType<typeof useDocuments> }) {
  const { t } = useI18n();
  if (query.data) {
    if (!query.data.results.length) return <p className="mt-8 text-ink-500">{t('news.documents.empty')}</p>;
    return (
      <ul className="mt-6 space-y-4" data-testid="documents">
        {query.data.results.map((d) => (
          <DocumentRow key={d.id} document={d} type={type} />
        ))}
      </ul>
    );
  }
  if (query.isError) return <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />;
  return (
    <LoadingArea className="mt-6 space-y-4" label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full rounded-[var(--radius-card)]" />
      ))}
    </LoadingArea>
  );
}

function DocumentRow({ document: d, type }: { document: DocumentItem; type: DocumentType }) {
  const { t } = useI18n();
  const Icon = type === '@a' ? ScaleIcon : FileTextIcon;
  const action = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition';
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 sm:p-5" data-testid="document">
      <span aria-hidden="true" className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-saffron-100 text-indigo-900 sm:grid">
        <Icon size={24} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-indigo-900">{d.title}</h2>
        {d.subtitle ? <p className="mt-1 text-sm text-ink-700">{d.subtitle}</p> : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-500">
          <span className="inline-flex items-center gap-1" data-testid="document-views">
            <EyeIcon size={12} />
            {t('news.card.views', { n: d.views })}
          </span>
          {d.file && d.file_size !== null ? <DocumentFileSize bytes={d.file_size} /> : null}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={paths.document(d.id)} className={`${action} bg-indigo-900 text-white hover:bg-indigo-800`}>
            {t('news.documents.view')}
            <ArrowRightIcon size={16} />
          </Link>
          {d.file ? (
            <a href={documentDownloadUrl(d.file, d.title)} download className={`${action} border border-ink-300 text-indigo-900 hover:bg-cream-100`}>
              <UploadIcon size={16} className="rotate-180" />
              {t('news.documents.download')}
            </a>
          ) : null}
          {d.link ? <DocumentExternalLink link={d.link} className={`${action} text-indigo-800 underline-offset-2 hover:underline`} /> : null}
        </div>
      </div>
    </li>
  );
}
