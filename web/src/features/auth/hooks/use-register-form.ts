import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import { registerFormSchema } from '@hub/contract/password-policy';
import { useAuth } from '../../../auth/auth-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { PATH_AFTER_LOGIN, paths } from '../../../routes/paths';

export const useRegisterForm = () => {
  const { register } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await register(body);
    } catch (error) {
      applyServerErrors(form, error);
      return;
    }
    enqueueSnackbar('Conta criada com sucesso', { variant: 'success' });
    // The guarded /auth/register moves on by itself once signed in; the unprotected one does not.
    if (pathname === paths.auth.registerUnprotected) navigate(PATH_AFTER_LOGIN, { replace: true });
  });

  return { form, onSubmit };
};
