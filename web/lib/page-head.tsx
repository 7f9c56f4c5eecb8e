import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { BRAND, LANGUAGE_CODES, LANGUAGE_PARAM } from '@shared/constants';
import { imageSrcSet } from '@shared/media';
import { shorten } from '@shared/text/shorten';
import { languageFromAddress } from '@shared/language';
import { absoluteUrl, useSiteOrigin } from './site-origin';

/**
 * One page's head: its title (the site name appended, spec §2: 'Xabarlar - Ipak'), description,
 * canonical address, Open Graph and Twitter card tags, and JSON-LD. Every page declares it with
 * `usePageHead`; the server writes it into the HTML it sends (so a link pasted into Telegram shows
 * the page's photo, title and price), and in the browser the same hook keeps `document.head` in step
 * as the reader moves from page to page.
 */
export interface PageHead {
  /** The page's own title; the site name is appended. None: the site name alone. */
  title?: string;
  description?: string;
  /** An image of the page (a stored image's 1280 px copy, or any path on this site), for link previews. */
  image?: string | null;
  /** Its size in pixels, when known (the server measures a stored image: web/entry-server.tsx). */
  imageSize?: ImageSize | null;
  imageAlt?: string;
  /** og:type: 'website' by default; 'product', 'article'… */
  type?: string;
  /** More Open Graph properties, e.g. {'product:price:amount': '450000', 'product:price:currency': 'UZS'}. */
  og?: Record<string, string>;
  /**
   * Structured data (schema.org), made with absolute addresses: see web/lib/structured-data.ts. Several
   * items: one script each. `absolute.page` writes a page's address in the language the page's own
   * address names (?lang=ru), as its canonical link does.
   */
  jsonLd?: (absolute: ((path: string) => string) & { page: (path: string) => string }) => object | object[] | null;
  /** The canonical path when it is not the current one (e.g. without the query). */
  canonical?: string;
  /**
   * The number of the list's page shown (?page=), on a page that lists by pages: page 2 onward is its
   * own canonical address, and so is each language version of it (`canonical`?page=2&lang=ru); page 1
   * is the clean address.
   */
  page?: number;
  /** Keep the page out of search engines (personal pages, forms). */
  noindex?: boolean;
  /**
   * The page's largest picture above the fold (its largest paint): the server asks for it in the head,
   * before the stylesheet is read, at the width its slot takes (`sizes`, as its <img> says).
   */
  leadImage?: { src: string | null | undefined; sizes: string };
}

/**
 * The head of the page being rendered, with the path it belongs to, and the language its address
 * names (?lang=ru: that language version of the page), if it names one.
 */
export type ResolvedHead = PageHead & { path: string; addressLanguage?: string | null };

/** On the server: where the page's head is collected while it renders (web/entry-server.tsx). */
interface HeadCollector {
  set(head: ResolvedHead): void;
}
const HeadContext = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = HeadContext.Provider;

/** Search engines show about 60 characters of a title and validators ask for at most 70: a longer page title is cut with an ellipsis. */
const MAX_TITLE = 70;
const SUFFIX = ` - ${BRAND}`;
const fullTitle = (title: string | undefined) => (title ? `${shorten(title, MAX_TITLE - SUFFIX.length)}${SUFFIX}` : BRAND);

interface ImageSize {
  width: number;
  height: number;
}

/** The link-preview image of a page that has none of its own (1200 × 630, web/public/images). */
const DEFAULT_SHARE_IMAGE = '/images/og-default.png';
const DEFAULT_SHARE_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };

/** The list page's parameter, as web/lib/use-page-param.ts keeps it. */
const PAGE_PARAM = 'page';

const OG_LOCALE: Record<string, string> = { uz: 'uz_UZ', 'uz-Cyrl': 'uz_UZ', ru: 'ru_RU', en: 'en_US' };

interface Tag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** The tags of a page's head other than its title, in the order they are written. */
function headTags(head: ResolvedHead, origin: string, lang: string): Tag[] {
  const absolute = (path: string) => absoluteUrl(origin, path);
  const title = fullTitle(head.title);
  /** A page's address in a language (?lang=), or without one: the reader's own language. */
  const pageIn = (path: string, language: string | null | undefined) => {
    const address = new URL(absolute(path));
    if (language) address.searchParams.set(LANGUAGE_PARAM, language);
    return address.toString();
  };
  /** This page's own address in a language: page 2 onward of a list keeps its ?page= (its own canonical). */
  const inLanguage = (language: string | null | undefined) => {
    const address = new URL(pageIn(head.canonical ?? head.path, language));
    if (head.page && head.page > 1) address.searchParams.set(PAGE_PARAM, String(head.page));
    // ?page= before ?lang=, as the pages' own links write them.
    if (language) {
      address.searchParams.delete(LANGUAGE_PARAM);
      address.searchParams.set(LANGUAGE_PARAM, language);
    }
    return address.toString();
  };
  // A language version of the page is its own canonical address (hreflang asks each to name itself).
  const url = inLanguage(head.addressLanguage);
  const image = absolute(head.image ?? DEFAULT_SHARE_IMAGE);
  // A preview with its size can be drawn before the image arrives (Telegram, Facebook).
  const imageSize = head.image ? head.imageSize : DEFAULT_SHARE_IMAGE_SIZE;
  const imageAlt = head.imageAlt ?? head.title ?? BRAND;
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): Tag[] => (content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : []);
  const jsonLd = [head.jsonLd?.(Object.assign((path: string) => absolute(path), { page: (path: string) => (head.addressLanguage ? pageIn(path, head.addressLanguage) : absolute(path)) })) ?? []].flat();
  return [
    ...meta('name', 'description', head.description),
    ...(head.noindex ? meta('name', 'robots', 'noindex') : []),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    // The page in every language, for search engines; x-default, the address that speaks the reader's own.
    ...(head.noindex
      ? []
      : [...LANGUAGE_CODES.map((language) => ({ tag: 'link' as const, attrs: { rel: 'alternate', hreflang: language, href: inLanguage(language) } })), { tag: 'link' as const, attrs: { rel: 'alternate', hreflang: 'x-default', href: inLanguage(null) } }]),
    ...meta('property', 'og:site_name', BRAND),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:title', head.title ?? BRAND),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:locale', OG_LOCALE[lang] ?? OG_LOCALE.uz),
    ...meta('property', 'og:image', image),
    ...(imageSize ? [...meta('property', 'og:image:width', String(imageSize.width)), ...meta('property', 'og:image:height', String(imageSize.height))] : []),
    ...meta('property', 'og:image:alt', imageAlt),
    ...Object.entries(head.og ?? {}).flatMap(([property, content]) => meta('property', property, content)),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image),
    ...meta('name', 'twitter:image:alt', imageAlt),
    ...jsonLd.map((item) => ({ tag: 'script' as const, attrs: { type: 'application/ld+json' }, text: scriptJson(item) })),
  ];
}

/** JSON for a script element (a data block): nothing in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server's answer; every tag but the title is marked as the page's (data-page-head). */
export function headHtml(head: ResolvedHead, origin: string, lang: string): string {
  const tags = headTags(head, origin, lang).map(({ tag, attrs, text }) => {
    const attributes = Object.entries({ ...attrs, 'data-page-head': '' })
      .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
      .join('');
    return tag === 'script' ? `<script${attributes}>${text}</script>` : `<${tag}${attributes}>`;
  });
  return [`<title>${escapeHtml(fullTitle(head.title))}</title>`, leadImagePreload(head), ...tags].join('');
}

/** The lead image's preload (server only: in the browser the next page's picture is asked for as it renders). */
function leadImagePreload({ leadImage }: ResolvedHead): string {
  const srcset = imageSrcSet(leadImage?.src);
  if (!leadImage?.src || !srcset) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(leadImage.src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(leadImage.sizes)}" fetchpriority="high">`;
}

/** In the browser: replaces the previous page's tags with this page's. */
function applyHead(head: ResolvedHead, origin: string) {
  document.title = fullTitle(head.title);
  for (const old of document.head.querySelectorAll('[data-page-head]')) old.remove();
  // The page's template carries a default description; the page's own replaces it.
  if (head.description) document.head.querySelector('meta[name="description"]:not([data-page-head])')?.remove();
  for (const { tag, attrs, text } of headTags(head, origin, document.documentElement.lang)) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-page-head', '');
    if (text) el.textContent = text;
    document.head.append(el);
  }
}

/**
 * Declares the page's head. During a server render it is collected for the HTML; in the browser it
 * is applied after the page renders (never during render).
 */
export function usePageHead(head: PageHead) {
  const collector = useContext(HeadContext);
  const origin = useSiteOrigin();
  const { pathname, search } = useLocation();
  const resolved: ResolvedHead = { ...head, path: pathname, addressLanguage: languageFromAddress(search) };
  collector?.set(resolved);
  // The structured data is a function: its output, not its identity, decides whether the head changed.
  const key = JSON.stringify({ ...resolved, jsonLd: head.jsonLd?.(Object.assign((p: string) => p, { page: (p: string) => p })) ?? null });
  useEffect(() => {
    applyHead(resolved, origin);
    // `key` holds everything `resolved` says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, origin]);
}
