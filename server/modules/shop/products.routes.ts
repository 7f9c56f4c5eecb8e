import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES } from '@shared/constants';
import { adminListBodySchema } from '@shared/schemas/common';
import {
  categoryBodySchema,
  commentCreateSchema,
  productSearchQuerySchema,
  productUpdateFieldsSchema,
  productUploadFieldsSchema,
  userProductsQuerySchema,
  verifyBodySchema,
} from '@shared/schemas/shop';
import { searchNormalize } from '@shared/text/uzbek';
import { badRequest, notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { paged } from '../../lib/paging';
import { validate } from '../../lib/validate';
import { ViewCounter } from '../../lib/view-counter';
import { authenticate, requireRole, requireUser } from '../../plugins/auth';
import { visitorOf } from '../../plugins/visitor';
import * as categories from './categories.service';
import { findComment, insertComment, listComments } from './comments.repository';
import {
  adminProductsPage,
  countLikes,
  findCategoryByMeta,
  findProductByGuid,
  findProductByMeta,
  findProductDetail,
  findUserProduct,
  addViews,
  isLikedBy,
  likedProductsPage,
  likeProduct,
  listImages,
  listImagesOf,
  relatedProducts,
  searchProducts,
  setVerified,
  unlikeProduct,
  userProductsPage,
} from './products.repository';
import {
  presentAdminProduct,
  presentComment,
  presentComments,
  presentMessageProduct,
  presentProductDetail,
  presentUserProduct,
} from './products.presenter';
import * as products from './products.service';
import { presentCategory, presentProductCard } from './shop.presenter';
import { listCategories } from './shop.repository';
import { invalidateShopHomeData } from './shop.service';

const metaParams = z.object({ meta: z.string().min(1).max(200) });
const guidParams = z.object({ guid: z.string().min(1).max(64) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), page_size: z.coerce.number().int().min(1).max(100).default(24) });
/** Search words in the stored normal form; at most 8, so a pasted paragraph cannot make a huge query. */
const searchWords = (q: string) => searchNormalize(q).split(' ').filter(Boolean).slice(0, 8);

/** The shop beyond its home page: browsing and search, product pages, comments, likes, sellers' products, moderation. */
export default async function productRoutes(app: FastifyInstance) {
  const deps = (): products.ProductsDeps => ({ db: app.db, uploadsDir: app.config.uploadsDir });
  const views = new ViewCounter(app.db, 'product', addViews);
  app.addHook('onClose', () => views.close());

  // --- browsing ------------------------------------------------------------------------------

  app.get('/categories/', async () => (await listCategories(app.db)).map(presentCategory));

  app.get('/products/', async (request) => {
    const q = validate(productSearchQuerySchema, request.query);
    let categoryId: number | undefined;
    if (q.category) {
      const category = await findCategoryByMeta(app.db, q.category);
      if (!category) return { results: [], page: q.page, total_pages: 1, count: 0 };
      categoryId = category.id;
    }
    const { rows, total } = await searchProducts(app.db, {
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
  });

  /** GET category/{meta}: an array of products (spec §7), newest first, a page at a time. */
  app.get('/category/:meta', async (request) => {
    const { meta } = validate(metaParams, request.params);
    const { page, page_size } = validate(pageQuery, request.query);
    const category = await findCategoryByMeta(app.db, meta);
    if (!category) throw notFound('shop.category_not_found', 'Bu kategoriya topilmadi');
    const { rows } = await searchProducts(app.db, { words: [], categoryId: category.id, sort: 'newest', page, pageSize: page_size, withTotal: false });
    return rows.map(presentProductCard);
  });

  app.get('/product/:meta/', async (request, reply) => {
    const { meta } = validate(metaParams, request.params);
    const user = await authenticate(request);
    const row = await findProductDetail(app.db, meta);
    // An inactive product is shown only to its seller.
    if (!row || (!row.product.isActive && row.product.userId !== user?.id)) throw products.productNotFound();
    views.add(row.product.id, await visitorOf(request, reply));
    const [images, related, liked] = await Promise.all([
      listImages(app.db, row.product.id),
      relatedProducts(app.db, row.product, 4),
      user ? isLikedBy(app.db, row.product.id, user.id) : Promise.resolve(false),
    ]);
    row.product.views += views.pending(row.product.id);
    return { product: presentProductDetail(row, images, liked), related: related.map(presentProductCard) };
  });

  /** The chat's product card: GET mproduct/{guid}/ (spec §7). */
  app.get('/mproduct/:guid/', async (request) => {
    const { guid } = validate(guidParams, request.params);
    const product = await findProductByGuid(app.db, guid);
    if (!product) throw products.productNotFound();
    const [first] = await listImages(app.db, product.id);
    return presentMessageProduct(product, first?.image ?? null);
  });

  // --- comments ------------------------------------------------------------------------------

  app.get('/comments/:meta', async (request) => {
    const { meta } = validate(metaParams, request.params);
    const product = await findProductByMeta(app.db, meta);
    if (!product) throw products.productNotFound();
    const { top, replies } = await listComments(app.db, product.id);
    return { data: presentComments(top, replies) };
  });

  app.post('/comments/:meta', async (request, reply) => {
    const user = await requireUser(request);
    const { meta } = validate(metaParams, request.params);
    const input = validate(commentCreateSchema, request.body);
    const product = await findProductByMeta(app.db, meta);
    if (!product) throw products.productNotFound();
    let parentId: number | null = null;
    if (input.parent) {
      const parent = await findComment(app.db, product.id, input.parent);
      if (!parent) throw badRequest('validation_failed', 'Javob berilayotgan fikr topilmadi', { parent: 'Javob berilayotgan fikr topilmadi' });
      // Replies are one level deep: a reply to a reply joins its thread.
      parentId = parent.parentId ?? parent.id;
    }
    const comment = await insertComment(app.db, { productId: product.id, userId: user.id, parentId, comment: input.comment });
    return reply.status(201).send(presentComment(comment));
  });

  // --- likes (the save button) ---------------------------------------------------------------

  const setLike = (liked: boolean) => async (request: FastifyRequest) => {
    const user = await requireUser(request);
    const { meta } = validate(metaParams, request.params);
    const product = await findProductByMeta(app.db, meta);
    if (!product || (!product.isActive && product.userId !== user.id)) throw products.productNotFound();
    await (liked ? likeProduct : unlikeProduct)(app.db, user.id, product.id);
    return { liked, likes: await countLikes(app.db, product.id) };
  };
  app.post('/product/:meta/like/', setLike(true));
  app.delete('/product/:meta/like/', setLike(false));

  app.get('/liked-products/', async (request) => {
    const user = await requireUser(request);
    const { page, page_size } = validate(pageQuery, request.query);
    const { rows, total } = await likedProductsPage(app.db, user.id, page, page_size);
    return paged(rows.map(presentProductCard), page, page_size, total);
  });

  // --- the seller's own products -------------------------------------------------------------

  app.get('/user-products/', async (request) => {
    const user = await requireUser(request);
    const { page, number } = validate(userProductsQuerySchema, request.query);
    const { rows, total } = await userProductsPage(app.db, user.id, page, number);
    const images = await listImagesOf(app.db, rows.map((r) => r.product.id));
    return paged(
      rows.map((r) => presentUserProduct(r.product, r.category, images.get(r.product.id) ?? [])),
      page,
      number,
      total,
    );
  });

  app.get('/user-products/:guid/', async (request) => {
    const user = await requireUser(request);
    const { guid } = validate(guidParams, request.params);
    const row = await findUserProduct(app.db, guid);
    if (!row) throw products.productNotFound();
    if (row.product.userId !== user.id) throw products.productNotFound();
    return presentUserProduct(row.product, row.category, await listImages(app.db, row.product.id));
  });

  const presentOwn = async (guid: string) => {
    const row = (await findUserProduct(app.db, guid))!;
    return presentUserProduct(row.product, row.category, await listImages(app.db, row.product.id));
  };

  app.post('/user-products/upload', async (request, reply) => {
    const user = await requireUser(request);
    const form = await readForm(request, { fileFields: ['images'] });
    const input = validate(productUploadFieldsSchema, form.fields);
    const product = await products.createProduct(deps(), user, input, form.files);
    return reply.status(201).send(await presentOwn(product.guid));
  });

  app.patch('/user-products/:guid/', async (request) => {
    const user = await requireUser(request);
    const { guid } = validate(guidParams, request.params);
    const form = await readForm(request, { fileFields: ['images'] });
    const input = validate(productUpdateFieldsSchema, form.fields);
    await products.updateProduct(deps(), user, guid, input, form.files);
    return presentOwn(guid);
  });

  app.delete('/user-products/:guid/', async (request, reply) => {
    const user = await requireUser(request);
    const { guid } = validate(guidParams, request.params);
    await products.removeProduct(deps(), user, guid);
    return reply.status(204).send();
  });

  // --- moderation ----------------------------------------------------------------------------

  app.post('/dashboard/verify/', async (request) => {
    await requireRole(request, ADMIN_ROLES);
    const { meta, verified } = validate(verifyBodySchema, request.body);
    const product = await findProductByMeta(app.db, meta);
    if (!product) throw products.productNotFound();
    const isVerified = await setVerified(app.db, product.id, verified);
    invalidateShopHomeData();
    return { is_verified: isVerified };
  });

  app.post('/dashboard/products/', async (request) => {
    await requireRole(request, ADMIN_ROLES);
    const body = validate(adminListBodySchema, request.body);
    const { rows, total } = await adminProductsPage(app.db, {
      words: searchWords(body.q),
      unverifiedOnly: body.verify === true,
      page: body.page_number,
      pageSize: body.page_size,
    });
    return paged(rows.map(presentAdminProduct), body.page_number, body.page_size, total);
  });

  app.post('/dashboard/categories/', async (request) => {
    await requireRole(request, ADMIN_ROLES);
    const body = validate(adminListBodySchema, request.body);
    return categories.listPage(app.db, body.q, body.page_number, body.page_size);
  });

  app.post('/dashboard/categories/create/', async (request, reply) => {
    await requireRole(request, ADMIN_ROLES);
    const { title } = validate(categoryBodySchema, request.body);
    return reply.status(201).send(await categories.create(app.db, title));
  });

  app.patch('/dashboard/categories/:guid/', async (request) => {
    await requireRole(request, ADMIN_ROLES);
    const { guid } = validate(guidParams, request.params);
    const { title } = validate(categoryBodySchema, request.body);
    return categories.rename(app.db, guid, title);
  });

  app.delete('/dashboard/categories/:guid/', async (request, reply) => {
    await requireRole(request, ADMIN_ROLES);
    const { guid } = validate(guidParams, request.params);
    await categories.remove(app.db, guid);
    return reply.status(204).send();
  });
}
