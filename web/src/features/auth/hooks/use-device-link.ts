import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@hub/contract/auth-messages';
import { errorMessage } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toast';
import { paths } from '../../../routes/paths';
import { recognizeDevice } from '../api/device-link';

/**
 * The landing of the mailed device link: the key is spent when the person asks (a mail scanner
 * opening the link spends nothing), then the login asks the password with the account's email
 * filled in (the login page reads it from the navigation's state).
 */
export const useDeviceLink = (key: string | null) => {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(
    key ? null : AUTH_MESSAGES.deviceLinkInvalid,
  );
  const [busy, setBusy] = useState(false);

  const recognize = async () => {
    if (!key) return;
    setBusy(true);
    try {
      const { email } = await recognizeDevice(key);
      enqueueSnackbar('Navegador reconhecido. Entre com a sua senha.', { variant: 'success' });
      navigate(paths.auth.login, { replace: true, state: { email } });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return { failure, busy, recognize };
};
