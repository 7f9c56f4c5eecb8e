import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { apiMutationOptions, apiQueryOptions, ownItemQueryOptions, pagedQueryOptions } from './api-query';

afterEach(() => vi.unstubAllGlobals());

describe('apiQueryOptions / pagedQueryOptions', () => {
  it('GETs the path under the key, with the extras; a page keeps the previous one on screen', async () => {
    const fetch = vi.fn(async (_path: string) => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const one = apiQueryOptions<{ ok: number }>(['site'], '/api/site/', { staleTime: 5 });
    expect(one.queryKey).toEqual(['site']);
    expect(one.staleTime).toBe(5);
    expect(one.placeholderData).toBeUndefined();
    await expect(new QueryClient().fetchQuery(one)).resolves.toEqual({ ok: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/site/');

    const paged = pagedQueryOptions(['liked-products', { page: 2 }], '/api/shop/liked-products/?page=2&page_size=12');
    expect(paged.queryKey).toEqual(['liked-products', { page: 2 }]);
    expect(typeof paged.placeholderData).toBe('function');
  });

  it("an own item is not asked again when it is not found or not the caller's", () => {
    expect(ownItemQueryOptions.retry(0, new ApiError(403, 'forbidden', ''))).toBe(false);
    expect(ownItemQueryOptions.retry(0, new ApiError(500, 'server_error', ''))).toBe(true);
    expect(ownItemQueryOptions.retry(1, new ApiError(500, 'server_error', ''))).toBe(false);
  });
});

describe('apiMutationOptions', () => {
  it('writes the answer to the cache, then refetches the named keys (skipping undefined ones) before it settles', async () => {
    const queryClient = new QueryClient();
    const steps: string[] = [];
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      steps.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
    });
    const options = apiMutationOptions<{ guid: string }, string>(queryClient, {
      request: async (guid) => ({ guid }),
      onSuccess: (data, guid, client) => {
        steps.push(`write ${guid}`);
        client.setQueryData(['own', 'detail', guid], data);
      },
      invalidates: (data) => [['own', 'list'], undefined, ['x', data.guid]],
    });
    const mutation = queryClient.getMutationCache().build(queryClient, options);
    await expect(mutation.execute('g1')).resolves.toEqual({ guid: 'g1' });
    expect(steps).toEqual(['write g1', 'invalidate ["own","list"]', 'invalidate ["x","g1"]']);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(['own', 'detail', 'g1'])).toEqual({ guid: 'g1' });
  });
});
