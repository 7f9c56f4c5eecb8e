import type { TelegramLinkCode } from '@shared/schemas/telegram';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';

/** POST /api/telegram/link/ → {url, expires_at}: a t.me link to the bot with a one-time code (10 minutes); a new one voids the last. */
const postTelegramLink = () => api.post<TelegramLinkCode>('/api/telegram/link/');

export const useCreateTelegramLink = () => useApiMutation({ request: postTelegramLink });
