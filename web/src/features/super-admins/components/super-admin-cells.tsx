import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import type { SuperAdmin, SuperAdminStatus } from '@hub/contract/super-admins';
import { StatusActions } from '../../../components/resource/status-actions';
import {
  PresentedStatusChip,
  verbsAt,
  type StatusPresentation,
} from '../../../components/resource/status-presentation';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../auth/use-can';
import {
  useAccessProfiles,
  useAssignAccessProfile,
  useResendInvite,
  useSuperAdminStatus,
} from '../api/super-admins';

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

/**
 * The administrator's access profile in the row: a picker for whoever may manage administrators
 * (the server refuses taking one's own management away and leaving no Super-administrador), the
 * name for the others.
 */
export const AccessProfileCell = ({ admin }: { admin: SuperAdmin }) => {
  const canAssign = useCan('administradores.editar');
  const profiles = useAccessProfiles();
  const assign = useAssignAccessProfile();
  const { user, refreshUser } = useAuth();
  if (!canAssign || !profiles.data) return <>{admin.accessProfile?.name ?? ''}</>;
  const choose = async (accessProfileId: string) => {
    try {
      await assign.mutateAsync({ id: admin.id, accessProfileId });
      const chosen = profiles.data.find((profile) => profile.id === accessProfileId);
      enqueueSnackbar(`${admin.name}: perfil ${chosen?.name ?? ''}`, { variant: 'success' });
      if (admin.id === user?.id) await refreshUser();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <TextField
        select
        size="small"
        value={admin.accessProfile?.id ?? ''}
        disabled={assign.isPending}
        onChange={(event) => void choose(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': `Perfil de acesso de ${admin.name}` } }}
        sx={{ minWidth: 200 }}
      >
        {profiles.data.map((profile) => (
          <MenuItem key={profile.id} value={profile.id}>
            {profile.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
