import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationCase } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';
import { moderationKey } from './list-queue';

/** POST /api/moderation/dashboard/cases/{guid}/dismiss/ (admin roles): a report case with nothing wrong closes. */
const dismissCase = (guid: string) => api.post<ModerationCase>(`/api/moderation/dashboard/cases/${encodeURIComponent(guid)}/dismiss/`);

export function useDismissCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissCase, onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey }) });
}
