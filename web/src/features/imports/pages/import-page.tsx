import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { enqueueSnackbar } from '../../../lib/toast';
import { useParams } from 'react-router';
import { IMPORT_RUNNING, type Import, type ImportStatus } from '@hub/contract/imports';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCancelImport, useImport } from '../api/imports';
import { ImportMapping } from '../components/import-mapping';
import { ImportRows } from '../components/import-rows';
import { ImportStatusChip, importTitle, registryCrumb } from '../components/import-status';
import { ImportProgress, ImportReport, StartImport, UndoReport } from '../components/import-steps';

const STEPS = ['Enviar', 'Associar colunas', 'Conferir', 'Importar', 'Relatório'];
const STEP_OF: Record<ImportStatus, number> = {
  mapping: 1,
  validating: 2,
  ready: 2,
  importing: 3,
  done: 4,
  undoing: 4,
  undone: 5,
  cancelled: 1,
  failed: 2,
};

/** An import from its mapping to its report: each status shows its step. */
export const ImportPage = () => {
  const { importId = '' } = useParams();
  const query = useImport(importId);
  return (
    <QueryContent query={query} loading="Carregando a importação…">
      {(record) => <ImportView record={record} />}
    </QueryContent>
  );
};

const ImportView = ({ record }: { record: Import }) => {
  const [remapping, setRemapping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelImport(record.id);
  const title = importTitle(record.resource);
  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(undefined);
      enqueueSnackbar('Importação cancelada', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setCancelling(false);
    }
  };
  const askCancel = () => setCancelling(true);
  const mapping = record.status === 'mapping' || (record.status === 'ready' && remapping);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          registryCrumb(record.resource),
          { name: 'Importações', href: paths.dashboard.imports.root },
          { name: record.fileName },
        ]}
        description={`${record.fileName} · enviada em ${formatDateTime(record.createdAt)}${record.createdByName ? ` por ${record.createdByName}` : ''}`}
        action={<ImportStatusChip status={record.status} />}
      />
      <Stepper
        activeStep={STEP_OF[record.status]}
        alternativeLabel
        sx={{ mb: 4, display: { xs: 'none', md: 'flex' } }}
      >
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack spacing={3}>
        {mapping && <ImportMapping key={record.status} record={record} onCancel={askCancel} />}
        {IMPORT_RUNNING.includes(record.status) && <ImportProgress record={record} />}
        {record.status === 'ready' && !remapping && (
          <StartImport record={record} onRemap={() => setRemapping(true)} onCancel={askCancel} />
        )}
        {record.status === 'ready' && !remapping && <ImportRows record={record} mode="preview" />}
        {record.status === 'done' && <ImportReport record={record} />}
        {(record.status === 'done' || record.status === 'undoing') && (
          <ImportRows record={record} mode="report" />
        )}
        {record.status === 'undone' && <UndoReport record={record} />}
        {record.status === 'undone' && <ImportRows record={record} mode="undo" />}
        {record.status === 'cancelled' && (
          <Alert severity="info">
            Esta importação foi cancelada antes de começar: nada foi gravado.
          </Alert>
        )}
        {record.status === 'failed' && (
          <Alert severity="error">
            {record.error ?? 'A verificação da planilha falhou.'} Nada foi gravado: envie a planilha
            de novo.
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        open={cancelling}
        title="Cancelar a importação?"
        content="Nada desta planilha foi gravado; ela sai da lista de trabalho."
        confirmLabel="Cancelar importação"
        cancelLabel="Voltar"
        color="error"
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(false)}
      />
    </>
  );
};
