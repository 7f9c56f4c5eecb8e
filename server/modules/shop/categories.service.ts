import { categoryAdmin } from '../categories';
import { presentAdminCategory } from './products.presenter';
import type { ShopDeps } from './products.service';
import { invalidateShopCaches } from './shop.caches';
import { shopCategoryNotEmpty, shopCategoryNotFound } from './shop.errors';
import { products, shopCategories } from './shop.table';

/** The shop's categories (the shared administration): newest first in the admin list, searched on their stored search keys. */
export const shopCategoryAdmin = (deps: ShopDeps) =>
  categoryAdmin(deps.db, {
    table: shopCategories,
    items: { table: products, categoryId: products.categoryId },
    order: 'newest',
    audit: 'shop_category',
    errors: { notFound: shopCategoryNotFound, notEmpty: shopCategoryNotEmpty },
    present: presentAdminCategory,
    afterChange: () => invalidateShopCaches(),
  });
