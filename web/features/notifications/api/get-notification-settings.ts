import { useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/schemas/notification-settings';
import { apiQueryOptions } from '@web/lib/api-query';

export const notificationSettingsKey = ['notifications', 'settings'] as const;

/** GET /api/users/notifications/settings/ → {kinds}: which kinds of notification the reader gets (the bell, push and Telegram alike). */
export const useNotificationSettings = (enabled: boolean) =>
  useQuery({ ...apiQueryOptions<NotificationSettings, typeof notificationSettingsKey>(notificationSettingsKey, '/api/users/notifications/settings/', { staleTime: 60_000 }), enabled });
