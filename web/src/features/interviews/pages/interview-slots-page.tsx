import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { interviewSlotOperations, type PublicSlotOffer } from '@hub/contract/interview-slots';
import { formatInterviewTime } from '@hub/contract/interviews';
import { Logo } from '../../../components/logo';
import { PageTitle } from '../../../components/page-title';
import { call, errorMessage } from '../../../lib/api-client';

type Answer = { kind: 'chosen'; startsAt: string } | { kind: 'asked' };

const statusOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : null;

const Frame = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
    <PageTitle title="Horário da entrevista" />
    <Box sx={{ width: 1, maxWidth: 520 }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Logo />
      </Box>
      <Box component="main">{children}</Box>
    </Box>
  </Box>
);

/** The offer's times, one to choose; the taken ones shown, not chosen. */
const Choice = ({
  offer,
  keyText,
  onAnswered,
  onTaken,
}: {
  offer: PublicSlotOffer;
  keyText: string;
  onAnswered: (answer: Answer) => void;
  /** A time taken meanwhile: the times are read again, that one shown unavailable. */
  onTaken: () => void;
}) => {
  const [chosen, setChosen] = useState('');
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const choose = useMutation({
    mutationFn: (startsAt: string) => call(interviewSlotOperations.chooseInterviewSlot, { body: { key: keyText, startsAt } }),
    onSuccess: (answer) => onAnswered({ kind: 'chosen', startsAt: answer.startsAt }),
    onError: (error) => {
      if (statusOf(error) !== 409) return;
      setChosen('');
      onTaken();
    },
  });
  const ask = useMutation({
    mutationFn: () => call(interviewSlotOperations.askAnotherInterviewTime, { body: { key: keyText, message: message.trim() || undefined } }),
    onSuccess: () => onAnswered({ kind: 'asked' }),
  });
  const open = offer.slots.filter((slot) => slot.available);
  const failure = choose.error ?? ask.error;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Escolha o horário da sua entrevista
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{offer.processTitle}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{offer.companyName}</Typography>
      </Box>
      {failure !== null && (
        <Alert severity={statusOf(failure) === 409 ? 'warning' : 'error'} role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="slots-label" sx={{ mb: 1.5 }}>
          Horários disponíveis (horário de Brasília, {offer.durationMinutes} minutos):
        </Typography>
        <RadioGroup aria-labelledby="slots-label" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {offer.slots.map((slot) => (
            <FormControlLabel
              key={slot.startsAt}
              value={slot.startsAt}
              disabled={!slot.available}
              control={<Radio />}
              label={slot.available ? formatInterviewTime(slot.startsAt) : `${formatInterviewTime(slot.startsAt)} (indisponível)`}
              sx={{ py: 0.5, mr: 0 }}
            />
          ))}
        </RadioGroup>
        {open.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Nenhum dos horários está mais disponível. Peça outro horário abaixo.
          </Typography>
        )}
        <Button
          fullWidth
          size="large"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!chosen}
          loading={choose.isPending}
          onClick={() => choose.mutate(chosen)}
        >
          Confirmar horário
        </Button>
      </Card>
      {asking ? (
        <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <TextField
              label="Quando você pode? (opcional)"
              multiline
              minRows={2}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => setAsking(false)}>
                Voltar
              </Button>
              <Button variant="outlined" loading={ask.isPending} onClick={() => ask.mutate()}>
                Enviar pedido
              </Button>
            </Stack>
          </Stack>
        </Card>
      ) : (
        <Button fullWidth variant="outlined" color="inherit" onClick={() => setAsking(true)}>
          Pedir outro horário
        </Button>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Este link vale até {formatInterviewTime(offer.expiresAt)} (horário de Brasília) e pode ser usado uma vez.
      </Typography>
    </Stack>
  );
};

/**
 * The professional's slot page (issue 69): public, reached from the mailed link (`?key=`); shows
 * the process's title, its company and the times offered, nothing else. A pick books the interview;
 * 'Pedir outro horário' tells the interviewers. An unknown, expired or used link says so.
 */
export const InterviewSlotsPage = () => {
  const [params] = useSearchParams();
  const keyText = params.get('key') ?? '';
  const [answer, setAnswer] = useState<Answer | null>(null);
  const offer = useQuery({
    queryKey: ['interview-slots', keyText],
    queryFn: ({ signal }) => call(interviewSlotOperations.viewInterviewSlots, { body: { key: keyText } }, signal),
    enabled: keyText.length > 0 && answer === null,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (answer?.kind === 'chosen')
    return (
      <Frame>
        <Alert severity="success" role="status">
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Entrevista agendada para {formatInterviewTime(answer.startsAt)} (horário de Brasília).</Typography>
          Você vai receber por e-mail o convite com os detalhes, para adicionar à sua agenda.
        </Alert>
      </Frame>
    );
  if (answer?.kind === 'asked')
    return (
      <Frame>
        <Alert severity="success" role="status">
          Pedido enviado. Quem organiza a entrevista vai entrar em contato para combinar outro horário.
        </Alert>
      </Frame>
    );
  if (!keyText)
    return (
      <Frame>
        <Alert severity="error" role="alert">
          Link não encontrado. Confira se copiou o endereço inteiro do e-mail.
        </Alert>
      </Frame>
    );
  return (
    <Frame>
      {offer.isError && (
        <Alert severity={statusOf(offer.error) === 410 ? 'warning' : 'error'} role="alert">
          {errorMessage(offer.error)}
        </Alert>
      )}
      {offer.isPending && <Typography sx={{ color: 'text.secondary' }}>Carregando os horários…</Typography>}
      {offer.data && <Choice offer={offer.data} keyText={keyText} onAnswered={setAnswer} onTaken={() => void offer.refetch()} />}
    </Frame>
  );
};
