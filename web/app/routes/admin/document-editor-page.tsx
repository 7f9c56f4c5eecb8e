import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { adminDocumentQueryOptions } from '@web/features/news/api/admin/get-admin-document';
import { useCreateDocument } from '@web/features/news/api/admin/create-document';
import { useUpdateDocument } from '@web/features/news/api/admin/update-document';
import { DocumentForm } from '@web/features/news/components/admin/document-form';
import { AdminEditorPage } from '@web/features/admin/components/admin-editor-page';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** /admin/news/documents/create/ and /admin/news/documents/edit/{id}/: the document editor. */
export function Component() {
  const t = useT();
  const { id } = useParams();
  const navigate = useNavigate();
  const doc = useQuery({ ...adminDocumentQueryOptions(id ?? ''), enabled: !!id });
  const create = useCreateDocument();
  const update = useUpdateDocument();
  return (
    <AdminEditorPage
      title={id ? t('admin.documents.editTitle') : t('admin.documents.createTitle')}
      description={(d) => (id ? d?.title : t('admin.documents.createDescription'))}
      query={id ? doc : undefined}
      notFound={t('admin.documents.notFound')}
      back={{ to: paths.admin.documents(), label: t('admin.documents.back') }}
      form={(d) => (
        <DocumentForm
          key={d ? `${d.id}-${d.file}` : 'new'}
          initial={d}
          submitLabel={d ? t('admin.documentForm.save') : t('admin.documentForm.create')}
          onSubmit={async (body) => {
            const saved = d ? await update.mutateAsync({ id: d.id, body }) : await create.mutateAsync(body);
            notify({ type: 'success', title: { key: d ? 'admin.documents.saved' : 'admin.documents.created' }, comment: saved.title, forNextPage: true });
            navigate(paths.admin.documents());
          }}
        />
      )}
    />
  );
}
