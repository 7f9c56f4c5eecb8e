import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '@shared/schemas/common';
import { readPageSize, writePageSize, isSendableSearch, type AdminPageSize, type PageSizeStorage } from '../lib/list-settings';
import { clampPage } from '@web/lib/pagination';

/** Body of every admin list request (spec §7). */
export interface AdminListBody {
  page_number: number;
  page_size: number;
  q: string;
}

/** How long typing must pause before the search is sent (one request per word, not per key). */
const SEARCH_DEBOUNCE_MS = 350;

function browserStorage(): PageSizeStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * State and data of an admin list table (spec §2, §4, §5, §9): page, page size (10/25/50/75/100,
 * remembered under 'page_size'), search (sent debounced, only when empty or 2+ characters), and the
 * selected rows of the current view. Any change reloads; a new search or size starts at page 1; the
 * page never leaves 1…total pages.
 */
export function useAdminList<T>({ queryKey, fetchPage }: { queryKey: readonly unknown[]; fetchPage(body: AdminListBody, signal: AbortSignal): Promise<Paged<T>> }) {
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSizeState] = useState<AdminPageSize>(() => readPageSize(browserStorage()));
  const [searchInput, setSearchInput] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    if (!isSendableSearch(searchInput)) return;
    const next = searchInput.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPageState(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, q]);

  const query = useQuery({
    queryKey: [...queryKey, { page, pageSize, q }],
    queryFn: ({ signal }) => fetchPage({ page_number: page, page_size: pageSize, q }, signal),
    // The previous rows stay (dimmed) while the next page loads: no layout jump on slow networks.
    placeholderData: keepPreviousData,
    // Moderation changes lists from elsewhere (verifying on the product page, another moderator):
    // coming back to a list always asks again.
    staleTime: 0,
  });

  const totalPages = Math.max(1, query.data?.total_pages ?? 1);

  // Rows deleted or filtered away can leave us past the last page: step back to it.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > totalPages) setPageState(clampPage(page, totalPages));
  }, [query.data, query.isPlaceholderData, page, totalPages]);

  const setPage = useCallback((n: number) => setPageState(clampPage(n, totalPages)), [totalPages]);
  const setPageSize = useCallback((size: AdminPageSize) => {
    writePageSize(browserStorage(), size);
    setPageSizeState(size);
    setPageState(1);
  }, []);

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
