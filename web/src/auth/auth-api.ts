import type { LoginBody, RegisterBody } from '@hub/contract/auth';
import type { SecondFactorBody } from '@hub/contract/sessions';
import { call } from '../lib/api-client';

/**
 * The auth operations hold the contract's zod schemas: imported here, in the entry, they would
 * weigh on the login route (decision 006). They load with the first call instead; by a login's
 * submit the form's validation has already loaded them.
 */
const authOperations = () =>
  import('@hub/contract/auth').then((contract) => contract.authOperations);

export const loginRequest = async (body: LoginBody) =>
  call((await authOperations()).login, { query: { typeUser: 0 }, body });

export const registerRequest = async (body: RegisterBody) =>
  call((await authOperations()).registerFirstAdmin, { body });

/** The stored token's user: the client sends the token as its Bearer header, never in the URL (decision 047). */
export const userByTokenRequest = async () =>
  call((await authOperations()).getUserByAccessToken, { query: {} });

/** The second step and signing out load their declarations with the first call too. */
const loginStepOperations = () =>
  import('@hub/contract/sessions').then((contract) => contract.loginStepOperations);

export const secondFactorRequest = async (body: SecondFactorBody) =>
  call((await loginStepOperations()).verifySecondFactor, { body });

export const passkeyLoginOptionsRequest = async (challenge: string) =>
  call((await loginStepOperations()).passkeyLoginOptions, { body: { challenge } });

export const passkeyLoginRequest = async (challenge: string, response: unknown) =>
  call((await loginStepOperations()).passkeyLogin, {
    body: { challenge, response: response as never },
  });

export const logoutRequest = async () => call((await loginStepOperations()).logout, {});
