import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { announcementQueryOptions } from '@web/features/announcements/api/get-announcement';
import { announcementsHomeDataQueryOptions } from '@web/features/announcements/api/get-announcements-home-data';
import { announcementListQueryOptions, otherServicesQueryOptions } from '@web/features/announcements/api/list-announcements';
import { districtsQueryKey } from '@web/features/geo/api/get-districts';
import { regionsQueryKey } from '@web/features/geo/api/get-regions';
import { adminUsersList } from '@web/features/admin/api/list-users';
import { adminListQueryOptions } from '@web/features/admin/hooks/use-admin-list';
import { adminCoursesList } from '@web/features/courses/api/admin/list-courses';
import { moderationQueueList } from '@web/features/moderation/api/list-queue';
import { productQueryKey } from '@web/features/shop/api/get-product';
import { siteQueryKey } from '@web/features/site/api/get-site';
import { weatherQueryOptions } from '@web/features/weather/api/get-weather';
import { tokenStore } from '@web/lib/api-client';
import { createQueryClient } from '@web/lib/query-client';
import type { RouteObject } from 'react-router';
import { bindLoaders } from './route-loader';
import { createRoutes } from './router';
import { rootLoader } from './layout/root-layout.loader';
import { adminCoursesLoader } from './routes/admin/course-list-page.loader';
import { moderationQueueLoader } from './routes/admin/moderation-queue-page.loader';
import { adminNewsLoader } from './routes/admin/news-page.loader';
import { adminUsersLoader } from './routes/admin/users-page.loader';
import { announcementsLoader } from './routes/announcements/announcements-page.loader';
import { jobLoader } from './routes/announcements/job-page.loader';
import { serviceLoader } from './routes/announcements/service-page.loader';
import { documentsLoader } from './routes/news/documents-page.loader';
import { likedProductsLoader } from './routes/profile/liked-products-page.loader';
import { productLoader } from './routes/shop/product-page.loader';

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(`http://ipak.test${url}`), params, context: undefined }) as never;

describe('route loaders', () => {
  it('start the page’s query under the key its hook reads, without waiting for it or for the profile', async () => {
    const queryClient = createQueryClient();
    const load = bindLoaders(queryClient);
    await expect(load(productLoader)(args('/online-shop/details/atlas/', { meta: 'atlas' }))).resolves.toBeNull();
    // Signed out (no token): the product is asked for as 'anonymous' at once.
    expect(queryClient.getQueryState(productQueryKey('atlas', 'anonymous'))).toBeDefined();
    await load(serviceLoader)(args('/announcements/services/details/tikuv/', { meta: 'tikuv' }));
    expect(queryClient.getQueryState(announcementQueryOptions('tikuv', 'anonymous').queryKey)).toBeDefined();
    // A service's left list is the newest services (its own answer carries only itself).
    expect(queryClient.getQueryState(otherServicesQueryOptions().queryKey)).toBeDefined();
    await load(jobLoader)(args('/announcements/details/tikuvchi/', { meta: 'tikuvchi' }));
    expect(queryClient.getQueryState(announcementQueryOptions('tikuvchi', 'anonymous').queryKey)).toBeDefined();
  });

  it('start the announcements index: the list of the URL’s filters, the places, and the landing lists only on the plain page', async () => {
    const queryClient = createQueryClient();
    await bindLoaders(queryClient)(announcementsLoader)(args('/announcements'));
    expect(queryClient.getQueryState(announcementListQueryOptions({ sort: 'newest', page: 1, page_size: 12 }).queryKey)).toBeDefined();
    expect(queryClient.getQueryState(announcementsHomeDataQueryOptions().queryKey)).toBeDefined();
    expect(queryClient.getQueryState(regionsQueryKey)).toBeDefined();

    const filtered = createQueryClient();
    await bindLoaders(filtered)(announcementsLoader)(args('/announcements?type=work&region=13&district=140&q=tikuv&page=2'));
    const key = announcementListQueryOptions({ q: 'tikuv', type: 'work', region: 13, district: 140, sort: 'newest', page: 2, page_size: 12 }).queryKey;
    expect(filtered.getQueryState(key)).toBeDefined();
    expect(filtered.getQueryState(districtsQueryKey(13))).toBeDefined();
    expect(filtered.getQueryState(announcementsHomeDataQueryOptions().queryKey)).toBeUndefined();
  });

  it('start the site-wide settings (the footer’s social links) at the root, for every page', async () => {
    const queryClient = createQueryClient();
    await expect(bindLoaders(queryClient)(rootLoader)(args('/'))).resolves.toBeNull();
    expect(queryClient.getQueryState(siteQueryKey)).toBeDefined();
  });

  it('start the weather widget’s forecast only where the site settings say one is configured', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (const weather of [true, false]) {
      const queryClient = createQueryClient();
      queryClient.setQueryData(siteQueryKey, { social: {}, weather });
      await bindLoaders(queryClient)(documentsLoader)(args('/news/documents/@a', { type: '@a' }));
      await settle();
      expect(queryClient.getQueryState(weatherQueryOptions().queryKey) !== undefined, `weather: ${weather}`).toBe(weather);
    }
  });

  it('leave signed-in lists alone for a visitor without a token', async () => {
    const queryClient = createQueryClient();
    await bindLoaders(queryClient)(likedProductsLoader)(args('/profile/liked-products/?page=2'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  describe('of the admin lists', () => {
    const signIn = (pageSize?: string) => {
      const map = new Map<string, string>(pageSize ? [[STORAGE_KEYS.pageSize, pageSize]] : []);
      vi.stubGlobal('localStorage', { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) });
      tokenStore.set('access');
    };
    afterEach(() => vi.unstubAllGlobals());

    it('start the view the address names (page, search, a list’s own filter) at the remembered page size, under the key the page’s hook reads', async () => {
      signIn('25');
      const queryClient = createQueryClient();
      const load = bindLoaders(queryClient);
      await load(adminUsersLoader)(args('/admin/users/mods/?page=3&q=%20ali%20', { type: 'mods' }));
      expect(queryClient.getQueryState(adminListQueryOptions(adminUsersList('mods'), { page: 3, pageSize: 25, q: 'ali' }).queryKey)).toBeDefined();
      // A single character is not sent (spec §5): the list is the unsearched one.
      await load(adminCoursesLoader)(args('/admin/courses/courses/?teacher=t-1&name=Ali&q=a'));
      expect(queryClient.getQueryState(adminListQueryOptions(adminCoursesList('t-1'), { page: 1, pageSize: 25, q: '' }).queryKey)).toBeDefined();
      await load(moderationQueueLoader)(args('/admin/moderation/report/?kind=product&page=2', { tab: 'report' }));
      expect(queryClient.getQueryState(adminListQueryOptions(moderationQueueList('report', 'product'), { page: 2, pageSize: 25, q: '' }).queryKey)).toBeDefined();
    });

    it('start nothing for an unknown user type, or for a visitor without a token', async () => {
      signIn();
      const queryClient = createQueryClient();
      await bindLoaders(queryClient)(adminUsersLoader)(args('/admin/users/robots/', { type: 'robots' }));
      tokenStore.clear();
      await bindLoaders(queryClient)(adminNewsLoader)(args('/admin/news/?page=2'));
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    });
  });

  /**
   * Pages that fetch nothing, and so have no loader: the static pages, the not-found pages (the site's
   * has a loader all the same, for its 404), the sign-in and sign-up forms, and forms that start empty.
   */
  const WITHOUT_DATA = [
    '/about-us',
    '/partners',
    '/contacts',
    '/privacy',
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/complete',
    '/auth/confirm-phone',
    '/auth/sign-out',
    '/auth/password-reset/phone',
    // Where the service worker leads a reader offline: it shows words only, and reopens the page asked for.
    '/offline',
    // The kept notifications live in this browser's storage.
    '/profile/notifications',
    // Empty forms: a new document, a new teacher (the reader is the admin frame's).
    '/admin/news/documents/create',
    '/admin/courses/teachers/create',
    '/admin/*',
  ];

  it('exist for every page that shows data', () => {
    const missing: string[] = [];
    const walk = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
        if (route.lazy && !route.loader) missing.push(path);
        if (route.children) walk(route.children, path);
      }
    };
    walk(createRoutes(createQueryClient()), '');
    expect(missing.sort()).toEqual([...WITHOUT_DATA].sort());
  });
});
