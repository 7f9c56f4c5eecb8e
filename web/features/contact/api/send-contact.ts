import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

interface ContactPayload {
  name: string;
  /** The 9 significant digits (cleanPhone). */
  phone: string;
  message: string;
}

/** POST /api/users/contact/ → 201 {message}; refusals come as ApiError with per-field `errors`. */
const sendContact = (body: ContactPayload) => api.post<{ message: string }>('/api/users/contact/', { ...body });

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
