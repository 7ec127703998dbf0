import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../../lib/toast';
import { superAdminProfileBodySchema, type SessionUser } from '@hub/contract/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

export const useProfileForm = (user: SessionUser) => {
  const mutation = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(superAdminProfileBodySchema),
    defaultValues: {
      name: user.superAdmin.name,
      occupation: user.superAdmin.occupation ?? '',
      email: user.email,
      currentPassword: '',
    },
  });

  // Changing the email asks for one's password again (it would let a reset take the account).
  const emailChanges = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(async ({ currentPassword, ...body }) => {
    try {
      await mutation.mutateAsync({ ...body, occupation: body.occupation || null, ...(emailChanges ? { currentPassword } : {}) });
    } catch (error) {
      applyServerErrors(form, error);
      return;
    }
    form.reset({ ...form.getValues(), currentPassword: '' });
    enqueueSnackbar('Perfil atualizado', { variant: 'success' });
  });

  return { form, onSubmit, emailChanges };
};
