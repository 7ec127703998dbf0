import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@hub/contract/auth';
import { FormAlert } from '../../../components/form/form-alert';
import { RhfPasswordField } from '../../../components/form/rhf-text-field';
import { paths } from '../../../routes/paths';
import { AuthHeading } from '../components/auth-heading';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

const ChangePasswordForm = ({ resetKey }: { resetKey: string }) => {
  const { form, onSubmit } = useChangePasswordForm(resetKey);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <FormAlert form={form} />
      <RhfPasswordField control={form.control} name="password" label="Nova senha" autoComplete="new-password" helperText="Pelo menos 8 caracteres" />
      <RhfPasswordField control={form.control} name="passwordConfirmation" label="Confirme a nova senha" autoComplete="new-password" />
      <Button type="submit" size="large" variant="contained" fullWidth loading={form.formState.isSubmitting}>
        Salvar nova senha
      </Button>
    </Box>
  );
};

/** The landing of the mailed link: /auth/change-password?key=... */
export const ChangePasswordPage = () => {
  const [params] = useSearchParams();
  const key = params.get('key');
  return (
    <>
      <AuthHeading title="Escolha uma nova senha" documentTitle="Nova senha" />
      {key ? (
        <ChangePasswordForm resetKey={key} />
      ) : (
        <Alert severity="error" role="alert">
          {AUTH_MESSAGES.resetKeyInvalid}
        </Alert>
      )}
      <Link component={RouterLink} to={key ? paths.auth.login : paths.auth.resetPassword} variant="body2" sx={{ display: 'inline-block', mt: 3 }}>
        {key ? 'Voltar ao login' : 'Pedir um novo link'}
      </Link>
    </>
  );
};
