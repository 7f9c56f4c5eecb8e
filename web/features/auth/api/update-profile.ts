import type { Profile } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { profileQueryKey } from './get-profile';

/** PATCH accounts/me/ (multipart, optional `pfp` file) → the updated profile. */
const updateProfile = (body: FormData) => api.patch<Profile>('/api/users/accounts/me/', body);

/** The answer becomes the cached session profile, so every screen shows the saved data without a refetch. */
export const useUpdateProfile = () => useApiMutation({ request: updateProfile, onSuccess: (profile, _, queryClient) => queryClient.setQueryData(profileQueryKey, profile) });
