import { authOperations, type ForgotPasswordBody } from '@hub/contract/auth';
import { call } from '../../../lib/api-client';

/** POST user/forgotPassword. The auth screens call it directly: they carry no query cache. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  call(authOperations.forgotPassword, { body });
