import { defineLoader } from '@web/app/route-loader';
import { verifyProductsList } from '@web/features/shop/api/admin/list-products';

/** /admin/onlineshop/verify/: the products waiting for verification, the address's view. */
export const adminVerifyLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, verifyProductsList));
