import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/schemas/site';
import { apiQueryOptions, keptForVisit } from '@web/lib/api-query';

export const siteQueryKey = ['site'] as const;

/** GET /api/site/ — site-wide settings (the footer's social links): the server's configuration, read once per visit. */
export const siteQueryOptions = () => apiQueryOptions<SiteInfo>(siteQueryKey, '/api/site/', keptForVisit);

export const useSite = () => useQuery(siteQueryOptions());
