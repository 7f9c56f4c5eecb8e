import { describe, expect, it } from 'vitest';
import { announcementQueryOptions } from '@web/features/announcements/api/get-announcement';
import { announcementsHomeDataQueryOptions } from '@web/features/announcements/api/get-announcements-home-data';
import { announcementListQueryOptions, otherServicesQueryOptions } from '@web/features/announcements/api/list-announcements';
import { districtsQueryKey, regionsQueryKey } from '@web/features/geo';
import { productQueryKey } from '@web/features/shop/api/get-product';
import { siteQueryKey } from '@web/features/site';
import { weatherQueryOptions } from '@web/features/weather';
import { createQueryClient } from '@web/lib/query-client';
import { createLoaders } from './loaders';

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(`http://ipak.test${url}`), params, context: undefined }) as never;

describe('route loaders', () => {
  it('start the page’s query under the key its hook reads, without waiting for it or for the profile', async () => {
    const queryClient = createQueryClient();
    const loaders = createLoaders(queryClient);
    await expect(loaders.product(args('/online-shop/details/atlas/', { meta: 'atlas' }))).resolves.toBeNull();
    // Signed out (no token): the product is asked for as 'anonymous' at once.
    expect(queryClient.getQueryState(productQueryKey('atlas', 'anonymous'))).toBeDefined();
    await loaders.service(args('/announcements/services/details/tikuv/', { meta: 'tikuv' }));
    expect(queryClient.getQueryState(announcementQueryOptions('tikuv', 'anonymous').queryKey)).toBeDefined();
    // A service's left list is the newest services (its own answer carries only itself).
    expect(queryClient.getQueryState(otherServicesQueryOptions().queryKey)).toBeDefined();
    await loaders.job(args('/announcements/details/tikuvchi/', { meta: 'tikuvchi' }));
    expect(queryClient.getQueryState(announcementQueryOptions('tikuvchi', 'anonymous').queryKey)).toBeDefined();
  });

  it('start the announcements index: the list of the URL’s filters, the places, and the landing lists only on the plain page', async () => {
    const queryClient = createQueryClient();
    const loaders = createLoaders(queryClient);
    await loaders.announcements(args('/announcements'));
    expect(queryClient.getQueryState(announcementListQueryOptions({ sort: 'newest', page: 1, page_size: 12 }).queryKey)).toBeDefined();
    expect(queryClient.getQueryState(announcementsHomeDataQueryOptions().queryKey)).toBeDefined();
    expect(queryClient.getQueryState(regionsQueryKey)).toBeDefined();

    const filtered = createQueryClient();
    await createLoaders(filtered).announcements(args('/announcements?type=work&region=13&district=140&q=tikuv&page=2'));
    const key = announcementListQueryOptions({ q: 'tikuv', type: 'work', region: 13, district: 140, sort: 'newest', page: 2, page_size: 12 }).queryKey;
    expect(filtered.getQueryState(key)).toBeDefined();
    expect(filtered.getQueryState(districtsQueryKey(13))).toBeDefined();
    expect(filtered.getQueryState(announcementsHomeDataQueryOptions().queryKey)).toBeUndefined();
  });

  it('start the site-wide settings (the footer’s social links) at the root, for every page', async () => {
    const queryClient = createQueryClient();
    await expect(createLoaders(queryClient).root()).resolves.toBeNull();
    expect(queryClient.getQueryState(siteQueryKey)).toBeDefined();
  });

  it('start the weather widget’s forecast only where the site settings say one is configured', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (const weather of [true, false]) {
      const queryClient = createQueryClient();
      queryClient.setQueryData(siteQueryKey, { social: {}, weather });
      await createLoaders(queryClient).documents(args('/news/documents/@a', { type: '@a' }));
      await settle();
      expect(queryClient.getQueryState(weatherQueryOptions().queryKey) !== undefined, `weather: ${weather}`).toBe(weather);
    }
  });

  it('leave signed-in lists alone for a visitor without a token', async () => {
    const queryClient = createQueryClient();
    await createLoaders(queryClient).likedProducts(args('/profile/liked-products/?page=2'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
