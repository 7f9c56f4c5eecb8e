import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The one query cache of a page: made once in the browser, and once per request on the server. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });

/** An answer that a page's item is not here: 404, or 410 for one removed for good (issue 40). */
export const isMissingItem = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * Options of a query for a page's own item (a product, an announcement, a category): a 404 is the
 * answer, not a failure, so it is never asked again by itself: not retried, and not asked again when
 * the page mounts (a page the server rendered as not found stays so in the browser, as it should).
 */
export const itemQueryOptions = {
  retry: (count: number, error: unknown) => !isMissingItem(error) && count < 1,
  retryOnMount: false,
} as const;

/** An ApiError as plain data, to cross from the server's cache to the browser's. */
interface SentError {
  apiError: true;
  status: number;
  code: string;
  message: string;
  errors: Record<string, string>;
  params?: Record<string, string | number>;
}

/**
 * The server's cache as the browser receives it: every answer, and the 404 (or 410) of a page whose item is
 * missing (so the browser shows the same not-found screen without asking again). Nothing that depends
 * on who is asking is in it: the server renders every page for an anonymous visitor.
 */
export function dehydrateForBrowser(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isMissingItem(query.state.error)),
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = { apiError: true, status: error.status, code: error.code, message: error.message, errors: error.errors, params: error.params };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

/** Puts the server's cache into the browser's, errors made ApiErrors again. */
export function hydrateFromServer(queryClient: QueryClient, state: DehydratedState) {
  hydrate(queryClient, state);
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error as Partial<SentError> | null;
    if (error && error.apiError) {
      query.setState({ error: new ApiError(error.status!, error.code!, error.message!, error.errors, error.params) });
    }
  }
}
