import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UF_LIST } from '@hub/contract/br';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { NO_PROFILE_LABEL, superAdminCreateSchema } from '@hub/contract/super-admins';
import { useReach } from '../../../auth/use-can';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useAccessProfiles, useCreateSuperAdmin } from '../api/super-admins';
import { grantableUfs, profileOptions } from '../grantable';
import { UfScopeField } from './uf-scope-field';

/** Until the profiles are read: the built-in ones, which reach every UF. */
const BUILT_IN_CHOICES = BUILT_IN_PROFILES.map((profile) => ({ ...profile, ufs: null }));

/**
 * A new administrator, invited by email: they set their own password from the link. The profile
 * is one within the granter's access (decision 048), or none: then they hold nothing until one is
 * chosen. A granter limited to some UFs starts the new one on theirs.
 */
export const SuperAdminForm = () => {
  const create = useCreateSuperAdmin();
  const profiles = useAccessProfiles();
  const me = useReach();
  const ufChoices = grantableUfs(me, UF_LIST);
  const form = useForm({
    resolver: zodResolver(superAdminCreateSchema),
    defaultValues: {
      name: '',
      occupation: '',
      email: '',
      accessProfileId: '',
      ufs: me.scope === null ? [] : ufChoices,
    },
  });
  const ufs = useWatch({ control: form.control, name: 'ufs' }) ?? [];
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
          emptyLabel={NO_PROFILE_LABEL}
          helperText={`O que o administrador poderá ver e fazer; só os perfis dentro do seu acesso. ${NO_PROFILE_LABEL}: ele entra, mas não vê nem faz nada até que um perfil seja escolhido.`}
          options={profileOptions(me, profiles.data ?? BUILT_IN_CHOICES, ufs)}
        />
        <Controller
          control={form.control}
          name="ufs"
          render={({ field }) => (
            <UfScopeField
              value={field.value ?? []}
              onChange={field.onChange}
              options={ufChoices}
              helperText={
                me.scope === null
                  ? 'Limita o administrador a estas UFs, dentro das do perfil. Vazio: as do perfil.'
                  : `Limita o administrador a estas UFs, dentro das do perfil; você concede só as que atende (${me.scope.join(', ')}).`
              }
            />
          )}
        />
      </Form>
    </SectionCard>
  );
};
