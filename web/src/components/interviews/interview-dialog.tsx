import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import {
  INTERVIEW_CONFLICT_CODE,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_MESSAGES,
  INTERVIEW_TIME_ZONE,
  MAX_INTERVIEW_MINUTES,
  type Interview,
  type InterviewBody,
  type Interviewer,
} from '@hub/contract/interviews';
import { optionsOf } from '@hub/contract/fields';
import { MAX_OFFERED_SLOTS, SLOT_LINK_MESSAGES, type SlotOfferBody } from '@hub/contract/interview-slots';
import { applyServerErrors } from '../../lib/form-errors';
import { intText } from '../../lib/form-numbers';
import { enqueueSnackbar } from '../../lib/toast';
import { RhfSelect } from '../form/rhf-select';
import { RhfTextField } from '../form/rhf-text-field';
import { FormAlert } from '../form/form-alert';
import { useBookInterviews, useInterviewers, useOfferSlots, useRescheduleInterview } from './interviews-api';

dayjs.extend(utc);
dayjs.extend(timezone);

const PICKER_TEXTS = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** 'data': the council fixes the time; 'escolha': the professional picks one of several through a link. */
type Mode = 'data' | 'escolha';

const formSchema = z
  .object({
  mode: z.enum(['data', 'escolha']),
  startsAt: z.string(),
  slots: z.array(z.string()),
  durationMinutes: intText(
    z
      .number({ error: INTERVIEW_MESSAGES.tooShort })
      .int({ error: INTERVIEW_MESSAGES.tooShort })
      .min(5, { error: INTERVIEW_MESSAGES.tooShort })
      .max(MAX_INTERVIEW_MINUTES, { error: INTERVIEW_MESSAGES.tooLong }),
  ),
  kind: z.enum(['presencial', 'online']),
  address: z.string(),
  link: z.string(),
  interviewerIds: z.array(z.string()).min(1, { error: INTERVIEW_MESSAGES.interviewersRequired }),
  notes: z.string(),
})
  .superRefine((value, context) => {
    if (value.mode === 'data') {
      if (!value.startsAt) context.addIssue({ code: 'custom', path: ['startsAt'], message: 'Informe a data e a hora' });
      return;
    }
    value.slots.forEach((slot, index) => {
      if (!slot) context.addIssue({ code: 'custom', path: ['slots', index], message: 'Informe a data e a hora' });
    });
    if (value.slots.filter(Boolean).length < 2) context.addIssue({ code: 'custom', path: ['slots'], message: SLOT_LINK_MESSAGES.slotsRequired });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const valuesOf = (interview: Interview | undefined): FormInput => ({
  mode: 'data',
  startsAt: interview?.startsAt ?? '',
  slots: ['', ''],
  durationMinutes: String(interview?.durationMinutes ?? 60),
  kind: interview?.kind ?? 'online',
  address: interview?.address ?? '',
  link: interview?.link ?? '',
  interviewerIds: interview?.interviewers.map((person) => person.id) ?? [],
  notes: interview?.notes ?? '',
});

/** What a booking and an offer of times share: how long, where, with whom, the notes. */
const detailsOf = (values: FormOutput) => ({
  durationMinutes: values.durationMinutes,
  kind: values.kind,
  address: values.kind === 'presencial' ? values.address : undefined,
  link: values.kind === 'online' ? values.link : undefined,
  interviewerIds: values.interviewerIds,
  notes: values.notes || undefined,
});

const bodyOf = (values: FormOutput, confirmarConflitos: boolean): InterviewBody => ({
  startsAt: values.startsAt,
  ...detailsOf(values),
  confirmarConflitos: confirmarConflitos || undefined,
});

const offerOf = (values: FormOutput): SlotOfferBody => ({ slots: values.slots, ...detailsOf(values) });

/** The date and time in São Paulo, whatever the browser's zone: the picker writes the instant. */
const StartsAtField = ({
  control,
  name = 'startsAt',
  label = 'Data e hora (horário de Brasília)',
}: {
  control: Control<FormInput, unknown, FormOutput>;
  name?: 'startsAt' | `slots.${number}`;
  label?: string;
}) => {
  const { field, fieldState } = useController({ control, name });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={PICKER_TEXTS}>
      <DateTimePicker
        label={label}
        timezone={INTERVIEW_TIME_ZONE}
        ampm={false}
        disablePast
        value={field.value ? dayjs(field.value).tz(INTERVIEW_TIME_ZONE) : null}
        onChange={(date) => field.onChange(date?.isValid() ? date.toISOString() : '')}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            required: true,
            fullWidth: true,
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message,
          },
        }}
      />
    </LocalizationProvider>
  );
};

const InterviewersField = ({
  control,
  options,
  loading,
}: {
  control: Control<FormInput, unknown, FormOutput>;
  options: Interviewer[];
  loading: boolean;
}) => {
  const { field, fieldState } = useController({ control, name: 'interviewerIds' });
  const chosen = options.filter((person) => field.value.includes(person.id));
  return (
    <Autocomplete
      multiple
      options={options}
      loading={loading}
      loadingText="Carregando…"
      noOptionsText="Nenhum administrador com acesso a este processo"
      value={chosen}
      onChange={(_, people) => field.onChange(people.map((person) => person.id))}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Entrevistadores"
          required
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Administradores que veem este processo seletivo'}
        />
      )}
    />
  );
};

/** The times offered to the professional: two to ten, each a date and time in São Paulo. */
const SlotsField = ({ form }: { form: ReturnType<typeof useForm<FormInput, unknown, FormOutput>> }) => {
  const slots = useWatch({ control: form.control, name: 'slots' });
  const error = form.formState.errors.slots;
  const listError = error && 'message' in error ? error.message : undefined;
  return (
    <Stack spacing={1.5} role="group" aria-label="Horários oferecidos">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        O profissional recebe um link por e-mail, escolhe um destes horários (ou pede outro) e a entrevista é agendada com os convites.
      </Typography>
      {slots.map((_, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <StartsAtField control={form.control} name={`slots.${index}`} label={`Horário ${index + 1} (horário de Brasília)`} />
          {slots.length > 2 && (
            <IconButton
              aria-label={`Remover o horário ${index + 1}`}
              onClick={() => form.setValue('slots', slots.filter((__, other) => other !== index))}
              sx={{ mt: 1 }}
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      {listError && (
        <Typography variant="body2" color="error" role="alert">
          {listError}
        </Typography>
      )}
      {slots.length < MAX_OFFERED_SLOTS && (
        <Button startIcon={<Add />} onClick={() => form.setValue('slots', [...slots, ''])} sx={{ alignSelf: 'flex-start' }}>
          Adicionar horário
        </Button>
      )}
    </Stack>
  );
};

type Conflict = { values: FormOutput; messages: string[] };

const conflictOf = (error: unknown): string[] | null => {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== INTERVIEW_CONFLICT_CODE) return null;
  const issues = 'issues' in error && Array.isArray(error.issues) ? (error.issues as { message?: unknown }[]) : [];
  return issues.map((issue) => String(issue.message ?? ''));
};

/**
 * 'Agendar entrevista' for one application or several of a process (one after another from the
 * time given), or 'Remarcar' for an interview. A conflict the server names is shown in a second
 * dialog, which books anyway only when asked.
 */
export const InterviewDialog = ({
  open,
  onClose,
  processId,
  applications,
  interview,
}: {
  open: boolean;
  onClose: () => void;
  processId: string;
  /** The applications to book, with the professionals' names (none when rescheduling). */
  applications: { id: string; candidateName: string }[];
  interview?: Interview;
}) => {
  const book = useBookInterviews(processId);
  const single = !interview && applications.length === 1;
  const offer = useOfferSlots(applications[0]?.id ?? '');
  const reschedule = useRescheduleInterview(interview?.id ?? '');
  const interviewers = useInterviewers(processId, open);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), values: valuesOf(interview) });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const mode: Mode = useWatch({ control: form.control, name: 'mode' });
  const several = applications.length > 1;

  const close = () => {
    form.reset(valuesOf(interview));
    setConflict(null);
    onClose();
  };

  const save = async (values: FormOutput, confirmed: boolean) => {
    if (values.mode === 'escolha' && single) {
      try {
        await offer.mutateAsync(offerOf(values));
        enqueueSnackbar('Link enviado ao profissional por e-mail para escolher o horário', { variant: 'success' });
        close();
      } catch (error) {
        applyServerErrors(form, error);
      }
      return;
    }
    try {
      const body = bodyOf(values, confirmed);
      if (interview) await reschedule.mutateAsync(body);
      else await book.mutateAsync({ ...body, applicationIds: applications.map((row) => row.id) });
      enqueueSnackbar(
        interview ? 'Entrevista remarcada e convite atualizado enviado' : several ? `${applications.length} entrevistas agendadas e convites enviados` : 'Entrevista agendada e convite enviado',
        { variant: 'success' },
      );
      close();
    } catch (error) {
      const busy = conflictOf(error);
      if (busy) setConflict({ values, messages: busy });
      else {
        setConflict(null);
        applyServerErrors(form, error);
      }
    }
  };

  const title = interview ? 'Remarcar entrevista' : 'Agendar entrevista';
  const names = interview ? [interview.candidateName] : applications.map((row) => row.candidateName).filter(Boolean);
  const { control } = form;
  return (
    <>
      <Dialog open={open && !conflict} onClose={close} fullWidth maxWidth="sm" aria-labelledby="interview-dialog-title">
        <DialogTitle id="interview-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            id="interview-form"
            noValidate
            spacing={2.5}
            sx={{ pt: 1 }}
            onSubmit={form.handleSubmit((values) => save(values, false))}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {several
                ? `${applications.length} candidaturas, uma entrevista após a outra a partir do horário escolhido${names.length ? `: ${names.join(', ')}` : ''}`
                : names.join(', ')}
            </Typography>
            <FormAlert form={form} />
            {single && (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={mode}
                onChange={(_, next: Mode | null) => {
                  if (next) form.setValue('mode', next);
                }}
                aria-label="Como marcar"
              >
                <ToggleButton value="data">Marcar data e hora</ToggleButton>
                <ToggleButton value="escolha">O profissional escolhe</ToggleButton>
              </ToggleButtonGroup>
            )}
            {single && mode === 'escolha' ? <SlotsField form={form} /> : <StartsAtField control={control} />}
            <RhfTextField
              control={control}
              name="durationMinutes"
              label={several ? 'Duração de cada entrevista (minutos)' : 'Duração (minutos)'}
              required
            />
            <RhfSelect control={control} name="kind" label="Formato" required options={optionsOf(INTERVIEW_KIND_LABELS)} />
            {kind === 'presencial' ? (
              <RhfTextField control={control} name="address" label="Endereço" required />
            ) : (
              <RhfTextField control={control} name="link" label="Link da reunião" placeholder="https://" required />
            )}
            <InterviewersField control={control} options={interviewers.data ?? []} loading={interviewers.isLoading} />
            <RhfTextField
              control={control}
              name="notes"
              label="Observações para o profissional"
              multiline
              minRows={2}
              helperText="Vão no convite e nos lembretes"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form="interview-form" variant="contained" loading={form.formState.isSubmitting}>
            {interview ? 'Remarcar' : single && mode === 'escolha' ? 'Enviar link' : 'Agendar'}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={Boolean(conflict)} onClose={() => setConflict(null)} fullWidth maxWidth="xs" aria-labelledby="interview-conflict-title">
        <DialogTitle id="interview-conflict-title">Conflito de horário</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Já há entrevistas no mesmo horário:
          </Alert>
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
            {conflict?.messages.map((message) => (
              <Typography component="li" variant="body2" key={message}>
                {message}
              </Typography>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={() => setConflict(null)}>
            Escolher outro horário
          </Button>
          <Button
            variant="contained"
            color="warning"
            loading={book.isPending || reschedule.isPending}
            onClick={() => {
              if (conflict) void save(conflict.values, true);
            }}
          >
            Agendar mesmo assim
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
