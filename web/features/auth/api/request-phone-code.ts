import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST accounts/phone/code/: a new confirmation code by SMS to the signed-in account's phone; 429 when asked too often (issue 40). */
const requestPhoneCode = () => api.post<{ message: string }>('/api/users/accounts/phone/code/', {});

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
