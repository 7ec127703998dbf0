import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { paths } from '../../../routes/paths';
import { AuthHeading } from '../components/auth-heading';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';

export const ResetPasswordPage = () => {
  const { form, onSubmit, sent } = useResetPasswordForm();
  return (
    <>
      <AuthHeading title="Esqueceu sua senha?" documentTitle="Redefinir senha">
        Informe o email da sua conta. Enviaremos um link para você escolher uma nova senha.
      </AuthHeading>
      {sent ? (
        <Alert severity="success" role="status">
          Se houver uma conta com este email, enviamos um link de redefinição. Ele vale por 1 hora e pode ser usado uma vez.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormAlert form={form} />
          <RhfTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" size="large" variant="contained" fullWidth loading={form.formState.isSubmitting}>
            Enviar link
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to={paths.auth.login} variant="body2" sx={{ display: 'inline-block', mt: 3 }}>
        Voltar ao login
      </Link>
    </>
  );
};
