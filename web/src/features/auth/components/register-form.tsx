import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { RhfPasswordField, RhfTextField } from '../../../components/form/rhf-text-field';
import { paths } from '../../../routes/paths';
import { useRegisterForm } from '../hooks/use-register-form';

export const RegisterForm = () => {
  const { form, onSubmit } = useRegisterForm();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <FormAlert form={form} />
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <RhfTextField control={form.control} name="firstName" label="Nome" autoComplete="given-name" />
        <RhfTextField control={form.control} name="lastName" label="Sobrenome" autoComplete="family-name" />
      </Box>
      <RhfTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      <RhfPasswordField control={form.control} name="password" label="Senha" autoComplete="new-password" helperText="Pelo menos 8 caracteres" />
      <Button type="submit" size="large" variant="contained" fullWidth loading={form.formState.isSubmitting}>
        Criar conta
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Já tem uma conta?{' '}
        <Link component={RouterLink} to={paths.auth.login}>
          Entrar
        </Link>
      </Typography>
    </Box>
  );
};
