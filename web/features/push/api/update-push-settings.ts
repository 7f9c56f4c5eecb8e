import type { PushSettings, PushSettingsUpdate } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { pushSettingsKey } from './get-push-settings';

/** PATCH /api/push/settings/ {kinds} → the settings: a kind switched on or off (for every browser of the reader's). */
const updatePushSettings = (body: PushSettingsUpdate) => api.patch<PushSettings>('/api/push/settings/', body);

export const useUpdatePushSettings = () => useApiMutation({ request: updatePushSettings, onSuccess: (settings, _, queryClient) => queryClient.setQueryData(pushSettingsKey, settings) });
