import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ReportFilters } from '@hub/contract/reports';
import { useCan } from '../../../auth/use-can';
import { ChartCard } from '../../../components/charts/chart-card';
import { errorMessage } from '../../../lib/api-client';
import { downloadReport, REPORT_EXPORTS, type ReportFormat } from '../api/reports-api';

const axisDays = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
/** A chart's axis of days: '1,5', never a float's '0.000000'. */
export const formatAxisDays = (value: number | null): string => axisDays.format(value ?? 0);

/** A report's chart and table in one card, with its CSV and Excel sheet for a profile that may export. */
export const ReportCard = ({
  title,
  description,
  report,
  filters,
  empty,
  loading,
  error,
  children,
}: {
  title: string;
  description: string;
  report: keyof typeof REPORT_EXPORTS;
  filters: ReportFilters;
  empty: boolean;
  loading: boolean;
  /** The report's query failed: the card says why instead of its figures. */
  error?: Error | null;
  children: ReactNode;
}) => {
  const canExport = useCan(REPORT_EXPORTS[report].csv.permission);
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const download = async (format: ReportFormat) => {
    setExporting(format);
    setExportError(null);
    try {
      await downloadReport(report, format, filters);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };
  return (
    <ChartCard
      title={title}
      description={description}
      empty={!error && empty}
      loading={!error && loading}
      action={
        canExport && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exporting === 'csv'}
              disabled={exporting !== null}
              onClick={() => void download('csv')}
            >
              Exportar CSV
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exporting === 'xlsx'}
              disabled={exporting !== null}
              onClick={() => void download('xlsx')}
            >
              Exportar Excel
            </Button>
          </Stack>
        )
      }
    >
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">Não foi possível carregar o relatório: {errorMessage(error)}</Alert>
      ) : (
        children
      )}
    </ChartCard>
  );
};
