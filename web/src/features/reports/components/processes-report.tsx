import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  monthWithin,
  processesOfFigure,
  type ProcessesFigureKind,
  type ProcessesReport as Report,
  type ReportFilters,
} from '@hub/contract/reports';
import { selectiveProcessOperations } from '@hub/contract/selective-processes';
import { useCan } from '../../../auth/use-can';
import { FigureList } from '../../../components/charts/figure-list';
import { FiguresTable, type FiguresColumn } from '../../../components/charts/figures-table';
import { BarChart, CHART_HEIGHT, ChartSlot } from '../../../components/charts/lazy-charts';
import { monthLabel } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useProcessesReport } from '../api/reports-api';
import { ApplicationsFigure } from './applications-figure';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';

type Counts = Report['totals'];
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Which rows of the report a figure is of: a month of the period, or a UF (null: remote). */
type Place = { month?: string; uf?: string | null };

/** The processes list holding the very processes a figure counts; null where it cannot. */
const processListOf = (filters: ReportFilters, kind: ProcessesFigureKind, place: Place = {}) => {
  const query = processesOfFigure(filters, { kind, ...place });
  return query && `${paths.dashboard.selectiveProcesses.root}?${new URLSearchParams(query)}`;
};

const KIND_WORDS: Record<ProcessesFigureKind, string> = {
  opened: 'os processos abertos',
  closed: 'os processos finalizados',
  closedWithHires: 'os processos finalizados com contratação',
  closedWithoutHires: 'os processos finalizados sem contratação',
  cancelled: 'os processos cancelados',
};

/** A count of processes: a link to the processes list holding them. */
const ProcessesFigure = ({
  count,
  filters,
  kind,
  place,
  where,
}: {
  count: number;
  filters: ReportFilters;
  kind: ProcessesFigureKind;
  place: Place;
  /** Which row: 'em março de 2025', 'em SP'. */
  where: string;
}) => (
  <CountLink
    count={count}
    to={processListOf(filters, kind, place)}
    permission={selectiveProcessOperations.listSelectiveProcesses.permission}
    label={`ver na lista ${KIND_WORDS[kind]} ${where}`}
  />
);

const countColumns = <Row extends Counts>(
  filters: ReportFilters,
  placeOf: (row: Row) => { place: Place; where: string },
): FiguresColumn<Row>[] => {
  const figure = (kind: ProcessesFigureKind, countOf: (row: Row) => number) => (row: Row) => (
    <ProcessesFigure count={countOf(row)} filters={filters} kind={kind} {...placeOf(row)} />
  );
  return [
    { header: 'Abertos', value: figure('opened', (row) => row.opened) },
    { header: 'Finalizados', value: figure('closed', (row) => row.closed) },
    { header: 'Com contratação', value: figure('closedWithHires', (row) => row.closedWithHires) },
    {
      header: 'Sem contratação',
      value: figure('closedWithoutHires', (row) => row.closed - row.closedWithHires),
    },
    { header: 'Cancelados', value: figure('cancelled', (row) => row.cancelled) },
    {
      header: 'Candidaturas',
      value: (row) => {
        const { place, where } = placeOf(row);
        const days = place.month ? monthWithin(place.month, filters) : filters;
        return (
          <ApplicationsFigure
            count={row.applications}
            filters={filters}
            figure={{ opened: days, ...(place.uf !== undefined && { uf: place.uf }) }}
            description={`dos processos abertos ${where}`}
          />
        );
      },
    },
  ];
};

type Month = Report['byMonth'][number];
type Uf = Report['byUf'][number];

const monthColumns = (filters: ReportFilters): FiguresColumn<Month>[] => [
  { header: 'Mês', value: (row) => monthLabel(row.month) },
  ...countColumns<Month>(filters, (row) => ({
    place: { month: row.month },
    where: `em ${monthLabel(row.month)}`,
  })),
];
const ufColumns = (filters: ReportFilters): FiguresColumn<Uf>[] => [
  { header: 'UF', value: (row) => row.uf ?? 'Sem UF (remoto)' },
  ...countColumns<Uf>(filters, (row) => ({
    place: { uf: row.uf },
    where: row.uf ? `em ${row.uf}` : 'sem UF',
  })),
];

/** Processos: opened, finished (with and without a hire) and cancelled, by month and by UF. */
export const ProcessesReport = ({ filters }: { filters: ReportFilters }) => {
  const report = useProcessesReport(filters);
  const data = report.data;
  const { totals } = data ?? {};
  const canList = useCan(selectiveProcessOperations.listSelectiveProcesses.permission);
  const totalFigure = (label: string, count: number, kind: ProcessesFigureKind) => {
    const link = canList && count > 0 ? processListOf(filters, kind) : null;
    return { label, value: String(count), ...(link && { link }) };
  };
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
              totalFigure('Abertos', totals.opened, 'opened'),
              totalFigure('Finalizados com contratação', totals.closedWithHires, 'closedWithHires'),
              totalFigure(
                'Finalizados sem contratação',
                totals.closed - totals.closedWithHires,
                'closedWithoutHires',
              ),
              totalFigure('Cancelados', totals.cancelled, 'cancelled'),
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
            columns={monthColumns(filters)}
            rows={data.byMonth}
            rowKey={(row) => row.month}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Por UF
          </Typography>
          <FiguresTable
            label="Processos por UF"
            columns={ufColumns(filters)}
            rows={data.byUf}
            rowKey={(row) => row.uf ?? ''}
          />
        </>
      )}
    </ReportCard>
  );
};
