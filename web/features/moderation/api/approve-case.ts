import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationCase } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';
import { moderationKey } from './list-queue';

/**
 * POST /api/moderation/dashboard/cases/{guid}/approve/ (admin roles) → the closed case. A review case:
 * the item is published; a report case: the same as dismiss. A closed case: 409 moderation.case_closed.
 */
const approveCase = (guid: string) => api.post<ModerationCase>(`/api/moderation/dashboard/cases/${encodeURIComponent(guid)}/approve/`);

export function useApproveCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveCase, onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey }) });
}
