import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '@web/lib/api-client';
import { profileQueryKey } from './get-profile';

/** Logout revokes the refresh token on the server, then removes stored tokens and clears the profile. */
export async function logout(): Promise<void> {
  const refresh = tokenStore.refresh;
  try {
    if (refresh) await api.post('/api/users/accounts/logout/', { refresh });
  } catch {
    // Signing out locally must work offline too; the token simply expires on the server.
  } finally {
    tokenStore.clear();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData(profileQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'profile' && q.meta?.private === true });
    },
  });
}
