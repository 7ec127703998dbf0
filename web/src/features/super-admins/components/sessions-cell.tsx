import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toast';
import { superAdminSecurityOperations } from '@hub/contract/sessions';
import type { SuperAdmin } from '@hub/contract/super-admins';
import { useAuth } from '../../../auth/auth-context';
import { useCan } from '../../../auth/use-can';
import { SessionList } from '../../../components/session-list';
import { call, errorMessage } from '../../../lib/api-client';
import { useOperationMutation } from '../../../lib/operation-mutation';

const sessionsKey = (id: string) => ['super-admins', id, 'sessions'] as const;

/** Another administrator's sessions: seen, all ended, or their second factors reset (which ends them too). */
const SessionsDialog = ({ admin, onClose }: { admin: SuperAdmin; onClose: () => void }) => {
  const sessions = useQuery({
    queryKey: sessionsKey(admin.id),
    queryFn: ({ signal }) =>
      call(
        superAdminSecurityOperations.listSuperAdminSessions,
        { params: { id: admin.id } },
        signal,
      ),
  });
  const endAll = useOperationMutation(
    superAdminSecurityOperations.endSuperAdminSessions,
    sessionsKey(admin.id),
    () => ({
      params: { id: admin.id },
    }),
  );
  const reset = useOperationMutation(
    superAdminSecurityOperations.resetSuperAdminFactors,
    sessionsKey(admin.id),
    () => ({
      params: { id: admin.id },
    }),
  );
  const canReset = useCan(superAdminSecurityOperations.resetSuperAdminFactors.permission);
  const canEnd = useCan(superAdminSecurityOperations.endSuperAdminSessions.permission);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="admin-sessions-title">
      <DialogTitle id="admin-sessions-title">Sessões de {admin.name}</DialogTitle>
      <DialogContent>
        {sessions.isError ? (
          errorMessage(sessions.error)
        ) : (
          <SessionList sessions={sessions.data?.items ?? []} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canReset && (
          <Button
            color="warning"
            loading={reset.isPending}
            onClick={() =>
              void act(
                () => reset.mutateAsync(undefined),
                `Segundo fator de ${admin.name} redefinido`,
              )
            }
          >
            Redefinir segundo fator
          </Button>
        )}
        {canEnd && (
          <Button
            color="error"
            variant="outlined"
            loading={endAll.isPending}
            disabled={(sessions.data?.items.length ?? 0) === 0}
            onClick={() =>
              void act(() => endAll.mutateAsync(undefined), `Sessões de ${admin.name} encerradas`)
            }
          >
            Encerrar todas as sessões
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const SessionsCell = ({ admin }: { admin: SuperAdmin }) => {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (admin.id === user?.id || !admin.hasPassword) return null;
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Sessões de ${admin.name}`}>
        Sessões
      </Button>
      {open && <SessionsDialog admin={admin} onClose={() => setOpen(false)} />}
    </Box>
  );
};
