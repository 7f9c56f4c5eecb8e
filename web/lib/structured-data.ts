/**
 * Structured data (schema.org JSON-LD) for the pages' heads (usePageHead's jsonLd). Every kind of item
 * is made by `itemJsonLd` — its type, name, description, address and images, with `absolute` turning
 * a path on this site into a full address — plus its own fields: a Product its Offer, a JobPosting
 * its pay, place and working time, a Service its provider, area and price; a NewsArticle and a
 * Course theirs, when their pages are built.
 */

import { shorten } from '@shared/text/shorten';

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

/** Where an announcement's work is: its region, district and address (any may be missing), in Uzbekistan. */
export interface Place {
  region?: string | null;
  district?: string | null;
  address?: string | null;
}

const postalAddress = (p: Place) => ({
  '@type': 'PostalAddress',
  addressCountry: 'UZ',
  ...(p.region ? { addressRegion: p.region } : {}),
  ...(p.district ? { addressLocality: p.district } : {}),
  ...(p.address ? { streetAddress: p.address } : {}),
});

/** Pay in so'm: a range, one end, or none (agreed: 'Kelishiladi'). */
export interface Pay {
  min: number | null;
  max: number | null;
  negotiable: boolean;
}
const statedPay = (p: Pay) => !p.negotiable && (p.min != null || p.max != null);

/** schema.org employmentType of a work time (spec §9: full_time, part_time, flexable_time). */
const EMPLOYMENT_TYPES: Record<string, string> = { full_time: 'FULL_TIME', part_time: 'PART_TIME' };

/**
 * A JobPosting: the job's title, its description (the page's sanitised HTML, which JobPosting
 * allows), the day it was posted, who hires (the author), where, the working time and the pay per
 * month in so'm when it is stated (agreed pay has none).
 */
export function jobPostingJsonLd(
  absolute: Absolute,
  j: Omit<Item, 'images'> & { datePosted: string; hiring: Party; place: Place; workTime: string; pay: Pay; identifier?: string },
) {
  // A job has no picture of its own: no image field (rather than an empty one).
  const { image: _none, ...posting } = itemJsonLd(absolute, 'JobPosting', { ...j, images: [] }, {
    title: j.title,
    datePosted: j.datePosted,
    hiringOrganization: party(j.hiring),
    jobLocation: { '@type': 'Place', address: postalAddress(j.place) },
    employmentType: EMPLOYMENT_TYPES[j.workTime] ?? 'OTHER',
    ...(j.identifier ? { identifier: { '@type': 'PropertyValue', name: 'Ipak', value: j.identifier } } : {}),
    ...(statedPay(j.pay)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'UZS',
            value: {
              '@type': 'QuantitativeValue',
              ...(j.pay.min != null && j.pay.max != null ? { minValue: j.pay.min, maxValue: j.pay.max } : { value: j.pay.min ?? j.pay.max }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  });
  return posting;
}

/** A Service: who provides it, the area it serves, and its price range in so'm when it is stated. */
export function serviceJsonLd(absolute: Absolute, s: Item & { provider: Party; place: Place; pay: Pay }) {
  const area = [s.place.district, s.place.region].filter(Boolean).join(', ');
  return itemJsonLd(absolute, 'Service', s, {
    provider: party(s.provider),
    ...(area ? { areaServed: { '@type': 'Place', name: area, address: postalAddress(s.place) } } : {}),
    ...(statedPay(s.pay)
      ? {
          offers: {
            '@type': 'Offer',
            url: absolute(s.path),
            priceCurrency: 'UZS',
            priceSpecification: {
              '@type': 'PriceSpecification',
              priceCurrency: 'UZS',
              ...(s.pay.min != null ? { minPrice: s.pay.min } : {}),
              ...(s.pay.max != null ? { maxPrice: s.pay.max } : {}),
            },
          },
        }
      : {}),
  });
}

/**
 * A DigitalDocument (a legal text or a small-business project): its page, and the PDF itself as the
 * encoding (a PDF MediaObject with its download address) when there is one; `sameAs` the official
 * text's address for legislation.
 */
export function digitalDocumentJsonLd(absolute: Absolute, d: Item & { file: string | null; sameAs?: string | null; genre?: string; language?: string }) {
  return itemJsonLd(absolute, 'DigitalDocument', d, {
    ...(d.genre ? { genre: d.genre } : {}),
    inLanguage: d.language ?? 'uz',
    ...(d.sameAs ? { sameAs: d.sameAs } : {}),
    ...(d.file ? { encoding: { '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: absolute(d.file) } } : {}),
  });
}

/**
 * A NewsArticle: its headline (at most 110 characters, as search engines read it), the short text,
 * its picture, when it was published, its author and its section (the category).
 */
export function newsArticleJsonLd(
  absolute: Absolute,
  a: Item & { datePublished: string; author: Party; section?: string; publisher?: Party; inLanguage?: string },
) {
  return itemJsonLd(absolute, 'NewsArticle', a, {
    headline: shorten(a.title, 110),
    datePublished: a.datePublished,
    author: party(a.author),
    mainEntityOfPage: absolute(a.path),
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.publisher ? { publisher: party(a.publisher) } : {}),
    ...(a.inLanguage ? { inLanguage: a.inLanguage } : {}),
  });
}

/**
 * A Course: its name, description, provider (the site) and teacher, its lessons as an online course
 * instance, and its price as an Offer in so'm (0: free).
 */
export function courseJsonLd(
  absolute: Absolute,
  c: Item & { provider: Party; teacher: Party; price: number; dateCreated: string; lessons: number; category?: string; inLanguage?: string },
) {
  return itemJsonLd(absolute, 'Course', c, {
    provider: { ...party(c.provider), url: absolute('/') },
    author: party(c.teacher),
    dateCreated: c.dateCreated,
    inLanguage: c.inLanguage ?? 'uz',
    isAccessibleForFree: c.price === 0,
    ...(c.category ? { about: c.category } : {}),
    offers: { '@type': 'Offer', category: c.price === 0 ? 'Free' : 'Paid', price: c.price, priceCurrency: 'UZS', url: absolute(c.path) },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', instructor: party(c.teacher), courseWorkload: `${c.lessons} lessons` },
  });
}
