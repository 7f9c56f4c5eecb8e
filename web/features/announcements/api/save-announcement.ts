import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { withSaved } from '../lib/saved-state';
import { savedAnnouncementsKey } from './get-saved-announcements';

/** POST (save) or DELETE (unsave) /api/announcements/announcement/{meta}/save/ → {saved}. */
const saveAnnouncement = (meta: string, save: boolean) => {
  const path = `/api/announcements/announcement/${encodeURIComponent(meta)}/save/` as const;
  return save ? api.post<{ saved: boolean }>(path) : api.delete<{ saved: boolean }>(path);
};

/**
 * Save or unsave an announcement, from its page, a list or the profile's saved list. The button shows
 * the wanted state while the call runs (the mutation's variables: nothing to roll back when it
 * fails); the server's answer is then written into every cached copy of the announcement (its page,
 * the public lists), and the saved list is refreshed before the mutation settles, so an unsaved card
 * leaves that list while its button still shows it is busy.
 */
export function useSaveAnnouncement(meta: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => saveAnnouncement(meta, save),
    onSuccess: ({ saved }) => {
      // Only the answers that hold it are rewritten (the others keep their age, and so their staleness).
      for (const [key, old] of queryClient.getQueriesData({ queryKey: ['announcements'] })) {
        const next = withSaved(old, meta, saved);
        if (next !== old) queryClient.setQueryData(key, next);
      }
      return queryClient.invalidateQueries({ queryKey: savedAnnouncementsKey });
    },
  });
}
