import { useMutation, useQuery } from '@tanstack/react-query';
import type { TelegramLinkCode, TelegramPhoneStatus } from '@shared/schemas/telegram';
import { api } from '@web/lib/api-client';

/** POST /api/telegram/confirm-phone/: the bot's t.me link with a one-time code (10 minutes); opened, the bot asks for the caller's contact (issue 41). */
const createTelegramConfirmation = () => api.post<TelegramLinkCode>('/api/telegram/confirm-phone/', {});

export const useCreateTelegramConfirmation = () => useMutation({ mutationFn: createTelegramConfirmation });

/** How often the waiting page asks whether the phone is confirmed. */
const POLL_MS = 2500;

/**
 * GET /api/telegram/confirm-phone/: whether the caller's phone is confirmed now, asked every few
 * seconds while `waiting` (the code is valid), and no longer once it is.
 */
export const useTelegramPhoneStatus = (waiting: boolean) =>
  useQuery({
    queryKey: ['telegram', 'phone-status'] as const,
    queryFn: ({ signal }) => api.get<TelegramPhoneStatus>('/api/telegram/confirm-phone/', signal),
    enabled: waiting,
    refetchInterval: (query) => (query.state.data?.phone_confirmed ? false : POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
