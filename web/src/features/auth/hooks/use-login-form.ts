import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES, loginBodySchema } from '@hub/contract/auth';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage } from '../../../lib/api-client';
import { PATH_AFTER_LOGIN } from '../../../routes/paths';

/** Login form state: validation by the contract, the spec's failure and success messages. */
export const useLoginForm = () => {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
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
    // On a protected page the guard now shows that page; from an auth page, go to the dashboard.
    if (pathname.startsWith('/auth/')) navigate(PATH_AFTER_LOGIN, { replace: true });
  });

  return { form, onSubmit };
};
