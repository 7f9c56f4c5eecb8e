import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guidParamsSchema, metaParamsSchema, pagedSchema, pageQuerySchema, rateLimitedAnswer } from '@shared/schemas/common';
import {
  commentCreateSchema,
  commentListSchema,
  messageProductSchema,
  productCardSchema,
  productCommentSchema,
  productPageSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  productUpdateFieldsSchema,
  productUploadFieldsSchema,
  shopCategorySchema,
  userProductSchema,
  userProductsQuerySchema,
} from '@shared/schemas/shop';
import { phoneUnconfirmed } from '../../lib/auth-user';
import { allow, authenticate, requireUser, signedIn } from '../../plugins/auth';
import { canSell } from './shop.policies';
import { publicRead } from '../../plugins/page-reads';
import { ownListingRoutes } from '../../plugins/uploads';
import * as catalogue from './catalogue.service';
import * as comments from './comments.service';
import * as products from './products.service';
import { toggleRoutes } from '../../plugins/toggle-routes';
import { security } from '../../plugins/openapi';
import { withZod, type ZodApp } from '../../plugins/route-app';

const tags = ['shop'];
const likeAnswer = z.object({ liked: z.boolean(), likes: z.number().int() });

type Deps = products.ShopDeps;

/** The shop beyond its home page: browsing and search, product pages, comments, likes, sellers' products. */
export default async function productRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = withZod(fastify);
  // browsing
  setupCategoriesRoute(app, deps);
  setupSearchRoute(app, deps);
  setupCategoryProductsRoute(app, deps);
  setupProductRoute(app, deps);
  setupMessageProductRoute(app, deps);
  // comments
  setupCommentsRoute(app, deps);
  setupAddCommentRoute(app, deps);
  // likes (the save button)
  setupLikeRoutes(app, deps);
  // the seller's own products
  setupUserProductsRoute(app, deps);
  setupOwnListingRoutes(app, deps);
}

function setupCategoriesRoute(app: ZodApp, deps: Deps) {
  publicRead(app, '/categories/', { tags, summary: 'Every category, by position', response: { 200: z.array(shopCategorySchema) } }, () => catalogue.categories(deps));
}

function setupSearchRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/products/',
    { tags, summary: 'Search and browse: words (any spelling), category, price, region, verified, sort', querystring: productSearchQuerySchema, response: { 200: productSearchResultSchema } },
    ({ query, searchGate }) => catalogue.searchCatalogue(deps, query, searchGate),
    { peopleText: true },
  );
}

function setupCategoryProductsRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/category/:meta',
    { tags, summary: 'A category’s products, newest first (an array, spec §7)', params: metaParamsSchema, querystring: pageQuerySchema(24), response: { 200: z.array(productCardSchema) } },
    ({ params, query }) => catalogue.categoryProductsPage(deps, params.meta, query.page, query.page_size),
    { peopleText: true },
  );
}

function setupProductRoute(app: ZodApp, deps: Deps) {
  publicRead(
    app,
    '/product/:meta/',
    { tags, summary: 'A product with its seller and gallery, and related products; counts the visitor’s view once a day', params: metaParamsSchema, response: { 200: productPageSchema } },
    async ({ params, user, visitor }) => catalogue.productPage(deps, params.meta, await user(), await visitor()),
  );
}

function setupMessageProductRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/mproduct/:guid/',
    { schema: { tags, summary: 'The chat’s product card', params: guidParamsSchema, response: { 200: messageProductSchema } } },
    async (request) => catalogue.messageProduct(deps, request.params.guid, await authenticate(request)),
  );
}

function setupCommentsRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/comments/:meta',
    { schema: { tags, summary: 'A product’s comments, newest first, with replies', params: metaParamsSchema, response: { 200: commentListSchema } } },
    async (request) => comments.productComments(deps, request.params.meta, await authenticate(request)),
  );
}

function setupAddCommentRoute(app: ZodApp, deps: Deps) {
  app.post(
    '/comments/:meta',
    {
      onRequest: signedIn,
      schema: { tags, security, summary: 'Adds a comment or a reply (limited per user)', params: metaParamsSchema, body: commentCreateSchema, response: { 201: productCommentSchema, ...rateLimitedAnswer } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.rateLimits.comment.consume(`user:${user.id}`);
      return reply.status(201).send(await comments.addComment(deps, user, request.params.meta, request.body));
    },
  );
}

function setupLikeRoutes(app: ZodApp, deps: Deps) {
  toggleRoutes(app, '/product/:meta/like/', {
    tags,
    summaries: { on: 'Saves (likes) a product', off: 'Unsaves a product' },
    answer: likeAnswer,
    set: (user, meta, liked) => catalogue.setLike(deps, user, meta, liked),
    list: {
      path: '/liked-products/',
      summary: 'The caller’s saved products',
      pageSize: 24,
      answer: pagedSchema(productCardSchema),
      read: (user, page, pageSize) => catalogue.likedProducts(deps, user, page, pageSize),
    },
  });
}

function setupUserProductsRoute(app: ZodApp, deps: Deps) {
  app.get(
    '/user-products/',
    { onRequest: signedIn, schema: { tags, security, summary: 'The caller’s own products', querystring: userProductsQuerySchema, response: { 200: pagedSchema(userProductSchema) } } },
    async (request) => catalogue.userProducts(deps, await requireUser(request), request.query.page, request.query.number),
  );
}

function setupOwnListingRoutes(app: ZodApp, deps: Deps) {
  ownListingRoutes(app, {
    tags,
    itemPath: '/user-products/:guid/',
    answer: userProductSchema,
    read: { summary: 'One of the caller’s own products', run: (user, guid) => catalogue.userProduct(deps, user, guid) },
    create: {
      path: '/user-products/upload',
      summary: 'Creates a product with 1 to 4 images (multipart; new products and uploads limited per user; a confirmed phone needed, else 403 auth.phone_unconfirmed)',
      onRequest: allow(canSell, phoneUnconfirmed),
      fields: productUploadFieldsSchema,
      may: (user) => app.rateLimits.productCreate.consume(`user:${user.id}`),
      save: (user, input, files) => products.createProduct(deps, user, input, files),
    },
    update: {
      summary: 'Edits one of the caller’s products (multipart; keep_images lists the images to keep; uploads limited per user)',
      fields: productUpdateFieldsSchema,
      save: (user, guid, input, files) => products.updateProduct(deps, user, guid, input, files),
    },
    remove: { summary: 'Deletes a product (its seller, or a moderator)', run: (user, guid) => products.removeProduct(deps, user, guid) },
  });
}
