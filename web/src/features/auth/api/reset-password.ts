import { authOperations, type ResetPasswordBody } from '@hub/contract/auth';
import { call } from '../../../lib/api-client';

/** POST user/resetPassword. The auth screens call it directly: they carry no query cache. */
export const resetPassword = (body: ResetPasswordBody) =>
  call(authOperations.resetPassword, { body });
