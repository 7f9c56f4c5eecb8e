/**
 * Structured data (schema.org JSON-LD) for the pages' heads (usePageHead's jsonLd). Every kind of item
 * is made by `itemJsonLd` — its type, name, description, address and images (left out when it has
 * none), with `absolute` turning a path on this site into a full address — plus its own fields: a
 * Product its brand and Offer, a JobPosting its pay, place, working time and last day, a Service its
 * provider, area and price, a NewsArticle its dates and publisher, a Course its provider, offer and
 * lessons. Item pages add a BreadcrumbList (`breadcrumbJsonLd`); the home page says who the site is and
 * how to search it (`siteJsonLd`). What Google requires and recommends of each type is checked in
 * structured-data.test.ts and on the rendered pages (web/entry-server.test.ts), by
 * structured-data-checks.ts.
 *
 * A page's own addresses (an item's url, a trail's steps, an offer's page) are written by `pageUrl`: on a
 * language version of a page (?lang=ru) they are that language's addresses, as its canonical link is
 * (web/lib/page-head.tsx gives `absolute` its `page`); a file's (a picture, a PDF, the logo) has no language.
 */

import { BRAND, LANGUAGE_CODES, type LanguageCode } from '@shared/constants';
import { publicPaths } from '@shared/paths';
import { shorten } from '@shared/text/shorten';

/** A path on this site as a full address; with `page`, a page's address in the language the page is read in. */
export type Absolute = ((path: string) => string) & { page?: (path: string) => string };
const pageUrl = (absolute: Absolute, path: string) => (absolute.page ?? absolute)(path);

/**
 * One spelling of a language everywhere: the BCP 47 tags the pages' hreflang links use
 * (LANGUAGE_CODES: uz, uz-Cyrl, ru, en). People's own words on Ipak are Uzbek: Latin ('uz') or, read
 * with ?script=cyrl, Cyrillic ('uz-Cyrl').
 */
export const uzbekIn = (script: string | null | undefined): LanguageCode => (script === 'cyrl' ? 'uz-Cyrl' : 'uz');

/** The seller, author, teacher or organisation behind an item. */
export interface Party {
  name: string;
  kind?: 'Person' | 'Organization';
  /** Its public page (a profile), when it has one. */
  url?: string | null;
}

const party = (p: Party) => ({ '@type': p.kind ?? 'Person', name: p.name, ...(p.url ? { url: p.url } : {}) });

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
    url: pageUrl(absolute, item.path),
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
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.path ? { item: pageUrl(absolute, c.path) } : {}) })),
  };
}

/** A Product with its brand (the artisan who makes and sells it) and its Offer in so'm (UZS), available while it is listed. */
export function productJsonLd(absolute: Absolute, p: Item & { price: number; seller: Party; category?: string }) {
  return itemJsonLd(absolute, 'Product', p, {
    brand: { '@type': 'Brand', name: p.seller.name },
    ...(p.category ? { category: p.category } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl(absolute, p.path),
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
 * past for an expired one), who hires (Google requires hiringOrganization: the one who posted the
 * job, by name, `sameAs` its public page when it has one; the site itself only for a poster without a
 * name), where, the working time and the pay per month in so'm when it is stated (agreed pay has none).
 */
export function jobPostingJsonLd(
  absolute: Absolute,
  j: Omit<Item, 'images'> & { datePosted: string; validThrough: string; hiring: { name: string; page?: string | null }; place: Place; workTime: string; pay: Pay; identifier?: string },
) {
  // A job has no picture of its own: no image field.
  return itemJsonLd(absolute, 'JobPosting', { ...j, images: [] }, {
    title: j.title,
    datePosted: j.datePosted,
    validThrough: j.validThrough,
    hiringOrganization: j.hiring.name.trim()
      ? { '@type': 'Organization', name: j.hiring.name.trim(), ...(j.hiring.page ? { sameAs: absolute(j.hiring.page) } : {}) }
      : siteOrganization(absolute),
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
            url: pageUrl(absolute, s.path),
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

/** The site as an organisation (a publisher, a provider): its name, address and logo (a square PNG, web/public/images). */
const SITE_LOGO = { path: '/images/logo.png', width: 512, height: 512 } as const;
function siteOrganization(absolute: Absolute, name: string = BRAND) {
  return {
    '@type': 'Organization',
    name,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute(SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height },
  };
}

/** The word a search address stands for in a SearchAction's urlTemplate. */
const SEARCH_TERM = 'search_term_string';

/**
 * The home page's: the site as an Organization (its name, address and logo) and as a WebSite whose
 * search (a SearchAction) is the shop's: /online-shop/categories/?q={words} (publicPaths.products, the
 * page that reads ?q=).
 */
export function siteJsonLd(absolute: Absolute, s: { description?: string } = {}) {
  // publicPaths.products's ?q=, its slot written as it is (withQuery would encode the braces).
  const template = `${absolute(publicPaths.products())}?q={${SEARCH_TERM}}`;
  return [
    { '@context': 'https://schema.org', ...siteOrganization(absolute) },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND,
      url: absolute('/'),
      ...(s.description ? { description: s.description } : {}),
      // Its pages are in every language of the interface.
      inLanguage: [...LANGUAGE_CODES],
      publisher: { '@type': 'Organization', name: BRAND, url: absolute('/') },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: template },
        'query-input': `required name=${SEARCH_TERM}`,
      },
    },
  ];
}

/**
 * A NewsArticle: its headline (at most 110 characters, as search engines read it), the short text,
 * its picture, when it was published and last changed, its author with the address of their page (a
 * profile; the site's when they have none: the editors write for it), its section (the category), its
 * publisher (the site, with its logo) and its language (uz or uz-Cyrl: `uzbekIn`).
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
    author: party({ ...a.author, url: a.author.url ? absolute(a.author.url) : absolute('/') }),
    mainEntityOfPage: pageUrl(absolute, a.path),
    ...(a.section ? { articleSection: a.section } : {}),
    publisher: siteOrganization(absolute, a.publisher),
    ...(a.inLanguage ? { inLanguage: a.inLanguage } : {}),
  });
}

/**
 * A Course: its name, description, provider (the site) and teacher, its lessons as an online course
 * instance, and its price as an Offer in so'm (0: free). No courseWorkload: a course's workload is the
 * time it asks of a student, which Ipak does not know. The lessons' videos' lengths are not it (an
 * uploaded video's is not even measured; the demo's 9-second clips made PT27S), so rather none than a
 * made-up one (Google then shows no course details: a schedule or workload is what it needs for those).
 */
export function courseJsonLd(
  absolute: Absolute,
  c: Item & { provider: Party; teacher: Party; price: number; dateCreated: string; category?: string; inLanguage?: string },
) {
  return itemJsonLd(absolute, 'Course', c, {
    provider: { ...party(c.provider), url: absolute('/') },
    author: party(c.teacher),
    dateCreated: c.dateCreated,
    inLanguage: c.inLanguage ?? 'uz',
    isAccessibleForFree: c.price === 0,
    ...(c.category ? { about: c.category } : {}),
    offers: { '@type': 'Offer', category: c.price === 0 ? 'Free' : 'Paid', price: c.price, priceCurrency: 'UZS', url: pageUrl(absolute, c.path) },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      instructor: party(c.teacher),
    },
  });
}
