import type { ProductCard } from '@shared/schemas/shop';
import { imageKeyToUrl } from '../../lib/images';
import type { ProductCardRow } from './shop.repository';

/** Rows → the spec's JSON (spec §3): image keys become URLs; ids and private columns stay here. */

export const presentProductCard = (row: ProductCardRow): ProductCard => ({
  guid: row.guid,
  meta: row.meta,
  title: row.title,
  short_description: row.shortDescription,
  image: imageKeyToUrl(row.image),
  price: row.price,
  price_discount: row.priceDiscount,
  is_verified: row.isVerified,
  user: { first_name: row.userFirstName, last_name: row.userLastName, pfp: imageKeyToUrl(row.userPfp) },
});
