import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { enqueueSnackbar } from '../../../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import type { AuthAnswer, LoginBody, SecondFactorChallenge } from '@hub/contract/auth';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage, statusOf } from '../../../lib/api-client';
import { pathAfterLogin } from '../../../routes/paths';

type LoginFields = { email: string; password: string };
type LoginResolver = Resolver<LoginFields, unknown, LoginBody>;

let validation: Promise<LoginResolver> | undefined;

/**
 * The contract's login schema (and with it zod, a quarter of the login route's weight) loads on
 * the first interaction with the form rather than with the page; submitting waits for it.
 */
export const loadLoginValidation = (): Promise<LoginResolver> =>
  (validation ??= import('../login-resolver').then((module) => module.loginResolver));

const resolver: LoginResolver = async (values, context, options) =>
  (await loadLoginValidation())(values, context, options);

/**
 * Login form state: validation by the contract, the spec's failure and success messages. `email`
 * starts the form with an account's email (a device link's landing); `lockedOut` is the email the
 * login limit refused, for which a device link is offered.
 */
export const useLoginForm = (email = '') => {
  const { login, startSession } = useAuth();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [lockedOut, setLockedOut] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const form = useForm<LoginFields, unknown, LoginBody>({
    resolver,
    defaultValues: { email, password: '' },
  });

  const signedIn = () => {
    enqueueSnackbar(AUTH_MESSAGES.loginSuccess, { variant: 'success' });
    // On a protected page the guard now shows that page; from an auth page, go where it was
    // asked to return (a public page's "Entrar para…"), else to the dashboard.
    if (pathname.startsWith('/auth/')) navigate(pathAfterLogin(search), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    let asked: SecondFactorChallenge | null;
    setLockedOut(null);
    try {
      asked = await login(body);
    } catch (error) {
      form.reset();
      form.setError('root', { message: errorMessage(error, AUTH_MESSAGES.loginFailed) });
      if (statusOf(error) === 429) setLockedOut(body.email);
      return;
    }
    // The account has a second factor: the form asks for it next.
    if (asked) setChallenge(asked);
    else signedIn();
  });

  /** The second step passed: the session starts as a one-step login's does. */
  const onSecondFactor = (answer: AuthAnswer) => {
    startSession(answer);
    setChallenge(null);
    signedIn();
  };

  const restart = () => {
    setChallenge(null);
    form.reset();
  };

  return {
    form,
    onSubmit,
    onInteract: () => void loadLoginValidation(),
    challenge,
    lockedOut,
    onSecondFactor,
    restart,
  };
};
