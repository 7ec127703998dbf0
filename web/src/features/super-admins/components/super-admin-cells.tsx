import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from 'notistack';
import type { SuperAdmin, SuperAdminStatus } from '@hub/contract/super-admins';
import { StatusActions } from '../../../components/resource/status-actions';
import {
  PresentedStatusChip,
  verbsAt,
  type StatusPresentation,
} from '../../../components/resource/status-presentation';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage } from '../../../lib/api-client';
import { useResendInvite, useSuperAdminStatus } from '../api/super-admins';

/** The status and its moves in the row itself: an administrator has no page of their own, and cannot deactivate themselves. */
export const StatusCell = ({
  admin,
  presentation,
}: {
  admin: SuperAdmin;
  presentation: StatusPresentation<SuperAdminStatus>;
}) => {
  const { user } = useAuth();
  const mutation = useSuperAdminStatus();
  const move = async (status: SuperAdminStatus) => {
    try {
      await mutation.mutateAsync({ id: admin.id, status });
      enqueueSnackbar(`${admin.name}: ${presentation.labels[status]}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <PresentedStatusChip presentation={presentation} status={admin.status} />
      {admin.id !== user?.id && (
        <StatusActions
          lifecycle={presentation.lifecycle}
          status={admin.status}
          verbs={verbsAt(presentation.verbs, admin.status)}
          loading={mutation.isPending}
          onMove={move}
        />
      )}
    </Box>
  );
};

export const InviteCell = ({ admin }: { admin: SuperAdmin }) => {
  const resend = useResendInvite();
  if (admin.hasPassword) return 'Aceito';
  const send = async () => {
    try {
      await resend.mutateAsync(admin.id);
      enqueueSnackbar(`Convite reenviado para ${admin.email}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      Pendente
      {admin.status === 'active' && (
        <Button size="small" loading={resend.isPending} onClick={send}>
          Reenviar convite
        </Button>
      )}
    </Box>
  );
};
