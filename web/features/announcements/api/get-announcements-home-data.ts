import { useQuery } from '@tanstack/react-query';
import type { AnnouncementsHomeData } from '@shared/schemas/announcements';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/announcements/home-data/ — service and work announcements (spec §7). */
export const announcementsHomeDataQueryOptions = () => apiQueryOptions<AnnouncementsHomeData>(['announcements', 'home-data'], '/api/announcements/home-data/');

export function useAnnouncementsHomeData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...announcementsHomeDataQueryOptions(), enabled });
}
