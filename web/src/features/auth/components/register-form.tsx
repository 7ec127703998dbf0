import Box from '@mui/material/Box';
import { Form } from '../../../components/form/form';
import { RhfPasswordField, RhfTextField } from '../../../components/form/rhf-text-field';
import { useRegisterForm } from '../hooks/use-register-form';

export const RegisterForm = () => {
  const { form, onSubmit } = useRegisterForm();
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Criar conta" submitPlacement="wide">
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <RhfTextField
          control={form.control}
          name="firstName"
          label="Nome"
          autoComplete="given-name"
        />
        <RhfTextField
          control={form.control}
          name="lastName"
          label="Sobrenome"
          autoComplete="family-name"
        />
      </Box>
      <RhfTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <RhfPasswordField
        control={form.control}
        name="password"
        label="Senha"
        autoComplete="new-password"
        helperText="Pelo menos 8 caracteres"
      />
    </Form>
  );
};
