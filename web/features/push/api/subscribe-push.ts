import type { PushSettings, PushSubscribeBody } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';

/** POST /api/push/subscribe/ {endpoint, keys, language} → the settings: push on in this browser (sent again, renewed). */
export const subscribePush = (body: PushSubscribeBody) => api.post<PushSettings>('/api/push/subscribe/', body);
