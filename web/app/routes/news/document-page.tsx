import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { DocumentItem } from '@shared/schemas/news';
import { useHydrated } from '@web/lib/hydrated';
import { useI18n, useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { digitalDocumentJsonLd } from '@web/lib/structured-data';
import { EyeIcon, FileTextIcon, UploadIcon } from '@web/components/ui/icons';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useDocument } from '@web/features/news/api/get-documents';
import { DocumentExternalLink, DocumentFileSize } from '@web/features/news/components/document-links';
import { DocumentsBreadcrumb } from '@web/features/news/components/documents-breadcrumb';
import { documentDownloadUrl } from '@web/features/news/lib/documents';
import { PageSkeleton } from '@web/components/ui/page-skeleton';

// pdf.js is loaded with the viewer, by this page only, and only in the browser.
const PdfViewer = lazy(() => import('@web/features/news/components/pdf-viewer'));

/**
 * /news/documents/details/{id} (spec §2): the document's PDF drawn in the page (pdf.js: its own lazy
 * chunk with its worker, from our assets), the width of the column on a phone, with page and zoom
 * steps, a breadcrumb, the file's size, a download link and its page elsewhere (lex.uz) as a marked
 * external link; 'Pdf mavjud emas' when it has no file; 'O'ylashimcha bunday hujjat
 * mavjud emas' (404) when there is no such document. The server renders the title and the download
 * link; the viewer starts in the browser.
 */
export function Component() {
  const { id = '' } = useParams();
  const q = useDocument(id);
  const { t } = useI18n();
  return (
    <ItemPage query={q} notFound={<DocumentNotFound />} errorTitle={t('news.documents.business')} skeleton={<DocumentSkeleton />}>
      {(d) => <DocumentView document={d} />}
    </ItemPage>
  );
}

function DocumentView({ document: d }: { document: DocumentItem }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [sized, setSized] = useState(false);
  const listTitle = t(d.type === '@a' ? 'news.documents.legal' : 'news.documents.business');
  const path = paths.document(d.id);
  usePageHead({
    title: d.title,
    description: d.subtitle || listTitle,
    canonical: path,
    jsonLd: (absolute) => digitalDocumentJsonLd(absolute, { title: d.title, description: d.subtitle || listTitle, path, images: [], file: d.file, sameAs: d.link, genre: listTitle }),
  });
  const placeholder = (
    <div className="grid min-h-64 place-items-center rounded-[var(--radius-card)] border border-ink-100 bg-cream-50">
      <Spinner size={32} label={t('news.documents.pdfLoading')} className="text-indigo-900" />
    </div>
  );
  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <DocumentsBreadcrumb items={[{ to: paths.documents(d.type), label: listTitle }, { label: d.title }]} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-indigo-900 sm:text-3xl">{d.title}</h1>
          {d.subtitle ? <p className="mt-2 text-ink-700">{d.subtitle}</p> : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-500">
            <span className="inline-flex items-center gap-1" data-testid="document-views">
              <EyeIcon size={14} />
              {t('news.card.views', { n: d.views })}
            </span>
            {d.file && d.file_size !== null ? <DocumentFileSize bytes={d.file_size} /> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {d.file ? (
            <a href={documentDownloadUrl(d.file, d.title)} download className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink-300 px-4 py-2 text-sm font-semibold text-indigo-900 transition hover:bg-cream-100">
              <UploadIcon size={16} className="rotate-180" />
              {t('news.documents.download')}
            </a>
          ) : null}
          {d.link ? <DocumentExternalLink link={d.link} className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline" /> : null}
        </div>
      </header>
      {/* Until the first page is drawn, the viewer's room is kept at an A4 page the column's width (plus its
          toolbar), so that nothing below moves when it appears (it did: CLS 0.14 on a phone). */}
      <div className="mt-6 @container">
        <div className={d.file && !sized ? 'min-h-[calc(141.4cqw+3rem)]' : undefined}>
          {!d.file ? (
            <p className="rounded-[var(--radius-card)] border border-ink-100 bg-cream-50 p-8 text-center font-semibold text-ink-700">{t('news.documents.noFile')}</p>
          ) : hydrated ? (
            <Suspense fallback={placeholder}>
              <PdfViewer url={d.file} title={d.title} onSized={() => setSized(true)} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </div>
  );
}

function DocumentNotFound() {
  const t = useT();
  return (
    <ItemNotFound
      title={t('news.documents.notFound')}
      hint={t('news.documents.notFoundHint')}
      icon={<FileTextIcon size={34} />}
      back={{ to: paths.documents('@b'), label: t('news.documents.back') }}
    />
  );
}

function DocumentSkeleton() {
  return (
    <PageSkeleton>
      <Skeleton className="h-5 w-64" />
      <Skeleton className="mt-6 h-9 w-2/3" />
      <Skeleton className="mt-6 aspect-[3/4] w-full max-w-2xl rounded-[var(--radius-card)]" />
    </PageSkeleton>
  );
}
