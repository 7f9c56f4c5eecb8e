import { useQuery } from '@tanstack/react-query';
import type { TelegramLink } from '@shared/schemas/telegram';
import { apiQueryOptions } from '@web/lib/api-query';

export const telegramLinkKey = ['telegram', 'link'] as const;

/** How often the profile asks whether the bot has linked the account, while a link code waits to be used. */
const LINK_POLL_MS = 2500;

/** GET /api/telegram/link/ → {linked, username, first_name, linked_at}: whether the reader's account is linked to Telegram (issue 41). */
export const telegramLinkQueryOptions = () => apiQueryOptions<TelegramLink, typeof telegramLinkKey>(telegramLinkKey, '/api/telegram/link/', { staleTime: 0 });

/**
 * The reader's link (only for a signed-in reader). `waiting`: a link code is out, so it is asked again
 * every LINK_POLL_MS until the bot has linked it, and at once when the reader comes back from the Telegram app.
 */
export const useTelegramLink = (waiting = false) =>
  useQuery({
    ...telegramLinkQueryOptions(),
    refetchInterval: waiting ? LINK_POLL_MS : false,
    refetchOnWindowFocus: waiting,
  });
