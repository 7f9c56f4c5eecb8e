import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

interface ConfirmPasswordResetPayload {
  phone: string;
  code: string;
  password: string;
}

/** 400 users.reset_code_invalid / users.reset_code_expired; 429 after too many tries. */
const confirmPasswordReset = (payload: ConfirmPasswordResetPayload) =>
  api.post<{ message: string }>('/api/users/accounts/password-reset/confirm/', { ...payload });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
