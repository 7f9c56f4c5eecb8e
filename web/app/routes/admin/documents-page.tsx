import { Link } from 'react-router';
import type { DocumentItem } from '@shared/schemas/news';
import { useDeleteDocument } from '@web/features/news/api/admin/delete-document';
import { adminDocumentsList } from '@web/features/news/api/admin/list-admin-documents';
import { AdminListPage, adminListWords } from './admin-list-page';
import { YesNo } from '@web/components/ui/yes-no';
import type { Column } from '@web/components/ui/responsive-table';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** /admin/news/documents/: legal documents and small-business projects, with edit and delete per row. */
export function Component() {
  const t = useT();
  const remove = useDeleteDocument();
  const typeName = (d: DocumentItem) => (d.type === '@a' ? t('admin.documents.types.legal') : t('admin.documents.types.business'));

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
    <AdminListPage
      {...adminListWords(t, 'admin.documents')}
      create={{ to: paths.admin.documentCreate(), label: t('admin.documents.create') }}
      source={adminDocumentsList}
      columns={columns}
      rowKey={(d) => String(d.id)}
      rowLabel={(d) => d.title}
      rowActions={(d, askDelete) => [
        { label: t('admin.documents.edit'), to: paths.admin.documentEdit(d.id) },
        { label: t('admin.documents.open'), to: paths.document(d.id) },
        { label: t('admin.documents.delete'), tone: 'danger', onSelect: askDelete },
      ]}
      remove={{ mutation: remove, keyOf: (d) => d.id, words: 'admin.documents' }}
    />
  );
}
