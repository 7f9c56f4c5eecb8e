/**
 * Structured data (schema.org JSON-LD) for the pages' heads (usePageHead's jsonLd). Every kind of item
 * is made by `itemJsonLd` — its type, name, description, address and images (left out when it has
 * none), with `absolute` turning a path on this site into a full address — plus its own fields: a
 * Product its brand and Offer, a JobPosting its pay, place, working time and last day, a Service its
 * provider, area and price, a NewsArticle its dates and publisher, a Course its provider, offer and
 * workload. Item pages add a BreadcrumbList (`breadcrumbJsonLd`). What Google requires and recommends
 * of each type is checked in structured-data.test.ts and on the rendered pages (web/entry-server.test.ts).
 */

import { shorten } from '@shared/text/shorten';

export type Absolute = (path: string) => string;

/** The seller, author, teacher or organisation behind an item. */
export interface Party {
  name: string;
  kind?: 'Person' | 'Organization';
}

const party = (p: Party) => ({ '@type': p.kind ?? 'Person', name: p.name });

export interface Item {
  title: string;
  description: string;
  /** The page's path (from the paths module). */
  path: string;
  images: string[];
}

/** The fields every item shares, under its schema.org type, with the type's own fields added. An item without a picture has no image field (not an empty one). */
export function itemJsonLd<F extends Record<string, unknown>>(absolute: Absolute, type: string, item: Item, fields: F = {} as F) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: item.title,
    description: item.description,
    url: absolute(item.path),
    ...(item.images.length ? { image: item.images.map(absolute) } : {}),
    ...fields,
  };
}

/** One step of a page's trail: its name and its page (the last step, the page itself, may go without). */
export interface Crumb {
  name: string;
  path?: string;
}

/** A BreadcrumbList: the trail from a section to the page (Google: each ListItem's position, name and item). */
export function breadcrumbJsonLd(absolute: Absolute, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.path ? { item: absolute(c.path) } : {}) })),
  };
}

/** A Product with its brand (the artisan who makes and sells it) and its Offer in so'm (UZS), available while it is listed. */
export function productJsonLd(absolute: Absolute, p: Item & { price: number; seller: Party; category?: string }) {
  return itemJsonLd(absolute, 'Product', p, {
    brand: { '@type': 'Brand', name: p.seller.name },
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
 * allows), the day it was posted and the moment it expires (validThrough: the end of its last day,
 * past for an expired one), the organisation that hires when the ad names one (an announcement names
 * a person, its author, and no organisation: then none is said, rather than passing the person off as
 * one), where, the working time and the pay per month in so'm when it is stated (agreed pay has none).
 */
export function jobPostingJsonLd(
  absolute: Absolute,
  j: Omit<Item, 'images'> & { datePosted: string; validThrough: string; organisation?: string | null; place: Place; workTime: string; pay: Pay; identifier?: string },
) {
  // A job has no picture of its own: no image field.
  return itemJsonLd(absolute, 'JobPosting', { ...j, images: [] }, {
    title: j.title,
    datePosted: j.datePosted,
    validThrough: j.validThrough,
    ...(j.organisation ? { hiringOrganization: party({ name: j.organisation, kind: 'Organization' }) } : {}),
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

/** The site as a publisher: its name, address and logo (a square PNG, web/public/images). */
const SITE_LOGO = { path: '/images/logo.png', width: 512, height: 512 } as const;
const sitePublisher = (absolute: Absolute, name: string) => ({
  '@type': 'Organization',
  name,
  url: absolute('/'),
  logo: { '@type': 'ImageObject', url: absolute(SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height },
});

/**
 * A NewsArticle: its headline (at most 110 characters, as search engines read it), the short text,
 * its picture, when it was published and last changed, its author, its section (the category) and
 * its publisher (the site, with its logo).
 */
export function newsArticleJsonLd(
  absolute: Absolute,
  a: Item & { datePublished: string; dateModified: string; author: Party; section?: string; publisher: string; inLanguage?: string },
) {
  return itemJsonLd(absolute, 'NewsArticle', a, {
    headline: shorten(a.title, 110),
    datePublished: a.datePublished,
    // Never before its publication (an item scheduled ahead is written before it is published).
    dateModified: a.dateModified > a.datePublished ? a.dateModified : a.datePublished,
    author: party(a.author),
    mainEntityOfPage: absolute(a.path),
    ...(a.section ? { articleSection: a.section } : {}),
    publisher: sitePublisher(absolute, a.publisher),
    ...(a.inLanguage ? { inLanguage: a.inLanguage } : {}),
  });
}

/** A length of time in seconds as an ISO 8601 duration (3725 → PT1H2M5S). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${r || (!h && !m) ? `${r}S` : ''}`;
}

/**
 * A Course: its name, description, provider (the site) and teacher, its lessons as an online course
 * instance with its workload (the videos' total length as an ISO 8601 duration, when every lesson's is
 * known; else left out), and its price as an Offer in so'm (0: free).
 */
export function courseJsonLd(
  absolute: Absolute,
  c: Item & { provider: Party; teacher: Party; price: number; dateCreated: string; durationSeconds: number | null; category?: string; inLanguage?: string },
) {
  return itemJsonLd(absolute, 'Course', c, {
    provider: { ...party(c.provider), url: absolute('/') },
    author: party(c.teacher),
    dateCreated: c.dateCreated,
    inLanguage: c.inLanguage ?? 'uz',
    isAccessibleForFree: c.price === 0,
    ...(c.category ? { about: c.category } : {}),
    offers: { '@type': 'Offer', category: c.price === 0 ? 'Free' : 'Paid', price: c.price, priceCurrency: 'UZS', url: absolute(c.path) },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      instructor: party(c.teacher),
      ...(c.durationSeconds ? { courseWorkload: isoDuration(c.durationSeconds) } : {}),
    },
  });
}
