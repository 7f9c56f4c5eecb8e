import type { AdminProduct } from '@shared/schemas/shop';
import { adminProductsKey, adminProductsList } from '@web/features/shop/api/admin/list-products';
import { useDeleteUserProduct } from '@web/features/shop/api/delete-user-product';
import { useVerifyProduct } from '@web/features/shop/api/verify-product';
import { AdminListPage, adminListWords } from './admin-list-page';
import { useProductColumns } from '@web/features/shop/components/admin/product-columns';
import { paths } from '@web/lib/paths';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';

/** /admin/onlineshop/products/: every product, with verify/unverify and delete per row. */
export function Component() {
  const t = useT();
  const columns = useProductColumns();
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
      {...adminListWords(t, 'admin.products')}
      source={adminProductsList}
      columns={columns}
      rowKey={(p) => p.guid}
      rowLabel={(p) => p.title}
      rowActions={(p, askDelete) => [
        { label: t('admin.products.open'), to: paths.product(p.meta) },
        { label: p.is_verified ? t('admin.products.unverify') : t('admin.products.verify'), onSelect: () => void toggleVerified(p) },
        { label: t('admin.products.delete'), tone: 'danger', onSelect: askDelete },
      ]}
      remove={{ mutation: remove, keyOf: (p) => p.guid, words: 'admin.products' }}
    />
  );
}
