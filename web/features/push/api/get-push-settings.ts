import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSettings } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';

export const pushSettingsKey = ['push', 'settings'] as const;

/** GET /api/push/settings/ → which kinds of push message the reader gets, and in how many browsers push is on. */
const getPushSettings = (signal?: AbortSignal) => api.get<PushSettings>('/api/push/settings/', signal);

const pushSettingsQueryOptions = () => queryOptions({ queryKey: pushSettingsKey, queryFn: ({ signal }) => getPushSettings(signal), staleTime: 60_000 });

export const usePushSettings = (enabled: boolean) => useQuery({ ...pushSettingsQueryOptions(), enabled });
