import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PATCH accounts/me/ (multipart, optional `pfp` file) → the updated profile. */
const updateProfile = (body: FormData) => api.patch<Profile>('/api/users/accounts/me/', body);

/** The answer becomes the cached session profile, so every screen shows the saved data without a refetch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
