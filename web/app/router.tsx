import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import { createLoaders, type LoaderMode } from './loaders';
import { RootLayout } from '@web/app/layout/root-layout';
import { RouteErrorScreen } from '@web/app/layout/route-error-screen';
import { ALL_AREAS, loadPageAreas } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { SCRIPT_PARAM } from '@web/lib/text-script';
import { FILTER_PARAMS as ANNOUNCEMENT_FILTER_PARAMS } from '@web/features/announcements/filters';
import { FILTER_PARAMS as SHOP_FILTER_PARAMS } from '@web/features/shop/filters';

/**
 * Routes of spec §2. Pages load lazily (each module exports `Component`), so the first load carries
 * only the layout and the page asked for; a page's data starts in its route's loader (./loaders.ts),
 * in parallel with its code.
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

export function createRoutes(queryClient: QueryClient, mode: LoaderMode = 'browser'): RouteObject[] {
  const load = createLoaders(queryClient, mode);
  return [
  {
    path: '/',
    loader: load.root,
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, loader: load.home, ...page(() => import('./routes/home/home-page'), ['home']) },
      // One address per page (@shared/paths canonicalPagePath): /about/ is the about page's other name.
      { path: 'about', loader: () => redirect(paths.aboutUs(), 301) },
      { path: 'about-us', ...page(() => import('./routes/static/about-page'), ['pages']) },
      { path: 'partners', ...page(() => import('./routes/static/partners-page'), ['pages']) },
      { path: 'contacts', ...page(() => import('./routes/static/contacts-page'), ['pages']) },
      { path: 'privacy', ...page(() => import('./routes/static/privacy-page'), ['pages']) },
      // Where the service worker leads a reader offline who asks for a page it has not saved (web/sw/offline.ts).
      { path: 'offline', ...inBrowser, ...page(() => import('./routes/static/offline-page')) },
      { path: 'messaging', ...inBrowser, loader: load.messages, ...page(() => import('./routes/messenger/messaging-page')) },

      {
        path: 'online-shop',
        children: [
          { index: true, loader: load.shopIndex, ...page(() => import('./routes/shop/shop-index-page'), ['shop']) },
          { path: 'categories', loader: load.products, ...reads(...SHOP_FILTER_PARAMS), ...page(() => import('./routes/shop/categories-page'), ['shop']) },
          { path: 'categories/:category', loader: load.category, ...page(() => import('./routes/shop/category-page'), ['shop']) },
          { path: 'details/:meta', loader: load.product, ...reads('tab', SCRIPT_PARAM), ...page(() => import('./routes/shop/product-page'), ['shop', 'moderation']) },
          { path: '*', loader: load.notFound, ...page(() => import('./routes/not-found-page')) },
        ],
      },
      {
        path: 'announcements',
        children: [
          { index: true, loader: load.announcements, ...reads(...ANNOUNCEMENT_FILTER_PARAMS), ...page(() => import('./routes/announcements/announcements-page'), ['announcements']) },
          { path: 'details/:meta', loader: load.job, ...reads(SCRIPT_PARAM), ...page(() => import('./routes/announcements/job-page'), ['announcements', 'moderation']) },
          { path: 'create', ...inBrowser, loader: load.regions, ...page(() => import('./routes/profile/announcements/announcement-create-page'), ['announcements', 'seller']) },
          { path: 'services/details/:meta', loader: load.service, ...reads(SCRIPT_PARAM), ...page(() => import('./routes/announcements/service-page'), ['announcements', 'moderation']) },
          { path: '*', loader: load.notFound, ...page(() => import('./routes/not-found-page')) },
        ],
      },
      { path: 'services/:meta', loader: ({ params }) => redirect(paths.service(params.meta ?? ''), 301) },
      { path: 'services/*', loader: load.notFound, ...page(() => import('./routes/not-found-page')) },
      {
        path: 'news',
        children: [
          { index: true, loader: load.newsIndex, ...reads('q', 'page'), ...page(() => import('./routes/news/news-index-page'), ['news']) },
          { path: 'details/:meta', loader: load.newsItem, ...reads(SCRIPT_PARAM), ...page(() => import('./routes/news/news-article-page'), ['news']) },
          { path: 'categories/details/:meta', loader: load.newsCategory, ...reads('page'), ...page(() => import('./routes/news/news-category-page'), ['news']) },
          { path: 'documents/details/:id', loader: load.document, ...page(() => import('./routes/news/document-page'), ['news']) },
          { path: 'documents/:type', loader: load.documents, ...page(() => import('./routes/news/documents-page'), ['news']) },
          { path: '*', loader: load.notFound, ...page(() => import('./routes/not-found-page')) },
        ],
      },
      {
        path: 'courses',
        children: [
          { index: true, loader: load.coursesIndex, ...reads('q', 'page'), ...page(() => import('./routes/courses/courses-index-page'), ['courses']) },
          { path: 'categories/details/:meta', loader: load.courseCategory, ...reads('page'), ...page(() => import('./routes/courses/course-category-page'), ['courses']) },
          { path: 'details/:meta', loader: load.course, ...reads('lesson', SCRIPT_PARAM), ...page(() => import('./routes/courses/course-page'), ['courses']) },
          { path: 'certificates/:id', loader: load.certificate, ...page(() => import('./routes/courses/certificate-page'), ['courses']) },
          { path: '*', loader: load.notFound, ...page(() => import('./routes/not-found-page')) },
        ],
      },

      {
        path: 'auth',
        ...inBrowser,
        children: [
          { index: true, loader: () => redirect(paths.signIn()) },
          { path: 'sign-in', ...page(() => import('./routes/auth/sign-in-page')) },
          { path: 'sign-up', ...page(() => import('./routes/auth/sign-up-page')) },
          { path: 'complete', ...page(() => import('./routes/auth/complete-page')) },
          { path: 'sign-out', ...page(() => import('./routes/auth/sign-out-page')) },
          { path: 'password-reset/phone', ...page(() => import('./routes/auth/password-reset-page')) },
        ],
      },

      {
        path: 'profile',
        ...inBrowser,
        loader: load.profileLayout,
        ...page(() => import('./routes/profile/profile-layout'), ['profile']),
        children: [
          { index: true, loader: () => redirect(paths.profile.overview()) },
          { path: 'overview', loader: load.profileOverview, ...page(() => import('./routes/profile/overview-page'), ['profile']) },
          { path: 'edit', loader: load.profileEdit, ...page(() => import('./routes/profile/edit-page'), ['profile']) },
          // The reader's kept notifications were raised on any page, in any area's words: all are loaded.
          { path: 'notifications', ...page(() => import('./routes/profile/notifications-page'), ALL_AREAS) },
          { path: 'products', loader: load.userProducts, ...page(() => import('./routes/profile/products/products-page'), ['seller', 'moderation']) },
          { path: 'products/create', loader: load.productEditor, ...page(() => import('./routes/profile/products/product-create-page'), ['seller']) },
          { path: 'products/edit/:guid', loader: load.productEditor, ...page(() => import('./routes/profile/products/product-edit-page'), ['seller', 'moderation']) },
          { path: 'liked-products', loader: load.likedProducts, ...page(() => import('./routes/profile/liked-products-page'), ['seller']) },
          { path: 'announcements', loader: load.userAnnouncements, ...page(() => import('./routes/profile/announcements/announcements-page'), ['announcements', 'moderation']) },
          { path: 'announcements/edit/:guid', loader: load.announcementEditor, ...page(() => import('./routes/profile/announcements/announcement-edit-page'), ['announcements', 'seller', 'moderation']) },
          { path: 'saved-announcements', loader: load.savedAnnouncements, ...page(() => import('./routes/profile/announcements/saved-announcements-page'), ['announcements']) },
          { path: 'courses', loader: load.myCourses, ...page(() => import('./routes/profile/courses/my-courses-page'), ['courses']) },
          { path: 'liked-courses', loader: load.likedCourses, ...page(() => import('./routes/profile/courses/liked-courses-page'), ['courses']) },
          // A teacher's own courses, and the admin area's course editor (its words are the admin area's).
          { path: 'teaching', loader: load.teaching, ...page(() => import('./routes/profile/teaching/teaching-page'), ['courses']) },
          { path: 'teaching/create', loader: load.courseEditor, ...page(() => import('./routes/profile/teaching/teaching-editor-page'), ['courses', 'admin']) },
          { path: 'teaching/edit/:guid', loader: load.courseEditor, ...page(() => import('./routes/profile/teaching/teaching-editor-page'), ['courses', 'admin']) },
          { path: 'messages', loader: load.messages, ...page(() => import('./routes/messenger/messages-page')) },
        ],
      },

      {
        path: 'admin',
        ...inBrowser,
        loader: load.session,
        ...page(() => import('./routes/admin/admin-layout'), ['admin']),
        children: [
          { index: true, loader: () => redirect(paths.admin.overview()) },
          { path: 'overview', loader: load.adminOverview, ...page(() => import('./routes/admin/overview-page'), ['admin']) },
          { path: 'users', loader: () => redirect(paths.admin.users('all')) },
          { path: 'users/create', loader: load.regions, ...page(() => import('./routes/admin/user-create-page'), ['admin', 'auth']) },
          { path: 'users/:type', loader: load.adminUsers, ...page(() => import('./routes/admin/users-page'), ['admin']) },
          { path: 'onlineshop', loader: () => redirect(paths.admin.shopProducts()) },
          { path: 'onlineshop/products', loader: load.adminProducts, ...page(() => import('./routes/admin/shop-products-page'), ['admin', 'moderation']) },
          { path: 'onlineshop/categories', loader: load.adminCategories, ...page(() => import('./routes/admin/shop-categories-page'), ['admin']) },
          { path: 'onlineshop/verify', loader: load.adminVerify, ...page(() => import('./routes/admin/shop-verify-page'), ['admin', 'moderation']) },
          { path: 'news', loader: load.adminNews, ...page(() => import('./routes/admin/news-page'), ['admin']) },
          { path: 'news/create', loader: load.newsEditor, ...page(() => import('./routes/admin/news-editor-page'), ['admin']) },
          { path: 'news/edit/:guid', loader: load.newsEditor, ...page(() => import('./routes/admin/news-editor-page'), ['admin']) },
          { path: 'news/documents', loader: load.adminDocuments, ...page(() => import('./routes/admin/documents-page'), ['admin']) },
          { path: 'news/documents/create', ...page(() => import('./routes/admin/document-editor-page'), ['admin']) },
          { path: 'news/documents/edit/:id', loader: load.documentEditor, ...page(() => import('./routes/admin/document-editor-page'), ['admin']) },
          { path: 'news/categories', loader: load.adminNewsCategories, ...page(() => import('./routes/admin/news-categories-page'), ['admin']) },
          { path: 'courses', loader: () => redirect(paths.admin.teachers()) },
          { path: 'courses/teachers', loader: load.adminTeachers, ...page(() => import('./routes/admin/course-teachers-page'), ['admin']) },
          { path: 'courses/teachers/create', ...page(() => import('./routes/admin/course-teacher-create-page'), ['admin', 'auth']) },
          { path: 'courses/students', loader: load.adminStudents, ...page(() => import('./routes/admin/course-students-page'), ['admin']) },
          { path: 'courses/courses', loader: load.adminCourses, ...page(() => import('./routes/admin/course-list-page'), ['admin']) },
          { path: 'courses/categories', loader: load.adminCourseCategories, ...page(() => import('./routes/admin/course-categories-page'), ['admin']) },
          { path: 'courses/courses/create', loader: load.courseEditor, ...page(() => import('./routes/admin/course-editor-page'), ['admin', 'courses']) },
          { path: 'courses/courses/edit/:guid', loader: load.courseEditor, ...page(() => import('./routes/admin/course-editor-page'), ['admin', 'courses']) },
          // Moderation (issue 15): the queue's tabs, a case, the pre-moderation settings.
          { path: 'moderation', loader: () => redirect(paths.admin.moderation('review')) },
          { path: 'moderation/settings', loader: load.moderationSettings, ...page(() => import('./routes/admin/moderation-settings-page'), ['admin', 'moderation']) },
          { path: 'moderation/cases/:guid', loader: load.moderationCase, ...page(() => import('./routes/admin/moderation-case-page'), ['admin', 'moderation']) },
          { path: 'moderation/:tab', loader: load.moderationQueue, ...page(() => import('./routes/admin/moderation-queue-page'), ['admin', 'moderation']) },
          { path: 'audit', loader: load.audit, ...page(() => import('./routes/admin/audit-page'), ['admin']) },
          // The job queue (issue 28): depth and failures.
          { path: 'jobs', loader: load.adminJobs, ...page(() => import('./routes/admin/jobs-page'), ['admin']) },
          { path: '*', ...page(() => import('./routes/admin/admin-not-found-page'), ['admin']) },
        ],
      },
      { path: '*', loader: load.notFound, ...page(() => import('./routes/not-found-page')) },
    ],
  },
];
}


/** The browser's router; after a server render, `hydrationData` says which loaders already ran there. */
export const createRouter = (queryClient: QueryClient, hydrationData?: HydrationState) => createBrowserRouter(createRoutes(queryClient), { hydrationData });
