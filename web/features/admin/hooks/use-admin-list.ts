import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import type { Paged } from '@shared/schemas/common';
import { readPageSize, writePageSize, isSendableSearch, type AdminPageSize, type PageSizeStorage } from '../lib/list-settings';
import { clampPage, parsePageParam } from '@web/lib/pagination';

/** Body of every admin list request (spec §7). */
export interface AdminListBody {
  page_number: number;
  page_size: number;
  q: string;
}

/** What an admin list shows: its key (before the view's part) and how one page of it is asked for. */
export interface AdminListSource<T> {
  queryKey: readonly unknown[];
  fetchPage(body: AdminListBody, signal: AbortSignal): Promise<Paged<T>>;
}

/** The view of a list: the page and the search from the address (?page=, ?q=), the page size remembered in the browser. */
export interface AdminListView {
  page: number;
  pageSize: AdminPageSize;
  q: string;
}

/** How long typing must pause before the search is sent (one request per word, not per key). */
const SEARCH_DEBOUNCE_MS = 350;
const SEARCH_MAX = 100;

function browserStorage(): PageSizeStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The address's search (?q=): trimmed, and none when it may not be sent (a single character). */
const searchOf = (raw: string | null): string => {
  const q = (raw ?? '').trim().slice(0, SEARCH_MAX);
  return isSendableSearch(q) ? q : '';
};

/** The view an address names (the route loader and the page read it alike). */
export const readAdminListView = (params: URLSearchParams, storage: PageSizeStorage | null): AdminListView => ({
  page: parsePageParam(params.get('page')),
  pageSize: readPageSize(storage),
  q: searchOf(params.get('q')),
});

/** One page of a list: the page's hook and its route loader (web/app/routes/admin/*.loader.ts, with web/app/route-loader.ts) share the key. */
export const adminListQueryOptions = <T>({ queryKey, fetchPage }: AdminListSource<T>, { page, pageSize, q }: AdminListView) =>
  queryOptions({
    queryKey: [...queryKey, { page, pageSize, q }],
    queryFn: ({ signal }) => fetchPage({ page_number: page, page_size: pageSize, q }, signal),
    // The previous rows stay (dimmed) while the next page loads: no layout jump on slow networks.
    placeholderData: keepPreviousData,
    // Moderation changes lists from elsewhere (verifying on the product page, another moderator):
    // coming back to a list always asks again.
    staleTime: 0,
  });

/**
 * State and data of an admin list table (spec §2, §4, §5, §9). The page and the search live in the
 * address (?page=, ?q=), so a reload, a shared link or Back shows the same view, and the route's
 * loader starts it; the page size (10/25/50/75/100) is remembered under 'page_size'. The search is
 * sent debounced, only when empty or 2+ characters; a new search or size starts at page 1; the page
 * never leaves 1…total pages. Other parameters of the address (a list's own filters) are kept.
 */
export function useAdminList<T>(source: AdminListSource<T>) {
  const [params, setParams] = useSearchParams();
  // While the reader goes elsewhere (a row's link), a pending search must not pull them back.
  const navigating = useNavigation().state !== 'idle';
  const page = parsePageParam(params.get('page'));
  const q = searchOf(params.get('q'));
  const [pageSize, setPageSizeState] = useState<AdminPageSize>(() => readPageSize(browserStorage()));
  const [searchInput, setSearchInput] = useState(q);
  // The search last sent from this box, and the address's search last seen: when the address
  // changes the search by itself (Back, a link), the box shows it.
  const [sent, setSent] = useState(q);
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if (q !== sent && searchInput.trim() !== q) setSearchInput(q);
  }

  /** Changes parameters of the address (undefined removes one), keeping the others. */
  const update = useCallback(
    (changes: Record<string, string | undefined>, replace: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  useEffect(() => {
    if (navigating || !isSendableSearch(searchInput)) return;
    const next = searchInput.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setSent(next);
      // Typing replaces the entry: Back leaves the list rather than stepping through the words.
      update({ q: next || undefined, page: undefined }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, q, update, navigating]);

  const query = useQuery(adminListQueryOptions(source, { page, pageSize, q }));

  const totalPages = Math.max(1, query.data?.total_pages ?? 1);

  // Rows deleted or filtered away (or an old link) can leave us past the last page: step back to it.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > totalPages) update({ page: String(clampPage(page, totalPages)) }, true);
  }, [query.data, query.isPlaceholderData, page, totalPages, update]);

  const setPage = useCallback(
    (n: number) => {
      const next = clampPage(n, totalPages);
      if (next !== page) update({ page: next > 1 ? String(next) : undefined }, false);
    },
    [totalPages, page, update],
  );
  const setPageSize = useCallback(
    (size: AdminPageSize) => {
      writePageSize(browserStorage(), size);
      setPageSizeState(size);
      if (page !== 1) update({ page: undefined }, false);
    },
    [page, update],
  );

  // Selection belongs to the rows on screen: another page, size or search starts with none.
  const view = `${page}|${pageSize}|${q}`;
  const [selection, setSelectionState] = useState<{ view: string; ids: Set<string> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : new Set<string>();
  const setSelected = useCallback((ids: Set<string>) => setSelectionState({ view, ids }), [view]);

  return {
    page,
    setPage,
    pageSize,
    setPageSize,
    searchInput,
    setSearchInput,
    /** The search actually sent. */
    q,
    /** Typed but not sent: a single character (spec §5). */
    searchTooShort: !isSendableSearch(searchInput),
    query,
    rows: query.data?.data ?? [],
    totalPages,
    count: query.data?.count ?? 0,
    selected,
    setSelected,
  };
}

export type AdminList<T> = ReturnType<typeof useAdminList<T>>;
