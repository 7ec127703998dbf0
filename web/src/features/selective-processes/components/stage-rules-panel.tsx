import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { counted } from '@hub/contract/counts';
import { FINAL_PROCESS_STATUSES, type SelectiveProcess } from '@hub/contract/selective-processes';
import { stageRuleOperations, stageRuleSentence, type StageRule } from '@hub/contract/stage-rules';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toast';
import { previewStageRule, useDeleteStageRule, useStageRules, useSwitchStageRule } from '../api/stage-rules';
import { StageRuleDialog } from './stage-rule-dialog';

type Switching = { rule: StageRule; count: number };

/** What switching a rule on would do now: how many current applications, and whether it acts on them. */
const SwitchOnDialog = ({
  switching,
  loading,
  onChoose,
  onClose,
}: {
  switching: Switching | null;
  loading: boolean;
  onChoose: (applyToCurrent: boolean) => void;
  onClose: () => void;
}) => (
  <Dialog open={switching !== null} onClose={onClose} aria-labelledby="switch-on-title" fullWidth maxWidth="sm">
    <DialogTitle id="switch-on-title">Ligar a regra "{switching?.rule.name}"?</DialogTitle>
    <DialogContent>
      <DialogContentText>
        {switching && switching.count > 0
          ? `Ela atingiria agora ${counted(switching.count, 'candidatura que já está no processo', 'candidaturas que já estão no processo')}. Aplicar também a elas, ou só ao que acontecer daqui em diante?`
          : 'Nenhuma candidatura atual seria atingida: a regra agirá no que acontecer daqui em diante.'}
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Cancelar</Button>
      <Button variant={switching?.count ? 'outlined' : 'contained'} loading={loading} onClick={() => onChoose(false)}>
        Só daqui em diante
      </Button>
      {switching !== null && switching.count > 0 && (
        <Button variant="contained" loading={loading} onClick={() => onChoose(true)}>
          Aplicar também às atuais
        </Button>
      )}
    </DialogActions>
  </Dialog>
);

/**
 * The process's 'Automação' tab: its rules, each read as a sentence, switched on and off here.
 * Without 'processos.editar', or once the process is over, they are shown and not changed.
 */
export const StageRulesPanel = ({ process }: { process: SelectiveProcess }) => {
  const rules = useStageRules(process.id);
  const canEdit = useCan(stageRuleOperations.createStageRule.permission);
  const changeable = canEdit && !FINAL_PROCESS_STATUSES.includes(process.status);
  const switchRule = useSwitchStageRule(process.id);
  const remove = useDeleteStageRule(process.id);
  const [editing, setEditing] = useState<{ rule: StageRule | null } | null>(null);
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [deleting, setDeleting] = useState<StageRule | null>(null);

  const turn = async (rule: StageRule, enabled: boolean, applyToCurrent = false) => {
    try {
      await switchRule.mutateAsync({ ruleId: rule.id, body: { enabled, applyToCurrent } });
      enqueueSnackbar(enabled ? `Regra "${rule.name}" ligada` : `Regra "${rule.name}" desligada`, { variant: 'success' });
      setSwitching(null);
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  const askToSwitchOn = async (rule: StageRule) => {
    try {
      const { count } = await previewStageRule(process.id, rule.id);
      setSwitching({ rule, count });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  const removeRule = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar('Regra excluída', { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
    setDeleting(null);
  };

  if (rules.isError) return <Alert severity="error">{errorMessage(rules.error)}</Alert>;
  if (!rules.data) return <LoadingScreen />;
  const addButton = changeable && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ rule: null })}>
      Nova regra
    </Button>
  );

  return (
    <SectionCard
      title="Automação"
      description="O que o processo faz sozinho quando uma candidatura muda de etapa. As mensagens saem pela fila de envio e cada ação aparece no histórico da candidatura como da regra."
    >
      {rules.data.length === 0 ? (
        <EmptyState
          title="Nenhuma regra neste processo"
          description={changeable ? 'Crie uma regra para enviar um modelo ao entrar em uma etapa, reprovar quem não atende a um requisito obrigatório ou avisar a empresa de uma contratação.' : undefined}
          action={addButton || undefined}
        />
      ) : (
        <>
          {addButton && <Box sx={{ mb: 2, display: 'flex', justifyContent: 'flex-end' }}>{addButton}</Box>}
          <Stack divider={<Divider flexItem />} spacing={2}>
            {rules.data.map((rule) => (
              <Stack key={rule.id} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="stage-rule">
                <Switch
                  checked={rule.enabled}
                  disabled={!changeable || (!rule.enabled && rule.broken !== null) || switchRule.isPending}
                  onChange={(event) => (event.target.checked ? askToSwitchOn(rule) : turn(rule, false))}
                  slotProps={{ input: { 'aria-label': `Regra ${rule.name} ligada` } }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="subtitle2">{rule.name}</Typography>
                    {rule.broken && <Chip size="small" color="error" label="Quebrada" />}
                    {!rule.broken && !rule.enabled && <Chip size="small" label="Desligada" />}
                  </Stack>
                  <Typography variant="body2">{stageRuleSentence(rule)}</Typography>
                  {rule.broken && (
                    <Typography variant="body2" color="error">
                      {rule.broken}: edite a regra para voltar a ligá-la.
                    </Typography>
                  )}
                </Box>
                {changeable && (
                  <Stack direction="row">
                    <Tooltip title="Editar">
                      <IconButton aria-label={`Editar a regra ${rule.name}`} onClick={() => setEditing({ rule })}>
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Excluir">
                      <IconButton aria-label={`Excluir a regra ${rule.name}`} onClick={() => setDeleting(rule)}>
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        </>
      )}
      <StageRuleDialog process={process} open={editing !== null} rule={editing?.rule ?? null} onClose={() => setEditing(null)} />
      <SwitchOnDialog
        switching={switching}
        loading={switchRule.isPending}
        onChoose={(applyToCurrent) => switching && turn(switching.rule, true, applyToCurrent)}
        onClose={() => setSwitching(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir a regra?"
        content="As ações que ela ainda tinha a fazer não acontecem mais."
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={removeRule}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
};
