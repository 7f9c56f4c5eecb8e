import type { NotificationSettings } from '@shared/schemas/notification-settings';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { notificationSettingsKey } from './get-notification-settings';

/** PUT /api/users/notifications/settings/ {kinds} → the settings: every kind as sent (one switched, the others as they were). */
const putNotificationSettings = (body: NotificationSettings) => api.put<NotificationSettings>('/api/users/notifications/settings/', body);

export const useUpdateNotificationSettings = () =>
  useApiMutation({ request: putNotificationSettings, onSuccess: (settings, _, queryClient) => queryClient.setQueryData(notificationSettingsKey, settings) });
