import { queryOptions, useQuery } from '@tanstack/react-query';
import { ME_GUID } from '@shared/constants';
import type { Profile } from '@shared/schemas/users';
import { api, tokenStore } from '@web/lib/api-client';

export const profileQueryKey = ['profile'] as const;

/**
 * The session (spec §4): authenticated when the profile fetch succeeds; on failure the profile is
 * cleared and the visitor is anonymous. No stored token means no request at all.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: async (): Promise<Profile | null> => {
      if (!tokenStore.access) return null;
      try {
        return await api.get<Profile>(`/api/users/accounts/${ME_GUID}/`);
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export function useSession(): { user: Profile | null; status: SessionStatus } {
  const { data, isPending } = useQuery(profileQueryOptions());
  if (isPending) return { user: null, status: 'loading' };
  return data ? { user: data, status: 'authenticated' } : { user: null, status: 'anonymous' };
}
