/**
 * Structured data (schema.org JSON-LD) for the pages' heads (usePageHead's jsonLd): one small builder
 * per kind of item, each taking `absolute` to turn a path on this site into a full address. Products
 * now; news articles, job postings and courses use the same shape (`item` + its own fields).
 */
type Absolute = (path: string) => string;

/** The seller, author, teacher or organisation behind an item. */
export interface Party {
  name: string;
  kind?: 'Person' | 'Organization';
}

const party = (p: Party) => ({ '@type': p.kind ?? 'Person', name: p.name });

/** A Product with its Offer in so'm (UZS), available while it is listed. */
export function productJsonLd(
  absolute: Absolute,
  p: { title: string; description: string; path: string; images: string[]; price: number; seller: Party; category?: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.description,
    url: absolute(p.path),
    image: p.images.map(absolute),
    ...(p.category ? { category: p.category } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(p.path),
      priceCurrency: 'UZS',
      price: p.price,
      availability: 'https://schema.org/InStock',
      seller: party(p.seller),
    },
  };
}
