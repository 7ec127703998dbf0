import type { ForgotPasswordBody } from '@hub/contract/auth';
import { api } from '../../../lib/api-client';

/** POST user/forgotPassword. The auth screens call it directly: they carry no query cache. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<null>('/user/forgotPassword', body);
