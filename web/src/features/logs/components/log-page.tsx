import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { enqueueSnackbar } from 'notistack';
import { PageHeader } from '../../../components/page-header';
import { StatusChip } from '../../../components/status-chip';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';

import { useLog, type LogRecord } from '../api/get-log';
import { statusColor, type LogColumn } from '../logs.config';

/** A filter the page was opened with (from its address), shown as a removable chip. */
export type LogScope = {
  filters: { selectiveProcessId: string };
  label: string;
  onClear: () => void;
};

export type LogPageProps = {
  title: string;
  /** API path of the log, e.g. /logs/emails. */
  apiPath: string;
  columns: LogColumn<LogRecord>[];
  statusLabels: Record<string, string>;
  /** The labels of the fields that hold a code (contract LOG_VALUE_LABELS): shown instead of the code. */
  valueLabels?: Record<string, Record<string, string>>;
  /** Whether the log has a CSV export (`{apiPath}/export.csv`). */
  exportable?: boolean;
  /** What the search box finds, said in its label. */
  searchLabel?: string;
  defaultStatus?: string;
  scope?: LogScope;
  renderDrawer: (row: LogRecord | null, close: () => void) => React.ReactNode;
};

const PAGE_SIZES = [10, 25, 50, 100];

/** A log: server pagination, search, date range, status filter, detail drawer and CSV export. */
export const LogPage = ({
  title,
  apiPath,
  columns,
  statusLabels,
  valueLabels = {},
  exportable = true,
  searchLabel = 'Buscar',
  defaultStatus = '',
  scope,
  renderDrawer,
}: LogPageProps) => {
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: 25 });
  const [search, setSearch] = useState('');
  const key = useDeferredValue(search.trim());
  const [status, setStatus] = useState(defaultStatus);
  const [createdFrom, setCreatedFrom] = useState('');
  const [createdTo, setCreatedTo] = useState('');
  const [selected, setSelected] = useState<LogRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  const filters = {
    ...scope?.filters,
    ...(key ? { key } : {}),
    ...(status ? { status } : {}),
    ...(createdFrom ? { createdFrom } : {}),
    ...(createdTo ? { createdTo } : {}),
  };
  const log = useLog(apiPath, {
    page: paginationModel.page + 1,
    limit: paginationModel.pageSize,
    ...filters,
  });
  const resetPage = () => setPaginationModel((model) => ({ ...model, page: 0 }));

  const gridColumns: GridColDef<LogRecord>[] = columns.map((column) => ({
    field: column.field,
    headerName: column.header,
    // Text columns share the table's spare width (their widths are minimums), so less of it wraps;
    // dates and statuses keep theirs.
    minWidth: column.width ?? 160,
    flex: column.kind ? 0 : (column.width ?? 160),
    sortable: false,
    renderCell: ({ value, row }) => {
      if (column.render) return column.render(row);
      if (value === null || value === undefined || value === '') return '—';
      if (column.kind === 'date') return formatDateTime(String(value));
      if (column.kind === 'status')
        return (
          <StatusChip
            label={statusLabels[String(value)] ?? String(value)}
            color={statusColor(String(value))}
          />
        );
      return valueLabels[column.field]?.[String(value)] ?? String(value);
    },
  }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(
        `${apiPath}/export.csv`,
        filters,
        `${apiPath.split('/').pop() ?? 'log'}.csv`,
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { name: 'Início', href: paths.dashboard.dashboarding },
          { name: 'Logs' },
          { name: title },
        ]}
        action={
          exportable && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={() => void exportCsv()}
              loading={exporting}
            >
              Exportar CSV
            </Button>
          )
        }
      />
      <Card>
        {scope && (
          <Box sx={{ px: 2, pt: 2 }}>
            <Chip
              label={scope.label}
              color="primary"
              variant="outlined"
              onDelete={() => {
                resetPage();
                scope.onClear();
              }}
            />
          </Box>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            p: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <TextField
            label={searchLabel}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              resetPage();
            }}
          />
          {Object.keys(statusLabels).length > 0 && (
            <TextField
              select
              label="Status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                resetPage();
              }}
            >
              <MenuItem value="">Todos</MenuItem>
              {Object.entries(statusLabels).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label="De"
            type="date"
            value={createdFrom}
            onChange={(event) => {
              setCreatedFrom(event.target.value);
              resetPage();
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Até"
            type="date"
            value={createdTo}
            onChange={(event) => {
              setCreatedTo(event.target.value);
              resetPage();
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {log.isError && (
          <Alert
            severity="error"
            sx={{ mx: 2, mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void log.refetch()}>
                Tentar de novo
              </Button>
            }
          >
            Não foi possível carregar o log: {errorMessage(log.error)}
          </Alert>
        )}
        {/* Outside the grid and named: a progress bar inside the grid's rows has no name (axe). */}
        {log.isFetching && <LinearProgress aria-label="Carregando" />}
        <DataGrid
          aria-label={title}
          rows={log.data?.rows ?? []}
          columns={gridColumns}
          rowCount={log.data?.totalItens ?? 0}
          // Until the first page arrives the grid shows skeleton rows, not 'no rows'.
          loading={log.isPending}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={PAGE_SIZES}
          onRowClick={({ row }) => setSelected(row)}
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
          // Long values (an address, an error) wrap within their cell: none is cut off.
          getRowHeight={() => 'auto'}
          sx={{
            border: 0,
            minHeight: 420,
            '& .MuiDataGrid-row': { cursor: 'pointer' },
            '& .MuiDataGrid-cell': {
              py: 1,
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              lineHeight: 1.43,
              display: 'flex',
              alignItems: 'center',
            },
          }}
        />
      </Card>
      {renderDrawer(selected, () => setSelected(null))}
    </>
  );
};
