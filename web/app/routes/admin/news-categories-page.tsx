import { newsCategoryBodySchema, type AdminNewsCategory } from '@shared/schemas/news';
import { useCreateNewsCategory } from '@web/features/news/api/admin/create-news-category';
import { useDeleteNewsCategory } from '@web/features/news/api/admin/delete-news-category';
import { adminNewsCategoriesKey, listAdminNewsCategories } from '@web/features/news/api/admin/list-news-categories';
import { useRenameNewsCategory } from '@web/features/news/api/admin/rename-news-category';
import { CategoriesAdmin } from '@web/features/admin/components/categories-admin';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** /admin/news/categories/: the news categories with create, rename and delete (refused while items use one). */
export function Component() {
  const t = useT();
  const create = useCreateNewsCategory();
  const rename = useRenameNewsCategory();
  const remove = useDeleteNewsCategory();
  return (
    <CategoriesAdmin<AdminNewsCategory, 'title'>
      words="admin.newsCategories"
      queryKey={adminNewsCategoriesKey}
      fetchPage={listAdminNewsCategories}
      titleOf={(c) => c.title}
      titleCell={(c) => <span data-user-content>{c.title}</span>}
      usage={{ header: t('admin.newsCategories.columns.news'), count: (c) => c.news_count, warning: (count) => t('admin.newsCategories.hasNews', { count }) }}
      openPath={(c) => paths.newsCategory(c.meta)}
      dialog={{ fields: [{ name: 'title', label: t('admin.newsCategories.name'), required: true }], schema: newsCategoryBodySchema, valuesOf: (c) => ({ title: c.title }) }}
      create={async (body) => {
        await create.mutateAsync(body);
        notify({ type: 'success', title: { key: 'admin.newsCategories.created' }, comment: body.title });
      }}
      rename={async (c, body) => {
        await rename.mutateAsync({ guid: c.guid, ...body });
        notify({ type: 'success', title: { key: 'admin.newsCategories.renamed' }, comment: body.title });
      }}
      remove={async (c) => {
        await remove.mutateAsync(c.guid);
        notify({ type: 'success', title: { key: 'admin.newsCategories.deleted' }, comment: c.title });
      }}
    />
  );
}
