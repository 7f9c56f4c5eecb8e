import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_MIN } from '@shared/constants';
import { discountedPrice } from '@shared/format/price';
import type { productUpdateFieldsSchema, productUploadFieldsSchema } from '@shared/schemas/shop';
import { searchKey, slugify } from '@shared/text/uzbek';
import type { Db } from '../../db/client';
import { htmlToText, sanitizeUserHtml } from '../../lib/html';
import { removeFiles, storeImages, writingNewFiles } from '../../lib/stored-files';
import type { UploadedFile } from '../../lib/multipart';
import type { ViewCounter } from '../../lib/view-counter';
import type { AuthUser } from '../../lib/auth-user';
import { profilePaths, publicPaths } from '@shared/paths';
import { closeCasesOf, closeRevisionCase, editsHeld, openReview, openRevision, reviewState } from '../moderation';
import { proposedImages, proposedRow, revisionDiff } from '../../lib/listing-images';
import type { ModerationTarget, TargetInfo } from '../../lib/moderation-target';
import { rememberRemoved } from '../../lib/removed-listings';
import { commentIdsOf } from './comments.repository';
import {
  applyProductEdit,
  deleteProduct,
  findCategoryByGuid,
  findCategoryById,
  findProductByGuid,
  findProductById,
  setProductModeration,
  insertProductWithImages,
  listImages,
  metaTaken,
  proposeProductEdit,
  rejectProductEdit,
  updateProductWithImages,
  type NewProduct,
  type ProductRow,
} from './products.repository';
import { discountOverPrice, notYourProduct, productCategoryRequired, productDescriptionRequired, productNotFound, tooFewImages, tooManyImages } from './shop.errors';
import { canDeleteProduct, canEditProduct } from './shop.policies';
import { invalidateShopCaches } from './shop.caches';
import { rebuildSearchKeys } from '../../lib/search';
import { products, shopCategories } from './shop.table';
import { rebuildCategorySearchKeys } from '../categories';
import { recordAudit } from '../audit';
import type { BlobStore } from '../../lib/blob-store';

/**
 * What the shop's rules need: the database, the uploads folder, the batched product view counter, and
 * whom to tell that a product was created, changed, removed or moderated (the Telegram channel of new
 * listings, issue 41: handed in by server/app.ts, so the shop imports nothing of Telegram).
 */
export interface ShopDeps {
  db: Db;
  blobs: BlobStore;
  views: ViewCounter;
  listingChanged?: ListingChanged;
}

/** Told after a product's write committed: its public state may have changed (it never fails the write). */
export type ListingChanged = (kind: 'product', id: number) => Promise<void>;

/** Tells whoever listens (ShopDeps.listingChanged) that a product may look different to everyone now. */
const changed = (deps: Pick<ShopDeps, 'listingChanged'>, id: number) => deps.listingChanged?.('product', id);

/** What a product is found by: its title, short description and the description's text. */
const productSearchSource = (p: { title: string; shortDescription: string; description: string }) =>
  `${p.title} ${p.shortDescription} ${htmlToText(p.description)}`;

/** The stored search key of a product (see searchKey). */
const productSearchText = (title: string, shortDescription: string, descriptionHtml: string) =>
  searchKey(productSearchSource({ title, shortDescription, description: descriptionHtml }));

/** Rebuilds the stored search keys of products and categories (after searchKey changed). */
export async function rebuildShopSearchKeys(db: Db): Promise<number> {
  const { title, shortDescription, description, searchText } = products;
  const changed =
    (await rebuildSearchKeys(db, products, searchText, { title, shortDescription, description }, productSearchSource)) +
    (await rebuildCategorySearchKeys(db, shopCategories));
  if (changed) invalidateShopCaches(db);
  return changed;
}

/** Short description: the one given, else the first line of the description's text (spec §7). */
const shortFrom = (given: string | undefined, descriptionHtml: string) => (given?.trim() || htmlToText(descriptionHtml).split('\n')[0] || '').slice(0, 300);

/** Price after the discount and the discount percent, from either a percent or a final price. */
function pricing(price: number, discount: number | undefined, priceDiscount: number | undefined) {
  if (discount !== undefined) return { priceDiscount: discountedPrice(price, discount), discountPercent: discount };
  if (priceDiscount !== undefined) {
    if (priceDiscount > price) throw discountOverPrice();
    return { priceDiscount, discountPercent: price === 0 ? 0 : Math.round(100 - (priceDiscount * 100) / price) };
  }
  return { priceDiscount: price, discountPercent: 0 };
}

async function uniqueMeta(db: Db, title: string): Promise<string> {
  for (;;) {
    const meta = `${slugify(title, 60)}-${randomBytes(3).toString('hex')}`;
    if (!(await metaTaken(db, meta))) return meta;
  }
}

function checkImageCount(count: number) {
  if (count < PRODUCT_IMAGES_MIN) throw tooFewImages();
  if (count > PRODUCT_IMAGES_MAX) throw tooManyImages();
}

async function categoryId(db: Db, guid: string): Promise<number> {
  const category = await findCategoryByGuid(db, guid);
  if (!category) throw productCategoryRequired();
  return category.id;
}

/** A product's images: checked, journalled and re-encoded before any row refers to them (server/lib/stored-files.ts). */
const storeProductImages = (deps: ShopDeps, files: UploadedFile[]) => storeImages(deps, files.map((f) => f.buffer), { folder: 'products', field: 'images' });

export async function createProduct(deps: ShopDeps, user: AuthUser, input: z.output<typeof productUploadFieldsSchema>, files: UploadedFile[]): Promise<ProductRow> {
  checkImageCount(files.length);
  const catId = await categoryId(deps.db, input.category);
  const description = sanitizeUserHtml(input.description);
  if (!htmlToText(description)) throw productDescriptionRequired();
  const shortDescription = shortFrom(input.short_description, description);
  const keys = await storeProductImages(deps, files);
  let row: ProductRow;
  try {
    const values: NewProduct = {
      meta: await uniqueMeta(deps.db, input.title),
      userId: user.id,
      categoryId: catId,
      title: input.title,
      shortDescription,
      description,
      price: input.price,
      ...pricing(input.price, input.discount, input.price_discount),
      searchText: productSearchText(input.title, shortDescription, description),
      // Pre-moderation (issue 15): a new product of a pre-moderated shop waits for review.
      moderationState: await reviewState(deps.db, 'product'),
    };
    row = await insertProductWithImages(deps.db, values, keys, async (tx, p) => {
      if (p.moderationState === 'pending') await openReview(tx, 'product', reviewItem(p), false);
    });
  } catch (err) {
    await removeFiles(deps, keys);
    throw err;
  }
  invalidateShopCaches();
  await changed(deps, row.id);
  return row;
}

/** Loads a product its caller may change: 404 when missing, 403 for anyone but its seller. */
async function ownProduct(deps: ShopDeps, user: AuthUser, guid: string, allowed: (u: AuthUser, p: ProductRow) => boolean) {
  const product = await findProductByGuid(deps.db, guid);
  if (!product) throw productNotFound();
  if (!allowed(user, product)) throw notYourProduct();
  return product;
}

/**
 * PATCH user-products/{guid}/. An edit of the content of a live product under pre-moderation (issue 40)
 * is kept beside it as its pending revision (lib/listing-images.ts `propose`): the live version stays
 * public and unchanged until a moderator approves; hiding or showing it applies at once. Any other edit
 * (pre-moderation off, a new or rejected product) applies at once as before.
 */
export async function updateProduct(deps: ShopDeps, user: AuthUser, guid: string, input: z.output<typeof productUpdateFieldsSchema>, files: UploadedFile[]) {
  const live = await ownProduct(deps, user, guid, canEditProduct);
  // Moderation (issue 15): a change of content (not only hiding or showing it).
  const contentChanged = files.length > 0 || Object.entries(input).some(([key, value]) => key !== 'is_active' && value !== undefined);
  const held = contentChanged && (await editHeld(deps.db, live));
  // A held edit starts from the pending one (the version its author sees in the form).
  const product = held ? proposedRow(live) : live;
  const liveImages = await listImages(deps.db, live.id);
  const current = held ? proposedImages(live, liveImages) : liveImages;
  const keepIds = input.keep_images?.map(Number).filter((id) => current.some((c) => c.id === id));
  checkImageCount((keepIds ?? current.map((c) => c.id)).length + files.length);

  const values: Partial<NewProduct> = {};
  if (input.category !== undefined) values.categoryId = await categoryId(deps.db, input.category);
  const title = input.title ?? product.title;
  const description = input.description !== undefined ? sanitizeUserHtml(input.description) : product.description;
  if (input.description !== undefined && !htmlToText(description)) {
    throw productDescriptionRequired();
  }
  const shortDescription = input.short_description !== undefined || input.description !== undefined ? shortFrom(input.short_description, description) : product.shortDescription;
  if (input.title !== undefined) values.title = title;
  values.description = description;
  values.shortDescription = shortDescription;
  values.searchText = productSearchText(title, shortDescription, description);
  if (input.price !== undefined || input.discount !== undefined || input.price_discount !== undefined) {
    const price = input.price ?? product.price;
    const discount = input.discount ?? (input.price_discount === undefined ? product.discountPercent : undefined);
    Object.assign(values, { price, ...pricing(price, discount, input.price_discount) });
  }
  const direct: Partial<NewProduct> = input.is_active !== undefined ? { isActive: input.is_active } : {};
  const newKeys = await storeProductImages(deps, files);

  if (held) {
    const { removedKeys } = await writingNewFiles(deps, newKeys, () =>
      proposeProductEdit(deps.db, live.id, direct, values, keepIds, newKeys, (tx) => openRevision(tx, 'product', reviewItem({ ...live, title }))),
    );
    if (Object.keys(direct).length) {
      invalidateShopCaches();
      await changed(deps, live.id);
    }
    await removeFiles(deps, removedKeys);
    return;
  }

  Object.assign(values, direct);
  // A change of content of a pre-moderated kind, or of a rejected product, sends it back to review.
  const state = contentChanged ? await reviewState(deps.db, 'product', live.moderationState) : live.moderationState;
  if (state !== live.moderationState) Object.assign(values, { moderationState: state, moderationReason: null, moderationMessage: null });
  const dropRevision = contentChanged && live.revision !== null;
  const { removedKeys } = await writingNewFiles(deps, newKeys, () =>
    updateProductWithImages(
      deps.db,
      live.id,
      values,
      keepIds,
      newKeys,
      async (tx, p) => {
        if (dropRevision) await closeRevisionCase(tx, 'product', p.id);
        if (contentChanged && p.moderationState === 'pending') await openReview(tx, 'product', reviewItem(p), live.moderationState !== 'pending');
      },
      dropRevision,
    ),
  );
  invalidateShopCaches();
  await changed(deps, live.id);
  await removeFiles(deps, removedKeys);
}

/**
 * Whether an edit of this product's content waits beside its live version (issue 40): it is live
 * (published) and its kind is pre-moderated, or an edit of it already waits.
 */
const editHeld = async (db: Db, p: ProductRow) => p.moderationState === 'published' && (p.revision?.state === 'pending' || (await editsHeld(db, 'product')));

export async function removeProduct(deps: ShopDeps, user: AuthUser, guid: string) {
  const product = await ownProduct(deps, user, guid, canDeleteProduct);
  const keys = await deleteProduct(deps.db, product.id, async (tx) => {
    // Its open moderation cases, and its comments', close with it.
    await closeCasesOf(tx, 'product', [product.id]);
    // Its address answers 410 from now on, with its category's other products (issue 40).
    const category = await findCategoryById(tx, product.categoryId);
    if (category) await rememberRemoved(tx, 'product', product.meta, category.meta);
    await closeCasesOf(tx, 'comment', await commentIdsOf(tx, product.id));
    // An admin role deleting someone else's product is an admin action: audited in the same transaction.
    if (product.userId !== user.id) {
      await recordAudit(tx, user, { action: 'product.delete', targetId: product.guid, targetLabel: product.title, before: { title: product.title, price: product.price, is_active: product.isActive }, after: null });
    }
  });
  invalidateShopCaches();
  await changed(deps, product.id);
  await removeFiles(deps, keys);
}

// --- moderation (issue 15) ------------------------------------------------------------------------

/** A product as its review case names it. */
const reviewItem = (p: ProductRow) => ({ id: p.id, guid: p.guid, title: p.title, link: publicPaths.product(p.meta), authorId: p.userId });

function productInfo(p: ProductRow | null): TargetInfo | null {
  if (!p) return null;
  return {
    ...reviewItem(p),
    editLink: profilePaths.productEdit(p.guid),
    state: p.moderationState,
    visible: p.isActive && p.moderationState === 'published',
  };
}

/** A product's fields as a moderator reads them in a revision's diff (issue 40). */
async function productFields(db: Db, p: ProductRow) {
  const category = await findCategoryById(db, p.categoryId);
  return {
    title: p.title,
    category: category?.title ?? '',
    short_description: p.shortDescription,
    description: htmlToText(p.description),
    price: String(p.price),
    price_discount: String(p.priceDiscount),
  };
}

/**
 * Products as the moderation module sees them: described by guid or id, their state set by a decision,
 * their pending edits decided (issue 40). Verification (is_verified) stays apart. A decision is told to
 * `listingChanged` (published, rejected, an edit applied).
 */
export const productModerationTarget = (deps: Pick<ShopDeps, 'listingChanged'>): ModerationTarget => ({
  describe: async (db, guid) => productInfo(await findProductByGuid(db, guid)),
  describeById: async (db, id) => productInfo(await findProductById(db, id)),
  setState: (tx, id, change) => setProductModeration(tx, id, change),
  afterChange: async (_db, change) => {
    invalidateShopCaches();
    await changed(deps, change.id);
  },
  revision: {
    async diff(db, id) {
      const p = await findProductById(db, id);
      if (p?.revision?.state !== 'pending') return null;
      const images = await listImages(db, id);
      return revisionDiff(await productFields(db, p), await productFields(db, proposedRow(p)), images, proposedImages(p, images));
    },
    apply: async (tx, id) => (await applyProductEdit(tx, id)) !== null,
    reject: (tx, id, why) => rejectProductEdit(tx, id, why),
  },
});
