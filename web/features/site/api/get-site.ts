import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/schemas/site';
import { api } from '@web/lib/api-client';

export const siteQueryKey = ['site'] as const;

const getSite = (signal?: AbortSignal) => api.get<SiteInfo>('/api/site/', signal);

/** Site-wide settings (the footer's social links): the server's configuration, read once per visit. */
export const siteQueryOptions = () =>
  queryOptions({
    queryKey: siteQueryKey,
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useSite = () => useQuery(siteQueryOptions());
