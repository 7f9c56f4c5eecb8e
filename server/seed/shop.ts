import { z } from 'zod';
import { searchKey, slugify } from '@shared/text/uzbek';
import { htmlToText, sanitizeUserHtml } from '../lib/html';
import { productComments, productImages, productLikes, products, shopCategories } from '../schema';
import type { Db } from '../db/client';
import type { People } from './accounts';
import { categorySchema, personKey, readContent } from './content';
import content from './content/shop.json';
import { PRODUCT_ART_KINDS, productArt, type SeedMedia } from './images';
import type { Rng } from './random';
import { DAY, daysBefore, insertCategories, madeAt } from './rows';
import { escapeXml, uz } from './text';

/**
 * The demo shop: nine categories of Uzbek silk and crafts, 45 products with 1–3 pictures each,
 * comments with the sellers' replies, and likes. Texts are written with the plain apostrophe (o', g',
 * ma'lumot) as the spec writes Uzbek; uz() keeps them so. Prices are whole so'm. The content is
 * content/shop.json (content/README.md).
 */

const productSchema = z.strictObject({
  title: z.string(),
  short: z.string(),
  /** The description's list (composition, size, …), a line each. */
  details: z.array(z.string()),
  /** Whole so'm. */
  price: z.int().positive(),
  /** Per cent off the price. */
  discount: z.int().min(0).max(100).optional(),
  seller: personKey,
  verified: z.boolean().optional(),
  /** Which of the category's pictures to use, in order (default: three, starting at the product's index). */
  art: z.array(z.int().min(0).max(3)).optional(),
});
type ProductSeed = z.infer<typeof productSchema>;

/** A category: its titles (the admin edits all three), its drawings, its care advice and its products. */
const shopCategorySchema = categorySchema.extend({
  art: z.enum(PRODUCT_ART_KINDS),
  /** The label on the swing tag of each of the category's four pictures. */
  labels: z.tuple([z.string(), z.string(), z.string(), z.string()]),
  care: z.string(),
  products: z.array(productSchema),
});

/** A comment on a product (by its category and its index there), with the replies under it. */
const threadSchema = z.strictObject({
  category: z.string(),
  product: z.int().nonnegative(),
  author: personKey,
  text: z.string(),
  replies: z.array(z.strictObject({ author: personKey, text: z.string() })),
});

const { categories: SHOP, threads: THREADS, likers: LIKERS } = readContent(
  'shop.json',
  z.strictObject({
    categories: z.array(shopCategorySchema),
    threads: z.array(threadSchema),
    /** Users who like products (each likes a handful). */
    likers: z.array(personKey),
  }),
  content,
);

/** The closing line of every product's description. */
const DELIVERY =
  "Buyurtma berishdan oldin «Bog'lanish» tugmasi orqali usta bilan rang va o'lchamni aniqlashtiring. O'zbekiston bo'ylab yetkazib berish 2–5 kun.";

export interface ShopMedia {
  /** Image keys by category meta: four pictures each. */
  images: Record<string, string[]>;
}

/** Draws the categories' pictures: 4 per category (36), shared by its products. */
export async function shopMedia(media: SeedMedia, rng: Rng): Promise<ShopMedia> {
  const entries = await Promise.all(
    SHOP.map(async (category) => {
      const keys = await Promise.all(
        category.labels.map((label, v) => media.image(productArt(category.art, rng.fork(`${category.meta}-${v}`), v, uz(label)), 'products/demo')),
      );
      return [category.meta, keys] as const;
    }),
  );
  return { images: Object.fromEntries(entries) };
}

/** The description as a seller would write it, stored through the same sanitiser as theirs. */
function productHtml(p: ProductSeed, care: string): string {
  const li = p.details.map((d) => `<li>${escapeXml(uz(d))}</li>`).join('');
  return sanitizeUserHtml(
    `<p>${escapeXml(uz(p.short))}</p>` +
      `<ul>${li}</ul>` +
      `<p><strong>Parvarish:</strong> ${escapeXml(uz(care))}</p>` +
      `<p>${escapeXml(uz(DELIVERY))}</p>`,
  );
}

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

export async function seedShop(db: Db, people: People, media: ShopMedia, rng: Rng, now: Date) {
  const categoryId = await insertCategories(db, shopCategories, SHOP, daysBefore(now, 90));

  const usedMeta = new Set<string>();
  const values = SHOP.flatMap((category) =>
    category.products.map((p) => {
      let meta = slugify(uz(p.title));
      for (let n = 2; usedMeta.has(meta); n++) meta = `${slugify(uz(p.title))}-${n}`;
      usedMeta.add(meta);
      const discount = p.discount ?? 0;
      const created = daysBefore(now, rng.float(0.3, 40));
      const description = productHtml(p, category.care);
      return {
        meta,
        userId: people[p.seller].id,
        categoryId: categoryId.get(category.meta)!,
        title: uz(p.title),
        shortDescription: uz(p.short),
        description,
        price: p.price,
        priceDiscount: roundTo((p.price * (100 - discount)) / 100, 1000),
        discountPercent: discount,
        isVerified: p.verified ?? false,
        isActive: true,
        // A few goods are the market's favourites; verified ones are seen more.
        views: rng.chance(0.15) ? rng.int(1200, 2600) : rng.int(20, 600) + (p.verified ? 150 : 0),
        searchText: searchKey(`${uz(p.title)} ${htmlToText(description)}`),
        ...madeAt(created),
      };
    }),
  );
  const productRows = await db.insert(products).values(values).returning({ id: products.id, meta: products.meta });
  // Rows come back in insertion order; index them as [category meta][product index].
  const productId: Record<string, number[]> = {};
  let i = 0;
  for (const category of SHOP) productId[category.meta] = category.products.map(() => productRows[i++].id);

  const imageValues = SHOP.flatMap((category) =>
    category.products.flatMap((p, index) => {
      const order = p.art ?? [index % 4, (index + 1) % 4, (index + 2) % 4];
      const count = Math.min(order.length, rng.int(1, 3));
      return order.slice(0, count).map((v, position) => ({ productId: productId[category.meta][index], image: media.images[category.meta][v], position }));
    }),
  );
  await db.insert(productImages).values(imageValues);

  let comments = 0;
  for (const { category, product, author, text, replies } of THREADS) {
    const commented = productId[category][product];
    const at = now.getTime() - rng.float(1, 7) * DAY;
    const [top] = await db
      .insert(productComments)
      .values({ productId: commented, userId: people[author].id, comment: uz(text), ...madeAt(new Date(at)) })
      .returning({ id: productComments.id });
    comments++;
    if (replies.length) {
      await db.insert(productComments).values(
        replies.map((reply, k) => {
          const when = new Date(at + (k + 1) * rng.float(0.5, 6) * 3600_000);
          return { productId: commented, userId: people[reply.author].id, parentId: top.id, comment: uz(reply.text), ...madeAt(when) };
        }),
      );
      comments += replies.length;
    }
  }

  const all = productRows.map((r) => r.id);
  const likes = LIKERS.flatMap((who) => rng.shuffle(all).slice(0, rng.int(3, 8)).map((pid) => ({ userId: people[who].id, productId: pid })));
  await db.insert(productLikes).values(likes);

  return { categories: categoryId.size, products: productRows.length, productImages: imageValues.length, comments, likes: likes.length };
}
