import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { accountSecurityOperations } from '@hub/contract/sessions';
import { call, errorMessage, setReauthHandler } from '../lib/api-client';

/**
 * "Confirme sua senha": a change the server refused for an old proof (re-authentication) opens
 * this dialog; once the password is confirmed the change is sent again, else it fails as it was.
 */
export const ReauthDialog = () => {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setPassword('');
          setError(null);
          setOpen(true);
        }),
    );
    return () => setReauthHandler(() => Promise.resolve(false));
  }, []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await call(accountSecurityOperations.confirmIdentity, { body: { password } });
      finish(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => finish(false)}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reauth-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <DialogTitle id="reauth-title">Confirme sua senha</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Para continuar com esta mudança, digite a sua senha de novo.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            type="password"
            label="Senha"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={() => finish(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!password}>
            Confirmar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
