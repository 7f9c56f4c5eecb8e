import { useCallback, useEffect } from 'react';
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
