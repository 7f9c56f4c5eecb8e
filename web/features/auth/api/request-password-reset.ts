import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Sends an SMS code. Always 200 (whether the phone exists is not revealed); 429 when asked too often. */
const requestPasswordReset = (phone: string) => api.post<{ message: string }>('/api/users/accounts/password-reset/request/', { phone });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
