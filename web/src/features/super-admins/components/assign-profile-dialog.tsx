import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import type { AccessProfile } from '@hub/contract/access-profiles';
import { UF_LIST, type Uf } from '@hub/contract/br';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { SuperAdmin } from '@hub/contract/super-admins';
import { useAuth } from '../../../auth/auth-context';
import { useReach } from '../../../auth/use-can';
import { errorMessage } from '../../../lib/api-client';
import { useAssignAccessProfile } from '../api/super-admins';
import { grantableUfs, profileOptions } from '../grantable';
import { UfScopeField } from './uf-scope-field';

/** What the UFs field means for the profile chosen (decision 029: both limits hold). */
const scopeHelp = (profile: AccessProfile | undefined): string => {
  if (profile?.id === SUPER_ADMIN_PROFILE_ID) return 'O Super-administrador vê todas as UFs.';
  if (profile?.ufs)
    return `Vale a interseção com as UFs do perfil (${profile.ufs.join(', ')}). Vazio: as do perfil.`;
  return 'Limita o administrador a estas UFs. Vazio: todas.';
};

/**
 * An administrator's access profile and own UFs, changed together (the server asks for the
 * password again when the last proof is old, and refuses taking one's own management away,
 * leaving no Super-administrador, or a grant beyond one's own access, decision 048: those
 * profiles are shown disabled).
 */
export const AssignProfileDialog = ({
  admin,
  profiles,
  onClose,
}: {
  admin: SuperAdmin;
  profiles: AccessProfile[];
  onClose: () => void;
}) => {
  const assign = useAssignAccessProfile();
  const { user, refreshUser } = useAuth();
  const me = useReach();
  const [profileId, setProfileId] = useState(admin.accessProfile?.id ?? '');
  const [ufs, setUfs] = useState<Uf[]>(admin.ufs ?? []);
  const chosen = profiles.find((profile) => profile.id === profileId);
  const unlimited = profileId === SUPER_ADMIN_PROFILE_ID;
  const save = async () => {
    try {
      await assign.mutateAsync({
        id: admin.id,
        accessProfileId: profileId,
        ufs: unlimited ? null : ufs,
      });
      const scope = unlimited || ufs.length === 0 ? 'UFs do perfil' : `UFs ${ufs.join(', ')}`;
      enqueueSnackbar(`${admin.name}: perfil ${chosen?.name ?? ''}, ${scope}`, {
        variant: 'success',
      });
      if (admin.id === user?.id) await refreshUser();
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-profile-title">
      <DialogTitle id="assign-profile-title">Perfil e UFs de {admin.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            label="Perfil de acesso"
            value={profileId}
            onChange={(event) => setProfileId(event.target.value)}
          >
            {profileOptions(me, profiles, unlimited ? [] : ufs).map((option) => (
              <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <UfScopeField
            value={unlimited ? [] : ufs}
            onChange={setUfs}
            disabled={unlimited}
            options={grantableUfs(me, UF_LIST)}
            helperText={scopeHelp(chosen)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          loading={assign.isPending}
          disabled={!chosen}
          onClick={() => void save()}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
