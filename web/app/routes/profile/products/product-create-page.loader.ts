import { defineLoader } from '@web/app/route-loader';
import { categoriesQueryOptions } from '@web/features/shop/api/get-categories';
import { userProductQueryOptions } from '@web/features/shop/api/get-user-product';

/**
 * /profile/products/create/ and …/edit/{guid}/ (./product-edit-page.tsx uses it too): the categories
 * of its select, and the product being edited.
 */
export const productEditorLoader = defineLoader(async ({ queryClient, start, signedIn }, { params }) =>
  signedIn() ? start(queryClient.prefetchQuery(categoriesQueryOptions()), ...(params.guid ? [queryClient.prefetchQuery(userProductQueryOptions(params.guid))] : [])) : null,
);
