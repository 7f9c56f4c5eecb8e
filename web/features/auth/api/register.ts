import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@shared/constants';
import type { Profile, Registered } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { beginSession } from '../session';

/** What POST accounts/register/ takes: phone already reduced to its 9 digits. */
export interface RegisterPayload {
  first_name: string;
  phone: string;
  password: string;
  /** The interface language at sign-up, kept on the new profile. */
  language?: LanguageCode;
}

/** POST accounts/register/: the spec's message, and the new account's tokens (registering signs in). */
const register = (payload: RegisterPayload) => api.post<Registered>('/api/users/accounts/register/', { ...payload });

/** Registers and signs the new account in (session.ts); resolves with its (not yet completed) profile. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: RegisterPayload): Promise<Profile | null> => {
      const { access } = await register(payload);
      return beginSession(queryClient, { access });
    },
  });
}
