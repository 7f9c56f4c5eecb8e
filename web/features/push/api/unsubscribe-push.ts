import { api } from '@web/lib/api-client';

/** POST /api/push/unsubscribe/ {endpoint}: push off in this browser. */
export const unsubscribePush = (endpoint: string) => api.post<void>('/api/push/unsubscribe/', { endpoint });
