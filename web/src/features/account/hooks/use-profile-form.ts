import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
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
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ ...body, occupation: body.occupation || null });
    } catch (error) {
      applyServerErrors(form, error);
      return;
    }
    form.reset(form.getValues());
    enqueueSnackbar('Perfil atualizado', { variant: 'success' });
  });

  return { form, onSubmit };
};
