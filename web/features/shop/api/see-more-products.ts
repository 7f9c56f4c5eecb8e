import { useCallback, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard, ProductSearchResult } from '@shared/schemas/shop';
import { cleanSearchParams, productsQueryKeyRoot, searchProducts, type ProductSearchParams } from './search-products';

/** Cards per page of a home grid: the home-data grids hold 8, so page 2 of the same order is the next 8. */
const SEE_MORE_PAGE_SIZE = 8;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const uniqueByGuid = (items: ProductCard[]): ProductCard[] => {
  const seen = new Set<string>();
  return items.filter((p) => (seen.has(p.guid) ? false : (seen.add(p.guid), true)));
};

interface Options {
  /** The first cards, from home-data. */
  base: ProductCard[];
  /** The API order this grid continues (e.g. {sort: 'views'}). */
  params: ProductSearchParams;
  /** The spec's 'see more' delay (SEE_MORE_DELAY_MS): the request runs during it, so it never adds to a slow network's wait. */
  delayMs: number;
  /**
   * The first API page to load. 2 when home-data's grid is page 1 of the same order (fast selling,
   * new); 1 when home-data ranks differently (recommended), so page 1 may still hold unseen goods.
   */
  startPage: number;
}

/**
 * A home grid's 'see more': each press loads the next page of real results and appends it. Goods
 * already on screen are never shown twice; a page that brings nothing new is skipped. Pages live in
 * the query cache, so coming back to the shop keeps what was loaded.
 */
export function useSeeMoreProducts({ base, params, delayMs, startPage }: Options) {
  const clean = cleanSearchParams({ ...params, page_size: SEE_MORE_PAGE_SIZE });
  const query = useInfiniteQuery({
    queryKey: [...productsQueryKeyRoot, 'see-more', clean] as const,
    queryFn: async ({ pageParam, signal }): Promise<ProductSearchResult> => {
      const [result] = await Promise.all([searchProducts({ ...clean, page: pageParam }, signal), wait(delayMs, signal)]);
      return result;
    },
    initialPageParam: startPage,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    // Nothing loads until the visitor asks for more.
    enabled: false,
    staleTime: 5 * 60 * 1000,
  });

  const items = useMemo(() => uniqueByGuid([...base, ...(query.data?.pages.flatMap((p) => p.results) ?? [])]), [base, query.data]);
  // Before the first press we only know whether home-data filled its grid (a full grid suggests more).
  const hasMore = query.data ? query.hasNextPage : base.length >= SEE_MORE_PAGE_SIZE;

  const { fetchNextPage } = query;
  const loadMore = useCallback(async (): Promise<number> => {
    const before = items.length;
    const count = (pages?: ProductSearchResult[]) => uniqueByGuid([...base, ...(pages?.flatMap((p) => p.results) ?? [])]).length;
    let res = await fetchNextPage();
    while (res.isSuccess && res.hasNextPage && count(res.data?.pages) === before) res = await res.fetchNextPage();
    return res.isSuccess ? count(res.data?.pages) - before : 0;
  }, [base, items.length, fetchNextPage]);

  return { items, hasMore, loadMore, isLoadingMore: query.isFetching, isError: query.isError };
}
