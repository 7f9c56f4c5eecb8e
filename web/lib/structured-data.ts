/**
 * Structured data (schema.org JSON-LD) for the pages' heads (usePageHead's jsonLd). Every kind of item
 * is made by `itemJsonLd` — its type, name, description, address and images, with `absolute` turning
 * a path on this site into a full address — plus its own fields: a Product its Offer here; a
 * NewsArticle, a JobPosting and a Course theirs, when their pages are built.
 */
export type Absolute = (path: string) => string;

/** The seller, author, teacher or organisation behind an item. */
export interface Party {
  name: string;
  kind?: 'Person' | 'Organization';
}

export const party = (p: Party) => ({ '@type': p.kind ?? 'Person', name: p.name });

export interface Item {
  title: string;
  description: string;
  /** The page's path (from the paths module). */
  path: string;
  images: string[];
}

/** The fields every item shares, under its schema.org type, with the type's own fields added. */
export function itemJsonLd(absolute: Absolute, type: string, item: Item, fields: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: item.title,
    description: item.description,
    url: absolute(item.path),
    image: item.images.map(absolute),
    ...fields,
  };
}

/** A Product with its Offer in so'm (UZS), available while it is listed. */
export function productJsonLd(absolute: Absolute, p: Item & { price: number; seller: Party; category?: string }) {
  return itemJsonLd(absolute, 'Product', p, {
    ...(p.category ? { category: p.category } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(p.path),
      priceCurrency: 'UZS',
      price: p.price,
      availability: 'https://schema.org/InStock',
      seller: party(p.seller),
    },
  });
}
