import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { superAdminCreateSchema } from '@hub/contract/super-admins';
import { Form } from '../../../components/form/form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../routes/paths';
import { useCreateSuperAdmin } from '../api/super-admins';

/** A new administrator, invited by email: they set their own password from the link. */
export const SuperAdminForm = () => {
  const navigate = useNavigate();
  const create = useCreateSuperAdmin();
  const form = useForm({
    resolver: zodResolver(superAdminCreateSchema),
    defaultValues: { name: '', occupation: '', email: '' },
  });
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      allowLeave();
      enqueueSnackbar('Administrador criado: o convite foi enviado por email', {
        variant: 'success',
      });
      navigate(paths.dashboard.superAdmins.root);
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });
  return (
    <SectionCard
      title="Dados do administrador"
      description="Um email de convite com o link para criar a senha será enviado."
    >
      <Form form={form} onSubmit={onSubmit} submitLabel="Criar e enviar convite">
        <RhfTextField control={form.control} name="name" label="Nome" required />
        <RhfTextField control={form.control} name="occupation" label="Cargo" />
        <RhfTextField control={form.control} name="email" label="Email" type="email" required />
      </Form>
    </SectionCard>
  );
};
