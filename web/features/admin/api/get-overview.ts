import { queryOptions, useQuery } from '@tanstack/react-query';
import { OVERVIEW_CACHE_SECONDS } from '@shared/constants';
import type { Overview } from '@shared/schemas/overview';
import { api } from '@web/lib/api-client';

const overviewQueryKey = ['admin', 'overview'] as const;

/** GET /api/overview/dashboard/ → the dashboard's figures (admin roles; the server keeps them OVERVIEW_CACHE_SECONDS). */
const getOverview = (signal?: AbortSignal) => api.get<Overview>('/api/overview/dashboard/', signal);

/** Fresh as long as the server keeps its answer: asking sooner would bring the same figures. */
export const overviewQueryOptions = () =>
  queryOptions({ queryKey: overviewQueryKey, queryFn: ({ signal }) => getOverview(signal), staleTime: OVERVIEW_CACHE_SECONDS * 1000 });

export const useOverview = () => useQuery(overviewQueryOptions());
