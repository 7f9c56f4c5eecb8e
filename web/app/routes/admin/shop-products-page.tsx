import type { AdminProduct } from '@shared/schemas/shop';
import { adminProductsKey, adminProductsList } from '@web/features/shop/api/admin/list-products';
import { useDeleteUserProduct } from '@web/features/shop/api/delete-user-product';
import { useVerifyProduct } from '@web/features/shop/api/verify-product';
import { AdminListPage } from './admin-list-page';
import { productColumns } from '@web/features/shop/components/admin/product-columns';
import { paths } from '@web/lib/paths';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';

/** /admin/onlineshop/products/: every product, with verify/unverify and delete per row. */
export function Component() {
  const t = useT();
  const localTitle = useLocalTitle();
  const verify = useVerifyProduct({ refresh: adminProductsKey });
  const remove = useDeleteUserProduct({ refresh: adminProductsKey });

  const toggleVerified = async (p: AdminProduct) => {
    try {
      const { is_verified } = await verify.mutateAsync({ meta: p.meta, verified: !p.is_verified });
      notify({ type: 'success', title: { key: is_verified ? 'admin.products.verified' : 'admin.products.unverified' }, comment: p.title });
    } catch {
      notify({ type: 'error', title: { key: 'admin.products.verifyFailed' } });
    }
  };

  return (
    <AdminListPage
      title={t('admin.products.title')}
      description={t('admin.products.description')}
      source={adminProductsList}
      caption={t('admin.products.title')}
      columns={productColumns(t, localTitle)}
      rowKey={(p) => p.guid}
      rowLabel={(p) => p.title}
      searchPlaceholder={t('admin.products.searchPlaceholder')}
      emptyText={t('admin.products.empty')}
      rowActions={(p, askDelete) => [
        { label: t('admin.products.open'), to: paths.product(p.meta) },
        { label: p.is_verified ? t('admin.products.unverify') : t('admin.products.verify'), onSelect: () => void toggleVerified(p) },
        { label: t('admin.products.delete'), tone: 'danger', onSelect: askDelete },
      ]}
      remove={{
        mutation: remove,
        keyOf: (p) => p.guid,
        title: t('admin.products.deleteTitle'),
        text: (title) => t('admin.products.deleteText', { title }),
        confirm: t('admin.products.delete'),
        done: { key: 'admin.products.deleted' },
      }}
    />
  );
}
