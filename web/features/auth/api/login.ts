import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, Profile, TokenPair } from '@shared/schemas/users';
import { cleanPhone } from '@shared/format/phone';
import { api, tokenStore } from '@web/lib/api-client';
import { profileQueryKey } from './get-profile';
import { beginSession, endSession } from '../session';

/** POST accounts/login/: the token pair. On failure the stored tokens are cleared (spec §7). */
async function login(input: LoginInput): Promise<TokenPair> {
  try {
    return await api.post<TokenPair>('/api/users/accounts/login/', { phone: cleanPhone(input.phone), password: input.password });
  } catch (err) {
    tokenStore.clear();
    throw err;
  }
}

/**
 * Signs in: the previous person's traces in this tab are forgotten, the tokens stored and the profile
 * fetched (not just marked stale: an inactive query still holding the anonymous `null` would make
 * the next guarded page redirect back to sign-in). mutateAsync answers the new profile only after
 * that, so callers may navigate at once, and send an unfinished profile to completion.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<Profile | null> => beginSession(queryClient, await login(input)),
    // A failed login has cleared the stored tokens (spec §7): whoever was signed in is signed out.
    onError: () => {
      if (queryClient.getQueryData(profileQueryKey)) endSession(queryClient);
    },
  });
}
