import { queryOptions } from '@tanstack/react-query';
import type { PushKey } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';

/** GET /api/push/key/ → {public_key}: the VAPID key a browser subscribes with (asked when push is turned on). */
const getPushKey = (signal?: AbortSignal) => api.get<PushKey>('/api/push/key/', signal);

export const pushKeyQueryOptions = () => queryOptions({ queryKey: ['push', 'key'] as const, queryFn: ({ signal }) => getPushKey(signal), staleTime: 0 });
