import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const COMPLETED_MESSAGE = 'Profile completed successfully!';

/** Fields of POST accounts/complete/ (spec §7), already validated; phone is the 9 digits. */
export interface CompletePayload {
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
  phone: string;
  password: string;
}

/** Multipart, as the API expects; purposes travel joined by newlines. */
export function completeFormData(p: CompletePayload): FormData {
  const fd = new FormData();
  fd.set('first_name', p.first_name);
  fd.set('last_name', p.last_name);
  fd.set('birthday', p.birthday);
  fd.set('email', p.email);
  fd.set('gender', String(p.gender));
  fd.set('region', String(p.region));
  if (p.district !== undefined && p.district !== null && p.district !== '') fd.set('district', String(p.district));
  fd.set('about', p.about);
  fd.set('biography', p.biography);
  fd.set('purposes', p.purposes.join('\n'));
  fd.set('phone', p.phone);
  fd.set('password', p.password);
  return fd;
}

export const completeProfile = (payload: CompletePayload) => api.post<{ message: string }>('/api/users/accounts/complete/', completeFormData(payload));

export const useCompleteProfile = () => useMutation({ mutationFn: completeProfile });
