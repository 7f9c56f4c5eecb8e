import { useQuery } from '@tanstack/react-query';
import type { TelegramSignInStatus } from '@shared/schemas/telegram';
import { api } from '@web/lib/api-client';

/** How often the waiting sign-in asks whether the owner shared their contact in the bot. */
const POLL_MS = 2500;

/**
 * POST /api/telegram/sign-in/poll/ {poll_token}, every few seconds while `pollToken` is set: 'waiting'
 * until the contact is shared in the bot, then once the session (the refresh token into its cookie,
 * as the sign-in answers it); 410 telegram.sign_in_expired when the sign-in is over.
 */
export const useTelegramSignInPoll = (pollToken: string | null) =>
  useQuery({
    queryKey: ['telegram', 'sign-in', pollToken] as const,
    queryFn: () => api.post<TelegramSignInStatus>('/api/telegram/sign-in/poll/', { poll_token: pollToken }),
    enabled: pollToken !== null,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' && !query.state.error ? POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
