import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ME_GUID } from '@shared/constants';
import type { Profile } from '@shared/schemas/users';
import { api, tokenStore } from '@web/lib/api-client';
import { useHydrated } from '@web/lib/hydrated';

export const profileQueryKey = ['profile'] as const;

const getProfile = (signal?: AbortSignal) => api.get<Profile>(`/api/users/accounts/${ME_GUID}/`, signal);

/**
 * The session (spec §4): authenticated when the profile fetch succeeds; on failure the profile is
 * cleared and the visitor is anonymous. No stored token means no request at all.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }): Promise<Profile | null> => {
      if (!tokenStore.signedIn) return null;
      try {
        return await getProfile(signal);
      } catch (err) {
        // A cancelled fetch is not a failed one: let the query keep its previous state.
        if ((err as Error)?.name === 'AbortError') throw err;
        return null;
      }
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export function useSession(): { user: Profile | null; status: SessionStatus } {
  const { data, isPending, isFetching } = useQuery(profileQueryOptions());
  // A server render knows no one ('loading'); while the browser hydrates what it drew (a part of the
  // page may hydrate after the profile is known: HydrationBoundary) it must draw the same.
  const hydrated = useHydrated();
  if (isPending || !hydrated) return { user: null, status: 'loading' };
  // Cached "anonymous" while a token is now stored and the profile is being fetched (just signed in
  // in another tab, or a refetch after login): wait for the answer instead of redirecting to sign-in.
  if (!data && isFetching && tokenStore.signedIn) return { user: null, status: 'loading' };
  return data ? { user: data, status: 'authenticated' } : { user: null, status: 'anonymous' };
}

/**
 * Who is asking (tokenStore.viewer: the signed-in user's guid, or 'anonymous'), known without a
 * request. A server render, which has no storage, sees 'anonymous'; another tab
 * signing in or out updates it through the storage event.
 */
export function useViewer(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('storage', onChange);
      return () => window.removeEventListener('storage', onChange);
    },
    () => tokenStore.viewer,
    () => 'anonymous',
  );
}
