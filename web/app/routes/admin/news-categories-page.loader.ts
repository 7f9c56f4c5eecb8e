import { defineLoader } from '@web/app/route-loader';
import { adminCategoriesList } from '@web/features/admin/api/categories';

/** /admin/news/categories/: the news categories, the address's view. */
export const adminNewsCategoriesLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminCategoriesList('news')));
