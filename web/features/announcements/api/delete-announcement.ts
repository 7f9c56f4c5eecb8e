import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { ownAnnouncementsKey } from './get-user-announcements';
import { savedAnnouncementsKey } from './get-saved-announcements';

/** DELETE /api/announcements/user-announcements/{guid}/ → 204 (its author, or a moderator). */
const deleteAnnouncement = (guid: string) => api.delete<void>(`/api/announcements/user-announcements/${encodeURIComponent(guid)}/`);

/** Deletes one's own announcement: its cached copy goes, the author's list, the saved list and the public pages are refreshed. */
export const useDeleteAnnouncement = () =>
  useApiMutation({
    request: deleteAnnouncement,
    onSuccess: (_, guid, queryClient) => queryClient.removeQueries({ queryKey: [...ownAnnouncementsKey, 'detail', guid] }),
    invalidates: [[...ownAnnouncementsKey, 'list'], savedAnnouncementsKey, ['announcements']],
  });
