import { z } from 'zod';
import { SELLER_PRODUCTS_PAGE_SIZE, SELLER_STATS_PERIODS } from '../constants';
import { guidField, pageNumberField, pageSizeField, pagedSchema } from './common';
import { productCardSchema } from './shop';
import { personFields } from './users';

/**
 * The seller as a person (issue 40): who they are on the platform, since when, whether they are here
 * now, how many live products they have and how fast they usually answer, and how to reach them
 * (whether a signed-in buyer may be shown their phone, their Telegram). GET /api/sellers/{guid}/.
 */
export const sellerFactsSchema = z
  .object({
    ...personFields,
    /** When they joined (member since). */
    created_at: z.string(),
    /** A tab of the site is open now (the messenger's presence). */
    online: z.boolean(),
    /** When they were last seen signed in; null when never (or not known). */
    last_seen_at: z.string().nullable(),
    /** Their live (public) products. */
    products: z.number().int(),
    /** The median minutes to a first reply in their chats of the last REPLY_TIME_DAYS days; null with too few answered chats. */
    reply_minutes: z.number().int().nullable(),
    /** They show their phone to signed-in buyers ('Raqamni ko'rsatish'; POST phone/ reveals it). */
    shows_phone: z.boolean(),
    /** Their Telegram username (a t.me link), or null. */
    telegram: z.string().nullable(),
  })
  .meta({ id: 'SellerFacts' });
export type SellerFacts = z.infer<typeof sellerFactsSchema>;

/** POST /api/sellers/{guid}/phone/: the product the phone is shown from (counted in its statistics), when there is one. */
export const phoneRevealBodySchema = z.object({ product: guidField.optional() });

/** The seller's phone, +998 and the 9 digits (for a tel: link). */
export const phoneRevealSchema = z.object({ phone: z.string() }).meta({ id: 'PhoneReveal' });
export type PhoneReveal = z.infer<typeof phoneRevealSchema>;

/** GET /api/sellers/{guid}/products/: their live products, newest first. */
export const sellerProductsQuerySchema = z.object({ page: pageNumberField, page_size: pageSizeField(SELLER_PRODUCTS_PAGE_SIZE) });
export const sellerProductsSchema = pagedSchema(productCardSchema).meta({ id: 'SellerProducts' });
export type SellerProducts = z.infer<typeof sellerProductsSchema>;

/** GET /api/shop/user-products/stats/?days=30|90&product={guid}: the seller's own statistics. */
export const productStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(SELLER_STATS_PERIODS[0])
    .max(SELLER_STATS_PERIODS[SELLER_STATS_PERIODS.length - 1]!)
    .refine((n) => (SELLER_STATS_PERIODS as readonly number[]).includes(n))
    .default(SELLER_STATS_PERIODS[0]),
  product: guidField.optional(),
});

const countsShape = { views: z.number().int(), saves: z.number().int(), chats: z.number().int(), phone_reveals: z.number().int() };
const statCountsSchema = z.object(countsShape);
export type StatCounts = z.infer<typeof statCountsSchema>;

/** Each day of the period (every day present, zeros included), the period's totals and each product's. */
export const productStatsSchema = z
  .object({
    days: z.array(z.object({ day: z.string(), ...countsShape })),
    totals: statCountsSchema,
    products: z.array(z.object({ guid: z.string(), title: z.string(), ...countsShape })),
  })
  .meta({ id: 'ProductStats' });
export type ProductStats = z.infer<typeof productStatsSchema>;
