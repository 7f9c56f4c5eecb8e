/** Shapes of the shop API (spec §3, §7). Request schemas for the shop are added with the shop issue. */

/** The author of a card: first_name, last_name and the profile picture URL (or null). */
export interface PublicUser {
  first_name: string;
  last_name: string;
  pfp: string | null;
}

export interface ShopCategory {
  guid: string;
  meta: string;
  title: string;
}

export interface ProductCard {
  guid: string;
  meta: string;
  title: string;
  short_description: string;
  /** URL of the first image (default width; see shared/media.ts for srcset), or null. */
  image: string | null;
  price: number;
  price_discount: number;
  is_verified: boolean;
  user: PublicUser;
}

export interface ShopHomeData {
  categories: ShopCategory[];
  fast_selling_products: ProductCard[];
  new_products: ProductCard[];
  recommended_products: ProductCard[];
}
