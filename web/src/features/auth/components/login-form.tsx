import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { RhfPasswordField, RhfTextField } from '../../../components/form/rhf-text-field';
import { paths } from '../../../routes/paths';
import { useLoginForm } from '../hooks/use-login-form';

export const LoginForm = () => {
  const { form, onSubmit } = useLoginForm();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <FormAlert form={form} />
      <RhfTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      <RhfPasswordField control={form.control} name="password" label="Senha" autoComplete="current-password" />
      <Link component={RouterLink} to={paths.auth.resetPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        Esqueceu sua senha?
      </Link>
      <Button type="submit" size="large" variant="contained" fullWidth loading={form.formState.isSubmitting}>
        Entrar
      </Button>
    </Box>
  );
};
