import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/users/dashboard/users/{guid}/password-reset/ → {message}: sends the user the password-reset SMS code. */
const sendPasswordReset = ({ guid }: { guid: string }) =>
  api.post<{ message: string }>(`/api/users/dashboard/users/${encodeURIComponent(guid)}/password-reset/`);

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
