import Alert from '@mui/material/Alert';
import { Form } from '../../../components/form/form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { paths } from '../../../routes/paths';
import { AuthFooterLink } from '../components/auth-footer-link';
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
          Se houver uma conta com este email, enviamos um link de redefinição. Ele vale por 1 hora e
          pode ser usado uma vez.
        </Alert>
      ) : (
        <Form form={form} onSubmit={onSubmit} submitLabel="Enviar link" submitPlacement="wide">
          <RhfTextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
        </Form>
      )}
      <AuthFooterLink label="Voltar ao login" to={paths.auth.login} />
    </>
  );
};
