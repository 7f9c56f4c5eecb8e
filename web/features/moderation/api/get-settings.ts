import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationSettings } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';
import { moderationKey } from './list-queue';

export const moderationSettingsKey = [...moderationKey, 'settings'] as const;

/** GET /api/moderation/dashboard/settings/ (admin roles): which kinds wait for review before they are public. */
const getModerationSettings = (signal?: AbortSignal) => api.get<ModerationSettings>('/api/moderation/dashboard/settings/', signal);

export const moderationSettingsQueryOptions = () => queryOptions({ queryKey: moderationSettingsKey, queryFn: ({ signal }) => getModerationSettings(signal), staleTime: 0 });

export const useModerationSettings = () => useQuery(moderationSettingsQueryOptions());
