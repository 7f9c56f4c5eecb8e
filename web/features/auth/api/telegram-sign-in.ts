import { useMutation } from '@tanstack/react-query';
import type { TelegramSignInStart } from '@shared/schemas/telegram';
import { api } from '@web/lib/api-client';

/** POST /api/telegram/sign-in/: the bot's t.me link with a one-time code, and the poll token only this browser holds (issue 41); 429 when asked too often. */
const startTelegramSignIn = () => api.post<TelegramSignInStart>('/api/telegram/sign-in/', {});

export const useStartTelegramSignIn = () => useMutation({ mutationFn: startTelegramSignIn });
