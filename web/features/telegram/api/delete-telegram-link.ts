import type { TelegramLink } from '@shared/schemas/telegram';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { telegramLinkKey } from './get-telegram-link';

const UNLINKED: TelegramLink = { linked: false, username: null, first_name: null, linked_at: null };

/** DELETE /api/telegram/link/ → 204: unlinks the reader's Telegram (nothing more reaches it). */
const deleteTelegramLink = () => api.delete<void>('/api/telegram/link/');

export const useDeleteTelegramLink = () => useApiMutation({ request: deleteTelegramLink, onSuccess: (_, __, queryClient) => queryClient.setQueryData(telegramLinkKey, UNLINKED) });
