import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@hub/contract/auth';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<null>('/user/resetPassword', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
