import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationCaseDetail } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';
import { moderationKey } from './list-queue';

const moderationCaseKey = (guid: string) => [...moderationKey, 'case', guid] as const;

/** GET /api/moderation/dashboard/cases/{guid}/ (admin roles) → the case with its reports (newest first). */
const getModerationCase = (guid: string, signal?: AbortSignal) => api.get<ModerationCaseDetail>(`/api/moderation/dashboard/cases/${encodeURIComponent(guid)}/`, signal);

export const moderationCaseQueryOptions = (guid: string) =>
  queryOptions({ queryKey: moderationCaseKey(guid), queryFn: ({ signal }) => getModerationCase(guid, signal), staleTime: 0 });

export const useModerationCase = (guid: string) => useQuery(moderationCaseQueryOptions(guid));
