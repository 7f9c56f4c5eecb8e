import { toggleRequest, useApiMutation } from '@web/lib/api-query';
import { withSaved } from '../lib/saved-state';
import { savedAnnouncementsKey } from './get-saved-announcements';

/** POST (save) or DELETE (unsave) /api/announcements/announcement/{meta}/save/ → {saved}. */
const saveAnnouncement = (meta: string, save: boolean) =>
  toggleRequest<{ saved: boolean }>(`/api/announcements/announcement/${encodeURIComponent(meta)}/save/`, save);

/**
 * Save or unsave an announcement, from its page, a list or the profile's saved list. The button shows
 * the wanted state while the call runs (the mutation's variables: nothing to roll back when it
 * fails); the server's answer is then written into every cached copy of the announcement (its page,
 * the public lists), and the saved list is refreshed before the mutation settles, so an unsaved card
 * leaves that list while its button still shows it is busy.
 */
export const useSaveAnnouncement = (meta: string) =>
  useApiMutation({
    request: (save: boolean) => saveAnnouncement(meta, save),
    onSuccess: ({ saved }, _, queryClient) => {
      // Only the answers that hold it are rewritten (the others keep their age, and so their staleness).
      for (const [key, old] of queryClient.getQueriesData({ queryKey: ['announcements'] })) {
        const next = withSaved(old, meta, saved);
        if (next !== old) queryClient.setQueryData(key, next);
      }
    },
    invalidates: [savedAnnouncementsKey],
  });
