import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { profileQueryOptions } from './get-profile';

/**
 * Fields of POST accounts/complete/ (spec §7), already validated. The account is the signed-in one
 * (registering signs in): the bearer token names it, so the phone and password of the spec's call
 * are not sent (the API still takes them from callers without a token).
 */
interface CompletePayload {
  first_name: string;
  last_name: string;
  birthday: string;
  email: string;
  gender: number | string;
  region: number | string;
  district?: number | string | null;
  about: string;
  biography: string;
  purposes: readonly string[];
}

/** Multipart, as the API expects; purposes travel joined by newlines. */
function completeFormData(p: CompletePayload): FormData {
  const fd = new FormData();
  fd.set('first_name', p.first_name);
  fd.set('last_name', p.last_name);
  fd.set('birthday', p.birthday);
  fd.set('email', p.email);
  if (p.gender !== '') fd.set('gender', String(p.gender));
  fd.set('region', String(p.region));
  if (p.district !== undefined && p.district !== null && p.district !== '') fd.set('district', String(p.district));
  fd.set('about', p.about);
  fd.set('biography', p.biography);
  fd.set('purposes', p.purposes.join('\n'));
  return fd;
}

const completeProfile = (payload: CompletePayload) => api.post<{ message: string }>('/api/users/accounts/complete/', completeFormData(payload));

/** Completes, then reloads the profile (now completed), so every screen knows sign-up is over. */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: () => queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }),
  });
}
