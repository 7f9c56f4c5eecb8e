import { useState } from 'react';
import type { AdminProduct } from '@shared/schemas/shop';
import { adminProductsKey, adminProductsList } from '@web/features/shop/api/admin/list-products';
import { useDeleteUserProduct } from '@web/features/shop/api/delete-user-product';
import { useVerifyProduct } from '@web/features/shop/api/verify-product';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { DataTable } from '@web/features/admin/components/data-table';
import { productColumns } from '@web/features/shop/components/admin/product-columns';
import { paths } from '@web/lib/paths';
import { RowActions } from '@web/features/admin/components/row-actions';
import { useAdminList } from '@web/features/admin/hooks/use-admin-list';
import { notify } from '@web/features/notifications/notify';
import { useT, type Message } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useLocalTitle } from '@web/lib/local-title';

/** /admin/onlineshop/products/: every product, with verify/unverify and delete per row. */
export function Component() {
  const t = useT();
  const localTitle = useLocalTitle();
  usePageHead({ title: t('admin.products.title') });
  const list = useAdminList<AdminProduct>(adminProductsList);
  const verify = useVerifyProduct({ refresh: adminProductsKey });
  const remove = useDeleteUserProduct({ refresh: adminProductsKey });
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);

  const toggleVerified = async (p: AdminProduct) => {
    try {
      const { is_verified } = await verify.mutateAsync({ meta: p.meta, verified: !p.is_verified });
      notify({ type: 'success', title: { key: is_verified ? 'admin.products.verified' : 'admin.products.unverified' }, comment: p.title });
    } catch {
      notify({ type: 'error', title: { key: 'admin.products.verifyFailed' } });
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.guid, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'admin.products.deleted' }, comment: toDelete.title });
        setToDelete(null);
      },
      onError: (err) => setDeleteError(errorMessage(err, t('admin.table.error'))),
    });
  };

  return (
    <>
      <AdminPageHeader title={t('admin.products.title')} description={t('admin.products.description')} />
      <DataTable
        list={list}
        caption={t('admin.products.title')}
        columns={productColumns(t, localTitle)}
        rowKey={(p) => p.guid}
        rowLabel={(p) => p.title}
        searchPlaceholder={t('admin.products.searchPlaceholder')}
        emptyText={t('admin.products.empty')}
        actions={(p) => (
          <RowActions
            label={p.title}
            actions={[
              { label: t('admin.products.open'), to: paths.product(p.meta) },
              { label: p.is_verified ? t('admin.products.unverify') : t('admin.products.verify'), onSelect: () => void toggleVerified(p) },
              {
                label: t('admin.products.delete'),
                tone: 'danger',
                onSelect: () => {
                  setDeleteError(null);
                  setToDelete(p);
                },
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={!!toDelete}
        title={t('admin.products.deleteTitle')}
        message={t('admin.products.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('admin.products.delete')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
