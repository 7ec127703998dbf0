import type { AuthAnswer, LoginBody, RegisterBody, SessionUser } from '@hub/contract/auth';
import { api } from '../lib/api-client';

export const loginRequest = (body: LoginBody) =>
  api.post<AuthAnswer>('/authentication/login', body, { query: { typeUser: 0 } });

export const registerRequest = (body: RegisterBody) =>
  api.post<AuthAnswer>('/account/register', body);

export const userByTokenRequest = (accessToken: string) =>
  api.get<SessionUser>('/user/getUserByAcessToken/', { query: { accessToken } });
