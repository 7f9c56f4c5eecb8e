/**
 * The addresses of the site's public pages (spec §2 routes), built in one place for the web app's
 * links (web/lib/paths.ts adds the reader's own pages) and for what the server writes about its pages:
 * canonical links, the sitemap. Every dynamic segment is encoded.
 */
export const seg = (value: string | number) => encodeURIComponent(String(value));

/** The path with its query; empty values are left out. */
export const withQuery = (path: string, query: Record<string, string | number | undefined | null> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const publicPaths = {
  home: () => '/',
  about: () => '/about/',
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

  news: () => '/news',
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

  courses: () => '/courses',
  course: (meta: string) => `/courses/details/${seg(meta)}/`,
  courseCategory: (meta: string) => `/courses/categories/details/${seg(meta)}/`,
  /** A lesson is a course page with that lesson selected. */
  lesson: (courseMeta: string, lessonGuid: string) => withQuery(`/courses/details/${seg(courseMeta)}/`, { lesson: lessonGuid }),
  /** A finished course's certificate; its address is the verification link (issue 14). */
  certificate: (id: string) => `/courses/certificates/${seg(id)}/`,
} as const;

/**
 * The few pages of a signed-in user's own profile the server names too (issue 15: a rejected item's
 * notification links to its edit page). web/lib/paths.ts spreads them into its `profile` paths.
 */
export const profilePaths = {
  products: () => '/profile/products/',
  productEdit: (guid: string) => `/profile/products/edit/${seg(guid)}/`,
  announcements: () => '/profile/announcements/',
  announcementEdit: (guid: string) => `/profile/announcements/edit/${seg(guid)}/`,
} as const;
