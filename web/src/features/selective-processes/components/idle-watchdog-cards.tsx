import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { idleWatchdogOperations, type ProcessFollower, type StageDays } from '@hub/contract/idle-watchdog';
import { FINAL_PROCESS_STATUSES, type SelectiveProcess } from '@hub/contract/selective-processes';
import { superAdminOperations, type SuperAdmin } from '@hub/contract/super-admins';
import { useCan } from '../../../auth/use-can';
import { LoadingScreen } from '../../../components/loading-screen';
import { listSource, RemotePicker } from '../../../components/resource/remote-picker';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toast';
import { useFollowers, useSaveFollowers, useSaveStageDays, useStageDays } from '../api/idle-watchdog';

const administrators = listSource(superAdminOperations.listSuperAdmins);

type Picked = Pick<SuperAdmin, 'id' | 'name' | 'email'>;

const asPicked = (follower: ProcessFollower): Picked => ({ id: follower.userId, name: follower.name, email: follower.email });

/** The followers chosen among the administrators (who may list them), saved at once. */
const FollowersEditor = ({ processId, followers }: { processId: string; followers: ProcessFollower[] }) => {
  const save = useSaveFollowers(processId);
  const [picked, setPicked] = useState<Picked[]>(followers.map(asPicked));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await save.mutateAsync({ userIds: picked.map((admin) => admin.id) });
      setError(null);
      enqueueSnackbar('Quem acompanha o processo foi salvo', { variant: 'success' });
    } catch (failure) {
      setError(fieldErrors(failure).userIds ?? errorMessage(failure));
    }
  };
  return (
    <Stack spacing={2}>
      <RemotePicker<Picked>
        multiple
        source={administrators}
        label="Administradores que acompanham"
        optionLabel={(admin) => admin.name}
        value={picked}
        onChange={setPicked}
        error={error ?? undefined}
      />
      <Button variant="contained" sx={{ alignSelf: 'flex-end' }} loading={save.isPending} onClick={submit}>
        Salvar
      </Button>
    </Stack>
  );
};

/**
 * Who follows the process: they get its daily digest of late applications and its hiring notices.
 * Chosen here by whoever may change the process and list the administrators.
 */
export const FollowersCard = ({ process }: { process: SelectiveProcess }) => {
  const followers = useFollowers(process.id);
  const canSave = useCan(idleWatchdogOperations.saveProcessFollowers.permission);
  const canListAdministrators = useCan(superAdminOperations.listSuperAdmins.permission);
  const canChange = canSave && canListAdministrators && !FINAL_PROCESS_STATUSES.includes(process.status);
  return (
    <SectionCard
      title="Quem acompanha"
      description="Recebem por e-mail, uma vez por dia, as candidaturas atrasadas deste processo e os avisos de contratação, dentro do seu perfil e da sua região."
    >
      {followers.isError && <Alert severity="error">{errorMessage(followers.error)}</Alert>}
      {!followers.data && !followers.isError && <LoadingScreen />}
      {followers.data && canChange && <FollowersEditor processId={process.id} followers={followers.data} />}
      {followers.data && !canChange && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {followers.data.length === 0 && <Typography variant="body2">Ninguém acompanha este processo.</Typography>}
          {followers.data.map((follower) => (
            <Chip key={follower.userId} label={follower.name} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};

/** The days typed per stage, each saved as its number, or null (the default) when left empty. */
const StageDaysEditor = ({ processId, stages, editable }: { processId: string; stages: StageDays[]; editable: boolean }) => {
  const save = useSaveStageDays(processId);
  const [typed, setTyped] = useState<Record<string, string>>(
    Object.fromEntries(stages.map((stage) => [stage.id, stage.allowedDays === null ? '' : String(stage.allowedDays)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await save.mutateAsync({
        stages: stages.map((stage) => ({
          id: stage.id,
          allowedDays: typed[stage.id]?.trim() ? Number(typed[stage.id]) : null,
        })),
      });
      setErrors({});
      enqueueSnackbar('Dias por etapa salvos', { variant: 'success' });
    } catch (failure) {
      const byField = fieldErrors(failure);
      const shown = Object.fromEntries(
        stages.flatMap((stage, index) => {
          const message = byField[`stages.${index}.allowedDays`];
          return message ? [[stage.id, message]] : [];
        }),
      );
      setErrors(shown);
      if (Object.keys(shown).length === 0) enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  return (
    <>
      <Table size="small" aria-label="Dias permitidos por etapa">
        <TableHead>
          <TableRow>
            <TableCell>Etapa</TableCell>
            <TableCell>Dias permitidos</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stages.map((stage) => (
            <TableRow key={stage.id}>
              <TableCell component="th" scope="row">
                {stage.name}
              </TableCell>
              <TableCell>
                {editable ? (
                  <TextField
                    size="small"
                    type="number"
                    label={`Dias em ${stage.name}`}
                    value={typed[stage.id] ?? ''}
                    placeholder={`Padrão: ${stage.effectiveDays}`}
                    onChange={(event) => setTyped({ ...typed, [stage.id]: event.target.value })}
                    error={Boolean(errors[stage.id])}
                    helperText={errors[stage.id] ?? (typed[stage.id]?.trim() ? undefined : 'Vazio: o padrão do conselho')}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ) : (
                  `${stage.effectiveDays} ${stage.allowedDays === null ? '(padrão)' : ''}`
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editable && (
        <Button variant="contained" sx={{ mt: 2 }} loading={save.isPending} onClick={submit}>
          Salvar dias
        </Button>
      )}
    </>
  );
};

/** How long an application may stay in each stage before the followers' digest counts it late. */
export const StageDaysCard = ({ process }: { process: SelectiveProcess }) => {
  const stages = useStageDays(process.id);
  const canSave = useCan(idleWatchdogOperations.saveStageDays.permission);
  const editable = canSave && !FINAL_PROCESS_STATUSES.includes(process.status);
  return (
    <SectionCard
      title="Dias permitidos por etapa"
      description="Depois desses dias na mesma etapa, a candidatura entra no resumo diário de quem acompanha o processo."
    >
      {stages.isError && <Alert severity="error">{errorMessage(stages.error)}</Alert>}
      {!stages.data && !stages.isError && <LoadingScreen />}
      {stages.data && <StageDaysEditor key={stages.dataUpdatedAt} processId={process.id} stages={stages.data} editable={editable} />}
    </SectionCard>
  );
};
