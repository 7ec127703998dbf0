import Box from '@mui/material/Box';
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
import { useStageReport } from '../api/reports-api';
import { ApplicationsFigure } from './applications-figure';
import { formatAxisDays, ReportCard } from './report-card';

/** A stage's figure of applications, a link to Candidaturas holding them. */
const stageFigure =
  (filters: ReportFilters, kind: 'reached' | 'current' | 'late') => (stage: StageReportRow) => {
    const description = {
      reached: `as que alcançaram ${stage.name}`,
      current: `as que estão em ${stage.name}`,
      late: `as atrasadas em ${stage.name}`,
    }[kind];
    const figure =
      kind === 'reached'
        ? { reached: stage.position }
        : kind === 'current'
          ? { current: stage.position }
          : { late: stage.position };
    return (
      <ApplicationsFigure
        count={stage[kind]}
        filters={filters}
        figure={figure}
        description={description}
      />
    );
  };

const conversionColumns = (filters: ReportFilters): FiguresColumn<StageReportRow>[] => [
  { header: 'Etapa', value: (stage) => stage.name },
  { header: 'Alcançaram', value: stageFigure(filters, 'reached') },
  { header: 'Conversão', value: (stage) => formatConversion(stage.conversion) },
  { header: 'Na etapa agora', value: stageFigure(filters, 'current') },
];

const timeColumns = (filters: ReportFilters): FiguresColumn<StageReportRow>[] => [
  { header: 'Etapa', value: (stage) => stage.name },
  { header: 'Passagens concluídas', value: (stage) => stage.stays },
  { header: 'Mediana', value: (stage) => formatDays(stage.medianDays) },
  { header: '75º percentil', value: (stage) => formatDays(stage.p75Days) },
  { header: 'Na etapa agora', value: stageFigure(filters, 'current') },
  { header: 'Atrasadas agora', value: stageFigure(filters, 'late') },
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
              columns={conversionColumns(filters)}
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
            columns={timeColumns(filters)}
            rows={data.stages}
            rowKey={(stage) => stage.position}
          />
        </>
      )}
    </ReportCard>
  );
};
