import { useQuery } from '@tanstack/react-query';
import { accountSecurityOperations } from '@hub/contract/sessions';
import { call } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

export const securityKeys = {
  sessions: ['account', 'sessions'] as const,
  factors: ['account', 'factors'] as const,
};

export const useOwnSessions = () =>
  useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => call(accountSecurityOperations.listOwnSessions, {}, signal),
  });

export const useEndOwnSession = () =>
  useOperationMutation(
    accountSecurityOperations.endOwnSession,
    securityKeys.sessions,
    (id: string) => ({
      params: { id },
    }),
  );

export const useEndOtherSessions = () =>
  useOperationMutation(
    accountSecurityOperations.endOtherOwnSessions,
    securityKeys.sessions,
    () => ({}),
  );

export const useOwnFactors = () =>
  useQuery({
    queryKey: securityKeys.factors,
    queryFn: ({ signal }) => call(accountSecurityOperations.getOwnFactors, {}, signal),
  });

export const useStartTotp = () =>
  useOperationMutation(accountSecurityOperations.startTotp, null, () => ({}));

export const useConfirmTotp = () =>
  useOperationMutation(
    accountSecurityOperations.confirmTotp,
    securityKeys.factors,
    (code: string) => ({
      body: { code },
    }),
  );

export const useRemoveTotp = () =>
  useOperationMutation(accountSecurityOperations.removeTotp, securityKeys.factors, () => ({}));

export const useRenewRecoveryCodes = () =>
  useOperationMutation(
    accountSecurityOperations.regenerateRecoveryCodes,
    securityKeys.factors,
    () => ({}),
  );

export const useRemovePasskey = () =>
  useOperationMutation(
    accountSecurityOperations.removePasskey,
    securityKeys.factors,
    (passkeyId: string) => ({
      params: { passkeyId },
    }),
  );

/** Creates a passkey in the browser (WebAuthn) and registers it under `name`. */
export const registerPasskey = async (name: string) => {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    call(accountSecurityOperations.passkeyRegistrationOptions, {}),
  ]);
  const response = await startRegistration({ optionsJSON: optionsJSON as never }).catch(() => {
    throw new Error('O navegador não criou a chave de acesso. Tente de novo.');
  });
  return call(accountSecurityOperations.registerPasskey, {
    body: { name, response: response as never },
  });
};
