import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BUILT_IN_PROFILES, SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import { superAdminCreateSchema } from '@hub/contract/super-admins';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useAccessProfiles, useCreateSuperAdmin } from '../api/super-admins';
import { UfScopeField } from './uf-scope-field';

/** A new administrator, invited by email: they set their own password from the link. */
export const SuperAdminForm = () => {
  const create = useCreateSuperAdmin();
  const profiles = useAccessProfiles();
  const form = useForm({
    resolver: zodResolver(superAdminCreateSchema),
    defaultValues: {
      name: '',
      occupation: '',
      email: '',
      accessProfileId: SUPER_ADMIN_PROFILE_ID,
      ufs: [],
    },
  });
  const onSubmit = useRecordSubmit(form, {
    save: (values) => create.mutateAsync(values),
    saved: 'Administrador criado: o convite foi enviado por email',
    next: () => paths.dashboard.superAdmins.root,
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
        <RhfSelect
          control={form.control}
          name="accessProfileId"
          label="Perfil de acesso"
          required
          helperText="O que o administrador poderá ver e fazer (Usuários → Perfis de acesso)"
          options={(profiles.data ?? BUILT_IN_PROFILES).map((profile) => ({
            value: profile.id,
            label: profile.name,
          }))}
        />
        <Controller
          control={form.control}
          name="ufs"
          render={({ field }) => (
            <UfScopeField
              value={field.value ?? []}
              onChange={field.onChange}
              helperText="Limita o administrador a estas UFs, dentro das do perfil. Vazio: as do perfil."
            />
          )}
        />
      </Form>
    </SectionCard>
  );
};
