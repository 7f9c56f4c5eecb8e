/**
 * The addresses of the site's public pages (spec §2 routes), built in one place for the web app's
 * links (web/lib/paths.ts adds the reader's own pages) and for what the server writes about its pages:
 * canonical links, the sitemap. Every dynamic segment is encoded.
 */
export const seg = (value: string | number) => encodeURIComponent(String(value));

/** The path with its query string, none when nothing is left (undefined, null and empty values are left out); keeps the path's type, so an API path (ApiPath) stays one. */
export function withQuery<P extends string>(path: P, query: URLSearchParams | object = {}): P | `${P}?${string}` {
  const params = new URLSearchParams();
  const entries: [string, unknown][] = query instanceof URLSearchParams ? [...query] : Object.entries(query);
  for (const [key, value] of entries) if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const publicPaths = {
  home: () => '/',
  /** About us, about the project and the international partners: one page (spec §1); /about/ leads here. */
  aboutUs: () => '/about-us',
  partners: () => '/partners',
  contacts: () => '/contacts',
  privacy: () => '/privacy',

  shop: () => '/online-shop',
  /** All products, with the search and filters of the browse page (empty values are left out). */
  products: (query: { q?: string; category?: string } & Record<string, string | number | undefined | null> = {}) =>
    withQuery('/online-shop/categories/', query),
  category: (meta: string) => `/online-shop/categories/${seg(meta)}/`,
  product: (meta: string) => `/online-shop/details/${seg(meta)}/`,

  /** The news' index; with `q`, its search results (?q=&page=). */
  news: (query: { q?: string; page?: number } = {}) => withQuery('/news', query),
  newsItem: (meta: string) => `/news/details/${seg(meta)}/`,
  newsCategory: (meta: string) => `/news/categories/details/${seg(meta)}/`,
  /** '@a' legislation, '@b' small-business projects (fixed values, kept readable in the address). */
  documents: (type: '@a' | '@b') => `/news/documents/${type}`,
  document: (id: number | string) => `/news/documents/details/${seg(id)}/`,

  /** The announcements' index, with the browse page's filters and search (empty values are left out). */
  announcements: (query: Record<string, string | number | undefined | null> = {}) => withQuery('/announcements', query),
  /** A job announcement's page. */
  announcement: (meta: string) => `/announcements/details/${seg(meta)}/`,
  service: (meta: string) => `/announcements/services/details/${seg(meta)}/`,

  /** The courses' index; with `q`, its search results (?q=&page=). */
  courses: (query: { q?: string; page?: number } = {}) => withQuery('/courses', query),
  course: (meta: string) => `/courses/details/${seg(meta)}/`,
  courseCategory: (meta: string) => `/courses/categories/details/${seg(meta)}/`,
  /** A lesson is a course page with that lesson selected. */
  lesson: (courseMeta: string, lessonGuid: string) => withQuery(`/courses/details/${seg(courseMeta)}/`, { lesson: lessonGuid }),
  /** A finished course's certificate; its address is the verification link (issue 14). */
  certificate: (id: string) => `/courses/certificates/${seg(id)}/`,

  /** A seller's page: who they are and their live products (issue 40); `page` for its later pages. */
  seller: (guid: string, query: { page?: number } = {}) => withQuery(`/sellers/${seg(guid)}/`, query),
} as const;

/**
 * One address per page. Each public page answers at the one form its builder above makes (some of the
 * spec's routes have no trailing slash: '/partners', '/online-shop'; the others have one), and is its
 * own canonical address; any other form of it — the slash added or left out — and the spec's other
 * names for a page redirect there (301, the query kept: server rendering, web/entry-server.tsx).
 */
const ANY = '*';
const segmentsOf = (path: string) => path.split('/').filter(Boolean);
interface PageRule {
  /** The path's segments; ANY stands for one segment. */
  from: string[];
  /** Where it leads, with ANY for those segments, in order. */
  to: string;
}
const rule = (from: string, to: string): PageRule => ({ from: segmentsOf(from), to });
/** Every builder of publicPaths, called with ANY for each segment (a builder's query left off). */
const pageTemplates = (Object.values(publicPaths) as ((...args: string[]) => string)[]).map((build) => build(ANY, ANY).split('?')[0]!);
const PAGE_RULES: PageRule[] = [
  ...pageTemplates.map((template) => rule(template, template)),
  // The spec's other addresses of a page: /about/ is the same page as /about-us (spec §2 names both),
  // and a service's page is linked as /services/{meta} too.
  rule('/about/', publicPaths.aboutUs()),
  rule('/services/*', publicPaths.service(ANY)),
];

/**
 * The one address of the page at `pathname` (segments as they came, still encoded): the same path
 * when it is that address already, or when it is no public page's at all (the reader's own pages, a
 * not-found address: left as they are).
 */
export function canonicalPagePath(pathname: string): string {
  const parts = segmentsOf(pathname);
  for (const { from, to } of PAGE_RULES) {
    if (from.length !== parts.length || !from.every((s, i) => s === ANY || s === parts[i])) continue;
    const values = parts.filter((_, i) => from[i] === ANY);
    return to.replace(/\*/g, () => values.shift()!);
  }
  return pathname;
}

/**
 * The few pages of a signed-in user's own profile the server names too (issue 15: a rejected item's
 * notification links to its edit page). web/lib/paths.ts spreads them into its `profile` paths.
 */
export const profilePaths = {
  /** The reader's notifications (and their Web Push settings); where a push without a page of its own leads. */
  notifications: () => '/profile/notifications/',
  products: () => '/profile/products/',
  productEdit: (guid: string) => `/profile/products/edit/${seg(guid)}/`,
  announcements: () => '/profile/announcements/',
  announcementEdit: (guid: string) => `/profile/announcements/edit/${seg(guid)}/`,
} as const;

/**
 * The page shown for a page that is not saved while the reader is offline (the service worker,
 * web/sw/offline.ts, leads there); `from` is the address that was asked for, opened again once the
 * network is back.
 */
export const offlinePath = (from?: string | null) => withQuery('/offline/', { from });
