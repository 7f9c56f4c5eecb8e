import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';
import { ownAnnouncementsKey } from './get-user-announcements';

/** POST /api/announcements/user-announcements/ (multipart; see lib/announcement-payload buildCreateFormData) → 201 UserAnnouncement. */
const createAnnouncement = (body: FormData) => api.post<UserAnnouncement>('/api/announcements/user-announcements/', body);

/** Creates an announcement; the author's list and every public list (a new one shows there at once) are refreshed. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ownAnnouncementsKey }), queryClient.invalidateQueries({ queryKey: ['announcements'] })]),
  });
}
