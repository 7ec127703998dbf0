import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { enqueueSnackbar } from '../../../lib/toast';
import type { AccessProfile } from '@hub/contract/access-profiles';
import {
  PERMISSION_ACTIONS,
  PERMISSION_AREAS,
  PERMISSION_GRANTS,
  type PermissionAction,
  type PermissionArea,
} from '@hub/contract/permissions';
import { useCan } from '../../../auth/use-can';
import type { Uf } from '@hub/contract/br';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UfScopeField } from './uf-scope-field';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import {
  useAccessProfiles,
  useCreateAccessProfile,
  useDeleteAccessProfile,
  useUpdateAccessProfile,
} from '../api/super-admins';

const ACTIONS = Object.entries(PERMISSION_ACTIONS) as [PermissionAction, { label: string }][];
const AREAS = Object.entries(PERMISSION_AREAS) as [
  PermissionArea,
  { label: string; actions: readonly PermissionAction[] },
][];
const GRANTS = Object.entries(PERMISSION_GRANTS);
/** The description column, left out on a phone so the actions stay in view. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };
/** The holders' column from the tablet up; on a phone their count goes under the name. */
const FROM_TABLET = { display: { xs: 'none', sm: 'table-cell' } };
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } };

const holdersLabel = (holders: number) =>
  holders === 1 ? '1 administrador' : `${holders.toLocaleString('pt-BR')} administradores`;

/** What the editor opens: a profile to edit or read, or a new one (blank or a copy). */
type Editing = {
  profile: AccessProfile | null;
  name: string;
  description: string;
  permissions: string[];
  /** The UFs its holders see; none: every UF. */
  ufs: Uf[];
  readOnly: boolean;
};

/** The matrix of areas × actions, with the special grants beside it. */
const PermissionMatrix = ({
  permissions,
  readOnly,
  onChange,
}: {
  permissions: string[];
  readOnly: boolean;
  onChange: (permissions: string[]) => void;
}) => {
  const toggle = (permission: string, on: boolean) =>
    onChange(on ? [...permissions, permission] : permissions.filter((held) => held !== permission));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <TableContainer sx={{ flex: 1 }}>
        <Table size="small" aria-label="Permissões por área e ação">
          <TableHead>
            <TableRow>
              <TableCell>Área</TableCell>
              {ACTIONS.map(([action, { label }]) => (
                <TableCell key={action} align="center">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {AREAS.map(([area, { label, actions }]) => (
              <TableRow key={area}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {ACTIONS.map(([action, { label: actionLabel }]) => {
                  const permission = `${area}.${action}`;
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      {actions.includes(action) ? (
                        <Checkbox
                          checked={permissions.includes(permission)}
                          disabled={readOnly}
                          onChange={(event) => toggle(permission, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${actionLabel}: ${label}` } }}
                        />
                      ) : (
                        <Typography
                          component="span"
                          sx={{ color: 'text.disabled' }}
                          aria-label="Não se aplica"
                        >
                          —
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ minWidth: 240 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Permissões especiais
        </Typography>
        <Stack>
          {GRANTS.map(([grant, { label }]) => (
            <FormControlLabel
              key={grant}
              label={label}
              control={
                <Checkbox
                  checked={permissions.includes(grant)}
                  disabled={readOnly}
                  onChange={(event) => toggle(grant, event.target.checked)}
                />
              }
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
};

const ProfileEditor = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const [state, setState] = useState(editing);
  const create = useCreateAccessProfile();
  const update = useUpdateAccessProfile();
  const saving = create.isPending || update.isPending;
  // On a phone the matrix takes the whole screen (it still scrolls sideways).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = async () => {
    const body = {
      name: state.name,
      description: state.description,
      permissions: state.permissions,
      ufs: state.ufs,
    };
    try {
      if (state.profile)
        await update.mutateAsync({
          id: state.profile.id,
          body: { ...body, updatedAt: state.profile.updatedAt },
        });
      else await create.mutateAsync(body);
      enqueueSnackbar(`Perfil ${state.name} salvo`, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  const title = state.readOnly
    ? state.name
    : state.profile
      ? `Editar ${state.profile.name}`
      : 'Novo perfil de acesso';
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={narrow}
      aria-labelledby="perfil-titulo"
    >
      <DialogTitle id="perfil-titulo">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {state.readOnly && state.profile?.builtIn && (
            <Typography sx={{ color: 'text.secondary' }}>
              Perfil padrão: não pode ser alterado. Use Copiar para criar um perfil a partir dele.
            </Typography>
          )}
          <TextField
            label="Nome"
            required
            value={state.name}
            disabled={state.readOnly}
            onChange={(event) => setState({ ...state, name: event.target.value })}
          />
          <TextField
            label="Descrição"
            value={state.description}
            disabled={state.readOnly}
            onChange={(event) => setState({ ...state, description: event.target.value })}
          />
          <UfScopeField
            value={state.ufs}
            disabled={state.readOnly}
            onChange={(ufs) => setState({ ...state, ufs })}
            helperText="Quem usa este perfil vê apenas empresas, processos e profissionais destas UFs. Vazio: todas."
          />
          <PermissionMatrix
            permissions={state.permissions}
            readOnly={state.readOnly}
            onChange={(permissions) => setState({ ...state, permissions })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{state.readOnly ? 'Fechar' : 'Cancelar'}</Button>
        {!state.readOnly && (
          <Button variant="contained" onClick={() => void save()} loading={saving}>
            Salvar perfil
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

/** Usuários → Perfis de acesso: the built-in profiles (read-only) and the council's own. */
export const AccessProfilesPage = () => {
  const profiles = useAccessProfiles();
  const canEdit = useCan('administradores.editar');
  const canDelete = useCan('administradores.status');
  const remove = useDeleteAccessProfile();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AccessProfile | null>(null);
  const open = (profile: AccessProfile) =>
    setEditing({ profile, ...profile, ufs: profile.ufs ?? [], readOnly: profile.builtIn || !canEdit });
  const copy = (profile: AccessProfile) =>
    setEditing({
      profile: null,
      name: `Cópia de ${profile.name}`,
      description: profile.description,
      permissions: profile.permissions,
      ufs: profile.ufs ?? [],
      readOnly: false,
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(`Perfil ${deleting.name} excluído`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };
  return (
    <>
      <PageHeader
        title="Perfis de acesso"
        crumbs={[
          { name: 'Início', href: paths.dashboard.dashboarding },
          { name: 'Administradores', href: paths.dashboard.superAdmins.root },
          { name: 'Perfis de acesso' },
        ]}
        description="O que cada administrador pode ver e fazer. Os perfis padrão não mudam; copie um para criar o seu."
        action={
          canEdit && (
            <Button
              variant="contained"
              onClick={() =>
                setEditing({
                  profile: null,
                  name: '',
                  description: '',
                  permissions: [],
                  ufs: [],
                  readOnly: false,
                })
              }
            >
              Novo perfil
            </Button>
          )
        }
      />
      <Card>
        <TableContainer>
          <Table aria-label="Perfis de acesso">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell sx={WIDE_ONLY}>Descrição</TableCell>
                <TableCell align="right" sx={FROM_TABLET}>
                  Administradores
                </TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(profiles.data ?? []).map((profile) => (
                <TableRow key={profile.id} hover>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      {profile.name}
                      {profile.builtIn && <Chip size="small" label="Padrão" />}
                    </Box>
                    <Typography variant="caption" sx={{ ...PHONE_ONLY, color: 'text.secondary' }}>
                      {holdersLabel(profile.holders)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{profile.description}</TableCell>
                  <TableCell align="right" sx={FROM_TABLET}>
                    {profile.holders.toLocaleString('pt-BR')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => open(profile)}
                      aria-label={`${profile.builtIn || !canEdit ? 'Ver' : 'Editar'} ${profile.name}`}
                    >
                      {profile.builtIn || !canEdit ? 'Ver' : 'Editar'}
                    </Button>
                    {canEdit && (
                      <Button
                        size="small"
                        onClick={() => copy(profile)}
                        aria-label={`Copiar ${profile.name}`}
                      >
                        Copiar
                      </Button>
                    )}
                    {canDelete && !profile.builtIn && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(profile)}
                        aria-label={`Excluir ${profile.name}`}
                      >
                        Excluir
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      {editing && <ProfileEditor editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Excluir o perfil ${deleting?.name ?? ''}?`}
        content="Só um perfil que nenhum administrador usa pode ser excluído."
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
