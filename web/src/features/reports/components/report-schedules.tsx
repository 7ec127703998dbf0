import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { AREA_LABELS } from '@hub/contract/candidates';
import {
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_LABELS,
  SCHEDULED_REPORT_LABELS,
  type ReportFilters,
  type ReportFrequency,
  type ReportSchedule,
  type ScheduledReport,
} from '@hub/contract/reports';
import { superAdminOperations, type SuperAdmin } from '@hub/contract/super-admins';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { listSource, RemotePicker } from '../../../components/resource/remote-picker';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  useCreateReportSchedule,
  useDeleteReportSchedule,
  useReportSchedules,
} from '../api/reports-api';

const administrators = listSource(superAdminOperations.listSuperAdmins);
type Picked = Pick<SuperAdmin, 'id' | 'name' | 'email'>;

/** The filters a schedule keeps, in words: 'UF PR · Área Saúde · uma empresa'. */
const filtersText = (filters: {
  uf?: string | null;
  area?: string | null;
  companyId?: string | null;
  selectiveProcessId?: string | null;
  stage?: number | string | null;
}) =>
  [
    filters.uf && `UF ${filters.uf}`,
    filters.area && `Área ${AREA_LABELS[filters.area as keyof typeof AREA_LABELS]}`,
    filters.companyId && 'uma empresa',
    filters.selectiveProcessId && 'um processo',
    filters.stage != null && `alcançaram a ${Number(filters.stage) + 1}ª etapa`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Schedules the report on screen (its filters but the period) to chosen administrators: each run
 * mails the twelve months before it as .xlsx, each recipient getting what their profile allows.
 */
export const ScheduleReportDialog = ({
  open,
  report,
  filters,
  reports,
  onClose,
}: {
  open: boolean;
  report: ScheduledReport;
  filters: ReportFilters;
  /** The reports the administrator may schedule. */
  reports: readonly ScheduledReport[];
  onClose: () => void;
}) => {
  const create = useCreateReportSchedule();
  const [chosen, setChosen] = useState<ScheduledReport>(
    reports.includes(report) ? report : (reports[0] ?? report),
  );
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [recipients, setRecipients] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The stage narrows the stage reports only.
  const stage =
    chosen === 'etapas' && filters.stage !== undefined ? Number(filters.stage) : undefined;
  const kept = filtersText({ ...filters, stage });
  const submit = async () => {
    try {
      await create.mutateAsync({
        report: chosen,
        frequency,
        recipientIds: recipients.map((admin) => admin.id),
        ...(filters.uf && { uf: filters.uf }),
        ...(filters.area && { area: filters.area }),
        ...(filters.companyId && { companyId: filters.companyId }),
        ...(filters.selectiveProcessId && { selectiveProcessId: filters.selectiveProcessId }),
        ...(stage !== undefined && { stage }),
      });
      enqueueSnackbar('Envio agendado', { variant: 'success' });
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      setFailure(Object.keys(byField).length ? null : errorMessage(error));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">Agendar envio por e-mail</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            select
            label="Relatório"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as ScheduledReport)}
          >
            {reports.map((each) => (
              <MenuItem key={each} value={each}>
                {SCHEDULED_REPORT_LABELS[each]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Frequência"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as ReportFrequency)}
          >
            {REPORT_FREQUENCIES.map((each) => (
              <MenuItem key={each} value={each}>
                {REPORT_FREQUENCY_LABELS[each]}
              </MenuItem>
            ))}
          </TextField>
          <RemotePicker<Picked>
            multiple
            source={administrators}
            label="Quem recebe"
            optionLabel={(admin) => admin.name}
            value={recipients}
            onChange={setRecipients}
            error={errors.recipientIds}
          />
          <Alert severity="info" icon={false}>
            Cada envio traz a planilha (.xlsx) dos 12 meses anteriores
            {kept ? `, com os filtros desta página: ${kept}` : ''}. Cada administrador recebe só o
            que o perfil e as UFs dele permitem.
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" loading={create.isPending} onClick={submit}>
          Agendar
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The reports mailed by themselves, each cancelled from here. Nothing when there are none. */
export const ReportSchedulesCard = () => {
  const schedules = useReportSchedules();
  const remove = useDeleteReportSchedule();
  const canChange = useCan('relatorios.exportar');
  const [cancelling, setCancelling] = useState<ReportSchedule | null>(null);
  if (!schedules.data?.length) return null;
  return (
    <SectionCard title="Envios agendados" description="Relatórios enviados por e-mail, em .xlsx.">
      <List disablePadding>
        {schedules.data.map((schedule) => {
          const label = SCHEDULED_REPORT_LABELS[schedule.report];
          const kept = filtersText(schedule);
          return (
            <ListItem
              key={schedule.id}
              disableGutters
              secondaryAction={
                canChange && (
                  <IconButton
                    aria-label={`Cancelar o envio de ${label}`}
                    onClick={() => setCancelling(schedule)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={`${label} · ${REPORT_FREQUENCY_LABELS[schedule.frequency]}`}
                secondary={[
                  `Para ${schedule.recipients.map((recipient) => recipient.name).join(', ')}`,
                  kept,
                  schedule.nextRunAt && `próximo envio em ${formatDateTime(schedule.nextRunAt)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancelar o envio agendado?"
        content={
          cancelling ? `${SCHEDULED_REPORT_LABELS[cancelling.report]} deixa de ser enviado.` : ''
        }
        confirmLabel="Cancelar envio"
        cancelLabel="Manter"
        color="error"
        loading={remove.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await remove.mutateAsync(cancelling.id);
            enqueueSnackbar('Envio cancelado', { variant: 'success' });
          } catch (error) {
            enqueueSnackbar(errorMessage(error), { variant: 'error' });
          }
          setCancelling(null);
        }}
      />
    </SectionCard>
  );
};
