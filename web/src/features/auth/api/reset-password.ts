import type { ResetPasswordBody } from '@hub/contract/auth';
import { api } from '../../../lib/api-client';

/** POST user/resetPassword. The auth screens call it directly: they carry no query cache. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.post<null>('/user/resetPassword', body);
