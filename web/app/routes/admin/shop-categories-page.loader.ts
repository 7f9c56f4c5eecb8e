import { defineLoader } from '@web/app/route-loader';
import { adminCategoriesList } from '@web/features/admin/api/categories';

/** /admin/onlineshop/categories/: the shop's categories, the address's view. */
export const adminCategoriesLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminCategoriesList('shop')));
