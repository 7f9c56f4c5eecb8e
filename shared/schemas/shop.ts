import { z } from 'zod';
import { DISCOUNT_MAX, DISCOUNT_MIN, MODERATION_STATES, PRICE_MAX, PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_MIN, SEARCH_COUNT_CAP } from '../constants';
import { MSG } from '../validation/messages';
import { didYouMeanField, intIdField, line, metaField, pageNumberField, pageSizeField, publicUserSchema, searchQueryField, text, titledCategorySchema } from './common';
import { listingRevisionSchema, moderationInfoSchema } from './moderation';

/** Shapes and request schemas of the shop API (spec §3, §5, §7). */

;

/** A shop category: its Uzbek title, and its Russian and English ones where the admin gave them (null: show the Uzbek). */
export const shopCategorySchema = titledCategorySchema.meta({ id: 'ShopCategory' });
export type ShopCategory = z.infer<typeof shopCategorySchema>;

export const productCardSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    title: z.string(),
    short_description: z.string(),
    /** URL of the first image (default width; see shared/media.ts for srcset), or null. */
    image: z.string().nullable(),
    price: z.number().int(),
    price_discount: z.number().int(),
    is_verified: z.boolean(),
    user: publicUserSchema,
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;

export const shopHomeDataSchema = z
  .object({
    categories: z.array(shopCategorySchema),
    fast_selling_products: z.array(productCardSchema),
    new_products: z.array(productCardSchema),
    recommended_products: z.array(productCardSchema),
  })
  .meta({ id: 'ShopHomeData' });
export type ShopHomeData = z.infer<typeof shopHomeDataSchema>;

// ---------------------------------------------------------------------------------------------
// Requests and the remaining answers of the shop (issue: Online shop, whole).


/** A whole number of so'm as typed (string) or sent (number): 'Faqatgina son qiymat kiriting' otherwise. */
const wholeNumber = (requiredMessage: string, max: number, tooLargeMessage: string) =>
  z
    .union([z.number(), line()], { error: requiredMessage })
    .transform((v, ctx) => {
      const digits = typeof v === 'number' ? String(v) : v.replace(/\s/g, '');
      if (digits === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (!/^\d+$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: MSG.numberOnly });
        return z.NEVER;
      }
      const n = Number(digits);
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: tooLargeMessage });
        return z.NEVER;
      }
      return n;
    });

const priceField = wholeNumber(MSG.productPriceRequired, PRICE_MAX, MSG.priceTooLarge);

const discountField = z
  .union([z.number(), line()], { error: MSG.discountRange })
  .transform((v, ctx) => {
    const digits = typeof v === 'number' ? String(v) : v.trim();
    const n = digits === '' ? 0 : Number(digits);
    if (!Number.isInteger(n) || n < DISCOUNT_MIN || n > DISCOUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: MSG.discountRange });
      return z.NEVER;
    }
    return n;
  });

const uuidField = (message: string) => z.string({ error: message }).trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

/**
 * The seller's product form (web) — spec §5, word for word. `images` holds whatever the uploader
 * keeps (File objects in the browser, or existing image ids when editing): only its count is checked.
 */
export const productFormSchema = z.object({
  name: line({ error: MSG.productNameRequired }).trim().min(1, MSG.productNameRequired).max(150, MSG.tooLong),
  price: priceField,
  discount_enabled: z.boolean().optional().default(false),
  discount: discountField.optional().default(0),
  description: text({ error: MSG.productDescriptionRequired }).trim().min(1, MSG.productDescriptionRequired).max(20_000, MSG.tooLong),
  category: uuidField(MSG.categoryRequired),
  images: z.array(z.unknown(), { error: MSG.imagesMin }).min(PRODUCT_IMAGES_MIN, MSG.imagesMin).max(PRODUCT_IMAGES_MAX, MSG.imagesMax),
});
export type ProductFormValues = z.input<typeof productFormSchema>;

/**
 * POST user-products/upload (multipart text fields; spec §7): title, short_description, description,
 * price, price_discount (price after the discount), category (guid). `discount` (percent) may be sent
 * instead of price_discount. Image files come as images or images[] (1–4).
 */
export const productUploadFieldsSchema = z.object({
  title: line({ error: MSG.productNameRequired }).trim().min(1, MSG.productNameRequired).max(150, MSG.tooLong),
  short_description: text().trim().max(300, MSG.tooLong).optional(),
  description: text({ error: MSG.productDescriptionRequired }).trim().min(1, MSG.productDescriptionRequired).max(20_000, MSG.tooLong),
  price: priceField,
  price_discount: wholeNumber(MSG.productPriceRequired, PRICE_MAX, MSG.priceTooLarge).optional(),
  discount: discountField.optional(),
  category: uuidField(MSG.categoryRequired),
});

/** PATCH user-products/{guid}/: every field optional; keep_images lists the image ids to keep. */
export const productUpdateFieldsSchema = productUploadFieldsSchema.partial().extend({
  keep_images: z
    .union([z.array(line()).max(50, MSG.imagesMax), line()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
  is_active: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});

const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'views'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const optionalWhole = line()
  .trim()
  .regex(/^\d{0,12}$/, MSG.numberOnly)
  .transform((v) => (v === '' ? undefined : Number(v)))
  .optional();

/** GET products/ — search and browse: every filter optional. */
export const productSearchQuerySchema = z.object({
  q: searchQueryField,
  /** A category's meta; an unknown one finds nothing. */
  category: line().trim().max(100, MSG.tooLong).optional(),
  price_min: optionalWhole,
  price_max: optionalWhole,
  region: intIdField.optional(),
  verified: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  sort: z.enum(PRODUCT_SORTS).optional().default('newest'),
  page: pageNumberField,
  page_size: pageSizeField(12),
});

/** GET user-products/?page={n}&number={n}: page 1 and 10 per page by default (spec §9). */
export const userProductsQuerySchema = z.object({ page: pageNumberField, number: pageSizeField(10) });

export const commentCreateSchema = z.object({
  comment: text({ error: MSG.commentRequired }).trim().min(1, MSG.commentRequired).max(2000, MSG.tooLong),
  /** guid of the comment this one answers. */
  parent: uuidField(MSG.parentNotFound).optional(),
});

/** POST dashboard/verify/: toggles (spec §7); `verified` sets the state outright, so two moderators never undo each other. */
export const verifyBodySchema = z.object({ meta: metaField, verified: z.boolean().optional() });

// Answers.

const productImageSchema = z.object({ id: z.number().int(), image: z.string() }).meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImageSchema>;

const productDetailSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    title: z.string(),
    short_description: z.string(),
    /** Sanitised HTML. */
    description: z.string(),
    price: z.number().int(),
    price_discount: z.number().int(),
    discount: z.number().int(),
    is_verified: z.boolean(),
    views: z.number().int(),
    likes: z.number().int(),
    /** Whether the caller has saved it (false when anonymous). */
    is_liked: z.boolean(),
    created_at: z.string(),
    category: shopCategorySchema,
    user: publicUserSchema.extend({ guid: z.string(), purposes: z.array(z.string()) }),
    product_images_onlineshop: z.array(productImageSchema),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = z.object({ product: productDetailSchema, related: z.array(productCardSchema) }).meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof productPageSchema>;

/** A seller's own product (profile table, edit form). */
export const userProductSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    images: z.array(productImageSchema),
    price: z.number().int(),
    price_discount: z.number().int(),
    discount: z.number().int(),
    short_description: z.string(),
    description: z.string(),
    is_verified: z.boolean(),
    is_active: z.boolean(),
    views: z.number().int(),
    created_at: z.string(),
    category: shopCategorySchema,
    /** Pre-moderation and rejections (issue 15): where the product stands, and why if rejected. */
    moderation: moderationInfoSchema,
    /** An edit of the live product waiting for review, or its rejection (issue 40): the fields above are then the proposed ones. */
    revision: listingRevisionSchema.nullable(),
    /** An edit of its content now would wait for review while the live version stays public. */
    edits_held: z.boolean(),
  })
  .meta({ id: 'UserProduct' });
export type UserProduct = z.infer<typeof userProductSchema>;

export const productSearchResultSchema = z
  .object({
    results: z.array(productCardSchema),
    page: z.number().int(),
    total_pages: z.number().int(),
    /** Matches counted up to SEARCH_COUNT_CAP (a broad query is not counted further). */
    count: z.number().int().describe(`The number of matches, counted up to ${SEARCH_COUNT_CAP}`),
    /** There are more matches than `count` (shown as "1 000+"); the pages go as far as the cap. */
    count_capped: z.boolean().describe(`More than ${SEARCH_COUNT_CAP} products match: count says ${SEARCH_COUNT_CAP} and the pages reach that far`),
    did_you_mean: didYouMeanField,
  })
  .meta({ id: 'ProductSearchResult' });
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export interface ProductComment {
  guid: string;
  user: z.infer<typeof publicUserSchema>;
  created_at: string;
  comment: string;
  /** true on the reader's own comment while it waits for review (issue 15); others never see it. */
  pending?: boolean;
  /** true on the signed-in reader's own comments (issue 15: no report button on them). */
  own?: boolean;
  /** Answers, one level deep (theirs are empty). */
  replies: ProductComment[];
}
export const productCommentSchema: z.ZodType<ProductComment> = z
  .object({
    guid: z.string(),
    user: publicUserSchema,
    created_at: z.string(),
    comment: z.string(),
    pending: z.boolean().optional(),
    own: z.boolean().optional(),
    get replies() {
      return z.array(productCommentSchema);
    },
  })
  .meta({ id: 'ProductComment' });
export const commentListSchema = z.object({ data: z.array(productCommentSchema) });

export const messageProductSchema = z
  .object({
    guid: z.string(),
    meta: z.string(),
    image: z.string().nullable(),
    title: z.string(),
    price_discount: z.number().int(),
    short_description: z.string(),
  })
  .meta({ id: 'MessageProduct' });
export type MessageProduct = z.infer<typeof messageProductSchema>;

export const adminProductSchema = z
  .object({
    guid: z.string(),
    title: z.string(),
    created_at: z.string(),
    is_verified: z.boolean(),
    is_active: z.boolean(),
    /** Where its moderation stands (issue 15); with is_active it makes the one state the list shows. */
    moderation_state: z.enum(MODERATION_STATES),
    meta: z.string(),
    price_discount: z.number().int(),
    user: z.object({ first_name: z.string(), last_name: z.string() }),
    category: z.object({ title: z.string(), title_ru: z.string().nullable(), title_en: z.string().nullable() }),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminCategorySchema = shopCategorySchema.extend({ created_at: z.string(), products_count: z.number().int() }).meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
