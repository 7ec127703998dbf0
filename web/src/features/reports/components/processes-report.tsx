import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProcessesReport as Report, ReportFilters } from '@hub/contract/reports';
import type { ProcessPeriod, ProcessStatus } from '@hub/contract/selective-processes';
import { FigureList } from '../../../components/charts/figure-list';
import { FiguresTable, type FiguresColumn } from '../../../components/charts/figures-table';
import { BarChart, CHART_HEIGHT, ChartSlot } from '../../../components/charts/lazy-charts';
import { monthLabel } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useProcessesReport } from '../api/reports-api';
import { ReportCard } from './report-card';

type Counts = Report['totals'];
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

const countColumns = <Row extends Counts>(): FiguresColumn<Row>[] => [
  { header: 'Abertos', value: (row) => row.opened },
  { header: 'Finalizados', value: (row) => row.closed },
  { header: 'Com contratação', value: (row) => row.closedWithHires },
  { header: 'Sem contratação', value: (row) => row.closed - row.closedWithHires },
  { header: 'Cancelados', value: (row) => row.cancelled },
  { header: 'Candidaturas', value: (row) => row.applications },
];

const MONTH_COLUMNS: FiguresColumn<Report['byMonth'][number]>[] = [
  { header: 'Mês', value: (row) => monthLabel(row.month) },
  ...countColumns<Report['byMonth'][number]>(),
];
const UF_COLUMNS: FiguresColumn<Report['byUf'][number]>[] = [
  { header: 'UF', value: (row) => row.uf ?? 'Sem UF (remoto)' },
  ...countColumns<Report['byUf'][number]>(),
];

/**
 * The processes list showing the very processes a figure counts: of the report's period as
 * `period` reads it (opened or ended in it), with its status, UF, area and company.
 */
const processListOf = (filters: ReportFilters, period: ProcessPeriod, status?: ProcessStatus): string => {
  const query = new URLSearchParams({ period });
  for (const name of ['from', 'to', 'uf', 'area', 'companyId'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  if (status) query.set('status', status);
  return `${paths.dashboard.selectiveProcesses.root}?${query}`;
};

/** Processos: opened, finished (with and without a hire) and cancelled, by month and by UF. */
export const ProcessesReport = ({ filters }: { filters: ReportFilters }) => {
  const report = useProcessesReport(filters);
  const data = report.data;
  const { totals } = data ?? {};
  return (
    <ReportCard
      title="Processos"
      description="Processos abertos (pela data de início, ou pelo cadastro), finalizados com e sem contratação e cancelados no período, por mês e pela UF da vaga. As candidaturas são as dos processos abertos no período."
      report="processes"
      filters={filters}
      error={report.error}
      loading={!data}
      empty={Boolean(totals && totals.opened + totals.closed + totals.cancelled === 0)}
    >
      {data && totals && (
        <>
          <FigureList
            columns={5}
            figures={[
              { label: 'Abertos', value: String(totals.opened), link: processListOf(filters, 'opened') },
              { label: 'Finalizados com contratação', value: String(totals.closedWithHires) },
              {
                label: 'Finalizados sem contratação',
                value: String(totals.closed - totals.closedWithHires),
              },
              {
                label: 'Cancelados',
                value: String(totals.cancelled),
                link: processListOf(filters, 'ended', 'cancelled'),
              },
              {
                label: 'Candidaturas por processo aberto',
                value: totals.opened ? decimal.format(totals.applications / totals.opened) : '—',
              },
            ]}
          />
          <Box sx={{ my: 3 }}>
            <ChartSlot>
              <BarChart
                height={CHART_HEIGHT}
                xAxis={[
                  { scaleType: 'band', data: data.byMonth.map((row) => monthLabel(row.month)) },
                ]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={[
                  { data: data.byMonth.map((row) => row.opened), label: 'Abertos' },
                  { data: data.byMonth.map((row) => row.closed), label: 'Finalizados' },
                  { data: data.byMonth.map((row) => row.cancelled), label: 'Cancelados' },
                ]}
              />
            </ChartSlot>
          </Box>
          <FiguresTable
            label="Processos por mês"
            columns={MONTH_COLUMNS}
            rows={data.byMonth}
            rowKey={(row) => row.month}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Por UF
          </Typography>
          <FiguresTable
            label="Processos por UF"
            columns={UF_COLUMNS}
            rows={data.byUf}
            rowKey={(row) => row.uf ?? ''}
          />
        </>
      )}
    </ReportCard>
  );
};
