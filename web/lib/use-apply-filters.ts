import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Applies a control's change to a list's filters in the address (?region=…&work_time=…). The change
 * builds on the filters the reader chose last: the address, or the latest change asked for that the
 * page has not yet re-rendered with. So two quick choices (the district right after the region, on a
 * slow phone) both stay, instead of the second undoing the first.
 *
 * The changes asked for are kept in order until the address reaches them. An older change arriving
 * after a newer one was asked for (the region's navigation committing once the district was already
 * chosen) only drops the changes up to it: the next choice still builds on the district. An address
 * that is none of them (Back, a link) forgets them all.
 */
/**
 * The changes still on their way once the address has become `address`: those asked for after it.
 * None when the address is none of them (Back, a link): the reader has moved on.
 */
export function stillOnTheirWay(asked: readonly string[], address: string): string[] {
  const reached = asked.indexOf(address);
  return reached === -1 ? [] : asked.slice(reached + 1);
}

export function useApplyFilters<F, P>(parse: (params: URLSearchParams) => F, merge: (filters: F, patch: P) => F, toParams: (filters: F) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = useRef<string[]>([]);
  useEffect(() => {
    asked.current = stillOnTheirWay(asked.current, searchParams.toString());
  }, [searchParams]);
  return useCallback(
    (patch: P) => {
      const latest = asked.current.at(-1);
      const next = toParams(merge(parse(latest !== undefined ? new URLSearchParams(latest) : searchParams), patch));
      asked.current.push(next.toString());
      setSearchParams(next);
    },
    [merge, parse, searchParams, setSearchParams, toParams],
  );
}
