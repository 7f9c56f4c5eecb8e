import type { z } from 'zod';
import type { AdminListBody } from '@shared/schemas/common';
import type { productSearchQuerySchema } from '@shared/schemas/shop';
import { searchWords } from '@shared/text/uzbek';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import type { AuthUser } from '../users/users.service';
import {
  presentAdminProduct,
  presentMessageProduct,
  presentProductDetail,
  presentUserProduct,
} from './products.presenter';
import * as repo from './products.repository';
import { productNotFound, type ShopDeps } from './products.service';
import { canEditProduct, canViewProduct } from './shop.policies';
import { presentCategory, presentProductCard } from './shop.presenter';
import { listCategories } from './shop.repository';
import { invalidateShopHomeData } from './shop.service';

/**
 * The shop's reads and the moderator's product actions: browsing and search, product pages, likes,
 * the seller's own products, verification. Each function answers what the API sends.
 */

export async function categories(deps: ShopDeps) {
  return (await listCategories(deps.db)).map(presentCategory);
}

/** GET products/: search and filters; an unknown category finds nothing. */
export async function search(deps: ShopDeps, q: z.output<typeof productSearchQuerySchema>) {
  let categoryId: number | undefined;
  if (q.category) {
    const category = await repo.findCategoryByMeta(deps.db, q.category);
    if (!category) return { results: [], page: q.page, total_pages: 1, count: 0 };
    categoryId = category.id;
  }
  const { rows, total } = await repo.searchProducts(deps.db, {
    words: searchWords(q.q),
    categoryId,
    priceMin: q.price_min,
    priceMax: q.price_max,
    regionId: q.region,
    verifiedOnly: q.verified,
    sort: q.sort,
    page: q.page,
    pageSize: q.page_size,
  });
  return { results: rows.map(presentProductCard), page: q.page, total_pages: Math.max(1, Math.ceil(total / q.page_size)), count: total };
}

/** GET category/{meta}: an array of products (spec §7), newest first, a page at a time. */
export async function categoryProducts(deps: ShopDeps, meta: string, page: number, pageSize: number) {
  const category = await repo.findCategoryByMeta(deps.db, meta);
  if (!category) throw notFound('shop.category_not_found', 'Bu kategoriya topilmadi');
  const { rows } = await repo.searchProducts(deps.db, { words: [], categoryId: category.id, sort: 'newest', page, pageSize, withTotal: false });
  return rows.map(presentProductCard);
}

/** GET product/{meta}/: the product (its view counted once a day per visitor) and related products. */
export async function productPage(deps: ShopDeps, meta: string, user: AuthUser | null, visitor: string) {
  const row = await repo.findProductDetail(deps.db, meta);
  if (!row || !canViewProduct(user, row.product)) throw productNotFound();
  deps.views.add(row.product.id, visitor);
  const [images, related, liked] = await Promise.all([
    repo.listImages(deps.db, row.product.id),
    repo.relatedProducts(deps.db, row.product, 4),
    user ? repo.isLikedBy(deps.db, row.product.id, user.id) : Promise.resolve(false),
  ]);
  row.product.views += deps.views.pending(row.product.id);
  return { product: presentProductDetail(row, images, liked), related: related.map(presentProductCard) };
}

/** A product by guid, for the messenger's product messages (any state: the chat decides what it may post). */
export const findProduct = (deps: Pick<ShopDeps, 'db'>, guid: string) => repo.findProductByGuid(deps.db, guid);

/** The chat's product card: GET mproduct/{guid}/ (spec §7); a deactivated product's only for its seller and moderators. */
export async function messageProduct(deps: ShopDeps, guid: string, user: AuthUser | null) {
  const product = await repo.findProductByGuid(deps.db, guid);
  if (!product || !canViewProduct(user, product)) throw productNotFound();
  const [first] = await repo.listImages(deps.db, product.id);
  return presentMessageProduct(product, first?.image ?? null);
}

/** Saves (likes) or unsaves a product the user can see; answers the new like count. */
export async function setLike(deps: ShopDeps, user: AuthUser, meta: string, liked: boolean) {
  const product = await repo.findProductByMeta(deps.db, meta);
  if (!product || !canViewProduct(user, product)) throw productNotFound();
  await (liked ? repo.likeProduct : repo.unlikeProduct)(deps.db, user.id, product.id);
  return { liked, likes: await repo.countLikes(deps.db, product.id) };
}

export async function likedProducts(deps: ShopDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.likedProductsPage(deps.db, user.id, page, pageSize);
  return paged(rows.map(presentProductCard), page, pageSize, total);
}

/** The seller's own products, a page at a time, with their images (one query for all images). */
export async function userProducts(deps: ShopDeps, user: AuthUser, page: number, pageSize: number) {
  const { rows, total } = await repo.userProductsPage(deps.db, user.id, page, pageSize);
  const images = await repo.listImagesOf(deps.db, rows.map((r) => r.product.id));
  return paged(
    rows.map((r) => presentUserProduct(r.product, r.category, images.get(r.product.id) ?? [])),
    page,
    pageSize,
    total,
  );
}

/** One of the seller's own products (another seller's is not found, not forbidden: nobody learns it exists). */
export async function userProduct(deps: ShopDeps, user: AuthUser, guid: string) {
  const row = await repo.findUserProduct(deps.db, guid);
  if (!row || !canEditProduct(user, row.product)) throw productNotFound();
  return presentUserProduct(row.product, row.category, await repo.listImages(deps.db, row.product.id));
}

/** POST dashboard/verify/: toggles, or sets the state asked for. */
export async function verify(deps: ShopDeps, meta: string, verified: boolean | undefined) {
  const product = await repo.findProductByMeta(deps.db, meta);
  if (!product) throw productNotFound();
  const isVerified = await repo.setVerified(deps.db, product.id, verified);
  invalidateShopHomeData();
  return { is_verified: isVerified };
}

/** The admin product list (verify: true = the verification queue). */
export async function adminProducts(deps: ShopDeps, body: AdminListBody & { q: string; page_number: number; page_size: number }) {
  const { rows, total } = await repo.adminProductsPage(deps.db, {
    words: searchWords(body.q),
    unverifiedOnly: body.verify === true,
    page: body.page_number,
    pageSize: body.page_size,
  });
  return paged(rows.map(presentAdminProduct), body.page_number, body.page_size, total);
}
