import { useState } from 'react';
import { formatDate } from '@shared/format/date';
import type { AdminNewsCategory } from '@shared/schemas/news';
import { useCreateNewsCategory } from '@web/features/news/api/admin/create-news-category';
import { useDeleteNewsCategory } from '@web/features/news/api/admin/delete-news-category';
import { adminNewsCategoriesKey, listAdminNewsCategories } from '@web/features/news/api/admin/list-news-categories';
import { useRenameNewsCategory } from '@web/features/news/api/admin/rename-news-category';
import { NewsCategoryDialog } from '@web/features/news/components/admin/news-category-dialog';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { DataTable } from '@web/features/admin/components/data-table';
import { RowActions } from '@web/features/admin/components/row-actions';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { notify } from '@web/features/notifications/notify';
import { errorMessage } from '@web/components/form/apply-api-error';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PlusIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** /admin/news/categories/: the news categories with create, rename and delete (refused while items use one). */
export function Component() {
  const t = useT();
  usePageHead({ title: t('admin.newsCategories.title') });
  const list = useAdminList<AdminNewsCategory>({ queryKey: adminNewsCategoriesKey, fetchPage: (body, signal) => listAdminNewsCategories(body, signal) });
  const create = useCreateNewsCategory();
  const rename = useRenameNewsCategory();
  const remove = useDeleteNewsCategory();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminNewsCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsCategory | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.guid, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'admin.newsCategories.deleted' }, comment: deleting.title });
        setDeleting(null);
      },
      // 409 news.category_not_empty has its own text; the dialog stays open to show it.
      onError: (err) => setDeleteError(errorMessage(err, t('admin.table.error'))),
    });
  };

  const columns: Column<AdminNewsCategory>[] = [
    { id: 'title', header: t('admin.newsCategories.columns.title'), primary: true, cell: (c) => <span data-user-content>{c.title}</span> },
    { id: 'meta', header: t('admin.newsCategories.columns.meta'), cell: (c) => <code className="rounded bg-cream-100 px-1.5 py-0.5 text-xs break-all text-ink-700">{c.meta}</code> },
    { id: 'count', header: t('admin.newsCategories.columns.news'), cell: (c) => c.news_count },
    { id: 'created', header: t('admin.newsCategories.columns.created'), className: 'md:whitespace-nowrap', cell: (c) => formatDate(c.created_at, new Date(), t('common.today')) },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.newsCategories.title')}
        description={t('admin.newsCategories.description')}
        action={
          <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => setCreating(true)}>
            <PlusIcon size={18} />
            {t('admin.newsCategories.create')}
          </button>
        }
      />
      <DataTable
        list={list}
        caption={t('admin.newsCategories.title')}
        columns={columns}
        rowKey={(c) => c.guid}
        rowLabel={(c) => c.title}
        searchPlaceholder={t('admin.newsCategories.searchPlaceholder')}
        emptyText={t('admin.newsCategories.empty')}
        actions={(c) => (
          <RowActions
            label={c.title}
            actions={[
              { label: t('admin.newsCategories.open'), to: paths.newsCategory(c.meta) },
              { label: t('admin.newsCategories.rename'), onSelect: () => setRenaming(c) },
              {
                label: t('admin.newsCategories.delete'),
                tone: 'danger',
                onSelect: () => {
                  setDeleteError(null);
                  setDeleting(c);
                },
              },
            ]}
          />
        )}
      />
      <NewsCategoryDialog
        open={creating}
        title={t('admin.newsCategories.createTitle')}
        submitLabel={t('admin.newsCategories.save')}
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          notify({ type: 'success', title: { key: 'admin.newsCategories.created' }, comment: body.title });
        }}
      />
      <NewsCategoryDialog
        open={!!renaming}
        title={t('admin.newsCategories.renameTitle')}
        submitLabel={t('admin.newsCategories.save')}
        initial={renaming?.title}
        onClose={() => setRenaming(null)}
        onSubmit={async (body) => {
          await rename.mutateAsync({ guid: renaming!.guid, ...body });
          notify({ type: 'success', title: { key: 'admin.newsCategories.renamed' }, comment: body.title });
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('admin.newsCategories.deleteTitle')}
        message={
          <>
            {t('admin.newsCategories.deleteText', { title: deleting?.title ?? '' })}
            {deleting && deleting.news_count > 0 ? <span className="mt-2 block text-pomegranate-700">{t('admin.newsCategories.hasNews', { count: deleting.news_count })}</span> : null}
          </>
        }
        confirmLabel={t('admin.newsCategories.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
