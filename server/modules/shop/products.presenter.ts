import { presentCategory } from '../categories';
import type { CategoryRow } from './shop.repository';
import type { ModerationState } from '@shared/constants';
import type { AdminProduct, MessageProduct, ProductComment, ProductDetail, UserProduct } from '@shared/schemas/shop';
import { imageKeyToUrl } from '../../lib/images';
import type { CommentRow } from './comments.repository';
import type { ProductDetailRow, ProductRow } from './products.repository';
import { presentModerationInfo, presentRevision } from '../moderation';

const image = (i: { id: number; image: string }) => ({ id: i.id, image: imageKeyToUrl(i.image)! });

export function presentProductDetail(row: NonNullable<ProductDetailRow>, images: { id: number; image: string }[], isLiked: boolean): ProductDetail {
  const p = row.product;
  return {
    guid: p.guid,
    meta: p.meta,
    title: p.title,
    short_description: p.shortDescription,
    description: p.description,
    price: p.price,
    price_discount: p.priceDiscount,
    discount: p.discountPercent,
    is_verified: p.isVerified,
    views: p.views,
    likes: row.likes,
    is_liked: isLiked,
    created_at: p.createdAt.toISOString(),
    category: presentCategory(row.category),
    user: { guid: row.user.guid, first_name: row.user.firstName, last_name: row.user.lastName, pfp: imageKeyToUrl(row.user.pfp), purposes: row.user.purposes },
    product_images_onlineshop: images.map(image),
  };
}

/** The seller's own product: while an edit waits for review (issue 40), `p`, `category` and `images` are the proposed ones. */
export function presentUserProduct(p: ProductRow, category: CategoryRow, images: { id: number; image: string }[], editsHeld: boolean): UserProduct {
  return {
    guid: p.guid,
    meta: p.meta,
    title: p.title,
    image: images[0] ? imageKeyToUrl(images[0].image) : null,
    images: images.map(image),
    price: p.price,
    price_discount: p.priceDiscount,
    discount: p.discountPercent,
    short_description: p.shortDescription,
    description: p.description,
    is_verified: p.isVerified,
    is_active: p.isActive,
    views: p.views,
    created_at: p.createdAt.toISOString(),
    category: presentCategory(category),
    moderation: presentModerationInfo(p),
    revision: presentRevision(p.revision),
    edits_held: p.moderationState === 'published' && (editsHeld || p.revision?.state === 'pending'),
  };
}

/** `readerId`: the signed-in reader, whose own comments are marked `own` (no report button on them). */
const commentBase = (c: CommentRow, readerId: number | null) => ({
  guid: c.guid,
  user: { first_name: c.firstName, last_name: c.lastName, pfp: imageKeyToUrl(c.pfp) },
  created_at: c.createdAt.toISOString(),
  comment: c.comment,
  ...(c.moderationState === 'pending' ? { pending: true } : {}),
  ...(readerId !== null && c.userId === readerId ? { own: true } : {}),
});

export function presentComments(top: CommentRow[], replies: CommentRow[], readerId: number | null = null): ProductComment[] {
  const byParent = new Map<number, ProductComment[]>();
  for (const r of replies) byParent.set(r.parentId!, [...(byParent.get(r.parentId!) ?? []), { ...commentBase(r, readerId), replies: [] }]);
  return top.map((c) => ({ ...commentBase(c, readerId), replies: byParent.get(c.id) ?? [] }));
}

/** A comment just written: its author is the reader. */
export const presentComment = (c: CommentRow): ProductComment => ({ ...commentBase(c, c.userId), replies: [] });

export const presentMessageProduct = (p: ProductRow, firstImage: string | null): MessageProduct => ({
  guid: p.guid,
  meta: p.meta,
  image: imageKeyToUrl(firstImage),
  title: p.title,
  price_discount: p.priceDiscount,
  short_description: p.shortDescription,
});

export const presentAdminProduct = (r: {
  guid: string;
  meta: string;
  title: string;
  createdAt: Date;
  isVerified: boolean;
  isActive: boolean;
  moderationState: ModerationState;
  priceDiscount: number;
  userFirstName: string;
  userLastName: string;
  categoryTitle: string;
  categoryTitleRu: string | null;
  categoryTitleEn: string | null;
}): AdminProduct => ({
  guid: r.guid,
  title: r.title,
  created_at: r.createdAt.toISOString(),
  is_verified: r.isVerified,
  is_active: r.isActive,
  moderation_state: r.moderationState,
  meta: r.meta,
  price_discount: r.priceDiscount,
  user: { first_name: r.userFirstName, last_name: r.userLastName },
  category: { title: r.categoryTitle, title_ru: r.categoryTitleRu || null, title_en: r.categoryTitleEn || null },
});
