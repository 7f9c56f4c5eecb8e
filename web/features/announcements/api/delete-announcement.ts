import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { ownAnnouncementsKey } from './get-user-announcements';
import { savedAnnouncementsKey } from './get-saved-announcements';

/** DELETE /api/announcements/user-announcements/{guid}/ → 204 (its author, or a moderator). */
const deleteAnnouncement = (guid: string) => api.delete<void>(`/api/announcements/user-announcements/${encodeURIComponent(guid)}/`);

/** Deletes one's own announcement: its cached copy goes, the author's list, the saved list and the public pages are refreshed. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (_, guid) => {
      queryClient.removeQueries({ queryKey: [...ownAnnouncementsKey, 'detail', guid] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...ownAnnouncementsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: savedAnnouncementsKey }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]);
    },
  });
}
