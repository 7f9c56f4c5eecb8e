import { useState } from 'react';
import { formatDate } from '@shared/format/date';
import type { AdminCategory } from '@shared/schemas/shop';
import { useCreateCategory } from '@web/features/admin/api/create-category';
import { useDeleteCategory } from '@web/features/admin/api/delete-category';
import { adminCategoriesKey, listAdminCategories } from '@web/features/admin/api/list-categories';
import { useRenameCategory } from '@web/features/admin/api/rename-category';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { CategoryDialog } from '@web/features/admin/components/category-dialog';
import { DataTable } from '@web/features/admin/components/data-table';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PlusIcon } from '@web/components/ui/icons';
import type { Column } from '@web/components/ui/responsive-table';
import { RowActions } from '@web/features/admin/components/row-actions';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { notify } from '@web/features/notifications/notify';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { errorMessage } from '@web/components/form/apply-api-error';
import { titlesOf, useLocalTitle } from '@web/lib/local-title';

/** /admin/onlineshop/categories/: the shop's categories with create, rename and delete. */
export function Component() {
  const localTitle = useLocalTitle();
  const t = useT();
  usePageHead({ title: t('admin.categories.title') });
  const list = useAdminList<AdminCategory>({ queryKey: adminCategoriesKey, fetchPage: (body, signal) => listAdminCategories(body, signal) });
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.guid, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'admin.categories.deleted' }, comment: titlesOf(deleting) });
        setDeleting(null);
      },
      // 409 shop.category_not_empty has its own text; keep the dialog open to show it.
      onError: (err) => setDeleteError(errorMessage(err, t('admin.table.error'))),
    });
  };

  const columns: Column<AdminCategory>[] = [
    { id: 'title', header: t('admin.categories.columns.title'), primary: true, cell: (c) => localTitle(c) },
    { id: 'meta', header: t('admin.categories.columns.meta'), cell: (c) => <code className="rounded bg-cream-100 px-1.5 py-0.5 text-xs break-all text-ink-700">{c.meta}</code> },
    { id: 'count', header: t('admin.categories.columns.products'), cell: (c) => c.products_count },
    { id: 'created', header: t('admin.categories.columns.created'), className: 'md:whitespace-nowrap', cell: (c) => formatDate(c.created_at, new Date(), t('common.today')) },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.categories.title')}
        description={t('admin.categories.description')}
        action={
          <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => setCreating(true)}>
            <PlusIcon size={18} />
            {t('admin.categories.create')}
          </button>
        }
      />
      <DataTable
        list={list}
        caption={t('admin.categories.title')}
        columns={columns}
        rowKey={(c) => c.guid}
        rowLabel={(c) => localTitle(c)}
        searchPlaceholder={t('admin.categories.searchPlaceholder')}
        emptyText={t('admin.categories.empty')}
        actions={(c) => (
          <RowActions
            label={localTitle(c)}
            actions={[
              { label: t('admin.categories.open'), to: paths.category(c.meta) },
              { label: t('admin.categories.rename'), onSelect: () => setRenaming(c) },
              {
                label: t('admin.categories.delete'),
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
      <CategoryDialog
        open={creating}
        title={t('admin.categories.createTitle')}
        submitLabel={t('admin.categories.save')}
        onClose={() => setCreating(false)}
        onSubmit={async (titles) => {
          await create.mutateAsync(titles);
          notify({ type: 'success', title: { key: 'admin.categories.created' }, comment: titlesOf(titles) });
        }}
      />
      <CategoryDialog
        open={!!renaming}
        title={t('admin.categories.renameTitle')}
        submitLabel={t('admin.categories.save')}
        initial={renaming ? { title: renaming.title, title_ru: renaming.title_ru ?? '', title_en: renaming.title_en ?? '' } : undefined}
        onClose={() => setRenaming(null)}
        onSubmit={async (titles) => {
          await rename.mutateAsync({ guid: renaming!.guid, ...titles });
          notify({ type: 'success', title: { key: 'admin.categories.renamed' }, comment: titlesOf(titles) });
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('admin.categories.deleteTitle')}
        message={
          <>
            {t('admin.categories.deleteText', { title: deleting ? localTitle(deleting) : '' })}
            {deleting && deleting.products_count > 0 ? <span className="mt-2 block text-pomegranate-700">{t('admin.categories.hasProducts', { count: deleting.products_count })}</span> : null}
          </>
        }
        confirmLabel={t('admin.categories.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
