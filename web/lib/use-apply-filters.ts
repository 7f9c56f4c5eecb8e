import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Applies a control's change to a list's filters in the address (?region=…&work_time=…). The change
 * builds on the filters the reader chose last: the address, or the one the previous change asked for
 * while the page has not yet re-rendered with it. So two quick choices (the district right after the
 * region, on a slow phone) both stay, instead of the second undoing the first.
 */
export function useApplyFilters<F, P>(parse: (params: URLSearchParams) => F, merge: (filters: F, patch: P) => F, toParams: (filters: F) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  // The page has the address now (the change arrived, or another navigation came): build on it.
  useEffect(() => {
    asked.current = null;
  }, [searchParams]);
  return useCallback(
    (patch: P) => {
      const next = toParams(merge(parse(asked.current ?? searchParams), patch));
      asked.current = next;
      setSearchParams(next);
    },
    [merge, parse, searchParams, setSearchParams, toParams],
  );
}
