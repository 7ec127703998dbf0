import { useState } from 'react';
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
import { call, errorMessage } from '../lib/api-client';

/**
 * The "Confirme sua senha" dialog itself (components/reauth-dialog.tsx opens it): loaded the first
 * time a change asks for the password again, not with every page.
 */
export const ReauthForm = ({
  open,
  finish,
}: {
  open: boolean;
  finish: (confirmed: boolean) => void;
}) => {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
