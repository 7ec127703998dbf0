import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuthAnswer, SecondFactorChallenge } from '@hub/contract/auth';
import {
  passkeyLoginOptionsRequest,
  passkeyLoginRequest,
  secondFactorRequest,
} from '../../../auth/auth-api';
import { TotpCodeField } from '../../../components/form/totp-code-field';
import { errorMessage } from '../../../lib/api-client';

type Mode = 'totp' | 'recovery';

/**
 * The login's second step: the authenticator app's code, a recovery code, or a passkey. Its
 * challenge stands for the password for a few minutes; `onRestart` goes back to the first step.
 */
export const SecondFactorForm = ({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (answer: AuthAnswer) => void;
  onRestart: () => void;
}) => {
  const hasTotp = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('passkey');
  const [mode, setMode] = useState<Mode>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (send: () => Promise<AuthAnswer>) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await send());
    } catch (failure) {
      setError(errorMessage(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const submit = () =>
    attempt(() =>
      secondFactorRequest(
        mode === 'totp'
          ? { challenge: challenge.challenge, code: code.replace(/\s/g, '') }
          : { challenge: challenge.challenge, recoveryCode: code },
      ),
    );

  const signInWithPasskey = () =>
    attempt(async () => {
      const [{ startAuthentication }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        passkeyLoginOptionsRequest(challenge.challenge),
      ]);
      const response = await startAuthentication({ optionsJSON: optionsJSON as never }).catch(
        () => {
          throw new Error('A chave de acesso não respondeu. Tente de novo.');
        },
      );
      return passkeyLoginRequest(challenge.challenge, response);
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hasTotp
          ? 'Sua conta tem verificação em duas etapas. Digite o código que o app autenticador mostra agora.'
          : 'Sua conta tem verificação em duas etapas. Use a sua chave de acesso para entrar.'}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {hasTotp && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TotpCodeField
            autoFocus
            fullWidth
            recovery={mode === 'recovery'}
            label={mode === 'totp' ? 'Código de verificação' : 'Código de recuperação'}
            value={code}
            onChange={setCode}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={busy}
            disabled={!code}
          >
            Verificar
          </Button>
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setMode(mode === 'totp' ? 'recovery' : 'totp');
              setCode('');
              setError(null);
            }}
          >
            {mode === 'totp'
              ? 'Usar um código de recuperação'
              : 'Usar o código do app autenticador'}
          </Link>
        </Box>
      )}
      {hasPasskey && (
        <Button
          variant={hasTotp ? 'outlined' : 'contained'}
          size="large"
          fullWidth
          onClick={() => void signInWithPasskey()}
          loading={busy && !hasTotp}
        >
          Usar chave de acesso
        </Button>
      )}
      <Link
        component="button"
        type="button"
        variant="body2"
        sx={{ alignSelf: 'flex-start' }}
        onClick={onRestart}
      >
        Voltar e entrar com outra conta
      </Link>
    </Box>
  );
};
