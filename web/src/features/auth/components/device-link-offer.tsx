import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEVICE_LINK_TTL_MINUTES } from '@hub/contract/auth';
import { errorMessage } from '../../../lib/api-client';
import { requestDeviceLink } from '../api/device-link';

/**
 * Offered when the login limit refused the attempt ('Muitas tentativas'): strangers may have spent
 * the budget this browser shares with every browser the account has not used. A link mailed to
 * the account makes this browser a known device, with a budget of its own; the password is still asked.
 */
export const DeviceLinkOffer = ({ email }: { email: string }) => {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      await requestDeviceLink({ email, appUrl: window.location.origin });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <Alert severity="success" role="status">
        Se houver uma conta com o email {email}, enviamos um link de acesso. Abra-o neste navegador:
        ele vale por {DEVICE_LINK_TTL_MINUTES} minutos e pode ser usado uma vez. Depois, entre com a
        sua senha.
      </Alert>
    );
  return (
    <Stack spacing={1.5}>
      <Alert severity="info">
        Se a conta é sua, podemos enviar ao email dela um link que reconhece este navegador. Com
        ele, você entra com a sua senha mesmo enquanto as tentativas estão bloqueadas.
      </Alert>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button variant="outlined" loading={sending} onClick={() => void send()}>
        Receber um link de acesso por email
      </Button>
    </Stack>
  );
};
