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
import { DEFAULT_STAGES, FINAL_PROCESS_STATUSES, type SelectiveProcess } from '@hub/contract/selective-processes';
import { stageRuleOperations, stageRuleSentence, type DefaultStageRuleBody, type StageRule } from '@hub/contract/stage-rules';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  previewStageRule,
  useDefaultStageRules,
  useDeleteDefaultStageRule,
  useDeleteStageRule,
  useSaveDefaultStageRule,
  useSaveStageRule,
  useStageRules,
  useSwitchStageRule,
  useUpdateDefaultStageRule,
  useUpdateStageRule,
} from '../api/stage-rules';
import { StageRuleDialog, type RuleFormBody } from './stage-rule-dialog';

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

/** Where a list of rules comes from and how it is changed: a process's, or the council's defaults. */
type RuleSource = {
  rules: StageRule[] | undefined;
  error: unknown;
  /** Whether the administrator may change them here. */
  changeable: boolean;
  stageField: 'stageId' | 'stageName';
  stageOptions: { value: string; label: string }[];
  save: (body: RuleFormBody, rule: StageRule | null) => Promise<unknown>;
  remove: (rule: StageRule) => Promise<unknown>;
  /** Switches a rule; a process's asks first how many current applications it would act on. */
  turn: (rule: StageRule, enabled: boolean, applyToCurrent: boolean) => Promise<unknown>;
  preview?: (rule: StageRule) => Promise<number>;
  switching: boolean;
  removing: boolean;
  description: string;
  emptyDescription: string;
};

/** The rules, each read as a sentence, switched on and off, added, edited and deleted where allowed. */
const RulesCard = ({ source }: { source: RuleSource }) => {
  const [editing, setEditing] = useState<{ rule: StageRule | null } | null>(null);
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [deleting, setDeleting] = useState<StageRule | null>(null);
  const { changeable } = source;

  const turn = async (rule: StageRule, enabled: boolean, applyToCurrent = false) => {
    try {
      await source.turn(rule, enabled, applyToCurrent);
      enqueueSnackbar(enabled ? `Regra "${rule.name}" ligada` : `Regra "${rule.name}" desligada`, { variant: 'success' });
      setSwitching(null);
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  const switchOn = async (rule: StageRule) => {
    if (!source.preview) return turn(rule, true);
    try {
      setSwitching({ rule, count: await source.preview(rule) });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  const removeRule = async () => {
    if (!deleting) return;
    try {
      await source.remove(deleting);
      enqueueSnackbar('Regra excluída', { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
    setDeleting(null);
  };

  if (source.error) return <Alert severity="error">{errorMessage(source.error)}</Alert>;
  if (!source.rules) return <LoadingScreen />;
  const addButton = changeable && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ rule: null })}>
      Nova regra
    </Button>
  );

  return (
    <SectionCard title="Automação" description={source.description}>
      {source.rules.length === 0 ? (
        <EmptyState
          title="Nenhuma regra"
          description={changeable ? source.emptyDescription : undefined}
          action={addButton || undefined}
        />
      ) : (
        <>
          {addButton && <Box sx={{ mb: 2, display: 'flex', justifyContent: 'flex-end' }}>{addButton}</Box>}
          <Stack divider={<Divider flexItem />} spacing={2}>
            {source.rules.map((rule) => (
              <Stack key={rule.id} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="stage-rule">
                <Switch
                  checked={rule.enabled}
                  disabled={!changeable || (!rule.enabled && rule.broken !== null) || source.switching}
                  onChange={(event) => (event.target.checked ? switchOn(rule) : turn(rule, false))}
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
      <StageRuleDialog
        open={editing !== null}
        rule={editing?.rule ?? null}
        stageField={source.stageField}
        stageOptions={source.stageOptions}
        onSave={async (body, rule) => {
          await source.save(body, rule);
        }}
        onClose={() => setEditing(null)}
      />
      <SwitchOnDialog
        switching={switching}
        loading={source.switching}
        onChoose={(applyToCurrent) => switching && turn(switching.rule, true, applyToCurrent)}
        onClose={() => setSwitching(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir a regra?"
        content="As ações que ela ainda tinha a fazer não acontecem mais."
        confirmLabel="Excluir"
        color="error"
        loading={source.removing}
        onConfirm={removeRule}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
};

/**
 * The process's 'Automação' tab. Without 'processos.editar', or once the process is over, the
 * rules are shown and not changed.
 */
export const StageRulesPanel = ({ process }: { process: SelectiveProcess }) => {
  const rules = useStageRules(process.id);
  const canEdit = useCan(stageRuleOperations.createStageRule.permission);
  const create = useSaveStageRule(process.id);
  const update = useUpdateStageRule(process.id);
  const switchRule = useSwitchStageRule(process.id);
  const remove = useDeleteStageRule(process.id);
  return (
    <RulesCard
      source={{
        rules: rules.data,
        error: rules.error,
        changeable: canEdit && !FINAL_PROCESS_STATUSES.includes(process.status),
        stageField: 'stageId',
        stageOptions: process.stages.map((stage) => ({ value: stage.id, label: stage.name })),
        save: (body, rule) => (rule ? update.mutateAsync({ ruleId: rule.id, body }) : create.mutateAsync(body)),
        remove: (rule) => remove.mutateAsync(rule.id),
        turn: (rule, enabled, applyToCurrent) => switchRule.mutateAsync({ ruleId: rule.id, body: { enabled, applyToCurrent } }),
        preview: async (rule) => (await previewStageRule(process.id, rule.id)).count,
        switching: switchRule.isPending,
        removing: remove.isPending,
        description:
          'O que o processo faz sozinho quando uma candidatura muda de etapa. Uma regra nova começa desligada; as mensagens saem pela fila de envio e cada ação aparece no histórico da candidatura como da regra.',
        emptyDescription:
          'Crie uma regra para enviar um modelo ao entrar em uma etapa, reprovar quem não atende a um requisito obrigatório ou avisar a empresa de uma contratação.',
      }}
    />
  );
};

/** The council's defaults: each new process starts with a copy, its stage found by name. */
export const DefaultStageRulesPanel = () => {
  const rules = useDefaultStageRules();
  const canEdit = useCan(stageRuleOperations.createDefaultStageRule.permission);
  const create = useSaveDefaultStageRule();
  const update = useUpdateDefaultStageRule();
  const remove = useDeleteDefaultStageRule();
  const bodyOf = (rule: StageRule): DefaultStageRuleBody => ({
    name: rule.name,
    kind: rule.kind,
    stageName: rule.stageName,
    templateId: rule.templateId,
    delayHours: rule.delayHours,
    enabled: rule.enabled,
  });
  return (
    <RulesCard
      source={{
        rules: rules.data,
        error: rules.error,
        changeable: canEdit,
        stageField: 'stageName',
        stageOptions: DEFAULT_STAGES.map((name) => ({ value: name, label: name })),
        save: (body, rule) =>
          rule
            ? update.mutateAsync({ ruleId: rule.id, body: { ...body, enabled: rule.enabled } })
            : create.mutateAsync({ ...body, enabled: false }),
        remove: (rule) => remove.mutateAsync(rule.id),
        turn: (rule, enabled) => update.mutateAsync({ ruleId: rule.id, body: { ...bodyOf(rule), enabled } }),
        switching: update.isPending,
        removing: remove.isPending,
        description:
          'As regras com que cada processo novo começa, ligadas ou desligadas como estão aqui. Mudá-las não altera os processos que já existem.',
        emptyDescription:
          'Crie as regras que todo processo novo deve ter, como a recusa automática de quem não atende a um requisito obrigatório.',
      }}
    />
  );
};
