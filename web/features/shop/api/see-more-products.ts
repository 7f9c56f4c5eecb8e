import { useCallback, useEffect, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard, ProductSearchResult } from '@shared/schemas/shop';
import { cleanSearchParams, productsQueryKeyRoot, searchProducts, type ProductSearchParams } from './search-products';

/** Cards per page of a home grid: the home-data grids hold 8, so page 2 of the same order is the next 8. */
const SEE_MORE_PAGE_SIZE = 8;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) return resolve();
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

interface GridOrder {
  /** The API order this grid continues (e.g. {sort: 'views'}). */
  params: ProductSearchParams;
  /**
   * The first API page to load. 2 when home-data's grid is page 1 of the same order (fast selling,
   * new); 1 when home-data ranks differently (recommended), so page 1 may still hold unseen goods.
   */
  startPage: number;
}

/**
 * The pages a home grid's 'see more' loaded (GET /api/shop/products/, 8 a page), one cache entry per
 * grid. `delayMs` is the spec's 'see more' delay (SEE_MORE_DELAY_MS), run beside the request; the
 * route loader rebuilding the pages an address names (?pages_new=3) waits for none.
 */
export const seeMoreProductsQueryOptions = ({ params, startPage }: GridOrder, delayMs = 0) => {
  const clean = cleanSearchParams({ ...params, page_size: SEE_MORE_PAGE_SIZE });
  return infiniteQueryOptions({
    queryKey: [...productsQueryKeyRoot, 'see-more', clean] as const,
    queryFn: async ({ pageParam, signal }): Promise<ProductSearchResult> => {
      const [result] = await Promise.all([searchProducts({ ...clean, page: pageParam }, signal), wait(delayMs, signal)]);
      return result;
    },
    initialPageParam: startPage,
    getNextPageParam: (last: ProductSearchResult) => (last.page < last.total_pages ? last.page + 1 : undefined),
    staleTime: 5 * 60 * 1000,
  });
};

interface Options extends GridOrder {
  /** The first cards, from home-data. */
  base: ProductCard[];
  delayMs: number;
  /** The pages the address says were shown (home-data's cards are the first): missing ones are loaded. */
  shownPages: number;
}

/**
 * A home grid's 'see more': each press loads the next page of real results and appends it. Goods
 * already on screen are never shown twice; a page that brings nothing new is skipped. Pages live in
 * the query cache, and their count in the address (`pages`, home-data's page included), so Back and a
 * reload keep what was loaded.
 */
export function useSeeMoreProducts({ base, params, delayMs, startPage, shownPages }: Options) {
  const query = useInfiniteQuery({
    ...seeMoreProductsQueryOptions({ params, startPage }, delayMs),
    // Nothing loads until the visitor asks for more (or the address names more pages than the cache holds).
    enabled: false,
  });

  const items = useMemo(() => uniqueByGuid([...base, ...(query.data?.pages.flatMap((p) => p.results) ?? [])]), [base, query.data]);
  // Before the first press we only know whether home-data filled its grid (a full grid suggests more).
  const hasMore = query.data ? query.hasNextPage : base.length >= SEE_MORE_PAGE_SIZE;
  const pages = 1 + (query.data?.pages.length ?? 0);

  const { fetchNextPage, isFetching, isError } = query;
  // Pages the address names but the cache lacks (a shared link, a cache that lost them): asked for, one after another.
  useEffect(() => {
    if (pages < shownPages && hasMore && !isFetching && !isError) void fetchNextPage();
  }, [pages, shownPages, hasMore, isFetching, isError, fetchNextPage]);

  /** Loads the next page with something new; answers how many cards it added and how many pages are shown now. */
  const loadMore = useCallback(async (): Promise<{ added: number; pages: number }> => {
    const before = items.length;
    const count = (loaded?: ProductSearchResult[]) => uniqueByGuid([...base, ...(loaded?.flatMap((p) => p.results) ?? [])]).length;
    let res = await fetchNextPage();
    while (res.isSuccess && res.hasNextPage && count(res.data?.pages) === before) res = await res.fetchNextPage();
    return { added: res.isSuccess ? count(res.data?.pages) - before : 0, pages: 1 + (res.data?.pages.length ?? 0) };
  }, [base, items.length, fetchNextPage]);

  return { items, hasMore, loadMore, isLoadingMore: isFetching, isError };
}
