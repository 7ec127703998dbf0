import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { Form } from '../../../components/form/form';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { paths } from '../../../routes/paths';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

const ChangePasswordForm = ({ resetKey }: { resetKey: string }) => {
  const { form, onSubmit } = useChangePasswordForm(resetKey);
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Salvar nova senha" submitPlacement="wide">
      <NewPasswordFields control={form.control} />
    </Form>
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
      {key ? (
        <AuthFooterLink label="Voltar ao login" to={paths.auth.login} />
      ) : (
        <AuthFooterLink label="Pedir um novo link" to={paths.auth.resetPassword} />
      )}
    </>
  );
};
