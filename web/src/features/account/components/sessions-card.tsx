import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../lib/toast';
import type { Session } from '@hub/contract/sessions';
import { SectionCard } from '../../../components/section-card';
import { SessionList } from '../../../components/session-list';
import { errorMessage } from '../../../lib/api-client';
import { useEndOtherSessions, useEndOwnSession, useOwnSessions } from '../api/security';

/** 'Minha conta': where the account is signed in, and ending any other session. */
export const SessionsCard = () => {
  const sessions = useOwnSessions();
  const endOne = useEndOwnSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<string | null>(null);
  const items = sessions.data?.items ?? [];

  const end = async (session: Session) => {
    setEnding(session.id);
    try {
      await endOne.mutateAsync(session.id);
      enqueueSnackbar(`Sessão encerrada: ${session.device}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setEnding(null);
    }
  };
  const endAllOthers = async () => {
    try {
      await endOthers.mutateAsync(undefined);
      enqueueSnackbar('As outras sessões foram encerradas', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Sessões"
      description="Os aparelhos em que sua conta está conectada. Encerre qualquer sessão que você não reconheça."
    >
      {sessions.isError ? (
        errorMessage(sessions.error)
      ) : (
        <SessionList sessions={items} onEnd={(session) => void end(session)} ending={ending} />
      )}
      {items.some((session) => !session.current) && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            color="error"
            variant="outlined"
            loading={endOthers.isPending}
            onClick={() => void endAllOthers()}
          >
            Encerrar as outras
          </Button>
        </Box>
      )}
    </SectionCard>
  );
};
