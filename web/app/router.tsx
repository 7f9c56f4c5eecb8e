import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import { bindLoaders, type BindLoader, type LoaderMode } from './route-loader';
import { RootLayout } from '@web/app/layout/root-layout';
import { RouteErrorScreen } from '@web/app/layout/route-error-screen';
import { ALL_AREAS, loadPageAreas } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { SEE_MORE_PARAM } from '@web/lib/see-more-param';
import { SCRIPT_PARAM } from '@web/lib/text-script';
import { FILTER_PARAMS as ANNOUNCEMENT_FILTER_PARAMS } from '@web/features/announcements/filters';
import { FILTER_PARAMS as SHOP_FILTER_PARAMS } from '@web/features/shop/filters';
import { SHOP_HOME_PAGES_PARAMS } from '@web/features/shop/lib/home-grids';
// Each page's loader, beside its page (the page itself loads lazily: its data starts with its code).
import { rootLoader } from './layout/root-layout.loader';
import { sessionLoader } from './routes/admin/admin-layout.loader';
import { auditLoader } from './routes/admin/audit-page.loader';
import { adminCourseCategoriesLoader } from './routes/admin/course-categories-page.loader';
import { courseEditorLoader } from './routes/admin/course-editor-page.loader';
import { adminCoursesLoader } from './routes/admin/course-list-page.loader';
import { adminStudentsLoader } from './routes/admin/course-students-page.loader';
import { adminTeachersLoader } from './routes/admin/course-teachers-page.loader';
import { documentEditorLoader } from './routes/admin/document-editor-page.loader';
import { adminDocumentsLoader } from './routes/admin/documents-page.loader';
import { adminJobsLoader } from './routes/admin/jobs-page.loader';
import { moderationCaseLoader } from './routes/admin/moderation-case-page.loader';
import { moderationQueueLoader } from './routes/admin/moderation-queue-page.loader';
import { moderationSettingsLoader } from './routes/admin/moderation-settings-page.loader';
import { adminNewsCategoriesLoader } from './routes/admin/news-categories-page.loader';
import { newsEditorLoader } from './routes/admin/news-editor-page.loader';
import { adminNewsLoader } from './routes/admin/news-page.loader';
import { adminOverviewLoader } from './routes/admin/overview-page.loader';
import { adminCategoriesLoader } from './routes/admin/shop-categories-page.loader';
import { adminProductsLoader } from './routes/admin/shop-products-page.loader';
import { adminVerifyLoader } from './routes/admin/shop-verify-page.loader';
import { adminUsersLoader } from './routes/admin/users-page.loader';
import { announcementsLoader } from './routes/announcements/announcements-page.loader';
import { jobLoader } from './routes/announcements/job-page.loader';
import { serviceLoader } from './routes/announcements/service-page.loader';
import { certificateLoader } from './routes/courses/certificate-page.loader';
import { courseCategoryLoader } from './routes/courses/course-category-page.loader';
import { courseLoader } from './routes/courses/course-page.loader';
import { coursesIndexLoader } from './routes/courses/courses-index-page.loader';
import { homeLoader } from './routes/home/home-page.loader';
import { messagesLoader } from './routes/messenger/messaging-page.loader';
import { documentLoader } from './routes/news/document-page.loader';
import { documentsLoader } from './routes/news/documents-page.loader';
import { newsItemLoader } from './routes/news/news-article-page.loader';
import { newsCategoryLoader } from './routes/news/news-category-page.loader';
import { newsIndexLoader } from './routes/news/news-index-page.loader';
import { notFoundLoader } from './routes/not-found-page.loader';
import { regionsLoader } from './routes/profile/announcements/announcement-create-page.loader';
import { announcementEditorLoader } from './routes/profile/announcements/announcement-edit-page.loader';
import { userAnnouncementsLoader } from './routes/profile/announcements/announcements-page.loader';
import { savedAnnouncementsLoader } from './routes/profile/announcements/saved-announcements-page.loader';
import { likedCoursesLoader } from './routes/profile/courses/liked-courses-page.loader';
import { myCoursesLoader } from './routes/profile/courses/my-courses-page.loader';
import { profileEditLoader } from './routes/profile/edit-page.loader';
import { likedProductsLoader } from './routes/profile/liked-products-page.loader';
import { profileOverviewLoader } from './routes/profile/overview-page.loader';
import { productEditorLoader } from './routes/profile/products/product-create-page.loader';
import { userProductsLoader } from './routes/profile/products/products-page.loader';
import { profileLayoutLoader } from './routes/profile/profile-layout.loader';
import { teachingLoader } from './routes/profile/teaching/teaching-page.loader';
import { productsLoader } from './routes/shop/categories-page.loader';
import { categoryLoader } from './routes/shop/category-page.loader';
import { productLoader } from './routes/shop/product-page.loader';
import { shopIndexLoader } from './routes/shop/shop-index-page.loader';
import { sellerLoader } from './routes/sellers/seller-page.loader';

/**
 * Routes of spec §2. Pages load lazily (each module exports `Component`), so the first load carries
 * only the layout and the page asked for; a page's data starts in its route's loader (beside the page:
 * ./routes/<area>/<page>.loader.ts, with the kit of ./route-loader.ts), in parallel with its code. The
 * routes are written per area (shopRoutes, newsRoutes, …) and put together by createRoutes.
 */
/**
 * A lazily loaded page: its code and the dictionary areas it uses beyond the core ones (lib/i18n.tsx
 * CORE_AREAS) load together. ./routes/dictionary-areas.test.ts checks that the list is complete.
 */
const page = (load: () => Promise<Record<string, unknown>>, areas: readonly string[] = []) => ({
  lazy: (async () => (await Promise.all([load(), loadPageAreas(areas)]))[0]) as RouteObject['lazy'],
});
/**
 * Pages that are the reader's own (sign-in and sign-up forms, the profile, the admin area, messages):
 * the server sends the page template and the browser renders them, since the server knows no one.
 */
const inBrowser = { handle: { renderIn: 'browser' } } as const;
export const rendersInBrowser = (handle: unknown) => (handle as { renderIn?: string } | undefined)?.renderIn === 'browser';
/**
 * The query parameters a page rendered on the server reads (its loader and its page): only these make
 * another page of it. The server sends an address with others to the one without them and keeps the
 * page by these alone (web/entry-server.tsx pageAddress, server/plugins/pages.ts); `lang` (a language
 * version of any page) is read everywhere. A route that names none reads none.
 */
const reads = (...query: readonly string[]) => ({ handle: { query } });
export const queryReadBy = (handle: unknown): readonly string[] => (handle as { query?: readonly string[] } | undefined)?.query ?? [];

/** /online-shop/…: the shop's home, its search, categories and products. */
const shopRoutes = (load: BindLoader): RouteObject => ({
  path: 'online-shop',
  children: [
    { index: true, loader: load(shopIndexLoader), ...reads(...SHOP_HOME_PAGES_PARAMS), ...page(() => import('./routes/shop/shop-index-page'), ['shop']) },
    { path: 'categories', loader: load(productsLoader), ...reads(...SHOP_FILTER_PARAMS), ...page(() => import('./routes/shop/categories-page'), ['shop']) },
    { path: 'categories/:category', loader: load(categoryLoader), ...reads(SEE_MORE_PARAM), ...page(() => import('./routes/shop/category-page'), ['shop']) },
    { path: 'details/:meta', loader: load(productLoader), ...reads('tab', SCRIPT_PARAM), ...page(() => import('./routes/shop/product-page'), ['shop', 'moderation', 'sellers']) },
    { path: '*', loader: load(notFoundLoader), ...page(() => import('./routes/not-found-page')) },
  ],
});

/** /announcements/…: the browse list, jobs, services and the form of a new one. */
const announcementsRoutes = (load: BindLoader): RouteObject => ({
  path: 'announcements',
  children: [
    { index: true, loader: load(announcementsLoader), ...reads(...ANNOUNCEMENT_FILTER_PARAMS), ...page(() => import('./routes/announcements/announcements-page'), ['announcements']) },
    { path: 'details/:meta', loader: load(jobLoader), ...reads(SCRIPT_PARAM), ...page(() => import('./routes/announcements/job-page'), ['announcements', 'moderation']) },
    { path: 'create', ...inBrowser, loader: load(regionsLoader), ...page(() => import('./routes/profile/announcements/announcement-create-page'), ['announcements', 'seller']) },
    { path: 'services/details/:meta', loader: load(serviceLoader), ...reads(SCRIPT_PARAM), ...page(() => import('./routes/announcements/service-page'), ['announcements', 'moderation']) },
    { path: '*', loader: load(notFoundLoader), ...page(() => import('./routes/not-found-page')) },
  ],
});

/** /news/…: the news, their categories and the documents. */
const newsRoutes = (load: BindLoader): RouteObject => ({
  path: 'news',
  children: [
    { index: true, loader: load(newsIndexLoader), ...reads('q', 'page'), ...page(() => import('./routes/news/news-index-page'), ['news']) },
    { path: 'details/:meta', loader: load(newsItemLoader), ...reads(SCRIPT_PARAM), ...page(() => import('./routes/news/news-article-page'), ['news']) },
    { path: 'categories/details/:meta', loader: load(newsCategoryLoader), ...reads('page'), ...page(() => import('./routes/news/news-category-page'), ['news']) },
    { path: 'documents/details/:id', loader: load(documentLoader), ...page(() => import('./routes/news/document-page'), ['news']) },
    { path: 'documents/:type', loader: load(documentsLoader), ...page(() => import('./routes/news/documents-page'), ['news']) },
    { path: '*', loader: load(notFoundLoader), ...page(() => import('./routes/not-found-page')) },
  ],
});

/** /courses/…: the courses, their categories and certificates. */
const coursesRoutes = (load: BindLoader): RouteObject => ({
  path: 'courses',
  children: [
    { index: true, loader: load(coursesIndexLoader), ...reads('q', 'page'), ...page(() => import('./routes/courses/courses-index-page'), ['courses']) },
    { path: 'categories/details/:meta', loader: load(courseCategoryLoader), ...reads('page'), ...page(() => import('./routes/courses/course-category-page'), ['courses']) },
    { path: 'details/:meta', loader: load(courseLoader), ...reads('lesson', SCRIPT_PARAM), ...page(() => import('./routes/courses/course-page'), ['courses']) },
    { path: 'certificates/:id', loader: load(certificateLoader), ...page(() => import('./routes/courses/certificate-page'), ['courses']) },
    { path: '*', loader: load(notFoundLoader), ...page(() => import('./routes/not-found-page')) },
  ],
});

/**
 * /auth/…: sign-in, sign-up and the password reset. Their first screens are the same for everyone, so
 * the server renders them (issue 42: a phone sees the form at once, not after the app's start; the
 * submit buttons wait for the script, SubmitButton); sign-in's `next` (where to go once signed in)
 * keeps its place in the address. The steps of a sign-up under way (the code, completing the profile) and
 * signing out are the reader's own: in the browser.
 */
const authRoutes = (): RouteObject => ({
  path: 'auth',
  children: [
    { index: true, loader: () => redirect(paths.signIn()) },
    { path: 'sign-in', ...reads('next'), ...page(() => import('./routes/auth/sign-in-page')) },
    { path: 'sign-up', ...page(() => import('./routes/auth/sign-up-page')) },
    { path: 'confirm-phone', ...inBrowser, ...page(() => import('./routes/auth/confirm-phone-page')) },
    { path: 'complete', ...inBrowser, ...page(() => import('./routes/auth/complete-page')) },
    { path: 'sign-out', ...inBrowser, ...page(() => import('./routes/auth/sign-out-page')) },
    { path: 'password-reset/phone', ...page(() => import('./routes/auth/password-reset-page')) },
  ],
});

/** /profile/…: the reader's own pages (in the browser). */
const profileRoutes = (load: BindLoader): RouteObject => ({
  path: 'profile',
  ...inBrowser,
  loader: load(profileLayoutLoader),
  ...page(() => import('./routes/profile/profile-layout'), ['profile']),
  children: [
    { index: true, loader: () => redirect(paths.profile.overview()) },
    { path: 'overview', loader: load(profileOverviewLoader), ...page(() => import('./routes/profile/overview-page'), ['profile']) },
    { path: 'edit', loader: load(profileEditLoader), ...page(() => import('./routes/profile/edit-page'), ['profile']) },
    // The reader's kept notifications were raised on any page, in any area's words: all are loaded.
    { path: 'notifications', ...page(() => import('./routes/profile/notifications-page'), ALL_AREAS) },
    { path: 'products', loader: load(userProductsLoader), ...page(() => import('./routes/profile/products/products-page'), ['seller', 'moderation']) },
    { path: 'products/create', loader: load(productEditorLoader), ...page(() => import('./routes/profile/products/product-create-page'), ['seller']) },
    { path: 'products/edit/:guid', loader: load(productEditorLoader), ...page(() => import('./routes/profile/products/product-edit-page'), ['seller', 'moderation']) },
    { path: 'liked-products', loader: load(likedProductsLoader), ...page(() => import('./routes/profile/liked-products-page'), ['seller']) },
    { path: 'announcements', loader: load(userAnnouncementsLoader), ...page(() => import('./routes/profile/announcements/announcements-page'), ['announcements', 'moderation']) },
    { path: 'announcements/edit/:guid', loader: load(announcementEditorLoader), ...page(() => import('./routes/profile/announcements/announcement-edit-page'), ['announcements', 'seller', 'moderation']) },
    { path: 'saved-announcements', loader: load(savedAnnouncementsLoader), ...page(() => import('./routes/profile/announcements/saved-announcements-page'), ['announcements']) },
    { path: 'courses', loader: load(myCoursesLoader), ...page(() => import('./routes/profile/courses/my-courses-page'), ['courses']) },
    { path: 'liked-courses', loader: load(likedCoursesLoader), ...page(() => import('./routes/profile/courses/liked-courses-page'), ['courses']) },
    // A teacher's own courses, and the admin area's course editor (its words are the admin area's).
    { path: 'teaching', loader: load(teachingLoader), ...page(() => import('./routes/profile/teaching/teaching-page'), ['courses']) },
    { path: 'teaching/create', loader: load(courseEditorLoader), ...page(() => import('./routes/profile/teaching/teaching-editor-page'), ['courses', 'admin']) },
    { path: 'teaching/edit/:guid', loader: load(courseEditorLoader), ...page(() => import('./routes/profile/teaching/teaching-editor-page'), ['courses', 'admin']) },
    { path: 'messages', loader: load(messagesLoader), ...page(() => import('./routes/messenger/messages-page'), ['sellers']) },
  ],
});

/** /admin/…: the admin area (in the browser). */
const adminRoutes = (load: BindLoader): RouteObject => ({
  path: 'admin',
  ...inBrowser,
  loader: load(sessionLoader),
  ...page(() => import('./routes/admin/admin-layout'), ['admin']),
  children: [
    { index: true, loader: () => redirect(paths.admin.overview()) },
    { path: 'overview', loader: load(adminOverviewLoader), ...page(() => import('./routes/admin/overview-page'), ['admin']) },
    { path: 'users', loader: () => redirect(paths.admin.users('all')) },
    { path: 'users/create', loader: load(regionsLoader), ...page(() => import('./routes/admin/user-create-page'), ['admin', 'auth']) },
    { path: 'users/:type', loader: load(adminUsersLoader), ...page(() => import('./routes/admin/users-page'), ['admin']) },
    { path: 'onlineshop', loader: () => redirect(paths.admin.shopProducts()) },
    { path: 'onlineshop/products', loader: load(adminProductsLoader), ...page(() => import('./routes/admin/shop-products-page'), ['admin', 'moderation']) },
    { path: 'onlineshop/categories', loader: load(adminCategoriesLoader), ...page(() => import('./routes/admin/shop-categories-page'), ['admin']) },
    { path: 'onlineshop/verify', loader: load(adminVerifyLoader), ...page(() => import('./routes/admin/shop-verify-page'), ['admin', 'moderation']) },
    { path: 'news', loader: load(adminNewsLoader), ...page(() => import('./routes/admin/news-page'), ['admin']) },
    { path: 'news/create', loader: load(newsEditorLoader), ...page(() => import('./routes/admin/news-editor-page'), ['admin']) },
    { path: 'news/edit/:guid', loader: load(newsEditorLoader), ...page(() => import('./routes/admin/news-editor-page'), ['admin']) },
    { path: 'news/documents', loader: load(adminDocumentsLoader), ...page(() => import('./routes/admin/documents-page'), ['admin']) },
    { path: 'news/documents/create', ...page(() => import('./routes/admin/document-editor-page'), ['admin']) },
    { path: 'news/documents/edit/:id', loader: load(documentEditorLoader), ...page(() => import('./routes/admin/document-editor-page'), ['admin']) },
    { path: 'news/categories', loader: load(adminNewsCategoriesLoader), ...page(() => import('./routes/admin/news-categories-page'), ['admin']) },
    { path: 'courses', loader: () => redirect(paths.admin.teachers()) },
    { path: 'courses/teachers', loader: load(adminTeachersLoader), ...page(() => import('./routes/admin/course-teachers-page'), ['admin']) },
    { path: 'courses/teachers/create', ...page(() => import('./routes/admin/course-teacher-create-page'), ['admin', 'auth']) },
    { path: 'courses/students', loader: load(adminStudentsLoader), ...page(() => import('./routes/admin/course-students-page'), ['admin']) },
    { path: 'courses/courses', loader: load(adminCoursesLoader), ...page(() => import('./routes/admin/course-list-page'), ['admin']) },
    { path: 'courses/categories', loader: load(adminCourseCategoriesLoader), ...page(() => import('./routes/admin/course-categories-page'), ['admin']) },
    { path: 'courses/courses/create', loader: load(courseEditorLoader), ...page(() => import('./routes/admin/course-editor-page'), ['admin', 'courses']) },
    { path: 'courses/courses/edit/:guid', loader: load(courseEditorLoader), ...page(() => import('./routes/admin/course-editor-page'), ['admin', 'courses']) },
    // Moderation (issue 15): the queue's tabs, a case, the pre-moderation settings.
    { path: 'moderation', loader: () => redirect(paths.admin.moderation('review')) },
    { path: 'moderation/settings', loader: load(moderationSettingsLoader), ...page(() => import('./routes/admin/moderation-settings-page'), ['admin', 'moderation']) },
    { path: 'moderation/cases/:guid', loader: load(moderationCaseLoader), ...page(() => import('./routes/admin/moderation-case-page'), ['admin', 'moderation']) },
    { path: 'moderation/:tab', loader: load(moderationQueueLoader), ...page(() => import('./routes/admin/moderation-queue-page'), ['admin', 'moderation']) },
    { path: 'audit', loader: load(auditLoader), ...page(() => import('./routes/admin/audit-page'), ['admin']) },
    // The job queue (issue 28): depth and failures.
    { path: 'jobs', loader: load(adminJobsLoader), ...page(() => import('./routes/admin/jobs-page'), ['admin']) },
    { path: '*', ...page(() => import('./routes/admin/admin-not-found-page'), ['admin']) },
  ],
});

export function createRoutes(queryClient: QueryClient, mode: LoaderMode = 'browser'): RouteObject[] {
  const load = bindLoaders(queryClient, mode);
  return [
    {
      path: '/',
      loader: load(rootLoader),
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        { index: true, loader: load(homeLoader), ...page(() => import('./routes/home/home-page'), ['home']) },
        // One address per page (@shared/paths canonicalPagePath): /about/ is the about page's other name.
        { path: 'about', loader: () => redirect(paths.aboutUs(), 301) },
        { path: 'about-us', ...page(() => import('./routes/static/about-page'), ['pages']) },
        { path: 'partners', ...page(() => import('./routes/static/partners-page'), ['pages']) },
        { path: 'contacts', ...page(() => import('./routes/static/contacts-page'), ['pages']) },
        { path: 'privacy', ...page(() => import('./routes/static/privacy-page'), ['pages']) },
        // Where the service worker leads a reader offline who asks for a page it has not saved (web/sw/offline.ts).
        { path: 'offline', ...inBrowser, ...page(() => import('./routes/static/offline-page')) },
        { path: 'messaging', ...inBrowser, loader: load(messagesLoader), ...page(() => import('./routes/messenger/messaging-page'), ['sellers']) },
        shopRoutes(load),
        // A seller's page (issue 40): who they are and their live products.
        { path: 'sellers/:guid', loader: load(sellerLoader), ...reads('page'), ...page(() => import('./routes/sellers/seller-page'), ['shop', 'sellers']) },
        announcementsRoutes(load),
        { path: 'services/:meta', loader: ({ params }) => redirect(paths.service(params.meta ?? ''), 301) },
        { path: 'services/*', loader: load(notFoundLoader), ...page(() => import('./routes/not-found-page')) },
        newsRoutes(load),
        coursesRoutes(load),
        authRoutes(),
        profileRoutes(load),
        adminRoutes(load),
        { path: '*', loader: load(notFoundLoader), ...page(() => import('./routes/not-found-page')) },
      ],
    },
  ];
}

/** The browser's router; after a server render, `hydrationData` says which loaders already ran there. */
export const createRouter = (queryClient: QueryClient, hydrationData?: HydrationState) => createBrowserRouter(createRoutes(queryClient), { hydrationData });
