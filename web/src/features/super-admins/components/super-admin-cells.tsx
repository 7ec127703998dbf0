import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { enqueueSnackbar } from '../../../lib/toast';
import { accessProfileOperations } from '@hub/contract/access-profiles';
import { effectiveScope } from '@hub/contract/permissions';
import {
  NO_PROFILE_LABEL,
  superAdminOperations,
  type SuperAdmin,
  type SuperAdminStatus,
} from '@hub/contract/super-admins';
import { StatusActions } from '../../../components/resource/status-actions';
import {
  PresentedStatusChip,
  verbsAt,
  type StatusPresentation,
} from '../../../components/resource/status-presentation';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../auth/use-can';
import { AssignProfileDialog } from './assign-profile-dialog';
import { useAccessProfiles, useResendInvite, useSuperAdminStatus } from '../api/super-admins';

/** The status and its moves in the row itself: an administrator has no page of their own, and cannot deactivate themselves. */
export const StatusCell = ({
  admin,
  presentation,
}: {
  admin: SuperAdmin;
  presentation: StatusPresentation<SuperAdminStatus>;
}) => {
  const { user } = useAuth();
  const canMove = useCan(superAdminOperations.changeSuperAdminStatus.permission);
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
      {canMove && admin.id !== user?.id && (
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
  const canResend = useCan(superAdminOperations.resendSuperAdminInvitation.permission);
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
      {canResend && admin.status === 'active' && (
        <Button size="small" loading={resend.isPending} onClick={send}>
          Reenviar convite
        </Button>
      )}
    </Box>
  );
};

/**
 * The administrator's access profile in the row, with 'Alterar' (profile and UFs together) for
 * whoever may manage administrators.
 */
export const AccessProfileCell = ({ admin }: { admin: SuperAdmin }) => {
  const canAssign = useCan(accessProfileOperations.assignAccessProfile.permission);
  const profiles = useAccessProfiles();
  const [editing, setEditing] = useState(false);
  return (
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      {admin.accessProfile?.name ?? NO_PROFILE_LABEL}
      {canAssign && profiles.data && (
        <Tooltip title="Alterar perfil e UFs">
          <IconButton
            size="small"
            onClick={() => setEditing(true)}
            aria-label={`Alterar perfil e UFs de ${admin.name}`}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {editing && profiles.data && (
        <AssignProfileDialog
          admin={admin}
          profiles={profiles.data}
          onClose={() => setEditing(false)}
        />
      )}
    </Box>
  );
};

/**
 * The UFs the administrator sees (decision 029): their own within the profile's, so the
 * intersection when both name some; 'Todas' when neither limits; none without a profile.
 */
export const UfsCell = ({ admin }: { admin: SuperAdmin }) => {
  const profiles = useAccessProfiles();
  const profile = profiles.data?.find((candidate) => candidate.id === admin.accessProfile?.id);
  if (admin.accessProfile && !profile) return <>{admin.ufs?.join(', ') ?? ''}</>;
  const scope = profile
    ? effectiveScope({ profileId: profile.id, profileUfs: profile.ufs, ownUfs: admin.ufs })
    : [];
  const source =
    scope && profile?.ufs && admin.ufs
      ? 'Interseção das suas com as do perfil'
      : scope && profile?.ufs
        ? 'As do perfil'
        : undefined;
  return (
    <Box>
      {scope === null ? (
        'Todas'
      ) : scope.length === 0 ? (
        <Chip size="small" color="warning" label="Nenhuma" />
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', minWidth: 96 }}>
          {scope.map((uf) => (
            <Chip key={uf} size="small" label={uf} />
          ))}
        </Box>
      )}
      {source && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {source}
        </Typography>
      )}
    </Box>
  );
};
