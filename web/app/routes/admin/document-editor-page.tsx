import { Link, useNavigate, useParams } from 'react-router';
import type { DocumentItem } from '@shared/schemas/news';
import { useAdminDocument } from '@web/features/news/api/admin/get-admin-document';
import { useCreateDocument } from '@web/features/news/api/admin/create-document';
import { useUpdateDocument } from '@web/features/news/api/admin/update-document';
import { DocumentForm } from '@web/features/news/components/admin/document-form';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { notify } from '@web/features/notifications/notify';
import { Spinner } from '@web/components/form/submit-button';
import { ErrorState } from '@web/components/ui/status-message';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** /admin/news/documents/create/ and /admin/news/documents/edit/{id}/: the document editor. */
export function Component() {
  const { id } = useParams();
  return id ? <EditDocument id={id} /> : <CreateDocument />;
}

function CreateDocument() {
  const t = useT();
  usePageHead({ title: t('admin.documents.createTitle') });
  const navigate = useNavigate();
  const create = useCreateDocument();
  return (
    <>
      <AdminPageHeader title={t('admin.documents.createTitle')} description={t('admin.documents.createDescription')} />
      <DocumentForm
        submitLabel={t('admin.documentForm.create')}
        onSubmit={async (body) => {
          const saved = await create.mutateAsync(body);
          notify({ type: 'success', title: { key: 'admin.documents.created' }, comment: saved.title, forNextPage: true });
          navigate(paths.admin.documents());
        }}
      />
    </>
  );
}

function EditDocument({ id }: { id: string }) {
  const t = useT();
  usePageHead({ title: t('admin.documents.editTitle') });
  const doc = useAdminDocument(id);
  const status = doc.error instanceof ApiError ? doc.error.status : 0;
  return (
    <>
      <AdminPageHeader title={t('admin.documents.editTitle')} description={doc.data?.title} />
      {doc.isPending ? (
        <p role="status" className="flex min-h-48 items-center justify-center gap-3 text-ink-700">
          <Spinner className="h-6 w-6 text-indigo-800" />
          {t('admin.loading')}
        </p>
      ) : doc.isError ? (
        status === 404 || status === 400 ? (
          <div role="alert" className="card space-y-4 p-6 text-center">
            <p className="text-lg font-semibold text-indigo-900">{t('admin.documents.notFound')}</p>
            <Link to={paths.admin.documents()} className="btn-outline">
              {t('admin.documents.back')}
            </Link>
          </div>
        ) : (
          <ErrorState message={t('admin.table.error')} retryLabel={t('admin.table.retry')} onRetry={() => doc.refetch()} />
        )
      ) : (
        <EditForm key={`${doc.data.id}-${doc.data.file}`} doc={doc.data} />
      )}
    </>
  );
}

function EditForm({ doc }: { doc: DocumentItem }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateDocument();
  return (
    <DocumentForm
      initial={doc}
      submitLabel={t('admin.documentForm.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: doc.id, body });
        notify({ type: 'success', title: { key: 'admin.documents.saved' }, comment: saved.title, forNextPage: true });
        navigate(paths.admin.documents());
      }}
    />
  );
}
