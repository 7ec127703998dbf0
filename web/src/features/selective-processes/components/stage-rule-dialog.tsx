import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import {
  STAGE_RULE_KIND_LABELS,
  STAGE_RULE_KINDS,
  stageRuleSentence,
  type StageRule,
  type StageRuleKind,
} from '@hub/contract/stage-rules';
import { FormAlert } from '../../../components/form/form-alert';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfSwitch } from '../../../components/form/rhf-switch';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTemplateOptions } from '../api/applications';

/** The stage as the form holds it: a process's by id, a default's by name. */
type RuleValues = {
  name: string;
  kind: StageRuleKind;
  stageId: string;
  stageName: string;
  templateId: string;
  delayHours: string;
  whatsapp: boolean;
};

/** What the dialog saves: the stage under the field its source names it by. */
export type RuleFormBody = {
  name: string;
  kind: StageRuleKind;
  stageId?: string | null;
  stageName?: string | null;
  templateId: string | null;
  delayHours: string;
  whatsapp: boolean;
};

const valuesOf = (rule: StageRule | null): RuleValues => ({
  name: rule?.name ?? '',
  kind: rule?.kind ?? 'stage_entered',
  stageId: rule?.stageId ?? '',
  stageName: rule?.stageName ?? '',
  templateId: rule?.templateId ?? '',
  delayHours: String(rule?.delayHours ?? 0),
  whatsapp: rule?.whatsapp ?? false,
});

const KIND_OPTIONS = STAGE_RULE_KINDS.map((kind) => ({ value: kind, label: STAGE_RULE_KIND_LABELS[kind] }));

/**
 * Writes a rule: its kind, its stage and template where the kind needs them, its delay; the
 * sentence under the fields says what it will do. The server checks it and its field errors show
 * under each field.
 */
export const StageRuleDialog = ({
  open,
  rule,
  stageField,
  stageOptions,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The rule edited; null writes a new one. */
  rule: StageRule | null;
  stageField: 'stageId' | 'stageName';
  stageOptions: { value: string; label: string }[];
  onSave: (body: RuleFormBody, rule: StageRule | null) => Promise<void>;
  onClose: () => void;
}) => {
  const templates = useTemplateOptions(open);
  const form = useForm<RuleValues>({ defaultValues: valuesOf(rule) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(rule));
  }, [open, rule, reset]);
  const [kind, stage, templateId, delayHours, whatsapp] = useWatch({
    control: form.control,
    name: ['kind', stageField, 'templateId', 'delayHours', 'whatsapp'],
  });
  const templateOptions = (templates.data?.rows ?? []).map((template) => ({ value: template.id, label: template.name }));
  const sentence = stageRuleSentence({
    kind,
    stageName: stageOptions.find((option) => option.value === stage)?.label ?? '…',
    templateName: templateOptions.find((template) => template.value === templateId)?.label ?? '…',
    delayHours: Number.parseInt(delayHours, 10) || 0,
    whatsapp: kind !== 'hired' && whatsapp,
  });

  const submit = form.handleSubmit(async (values) => {
    const body: RuleFormBody = {
      name: values.name,
      kind: values.kind,
      [stageField]: values.kind === 'stage_entered' ? values[stageField] || null : null,
      templateId: values.kind === 'hired' ? null : values.templateId || null,
      delayHours: values.delayHours,
      whatsapp: values.kind !== 'hired' && values.whatsapp,
    };
    try {
      await onSave(body, rule);
      enqueueSnackbar(rule ? 'Regra salva' : 'Regra criada', { variant: 'success' });
      onClose();
    } catch (failure) {
      applyServerErrors(form, failure);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stage-rule-dialog-title">
      <DialogTitle id="stage-rule-dialog-title">{rule ? 'Editar regra' : 'Nova regra'}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert form={form} />
            <RhfTextField name="name" control={form.control} label="Nome da regra" required />
            <RhfSelect name="kind" control={form.control} label="O que a regra faz" options={KIND_OPTIONS} required />
            {kind === 'stage_entered' && (
              <RhfSelect name={stageField} control={form.control} label="Etapa" required options={stageOptions} />
            )}
            {kind !== 'hired' && (
              <RhfSelect
                name="templateId"
                control={form.control}
                label={kind === 'mandatory_unmet' ? 'Modelo da recusa' : 'Modelo de mensagem'}
                required
                options={templateOptions}
              />
            )}
            {kind !== 'hired' && (
              <RhfSwitch
                name="whatsapp"
                control={form.control}
                label="Enviar também por WhatsApp (a quem aceita receber)"
              />
            )}
            <RhfTextField
              name="delayHours"
              control={form.control}
              label="Aguardar (horas)"
              type="number"
              helperText="0 age na hora; 24 espera um dia"
            />
            <Alert severity="info" icon={false}>
              {sentence}
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Salvar regra
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
