import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { profileQueryKey } from './get-profile';

/** POST accounts/phone/confirm/ {code}: the profile, its phone confirmed; 400 users.reset_code_invalid / _expired, 429 after too many tries (issue 40). */
const confirmPhone = (code: string) => api.post<Profile>('/api/users/accounts/phone/confirm/', { code });

/** Confirms the signed-in account's phone; the session's profile is the answer from then on. */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
