import type { AdminNewsCategory } from '@shared/schemas/news';
import { useCreateNewsCategory } from '@web/features/news/api/admin/create-news-category';
import { useDeleteNewsCategory } from '@web/features/news/api/admin/delete-news-category';
import { adminNewsCategoriesList } from '@web/features/news/api/admin/list-news-categories';
import { useRenameNewsCategory } from '@web/features/news/api/admin/rename-news-category';
import { CategoriesAdmin, useTitledCategoryDialog, type CategoryTitleField } from '@web/features/admin/components/categories-admin';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { titlesOf, useLocalTitle } from '@web/lib/local-title';
import { paths } from '@web/lib/paths';

/** /admin/news/categories/: the news categories, named in the three languages, with create, rename and delete (refused while items use one). */
export function Component() {
  const t = useT();
  const localTitle = useLocalTitle();
  const create = useCreateNewsCategory();
  const rename = useRenameNewsCategory();
  const remove = useDeleteNewsCategory();
  const dialog = useTitledCategoryDialog();
  return (
    <CategoriesAdmin<AdminNewsCategory, CategoryTitleField>
      words="admin.newsCategories"
      queryKey={adminNewsCategoriesList.queryKey}
      fetchPage={adminNewsCategoriesList.fetchPage}
      titleOf={localTitle}
      titleCell={(c) => <span data-user-content>{localTitle(c)}</span>}
      usage={{ header: t('admin.newsCategories.columns.news'), count: (c) => c.news_count, warning: (count) => t('admin.newsCategories.hasNews', { count }) }}
      openPath={(c) => paths.newsCategory(c.meta)}
      dialog={dialog}
      create={async (titles) => {
        await create.mutateAsync(titles);
        notify({ type: 'success', title: { key: 'admin.newsCategories.created' }, comment: titlesOf(titles) });
      }}
      rename={async (c, titles) => {
        await rename.mutateAsync({ guid: c.guid, ...titles });
        notify({ type: 'success', title: { key: 'admin.newsCategories.renamed' }, comment: titlesOf(titles) });
      }}
      remove={async (c) => {
        await remove.mutateAsync(c.guid);
        notify({ type: 'success', title: { key: 'admin.newsCategories.deleted' }, comment: titlesOf(c) });
      }}
    />
  );
}
