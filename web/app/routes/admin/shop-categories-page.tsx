import { CategoriesAdmin } from '@web/features/admin/components/categories-admin';

/** /admin/onlineshop/categories/: the shop's categories with create, rename and delete. */
export function Component() {
  return <CategoriesAdmin area="shop" />;
}
