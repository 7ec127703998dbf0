import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { paths } from '../../../routes/paths';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthHeading } from '../components/auth-heading';
import { useDeviceLink } from '../hooks/use-device-link';

/** The landing of the mailed link: /auth/device-link?key=..., then the login with the account's email. */
export const DeviceLinkPage = () => {
  const [params] = useSearchParams();
  const { failure, busy, recognize } = useDeviceLink(params.get('key'));
  return (
    <>
      <AuthHeading title="Reconhecer este navegador" documentTitle="Reconhecer navegador">
        O link enviado por email torna este navegador conhecido da sua conta: as tentativas de login
        feitas nele passam a contar à parte. Ele não entra na conta: em seguida, a sua senha é
        pedida.
      </AuthHeading>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={busy}
          onClick={() => void recognize()}
        >
          Reconhecer este navegador
        </Button>
      )}
      <AuthFooterLink label="Voltar ao login" to={paths.auth.login} />
    </>
  );
};
