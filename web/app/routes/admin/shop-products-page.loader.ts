import { defineLoader } from '@web/app/route-loader';
import { adminProductsList } from '@web/features/shop/api/admin/list-products';

/** /admin/onlineshop/products/: the admin list of the address's view (?page=, ?q=). */
export const adminProductsLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminProductsList));
