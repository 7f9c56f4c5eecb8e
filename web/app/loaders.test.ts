import { describe, expect, it } from 'vitest';
import { announcementQueryKey } from '@web/features/announcements/api/get-announcement';
import { productQueryKey } from '@web/features/shop/api/get-product';
import { siteQueryKey } from '@web/features/site';
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
    expect(queryClient.getQueryState(announcementQueryKey('tikuv'))).toBeDefined();
  });

  it('start the site-wide settings (the footer’s social links) at the root, for every page', async () => {
    const queryClient = createQueryClient();
    await expect(createLoaders(queryClient).root()).resolves.toBeNull();
    expect(queryClient.getQueryState(siteQueryKey)).toBeDefined();
  });

  it('leave signed-in lists alone for a visitor without a token', async () => {
    const queryClient = createQueryClient();
    await createLoaders(queryClient).likedProducts(args('/profile/liked-products/?page=2'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
