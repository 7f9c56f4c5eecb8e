import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, TokenPair } from '@shared/schemas/users';
import { cleanPhone } from '@shared/format/phone';
import { api, tokenStore } from '@web/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** Login: stores both tokens, then loads the profile (which makes the session authenticated). */
export async function login(input: LoginInput): Promise<TokenPair> {
  try {
    const tokens = await api.post<TokenPair>('/api/users/accounts/login/', { phone: cleanPhone(input.phone), password: input.password });
    tokenStore.set(tokens.access, tokens.refresh);
    return tokens;
  } catch (err) {
    // Spec §7: on failure the stored tokens are cleared.
    tokenStore.clear();
    throw err;
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Fetch the profile now (not just mark it stale): an inactive query that still holds the
    // anonymous `null` would otherwise make the next guarded page redirect back to sign-in before
    // its own refetch finished. mutateAsync resolves only after this, so callers may navigate at once.
    onSuccess: () => queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }),
  });
}
