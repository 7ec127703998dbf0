import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from 'react-router';
import { counted } from '@hub/contract/counts';
import { funnelOperations } from '@hub/contract/funnel';
import { useCan } from '../../../auth/use-can';
import { formatDays } from '../../../components/funnel/funnel-format';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { downloadFunnelOverview, useFunnelOverview } from '../api/get-funnel-overview';
import { ChartCard } from '../../../components/charts/chart-card';
import { ChartSlot, FunnelChart } from '../../../components/charts/lazy-charts';

/** Início's funnel: every process's applications added up by stage, with its CSV. */
export const FunnelOverviewCard = () => {
  const overview = useFunnelOverview();
  const canExport = useCan(funnelOperations.exportFunnelOverview.permission);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const data = overview.data;

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadFunnelOverview();
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <ChartCard
      title="Funil de todos os processos"
      description="Candidaturas de todos os processos que alcançaram cada etapa, contando as que passaram por ela."
      empty={data?.total === 0}
      loading={overview.isPending}
      action={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.dashboard.selectiveProcesses.root} size="small">
            Processos
          </Button>
          {canExport && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exporting}
              onClick={exportCsv}
            >
              Exportar CSV
            </Button>
          )}
        </Stack>
      }
    >
      {overview.isError && (
        <Alert severity="error">
          Não foi possível carregar o funil: {errorMessage(overview.error)}
        </Alert>
      )}
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      {data && (
        <>
          <ChartSlot>
            <FunnelChart stages={data.stages} />
          </ChartSlot>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {counted(data.processes, 'processo', 'processos')} ·{' '}
            {counted(data.total, 'candidatura', 'candidaturas')} ·{' '}
            {counted(data.hired, 'contratado', 'contratados')} · tempo mediano até a contratação:{' '}
            {formatDays(data.medianDaysToHire)}
          </Typography>
        </>
      )}
    </ChartCard>
  );
};
