import { Form } from '../../../components/form/form';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { RhfPasswordField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { usePasswordForm } from '../hooks/use-password-form';

export const PasswordCard = () => {
  const { form, onSubmit } = usePasswordForm();
  return (
    <SectionCard
      title="Alterar senha"
      description="As sessões abertas em outros aparelhos são encerradas ao trocar a senha."
    >
      <Form form={form} onSubmit={onSubmit} submitLabel="Alterar senha">
        <RhfPasswordField
          control={form.control}
          name="currentPassword"
          label="Senha atual"
          autoComplete="current-password"
        />
        <NewPasswordFields control={form.control} />
      </Form>
    </SectionCard>
  );
};
