import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { newPasswordFormSchema } from '@hub/contract/password-policy';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../routes/paths';
import { resetPassword } from '../api/reset-password';

/** Sets the new password with the mailed key, then sends the person to the login. */
export const useChangePasswordForm = (key: string) => {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ key, password });
    } catch (error) {
      applyServerErrors(form, error);
      return;
    }
    enqueueSnackbar('Senha redefinida. Entre com a nova senha.', { variant: 'success' });
    navigate(paths.auth.login, { replace: true });
  });

  return { form, onSubmit };
};
