import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { funnelOperations } from '@hub/contract/funnel';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { useCan } from '../../../auth/use-can';
import { EmptyState } from '../../../components/empty-state';
import { FunnelChart, FunnelSummary, FunnelTable } from '../../../components/funnel/funnel-figures';
import { errorMessage } from '../../../lib/api-client';
import { downloadProcessFunnel, useProcessFunnel } from '../api/funnel';

/** The process's funnel: how far its applications got, how long each stage held them, how they ended. */
export const ProcessFunnel = ({ process }: { process: SelectiveProcess }) => {
  const funnel = useProcessFunnel(process.id);
  const canExport = useCan(funnelOperations.exportProcessFunnel.permission);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const titleId = useId();

  if (funnel.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Carregando o funil" />
      </Box>
    );
  if (funnel.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void funnel.refetch()}>
            Tentar de novo
          </Button>
        }
      >
        Não foi possível carregar o funil: {errorMessage(funnel.error)}
      </Alert>
    );
  if (funnel.data.total === 0)
    return (
      <Card>
        <EmptyState
          title="Nenhuma candidatura ainda"
          description="O funil aparece quando houver profissionais inscritos neste processo."
        />
      </Card>
    );

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadProcessFunnel(process.id);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
        >
          <Box>
            <Typography id={titleId} variant="h6" component="h2">
              Funil do processo
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Quantas candidaturas alcançaram cada etapa (contando as que passaram por ela), a
              conversão de uma etapa para a seguinte e o tempo mediano em cada uma.
            </Typography>
          </Box>
          {canExport && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exporting}
              onClick={exportCsv}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              Exportar CSV
            </Button>
          )}
        </Stack>
        {exportError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {exportError}
          </Alert>
        )}
        <FunnelSummary outcomes={funnel.data} />
        <Box sx={{ my: 3 }}>
          <FunnelChart stages={funnel.data.stages} />
        </Box>
        <FunnelTable stages={funnel.data.stages} />
      </CardContent>
    </Card>
  );
};
