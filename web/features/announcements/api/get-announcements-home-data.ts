import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementsHomeData } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';

/** GET /api/announcements/home-data/ — service and work announcements (spec §7). */
const getAnnouncementsHomeData = (signal?: AbortSignal) => api.get<AnnouncementsHomeData>('/api/announcements/home-data/', signal);

export const announcementsHomeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['announcements', 'home-data'] as const,
    queryFn: ({ signal }) => getAnnouncementsHomeData(signal),
  });

export function useAnnouncementsHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...announcementsHomeDataQueryOptions(), enabled });
}
