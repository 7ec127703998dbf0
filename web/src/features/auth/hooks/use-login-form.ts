import { useForm, type Resolver } from 'react-hook-form';
import { enqueueSnackbar } from 'notistack';
import { useLocation, useNavigate } from 'react-router';
import type { LoginBody } from '@hub/contract/auth';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage } from '../../../lib/api-client';
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

/** Login form state: validation by the contract, the spec's failure and success messages. */
export const useLoginForm = () => {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const form = useForm<LoginFields, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await login(body);
    } catch (error) {
      form.reset();
      form.setError('root', { message: errorMessage(error, AUTH_MESSAGES.loginFailed) });
      return;
    }
    enqueueSnackbar(AUTH_MESSAGES.loginSuccess, { variant: 'success' });
    // On a protected page the guard now shows that page; from an auth page, go where it was
    // asked to return (a public page's "Entrar para…"), else to the dashboard.
    if (pathname.startsWith('/auth/')) navigate(pathAfterLogin(search), { replace: true });
  });

  return { form, onSubmit, onInteract: () => void loadLoginValidation() };
};
