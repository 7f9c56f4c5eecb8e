/**
 * For tests: what search engines require and recommend of each kind of structured data the pages
 * write (Google Search Central's structured-data documentation, as of 2026: Product snippets,
 * Article, JobPosting, Course info, Breadcrumb, Organization, the site's search (WebSite and its
 * SearchAction); DigitalDocument and Service have no rich result, so schema.org's own sense is
 * checked). `structuredDataProblems` answers what is missing or malformed in one item;
 * `pageStructuredDataProblems` that of every item of a page's head, with the page's own addresses
 * checked against its canonical link (a language version's steps lead to that language's pages). No
 * answer is no problem. Tests run them on the JSON-LD of every page kind the server renders
 * (web/entry-server.test.ts) and on each builder of ./structured-data.ts.
 */

import { LANGUAGE_CODES, LANGUAGE_PARAM } from '@shared/constants';

type Json = Record<string, unknown>;

/** A property Google requires that a page leaves out on purpose, with the reason (the caller names both). */
export type Exemptions = Partial<Record<string, string[]>>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);
const absoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(v);
/** An ISO 8601 date or date-time (Google: a date-time with its offset is best). */
const isoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v));
/** An ISO 8601 duration (PT1H30M). */
const isoDuration = (v: unknown) => typeof v === 'string' && /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(v);
/** The shortest course that has a workload: a course of seconds is a clip's length, not the time it asks of a student. */
const MIN_WORKLOAD_SECONDS = 60;
const durationSeconds = (v: string) => {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(v);
  return m ? Number(m[1] ?? 0) * 86_400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0) : null;
};
const types = (v: unknown): string[] => (isObject(v) ? [v['@type']].flat().filter((t): t is string => typeof t === 'string') : []);

/** Every empty list and empty string anywhere in the item (search engines read an empty image list as a broken one). */
function emptyValues(value: unknown, where: string, out: string[]) {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(`${where} is an empty list`);
    value.forEach((v, i) => emptyValues(v, `${where}[${i}]`, out));
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) emptyValues(v, where ? `${where}.${k}` : k, out);
  } else if (value === '') out.push(`${where} is empty`);
}

/** Every inLanguage anywhere in the item: one spelling, the BCP 47 tags of the pages' hreflang links (LANGUAGE_CODES). */
function languages(value: unknown, where: string, out: string[]) {
  if (Array.isArray(value)) value.forEach((v, i) => languages(v, `${where}[${i}]`, out));
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const at = where ? `${where}.${k}` : k;
      if (k === 'inLanguage') {
        for (const tag of [v].flat()) if (!(LANGUAGE_CODES as readonly unknown[]).includes(tag)) out.push(`${at} ${JSON.stringify(tag)} is not one of ${LANGUAGE_CODES.join(', ')}`);
      } else languages(v, at, out);
    }
  }
}

function named(value: unknown, where: string, out: string[], kinds: string[]) {
  if (!isObject(value)) return void out.push(`${where} missing`);
  if (!kinds.some((k) => types(value).includes(k))) out.push(`${where} is not a ${kinds.join(' or ')}`);
  if (!nonEmpty(value.name)) out.push(`${where}.name missing`);
}

function required(item: Json, keys: string[], out: string[], exempt: string[]) {
  for (const key of keys) if (!exempt.includes(key) && !nonEmpty(item[key])) out.push(`${key} missing`);
}

function checkImages(item: Json, out: string[]) {
  const images = [item.image].flat().filter((v) => v !== undefined);
  for (const image of images) if (!absoluteUrl(isObject(image) ? image.url : image)) out.push(`image ${JSON.stringify(image)} is not an absolute address`);
}

const CHECKS: Record<string, (item: Json, out: string[], exempt: string[]) => void> = {
  Product(item, out, exempt) {
    // Required: name, and an offer (or a review or rating, which the site has not); recommended: the rest.
    required(item, ['name', 'image', 'description', 'offers', 'brand'], out, exempt);
    checkImages(item, out);
    if (item.brand !== undefined) named(item.brand, 'brand', out, ['Brand', 'Organization']);
    const offer = item.offers;
    if (isObject(offer)) {
      if (typeof offer.price !== 'number' || offer.price < 0) out.push('offers.price is not a number');
      if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency)) out.push('offers.priceCurrency is not an ISO 4217 code');
      if (typeof offer.availability !== 'string' || !offer.availability.startsWith('https://schema.org/')) out.push('offers.availability missing');
      if (!absoluteUrl(offer.url)) out.push('offers.url is not an absolute address');
    }
  },
  NewsArticle(item, out, exempt) {
    // Article: every property is recommended; these are the ones Google names first.
    required(item, ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'], out, exempt);
    if (typeof item.headline === 'string' && item.headline.length > 110) out.push('headline is longer than 110 characters');
    checkImages(item, out);
    for (const key of ['datePublished', 'dateModified']) if (item[key] !== undefined && !isoDate(item[key])) out.push(`${key} is not an ISO 8601 date`);
    if (isoDate(item.datePublished) && isoDate(item.dateModified) && Date.parse(item.dateModified as string) < Date.parse(item.datePublished as string)) out.push('dateModified is before datePublished');
    for (const author of [item.author].flat().filter(Boolean)) {
      named(author, 'author', out, ['Person', 'Organization']);
      // Google: the author's page (a profile, or the organisation's), so the author is told apart from namesakes.
      if (isObject(author) && !absoluteUrl(author.url)) out.push('author.url is not an absolute address');
    }
    if (item.publisher !== undefined) {
      named(item.publisher, 'publisher', out, ['Organization']);
      const logo = isObject(item.publisher) ? item.publisher.logo : undefined;
      if (!isObject(logo) || !absoluteUrl(logo.url)) out.push('publisher.logo missing');
    }
  },
  JobPosting(item, out, exempt) {
    required(item, ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType'], out, exempt);
    for (const key of ['datePosted', 'validThrough']) if (item[key] !== undefined && !isoDate(item[key])) out.push(`${key} is not an ISO 8601 date`);
    if (isoDate(item.datePosted) && isoDate(item.validThrough) && Date.parse(item.validThrough as string) < Date.parse(item.datePosted as string)) out.push('validThrough is before datePosted');
    if (item.hiringOrganization !== undefined) {
      named(item.hiringOrganization, 'hiringOrganization', out, ['Organization']);
      const org = isObject(item.hiringOrganization) ? item.hiringOrganization : {};
      for (const key of ['sameAs', 'url']) if (org[key] !== undefined && !absoluteUrl(org[key])) out.push(`hiringOrganization.${key} is not an absolute address`);
    }
    const place = item.jobLocation;
    const address = isObject(place) ? place.address : undefined;
    if (place !== undefined && (!types(place).includes('Place') || !isObject(address) || !types(address).includes('PostalAddress') || !nonEmpty(address.addressCountry))) out.push('jobLocation has no Place with a PostalAddress and its country');
    const salary = item.baseSalary;
    if (salary !== undefined) {
      const value = isObject(salary) ? salary.value : undefined;
      if (!isObject(salary) || !nonEmpty(salary.currency) || !isObject(value) || !nonEmpty(value.unitText) || (value.value === undefined && value.minValue === undefined)) out.push('baseSalary is not a MonetaryAmount with its currency, amount and unit');
    }
  },
  Course(item, out, exempt) {
    // Course info: name, description, provider, offers (with its category) and a course instance with its mode and its schedule or workload.
    required(item, ['name', 'description', 'provider', 'offers', 'hasCourseInstance'], out, exempt);
    if (item.provider !== undefined) named(item.provider, 'provider', out, ['Organization', 'Person']);
    checkImages(item, out);
    for (const offer of [item.offers].flat().filter(Boolean)) {
      if (!isObject(offer) || !nonEmpty(offer.category)) out.push('offers.category missing');
    }
    for (const instance of [item.hasCourseInstance].flat().filter(Boolean)) {
      if (!isObject(instance) || !nonEmpty(instance.courseMode)) out.push('hasCourseInstance.courseMode missing');
      else if (instance.courseWorkload !== undefined ? !isoDuration(instance.courseWorkload) : !exempt.includes('courseWorkload') && instance.courseSchedule === undefined) {
        out.push(instance.courseWorkload !== undefined ? 'hasCourseInstance.courseWorkload is not an ISO 8601 duration' : 'hasCourseInstance has neither courseWorkload nor courseSchedule');
      } else if (typeof instance.courseWorkload === 'string' && (durationSeconds(instance.courseWorkload) ?? Infinity) < MIN_WORKLOAD_SECONDS) {
        out.push(`hasCourseInstance.courseWorkload ${instance.courseWorkload} is under a minute: not a course's workload`);
      }
    }
  },
  BreadcrumbList(item, out) {
    const list = item.itemListElement;
    if (!Array.isArray(list) || list.length === 0) return void out.push('itemListElement missing');
    list.forEach((entry, i) => {
      if (!isObject(entry) || !types(entry).includes('ListItem')) return void out.push(`itemListElement[${i}] is not a ListItem`);
      if (entry.position !== i + 1) out.push(`itemListElement[${i}].position is not ${i + 1}`);
      if (!nonEmpty(entry.name)) out.push(`itemListElement[${i}].name missing`);
      // Every step but the last names its page.
      if ((i < list.length - 1 || entry.item !== undefined) && !absoluteUrl(entry.item)) out.push(`itemListElement[${i}].item is not an absolute address`);
    });
  },
  Organization(item, out, exempt) {
    // Organization: name, url and logo (Google's logo and knowledge-panel guidelines).
    required(item, ['name', 'url', 'logo'], out, exempt);
    const logo = isObject(item.logo) ? item.logo.url : item.logo;
    if (item.logo !== undefined && !absoluteUrl(logo)) out.push('logo is not an absolute address');
  },
  WebSite(item, out, exempt) {
    // The site's name and address, and its search: a SearchAction whose urlTemplate names the words' slot.
    required(item, ['name', 'url', 'potentialAction'], out, exempt);
    for (const action of [item.potentialAction].flat().filter(Boolean)) {
      if (!isObject(action) || !types(action).includes('SearchAction')) {
        out.push('potentialAction is not a SearchAction');
        continue;
      }
      const target = isObject(action.target) ? action.target.urlTemplate : action.target;
      const input = /^required name=(\w+)$/.exec(String(action['query-input'] ?? ''));
      if (!input) out.push("potentialAction's query-input is not 'required name=…'");
      else if (typeof target !== 'string' || !target.includes(`{${input[1]}}`) || !absoluteUrl(target.replace(`{${input[1]}}`, 'x'))) {
        out.push(`potentialAction's target is not an absolute address with {${input[1]}}`);
      }
    }
  },
  DigitalDocument(item, out, exempt) {
    required(item, ['name', 'url'], out, exempt);
    checkImages(item, out);
    const encoding = item.encoding;
    if (encoding !== undefined && (!isObject(encoding) || !absoluteUrl(encoding.contentUrl) || !nonEmpty(encoding.encodingFormat))) out.push('encoding has no contentUrl and encodingFormat');
  },
  Service(item, out, exempt) {
    required(item, ['name', 'provider'], out, exempt);
    if (item.provider !== undefined) named(item.provider, 'provider', out, ['Person', 'Organization']);
    checkImages(item, out);
  },
};

/** What is wrong with one JSON-LD item; `exempt` names properties of its type the caller leaves out on purpose. */
export function structuredDataProblems(item: unknown, exempt: Exemptions = {}): string[] {
  if (!isObject(item)) return ['not an object'];
  const out: string[] = [];
  if (item['@context'] !== 'https://schema.org') out.push('@context is not https://schema.org');
  const [type] = types(item);
  const check = type ? CHECKS[type] : undefined;
  if (!check) return [...out, `no checks for @type ${JSON.stringify(item['@type'])}`];
  if (item.url !== undefined && !absoluteUrl(item.url)) out.push('url is not an absolute address');
  emptyValues(item, '', out);
  languages(item, '', out);
  check(item, out, exempt[type!] ?? []);
  return out.map((p) => `${type}: ${p}`);
}

/** The addresses of this site's pages an item names (its own, its offer's, its trail's steps): not files (pictures, PDFs, logos). */
function pageAddresses(item: Json): [string, unknown][] {
  const list = Array.isArray(item.itemListElement) ? item.itemListElement : [];
  return [
    ['url', item.url],
    ['mainEntityOfPage', item.mainEntityOfPage],
    ['offers.url', isObject(item.offers) ? item.offers.url : undefined],
    ...list.map((entry, i): [string, unknown] => [`itemListElement[${i}].item`, isObject(entry) ? entry.item : undefined]),
  ];
}

/**
 * What is wrong with the structured data of a page's head: each item's problems, and a page address
 * (its own, a trail's step) in another language than the page's canonical link names (?lang=): a
 * language version of a page leads to that language's pages. Sites' Organization and WebSite name the
 * site itself, in no language.
 */
export function pageStructuredDataProblems(head: string, exempt: Exemptions = {}): string[] {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replaceAll('&amp;', '&');
  const origin = canonical ? new URL(canonical).origin : null;
  const language = canonical ? new URL(canonical).searchParams.get(LANGUAGE_PARAM) : null;
  const out: string[] = [];
  for (const item of jsonLdOf(head)) {
    out.push(...structuredDataProblems(item, exempt));
    if (!isObject(item) || !origin || ['Organization', 'WebSite'].some((t) => types(item).includes(t))) continue;
    for (const [where, address] of pageAddresses(item)) {
      if (typeof address !== 'string' || !address.startsWith(`${origin}/`)) continue;
      const said = new URL(address).searchParams.get(LANGUAGE_PARAM);
      if (said !== language) out.push(`${types(item)[0]}: ${where} ${address} is not the ${language ?? 'default'} language's address (the canonical is ${canonical})`);
    }
  }
  return out;
}

/** The JSON-LD items of a page's head (each script may hold one item or a list). */
export function jsonLdOf(head: string): unknown[] {
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!) as unknown].flat());
}
