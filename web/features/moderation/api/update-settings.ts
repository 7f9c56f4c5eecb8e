import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationSettings } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';
import { moderationSettingsKey } from './get-settings';

/** PUT /api/moderation/dashboard/settings/ (superadmin and admin; a moderator gets 403) → the settings. */
const updateModerationSettings = (body: Partial<ModerationSettings>) => api.put<ModerationSettings>('/api/moderation/dashboard/settings/', body);

export function useUpdateModerationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModerationSettings,
    onSuccess: (settings) => queryClient.setQueryData(moderationSettingsKey, settings),
  });
}
