import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../../lib/toast';
import { changePasswordFormSchema } from '@hub/contract/password-policy';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';

export const usePasswordForm = () => {
  const mutation = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await mutation.mutateAsync({ currentPassword, password });
    } catch (error) {
      applyServerErrors(form, error);
      return;
    }
    form.reset();
    enqueueSnackbar('Senha alterada com sucesso', { variant: 'success' });
  });

  return { form, onSubmit };
};
