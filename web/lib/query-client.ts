import { QueryClient } from '@tanstack/react-query';

/** The one query cache of a page: made once in the browser (and, later, once per request on a server). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
