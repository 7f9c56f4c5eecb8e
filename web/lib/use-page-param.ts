import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { clampPage, parsePageParam } from './pagination';

type SetPage = (page: number, options?: { replace?: boolean }) => void;

/** The page of a list kept in the URL (?page=3; page 1 leaves it out), so reload and Back return to it. */
export function usePageParam(): [page: number, setPage: SetPage] {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const setPage = useCallback<SetPage>((n, options) => setParams(n > 1 ? { page: String(n) } : {}, options), [setParams]);
  return [page, setPage];
}

/**
 * A page past the end (the last item of the last page removed, an old link) is replaced by the last
 * page. Pass the page count once it is known, not while a placeholder of another page is shown.
 */
export function useKeepPageInRange(page: number, totalPages: number | undefined, setPage: SetPage) {
  useEffect(() => {
    if (totalPages !== undefined && page > 1 && page > totalPages) setPage(clampPage(page, totalPages), { replace: true });
  }, [page, totalPages, setPage]);
}

/**
 * For a list whose page links sit below it: a ref for the list, and what a page link calls to bring
 * the list's top back into view when the reader has scrolled past it (not when it is already in view).
 */
export function useListTop<T extends HTMLElement>(): [ref: RefObject<T | null>, scrollToTop: () => void] {
  const ref = useRef<T>(null);
  const scrollToTop = useCallback(() => {
    const el = ref.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, []);
  return [ref, scrollToTop];
}
