import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import Typography from '@mui/material/Typography';
import { counted } from '@hub/contract/counts';
import type { ReportFilters, StageReportRow } from '@hub/contract/reports';
import { FiguresTable, type FiguresColumn } from '../../../components/charts/figures-table';
import {
  BarChart,
  CHART_HEIGHT,
  ChartSlot,
  FunnelChart,
} from '../../../components/charts/lazy-charts';
import { formatConversion, formatDays } from '../../../components/funnel/funnel-format';
import { paths } from '../../../routes/paths';
import { useStageReport } from '../api/reports-api';
import { formatAxisDays, ReportCard } from './report-card';

/**
 * One process chosen: its Classificação showing the very applications a figure counts, enrolled in
 * the report's period and now in the stage (hired in the hiring stage, active in the others), or
 * late there. With a stage chosen, from it on only: before it the report keeps those that came
 * back from it, which the list cannot tell.
 */
const rankingOf = (
  filters: ReportFilters,
  stages: StageReportRow[],
  stage: StageReportRow,
  late: boolean,
): string | null => {
  if (!filters.selectiveProcessId) return null;
  if (filters.stage !== undefined && stage.position < Number(filters.stage)) return null;
  const query = new URLSearchParams({ aba: 'classificacao', stageId: stage.stageId });
  if (late) query.set('late', 'true');
  else query.set('status', stage === stages.at(-1) ? 'hired' : 'active');
  if (filters.from) query.set('enrolledFrom', filters.from);
  if (filters.to) query.set('enrolledTo', filters.to);
  return `${paths.dashboard.selectiveProcesses.view(filters.selectiveProcessId)}?${query}`;
};

/** A figure of a stage: a link to the list of what it counts, where there is one and it is not empty. */
const stageFigure =
  (filters: ReportFilters, stages: StageReportRow[], late: boolean) => (stage: StageReportRow) => {
    const figure = late ? stage.late : stage.current;
    const list = figure > 0 && rankingOf(filters, stages, stage, late);
    if (!list) return figure;
    return (
      <Link
        component={RouterLink}
        to={list}
        aria-label={`${figure}: ver na Classificação as candidaturas ${late ? 'atrasadas' : 'que estão'} em ${stage.name}`}
      >
        {figure}
      </Link>
    );
  };

const conversionColumns = (
  filters: ReportFilters,
  stages: StageReportRow[],
): FiguresColumn<StageReportRow>[] => [
  { header: 'Etapa', value: (stage) => stage.name },
  { header: 'Alcançaram', value: (stage) => stage.reached },
  { header: 'Conversão', value: (stage) => formatConversion(stage.conversion) },
  { header: 'Na etapa agora', value: stageFigure(filters, stages, false) },
];

const timeColumns = (
  filters: ReportFilters,
  stages: StageReportRow[],
): FiguresColumn<StageReportRow>[] => [
  { header: 'Etapa', value: (stage) => stage.name },
  { header: 'Passagens concluídas', value: (stage) => stage.stays },
  { header: 'Mediana', value: (stage) => formatDays(stage.medianDays) },
  { header: '75º percentil', value: (stage) => formatDays(stage.p75Days) },
  { header: 'Na etapa agora', value: stageFigure(filters, stages, false) },
  { header: 'Atrasadas agora', value: stageFigure(filters, stages, true) },
];

/** Which applications the report follows: the period's, and those that reached the chosen stage. */
const periodNote = (stages: StageReportRow[] | undefined, stage: ReportFilters['stage']) => {
  const chosen =
    stage === undefined ? undefined : stages?.find((one) => one.position === Number(stage));
  const reached = chosen ? ` que alcançaram a etapa ${chosen.name}` : '';
  return `Candidaturas feitas no período${reached}, acompanhadas pelas movimentações do quadro até hoje.`;
};

/**
 * Conversão por etapa and Tempo em cada etapa: two views of the one stage report (the same query,
 * cached once for both tabs).
 */
export const StageReport = ({
  filters,
  view,
}: {
  filters: ReportFilters;
  view: 'conversion' | 'time';
}) => {
  const report = useStageReport(filters);
  const data = report.data;
  const note = periodNote(data?.stages, filters.stage);
  const summary = data && (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
      {counted(data.processes, 'processo', 'processos')} ·{' '}
      {counted(data.applications, 'candidatura', 'candidaturas')}
    </Typography>
  );
  if (view === 'conversion')
    return (
      <ReportCard
        title="Conversão por etapa"
        description={`Quantas candidaturas alcançaram cada etapa (passar por ela conta) e a conversão de uma etapa para a seguinte. ${note}`}
        report="stages"
        filters={filters}
        error={report.error}
        loading={!data}
        empty={data?.applications === 0}
      >
        {data && (
          <>
            {summary}
            <Box sx={{ mb: 3 }}>
              <ChartSlot>
                <FunnelChart
                  height={CHART_HEIGHT}
                  stages={data.stages.map((stage) => ({
                    ...stage,
                    medianHoursInStage: stage.medianDays === null ? null : stage.medianDays * 24,
                  }))}
                />
              </ChartSlot>
            </Box>
            <FiguresTable
              label="Conversão por etapa"
              columns={conversionColumns(filters, data.stages)}
              rows={data.stages}
              rowKey={(stage) => stage.position}
            />
          </>
        )}
      </ReportCard>
    );
  return (
    <ReportCard
      title="Tempo em cada etapa"
      description={`Dias entre a chegada a uma etapa e a saída dela, das passagens já concluídas, e quantas estão na etapa há mais dias do que ela permite. ${note}`}
      report="stages"
      filters={filters}
      error={report.error}
      loading={!data}
      empty={data?.applications === 0}
    >
      {data && (
        <>
          {summary}
          <Box sx={{ mb: 3 }}>
            <ChartSlot>
              <BarChart
                height={CHART_HEIGHT}
                layout="horizontal"
                yAxis={[
                  { scaleType: 'band', data: data.stages.map((stage) => stage.name), width: 100 },
                ]}
                xAxis={[{ label: 'dias', valueFormatter: formatAxisDays }]}
                series={[
                  { data: data.stages.map((stage) => stage.medianDays), label: 'Mediana' },
                  { data: data.stages.map((stage) => stage.p75Days), label: '75º percentil' },
                ]}
              />
            </ChartSlot>
          </Box>
          <FiguresTable
            label="Tempo em cada etapa"
            columns={timeColumns(filters, data.stages)}
            rows={data.stages}
            rowKey={(stage) => stage.position}
          />
        </>
      )}
    </ReportCard>
  );
};
