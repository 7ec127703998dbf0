import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@hub/contract/auth';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<null>('/user/forgotPassword', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
