import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, ChangePasswordBody } from '@hub/contract/auth';
import { useAuth } from '../../../auth/auth-context';
import { api } from '../../../lib/api-client';

export const changePassword = (id: string, body: ChangePasswordBody) =>
  api.put<AuthAnswer>(`/user/${id}`, body);

/** PUT user/{id}: older tokens stop working, so the answer's new token replaces the stored one. */
export const useChangePassword = () => {
  const { user, startSession } = useAuth();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(user?.id ?? '', body),
    onSuccess: startSession,
  });
};
