import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '@web/lib/api-client';
import { endSession } from '../session';

/**
 * POST accounts/logout/: ends the session on the server, named by the bearer token, and clears the
 * refresh cookie (best effort: signing out works offline too).
 */
async function logout(): Promise<void> {
  try {
    if (tokenStore.signedIn) await api.post('/api/users/accounts/logout/', {});
  } catch {
    // The token simply expires on the server.
  }
}

/** Signs out: server-side revoke, then the tokens, the whole query cache and the person's local data go (session.ts). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => endSession(queryClient),
  });
}
