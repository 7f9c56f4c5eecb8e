import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** What POST accounts/register/ takes: phone already reduced to its 9 digits. */
export interface RegisterPayload {
  first_name: string;
  phone: string;
  password: string;
}

export const REGISTERED_MESSAGE = 'User registered';

export const register = (payload: RegisterPayload) => api.post<{ message: string }>('/api/users/accounts/register/', { ...payload });

export const useRegister = () => useMutation({ mutationFn: register });
