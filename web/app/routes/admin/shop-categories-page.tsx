import type { AdminCategory } from '@shared/schemas/shop';
import { useCreateCategory } from '@web/features/shop/api/admin/create-category';
import { useDeleteCategory } from '@web/features/shop/api/admin/delete-category';
import { adminCategoriesList } from '@web/features/shop/api/admin/list-categories';
import { useRenameCategory } from '@web/features/shop/api/admin/rename-category';
import { CategoriesAdmin, useTitledCategoryDialog, type CategoryTitleField } from '@web/features/admin/components/categories-admin';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { titlesOf, useLocalTitle } from '@web/lib/local-title';

/** /admin/onlineshop/categories/: the shop's categories with create, rename and delete. */
export function Component() {
  const localTitle = useLocalTitle();
  const t = useT();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const dialog = useTitledCategoryDialog();
  return (
    <CategoriesAdmin<AdminCategory, CategoryTitleField>
      words="admin.categories"
      queryKey={adminCategoriesList.queryKey}
      fetchPage={adminCategoriesList.fetchPage}
      titleOf={localTitle}
      titleCell={localTitle}
      usage={{ header: t('admin.categories.columns.products'), count: (c) => c.products_count, warning: (count) => t('admin.categories.hasProducts', { count }) }}
      openPath={(c) => paths.category(c.meta)}
      dialog={dialog}
      create={async (titles) => {
        await create.mutateAsync(titles);
        notify({ type: 'success', title: { key: 'admin.categories.created' }, comment: titlesOf(titles) });
      }}
      rename={async (c, titles) => {
        await rename.mutateAsync({ guid: c.guid, ...titles });
        notify({ type: 'success', title: { key: 'admin.categories.renamed' }, comment: titlesOf(titles) });
      }}
      remove={async (c) => {
        await remove.mutateAsync(c.guid);
        notify({ type: 'success', title: { key: 'admin.categories.deleted' }, comment: titlesOf(c) });
      }}
    />
  );
}
