import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '@hub/contract/operation';
import { processingRecordOperations } from '@hub/contract/processing-record';
import { useCan } from '../../../auth/use-can';
import { useCanOpen } from '../../../auth/page-access';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { DetailList } from '../../../components/resource/detail-list';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/toast';
import { paths } from '../../../routes/paths';
import { useProcessingRecord } from '../api/processing-record';

const DOWNLOADS = {
  html: { operation: processingRecordOperations.downloadProcessingRecordDocument, label: 'Baixar documento (HTML)' },
  json: { operation: processingRecordOperations.downloadProcessingRecordJson, label: 'Baixar dados (JSON)' },
  csv: { operation: processingRecordOperations.downloadProcessingRecordCsv, label: 'Baixar planilha (CSV)' },
} as const;
type Format = keyof typeof DOWNLOADS;

const Downloads = () => {
  const canDownload = useCan(processingRecordOperations.downloadProcessingRecordDocument.permission);
  const [loading, setLoading] = useState<Format | null>(null);
  if (!canDownload) return null;
  const download = async (format: Format) => {
    setLoading(format);
    try {
      await downloadFile(pathOf(DOWNLOADS[format].operation, {}), {}, `registro-de-tratamento.${format}`);
      enqueueSnackbar('Registro baixado', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setLoading(null);
    }
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(Object.keys(DOWNLOADS) as Format[]).map((format, index) => (
        <Button
          key={format}
          variant={index === 0 ? 'contained' : 'outlined'}
          loading={loading === format}
          onClick={() => void download(format)}
        >
          {DOWNLOADS[format].label}
        </Button>
      ))}
    </Stack>
  );
};

/** /dashboard/lgpd-requests/processing-record: the record of processing operations (art. 37). */
export const ProcessingRecordPage = () => {
  const record = useProcessingRecord();
  const canEdit = useCanOpen(paths.dashboard.settings.processingRecord);
  return (
    <>
      <PageHeader
        title="Registro das operações de tratamento"
        description="LGPD, art. 37: cada tipo de dado pessoal que o sistema guarda, por que, com que base legal, por quanto tempo e com quem é compartilhado. Os campos vêm das marcações do próprio sistema."
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Solicitações LGPD', href: paths.dashboard.lgpdRequests.root },
          { name: 'Registro das operações de tratamento' },
        ]}
        action={
          canEdit && (
            <Button variant="outlined" component={RouterLink} to={paths.dashboard.settings.processingRecord}>
              Editar finalidades e bases legais
            </Button>
          )
        }
      />
      {record.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(record.error)}
        </Alert>
      )}
      {!record.data && !record.isError && <LoadingScreen />}
      {record.data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <SectionCard title="Controlador e encarregado" description={`Gerado em ${formatDateTime(record.data.generatedAt)}.`}>
            <DetailList
              items={[
                ['Controlador', record.data.controller],
                ['Encarregado', record.data.dpo],
              ]}
            />
            <Box sx={{ mt: 3 }}>
              <Downloads />
            </Box>
          </SectionCard>
          {record.data.categories.map((category) => (
            <SectionCard key={category.kind} title={category.name}>
              <DetailList
                items={[
                  ['Finalidade', category.purpose],
                  ['Base legal', category.legalBasis],
                  ['Retenção', category.retention],
                  ['Compartilhamento', category.recipients],
                ]}
              />
              {category.fields.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  Nenhum campo do sistema tem este tipo de dado.
                </Typography>
              ) : (
                <Box sx={{ overflowX: 'auto', mt: 2 }}>
                  <Table size="small" aria-label={`Campos com ${category.name.toLowerCase()}`}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Campo</TableCell>
                        <TableCell>Onde aparece</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {category.fields.map(({ name, operations }) => (
                        <TableRow key={name}>
                          <TableCell sx={{ verticalAlign: 'top' }}>{name}</TableCell>
                          <TableCell>
                            {operations.length === 1
                              ? operations[0]!.summary
                              : `${operations.length} telas e exportações, entre elas: ${operations
                                  .slice(0, 3)
                                  .map((use) => use.summary)
                                  .join('; ')}`}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </SectionCard>
          ))}
        </Box>
      )}
    </>
  );
};
