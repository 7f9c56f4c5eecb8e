import { categoryAdmin } from '../categories';
import type { ShopDeps } from './products.service';
import { invalidateShopCaches } from './shop.caches';
import { shopCategoryNotEmpty, shopCategoryNotFound } from './shop.errors';
import { products, shopCategories } from './shop.table';

/** The shop's categories (the shared administration): newest first in the admin list. */
export const shopCategoryAdmin = (deps: ShopDeps) =>
  categoryAdmin(deps.db, {
    table: shopCategories, items: products.categoryId, order: 'newest', audit: 'shop_category', count: 'products_count',
    errors: { notFound: shopCategoryNotFound, notEmpty: shopCategoryNotEmpty },
    afterChange: () => invalidateShopCaches(),
  });
