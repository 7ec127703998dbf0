import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toast';
import type { TotpEnrolment } from '@hub/contract/sessions';
import { TotpCodeField } from '../../../components/form/totp-code-field';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  registerPasskey,
  securityKeys,
  useConfirmTotp,
  useOwnFactors,
  useRemovePasskey,
  useRemoveTotp,
  useRenewRecoveryCodes,
  useStartTotp,
} from '../api/security';

/** The ten recovery codes, shown once right after the authenticator app is confirmed. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
    <Alert severity="warning">
      Guarde estes códigos de recuperação em lugar seguro. Cada um vale uma vez, para entrar sem o
      app autenticador, e eles não serão mostrados de novo.
    </Alert>
    <Box
      component="ul"
      aria-label="Códigos de recuperação"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        gap: 1,
        columnGap: 4,
        m: 0,
        pl: 2,
        fontFamily: 'monospace',
        fontSize: 16,
      }}
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </Box>
    <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={onDone}>
      Já guardei os códigos
    </Button>
  </Box>
);

/** Setting up the authenticator app: the QR code and the key, confirmed by a code. */
const TotpEnrolmentForm = ({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
}) => {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      onConfirmed((await confirm.mutateAsync(code.replace(/\s/g, ''))).recoveryCodes);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="body2">
        Leia o QR code com o app autenticador (Google Authenticator, Microsoft Authenticator,
        1Password…) ou digite a chave. Depois, informe o código de 6 dígitos que ele mostra.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code para o app autenticador"
        sx={{ width: 180, height: 180 }}
      />
      <Typography variant="body2">
        Chave:{' '}
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ fontSize: 15, wordBreak: 'break-all' }}
        >
          {enrolment.secret}
        </Box>
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TotpCodeField
        label="Código de 6 dígitos"
        value={code}
        onChange={setCode}
        sx={{ maxWidth: 240 }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={confirm.isPending}
        disabled={!code}
        sx={{ alignSelf: 'flex-start' }}
      >
        Ativar
      </Button>
    </Box>
  );
};

/** 'Minha conta': the second factors (authenticator app with recovery codes, passkeys). */
export const SecondFactorCard = ({ onEnrolled }: { onEnrolled?: () => void }) => {
  const client = useQueryClient();
  const factors = useOwnFactors();
  const start = useStartTotp();
  const removeTotp = useRemoveTotp();
  const renewCodes = useRenewRecoveryCodes();
  const removePasskey = useRemovePasskey();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const [addingPasskey, setAddingPasskey] = useState(false);

  const act = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const addPasskey = () =>
    act(async () => {
      setAddingPasskey(true);
      try {
        await registerPasskey(passkeyName.trim());
        setPasskeyName('');
        await client.invalidateQueries({ queryKey: securityKeys.factors });
        onEnrolled?.();
      } finally {
        setAddingPasskey(false);
      }
    }, 'Chave de acesso cadastrada');

  const data = factors.data;
  return (
    <SectionCard
      title="Verificação em duas etapas"
      description="Além da senha, peça um código do app autenticador ou uma chave de acesso ao entrar."
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        App autenticador
      </Typography>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            onEnrolled?.();
          }}
        />
      ) : enrolment ? (
        <TotpEnrolmentForm
          enrolment={enrolment}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
          }}
        />
      ) : data?.totp ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            Ativo · {data.recoveryCodesLeft} códigos de recuperação restantes
          </Typography>
          <Button
            size="small"
            loading={renewCodes.isPending}
            onClick={() =>
              void act(async () =>
                setCodes((await renewCodes.mutateAsync(undefined)).recoveryCodes),
              )
            }
          >
            Gerar novos códigos
          </Button>
          <Button
            color="error"
            size="small"
            loading={removeTotp.isPending}
            onClick={() =>
              void act(() => removeTotp.mutateAsync(undefined), 'App autenticador removido')
            }
          >
            Remover
          </Button>
        </Box>
      ) : (
        <Button
          variant="outlined"
          loading={start.isPending}
          onClick={() => void act(async () => setEnrolment(await start.mutateAsync(undefined)))}
        >
          Configurar app autenticador
        </Button>
      )}
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Chaves de acesso
      </Typography>
      {data && data.passkeys.length > 0 && (
        <List disablePadding aria-label="Chaves de acesso">
          {data.passkeys.map((key) => (
            <ListItem
              key={key.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  onClick={() =>
                    void act(() => removePasskey.mutateAsync(key.id), 'Chave de acesso removida')
                  }
                >
                  Remover
                </Button>
              }
            >
              <ListItemText
                primary={key.name}
                secondary={`Cadastrada em ${formatDateTime(key.createdAt)}${key.lastUsedAt ? ` · Usada em ${formatDateTime(key.lastUsedAt)}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void addPasskey();
        }}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label="Identificação da chave"
          placeholder="Notebook do trabalho"
          value={passkeyName}
          onChange={(event) => setPasskeyName(event.target.value)}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={addingPasskey}
          disabled={!passkeyName.trim()}
        >
          Adicionar chave de acesso
        </Button>
      </Box>
    </SectionCard>
  );
};
