import { BarChart } from '@mui/x-charts/BarChart';
import type { FunnelOverview, FunnelStage } from '@hub/contract/funnel';
import { FigureList } from '../charts/figure-list';
import { FiguresTable, type FiguresColumn } from '../charts/figures-table';
import { formatConversion, formatDays, formatHours } from './funnel-format';

const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

type Outcomes = Pick<
  FunnelOverview,
  'total' | 'hired' | 'rejected' | 'withdrawn' | 'medianDaysToHire'
>;

/** Reached per stage, first stage on top, as the dashboard draws its bars. */
export const FunnelChart = ({
  stages,
  height = 300,
}: {
  stages: FunnelStage[];
  height?: number;
}) => (
  <BarChart
    height={height}
    layout="horizontal"
    // Whole applications: integer ticks only.
    xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => count.format(value) }]}
    yAxis={[{ scaleType: 'band', data: stages.map((stage) => stage.name), width: 100 }]}
    series={[{ data: stages.map((stage) => stage.reached), label: 'Alcançaram' }]}
  />
);

/** How the applications ended, and how long a hire took. */
export const FunnelSummary = ({ outcomes }: { outcomes: Outcomes }) => (
  <FigureList
    figures={[
      { label: 'Candidaturas', value: String(outcomes.total) },
      { label: 'Contratados', value: String(outcomes.hired) },
      { label: 'Reprovados', value: String(outcomes.rejected) },
      { label: 'Desistentes', value: String(outcomes.withdrawn) },
      { label: 'Tempo mediano até a contratação', value: formatDays(outcomes.medianDaysToHire) },
    ]}
  />
);

const FUNNEL_COLUMNS: FiguresColumn<FunnelStage>[] = [
  { header: 'Etapa', value: (stage) => stage.name },
  { header: 'Alcançaram', value: (stage) => stage.reached },
  { header: 'Na etapa agora', value: (stage) => stage.current },
  { header: 'Conversão', value: (stage) => formatConversion(stage.conversion) },
  { header: 'Mediana na etapa', value: (stage) => formatHours(stage.medianHoursInStage) },
];

/** The figures of each stage. */
export const FunnelTable = ({ stages }: { stages: FunnelStage[] }) => (
  <FiguresTable
    label="Funil por etapa"
    columns={FUNNEL_COLUMNS}
    rows={stages}
    rowKey={(stage) => stage.position}
  />
);
