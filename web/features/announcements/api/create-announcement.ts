import type { UserAnnouncement } from '@shared/schemas/announcements';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { ownAnnouncementsKey } from './get-user-announcements';

/** POST /api/announcements/user-announcements/ (multipart; see lib/announcement-payload buildCreateFormData) → 201 UserAnnouncement. */
const createAnnouncement = (body: FormData) => api.post<UserAnnouncement>('/api/announcements/user-announcements/', body);

/** Creates an announcement; the author's list and every public list (a new one shows there at once) are refreshed. */
export const useCreateAnnouncement = () => useApiMutation({ request: createAnnouncement, invalidates: [ownAnnouncementsKey, ['announcements']] });
