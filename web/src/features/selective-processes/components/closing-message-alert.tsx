import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { closingGapText, idleWatchdogOperations } from '@hub/contract/idle-watchdog';
import { messageOperations } from '@hub/contract/messages';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { useCan } from '../../../auth/use-can';
import { call } from '../../../lib/api-client';
import { composeTo } from '../../../lib/compose-intent';
import { processKeys } from '../api/processes';

/**
 * On a closed or cancelled process: how many of its professionals never got a closing message, and
 * the way to write to them (the mailbox opens with those applications as its recipients).
 */
export const ClosingMessageAlert = ({ process }: { process: SelectiveProcess }) => {
  const navigate = useNavigate();
  const canWrite = useCan(messageOperations.composeMessage.permission);
  const gap = useQuery({
    queryKey: [...processKeys.one(process.id), 'closing-message-gap'],
    queryFn: ({ signal }) =>
      call(idleWatchdogOperations.getClosingMessageGap, { params: { id: process.id } }, signal),
    // Asked again each time the page opens: back from writing to them, it is gone.
    staleTime: 0,
  });
  if (!gap.data || gap.data.count === 0) return null;
  const { applications, count } = gap.data;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        canWrite && (
          <Button
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => {
              const { to, state } = composeTo({
                typeUser: 1,
                audience: {
                  kind: 'applications',
                  ids: applications.map((application) => application.id),
                  names: applications.map((application) => application.candidateName),
                  processTitle: process.title,
                },
              });
              void navigate(to, { state });
            }}
          >
            Enviar mensagem
          </Button>
        )
      }
    >
      {closingGapText(count)}: não receberam nenhuma mensagem depois que a candidatura terminou ou
      que o processo foi encerrado.
      {count > applications.length && ` A mensagem vai às primeiras ${applications.length}.`}
    </Alert>
  );
};
