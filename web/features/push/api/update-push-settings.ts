import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSettings, PushSettingsUpdate } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';
import { pushSettingsKey } from './get-push-settings';

/** PATCH /api/push/settings/ {kinds} → the settings: a kind switched on or off (for every browser of the reader's). */
const updatePushSettings = (body: PushSettingsUpdate) => api.patch<PushSettings>('/api/push/settings/', body);

export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePushSettings,
    onSuccess: (settings) => queryClient.setQueryData(pushSettingsKey, settings),
  });
}
