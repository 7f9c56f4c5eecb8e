import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format/date';
import type { AdminNews } from '@shared/schemas/news';
import { useDeleteNews } from '@web/features/news/api/admin/delete-news';
import { adminNewsList } from '@web/features/news/api/admin/list-admin-news';
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
import { useLocalTitle } from '@web/lib/local-title';

/** /admin/news/: every news item (scheduled ones too), with edit and delete per row. */
export function Component() {
  const t = useT();
  const localTitle = useLocalTitle();
  usePageHead({ title: t('admin.news.title') });
  const list = useAdminList<AdminNews>(adminNewsList);
  const remove = useDeleteNews();
  const [toDelete, setToDelete] = useState<AdminNews | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);
  const now = new Date();

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.guid, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'admin.news.deleted' }, comment: toDelete.title });
        setToDelete(null);
      },
      onError: (err) => setDeleteError(errorMessage(err, t('admin.table.error'))),
    });
  };

  const columns: Column<AdminNews>[] = [
    {
      id: 'title',
      header: t('admin.news.columns.title'),
      primary: true,
      cell: (n) => (
        <Link to={paths.admin.newsEdit(n.guid)} className="break-words text-indigo-900 underline-offset-2 hover:text-indigo-700 hover:underline" data-user-content>
          {n.title}
        </Link>
      ),
    },
    { id: 'category', header: t('admin.news.columns.category'), cell: (n) => <span data-user-content>{localTitle(n.category)}</span> },
    {
      id: 'published',
      header: t('admin.news.columns.published'),
      className: 'md:whitespace-nowrap',
      cell: (n) =>
        new Date(n.published_at) > now ? (
          <span className="font-medium text-pomegranate-700">{t('admin.news.scheduled', { date: formatDate(n.published_at, now, t('common.today')) })}</span>
        ) : (
          formatDate(n.published_at, now, t('common.today'))
        ),
    },
    { id: 'views', header: t('admin.news.columns.views'), className: 'md:text-right', cell: (n) => n.views },
    { id: 'banner', header: t('admin.news.columns.banner'), cell: (n) => <YesNo value={n.is_banner} /> },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.news.title')}
        description={t('admin.news.description')}
        action={
          <Link to={paths.admin.newsCreate()} className="btn-primary w-full sm:w-auto">
            <PlusIcon size={18} />
            {t('admin.news.create')}
          </Link>
        }
      />
      <DataTable
        list={list}
        caption={t('admin.news.title')}
        columns={columns}
        rowKey={(n) => n.guid}
        rowLabel={(n) => n.title}
        searchPlaceholder={t('admin.news.searchPlaceholder')}
        emptyText={t('admin.news.empty')}
        actions={(n) => (
          <RowActions
            label={n.title}
            actions={[
              { label: t('admin.news.edit'), to: paths.admin.newsEdit(n.guid) },
              { label: t('admin.news.open'), to: paths.newsItem(n.meta) },
              {
                label: t('admin.news.delete'),
                tone: 'danger',
                onSelect: () => {
                  setDeleteError(null);
                  setToDelete(n);
                },
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={!!toDelete}
        title={t('admin.news.deleteTitle')}
        message={t('admin.news.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('admin.news.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
