/**
 * Every internal link of the web app, built in one place (spec §2 routes). Components never write a
 * path by hand: a renamed route changes here only, and every dynamic segment is encoded. The public
 * pages' addresses live in @shared/paths, which the server uses too (canonical links, the sitemap).
 */
import { offlinePath, profilePaths, publicPaths, seg, withQuery } from '@shared/paths';

const SITE = 'https://ipak.invalid';

/** A path of this site as written: one leading slash, no backslash (browsers read it as a slash), no control character. */
// eslint-disable-next-line no-control-regex
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(path);

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * Where to go after sign-in: `next` when it is a path on this site, else the fallback. Rejects
 * absolute and protocol-relative URLs ('//evil', '/\\evil'), other schemes, control characters, and
 * auth pages (returning to sign-out right after signing in would undo it). The path is checked as the
 * browser and the router will read it: first normalised as a URL (dot segments resolved, '%2e' read
 * as a dot, tabs and newlines dropped: '/..//evil' becomes '//evil'), then decoded (the router matches
 * decoded segments, case-insensitively: '/%2F%2Fevil', '/%61uth/', '/AUTH/'). The answer is that
 * normalised path, which passes again as it is.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || typeof raw !== 'string' || !isSitePath(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const pathname = decoded(url.pathname);
  if (!isSitePath(path) || pathname === null || !isSitePath(pathname)) return fallback;
  const lower = pathname.toLowerCase();
  if (lower === '/auth' || lower.startsWith('/auth/')) return fallback;
  return path;
}

export const paths = {
  ...publicPaths,
  /** The about page's section on the project (spec §1 'about project'). */
  aboutProject: () => `${publicPaths.aboutUs()}#loyiha-haqida`,

  /** The messenger: a chat by id, or the chat with a user about a product or an announcement. */
  messaging: () => '/messaging',
  chat: (chatGuid: string) => withQuery('/messaging/', { chat: chatGuid }),
  /** The query that opens a chat on the messages screen it is used on (/messaging/ or /profile/messages/). */
  chatSearch: (chatGuid: string) => withQuery('', { chat: chatGuid }),
  chatAbout: (userGuid: string, about: { product?: string; announcement?: string }) =>
    withQuery('/messaging/', { user: userGuid, product: about.product, announcement: about.announcement }),

  /** The 'E'lon berish' form (spec §2 announcements 'create'), for signed-in users; `type` preselects job or service. */
  announcementCreate: (type?: 'work' | 'service') => withQuery('/announcements/create/', { type }),
  /** An announcement's public page: a job's or a service's (spec §2 details/{meta}, services/details/{meta}). */
  announcementPage: (a: { type: 'work_announcement' | 'service_announcement'; meta: string }) =>
    a.type === 'work_announcement' ? publicPaths.announcement(a.meta) : publicPaths.service(a.meta),

  /** Offline, for a page not saved (the service worker leads there). */
  offline: offlinePath,

  auth: () => '/auth/',
  /** The sign-in page, coming back to `next` (a same-site path) afterwards. */
  signIn: (next?: string | null) => withQuery('/auth/sign-in/', { next: safeNextPath(next, '') }),
  signUp: () => '/auth/sign-up/',
  signOut: () => '/auth/sign-out/',
  complete: () => '/auth/complete/',
  /** The phone's SMS code (issue 40): sign-up's step 1, and where a refused unconfirmed account is led; back to `next` afterwards. */
  confirmPhone: (next?: string | null) => withQuery('/auth/confirm-phone/', { next: safeNextPath(next, '') }),
  passwordReset: () => '/auth/password-reset/phone/',

  profile: {
    ...profilePaths,
    overview: () => '/profile/overview/',
    edit: () => '/profile/edit/',
    messages: () => '/profile/messages/',
    productCreate: () => '/profile/products/create/',
    likedProducts: () => '/profile/liked-products/',
    savedAnnouncements: () => '/profile/saved-announcements/',
    courses: () => '/profile/courses/',
    likedCourses: () => '/profile/liked-courses/',
    teaching: () => '/profile/teaching/',
    teachingCreate: () => '/profile/teaching/create/',
    teachingEdit: (guid: string) => `/profile/teaching/edit/${seg(guid)}/`,
  },

  admin: {
    overview: () => '/admin/overview/',
    users: (type: 'all' | 'admins' | 'mods' | 'housemakers' | 'users' | string = 'all') => `/admin/users/${seg(type)}/`,
    userCreate: () => '/admin/users/create/',
    shopProducts: () => '/admin/onlineshop/products/',
    shopCategories: () => '/admin/onlineshop/categories/',
    shopVerify: () => '/admin/onlineshop/verify/',
    courses: () => '/admin/courses/',
    teachers: () => '/admin/courses/teachers/',
    teacherCreate: () => '/admin/courses/teachers/create/',
    students: () => '/admin/courses/students/',
    courseList: () => '/admin/courses/courses/',
    courseCategories: () => '/admin/courses/categories/',
    courseCreate: () => '/admin/courses/courses/create/',
    courseEdit: (guid: string) => `/admin/courses/courses/edit/${seg(guid)}/`,
    news: () => '/admin/news/',
    newsCreate: () => '/admin/news/create/',
    newsEdit: (guid: string) => `/admin/news/edit/${seg(guid)}/`,
    documents: () => '/admin/news/documents/',
    documentCreate: () => '/admin/news/documents/create/',
    documentEdit: (id: number | string) => `/admin/news/documents/edit/${seg(id)}/`,
    newsCategories: () => '/admin/news/categories/',
    /** Moderation (issue 15): the queue by source (review: held for review; report: reported by users), a case, the settings. */
    moderation: (source: 'review' | 'report' | 'closed' | string = 'review') => `/admin/moderation/${seg(source)}/`,
    moderationCase: (guid: string) => `/admin/moderation/cases/${seg(guid)}/`,
    moderationSettings: () => '/admin/moderation/settings/',
    /** The audit log; filters in the query (action, actor, target_kind, target_id, from, to, page). */
    audit: (query: Record<string, string | number | undefined | null> = {}) => withQuery('/admin/audit/', query),
    jobs: () => '/admin/jobs/',
  },
} as const;
