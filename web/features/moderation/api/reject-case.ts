import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationCase, ModerationReject } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';
import { moderationKey } from './list-queue';

/**
 * POST /api/moderation/dashboard/cases/{guid}/reject/ {reason, message} (admin roles): the item is
 * hidden and its author told; a reported user is blocked.
 */
const rejectCase = ({ guid, ...body }: ModerationReject & { guid: string }) =>
  api.post<ModerationCase>(`/api/moderation/dashboard/cases/${encodeURIComponent(guid)}/reject/`, body);

export function useRejectCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectCase, onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKey }) });
}
