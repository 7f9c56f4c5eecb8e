import { useState } from 'react';
import { Link } from 'react-router';
import type { DocumentItem } from '@shared/schemas/news';
import { useDeleteDocument } from '@web/features/news/api/admin/delete-document';
import { adminDocumentsList } from '@web/features/news/api/admin/list-admin-documents';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { DataTable } from '@web/features/admin/components/data-table';
import { YesNo } from '@web/components/ui/yes-no';
import { RowActions } from '@web/features/admin/components/row-actions';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { notify } from '@web/features/notifications/notify';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PlusIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** /admin/news/documents/: legal documents and small-business projects, with edit and delete per row. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.documents.title') });
  const list = useAdminList<DocumentItem>(adminDocumentsList);
  const remove = useDeleteDocument();
  const [toDelete, setToDelete] = useState<DocumentItem | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);
  const typeName = (d: DocumentItem) => (d.type === '@a' ? t('admin.documents.types.legal') : t('admin.documents.types.business'));

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'admin.documents.deleted' }, comment: toDelete.title });
        setToDelete(null);
      },
      onError: (err) => setDeleteError(errorMessage(err, t('admin.table.error'))),
    });
  };

  const columns: Column<DocumentItem>[] = [
    {
      id: 'title',
      header: t('admin.documents.columns.title'),
      primary: true,
      cell: (d) => (
        <Link to={paths.admin.documentEdit(d.id)} className="break-words text-indigo-900 underline-offset-2 hover:text-indigo-700 hover:underline" data-user-content>
          {d.title}
        </Link>
      ),
    },
    { id: 'subtitle', header: t('admin.documents.columns.subtitle'), cell: (d) => (d.subtitle ? <span data-user-content>{d.subtitle}</span> : '—') },
    { id: 'type', header: t('admin.documents.columns.type'), cell: typeName },
    { id: 'file', header: t('admin.documents.columns.file'), cell: (d) => <YesNo value={!!d.file} /> },
    { id: 'views', header: t('admin.documents.columns.views'), className: 'md:text-right', cell: (d) => d.views },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.documents.title')}
        description={t('admin.documents.description')}
        action={
          <Link to={paths.admin.documentCreate()} className="btn-primary w-full sm:w-auto">
            <PlusIcon size={18} />
            {t('admin.documents.create')}
          </Link>
        }
      />
      <DataTable
        list={list}
        caption={t('admin.documents.title')}
        columns={columns}
        rowKey={(d) => String(d.id)}
        rowLabel={(d) => d.title}
        searchPlaceholder={t('admin.documents.searchPlaceholder')}
        emptyText={t('admin.documents.empty')}
        actions={(d) => (
          <RowActions
            label={d.title}
            actions={[
              { label: t('admin.documents.edit'), to: paths.admin.documentEdit(d.id) },
              { label: t('admin.documents.open'), to: paths.document(d.id) },
              {
                label: t('admin.documents.delete'),
                tone: 'danger',
                onSelect: () => {
                  setDeleteError(null);
                  setToDelete(d);
                },
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={!!toDelete}
        title={t('admin.documents.deleteTitle')}
        message={t('admin.documents.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('admin.documents.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
