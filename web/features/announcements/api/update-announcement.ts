import type { UserAnnouncement } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { ownAnnouncementsKey } from './get-user-announcements';

/**
 * PATCH /api/announcements/user-announcements/{guid}/ → UserAnnouncement: the edit form's multipart
 * (changed fields, keep_images, new `images`), or JSON such as {is_active} (hide, show again).
 */
const updateAnnouncement = ({ guid, body }: { guid: string; body: FormData | { is_active: boolean } }) =>
  api.patch<UserAnnouncement>(`/api/announcements/user-announcements/${encodeURIComponent(guid)}/`, body);

/** Edits one's own announcement: its edit copy becomes the answer; the author's list and the public pages are refreshed. */
export const useUpdateAnnouncement = () =>
  useApiMutation({
    request: updateAnnouncement,
    onSuccess: (saved, _, queryClient) => queryClient.setQueryData([...ownAnnouncementsKey, 'detail', saved.guid], saved),
    invalidates: [[...ownAnnouncementsKey, 'list'], ['announcements']],
  });
