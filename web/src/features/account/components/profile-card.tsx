import type { SessionUser } from '@hub/contract/auth';
import { Form } from '../../../components/form/form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { useProfileForm } from '../hooks/use-profile-form';

export const ProfileCard = ({ user }: { user: SessionUser }) => {
  const { form, onSubmit, emailChanges } = useProfileForm(user);
  return (
    <SectionCard title="Dados pessoais">
      <Form form={form} onSubmit={onSubmit} submitLabel="Salvar alterações">
        <RhfTextField control={form.control} name="name" label="Nome" autoComplete="name" />
        <RhfTextField
          control={form.control}
          name="occupation"
          label="Cargo"
          autoComplete="organization-title"
        />
        <RhfTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        {emailChanges ? (
          <RhfTextField
            control={form.control}
            name="currentPassword"
            label="Sua senha atual"
            type="password"
            autoComplete="current-password"
            helperText="Para alterar o email, confirme a sua senha"
          />
        ) : null}
      </Form>
    </SectionCard>
  );
};
