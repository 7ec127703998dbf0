import Box from '@mui/material/Box';
import {
  monthWithin,
  type ReportFilters,
  type TimeToHireReport as Report,
} from '@hub/contract/reports';
import { applicationOperations } from '@hub/contract/applications';
import { useCan } from '../../../auth/use-can';
import { FigureList } from '../../../components/charts/figure-list';
import { FiguresTable, type FiguresColumn } from '../../../components/charts/figures-table';
import { BarChart, CHART_HEIGHT, ChartSlot } from '../../../components/charts/lazy-charts';
import { formatDays } from '../../../components/funnel/funnel-format';
import { counted } from '@hub/contract/counts';
import { monthLabel } from '../../../lib/format';
import { useTimeToHireReport } from '../api/reports-api';
import { ApplicationsFigure, applicationsPath } from './applications-figure';
import { formatAxisDays, ReportCard } from './report-card';

type Month = Report['byMonth'][number];

const monthColumns = (filters: ReportFilters): FiguresColumn<Month>[] => [
  { header: 'Mês', value: (month) => monthLabel(month.month) },
  {
    header: 'Contratações',
    value: (month) => (
      <ApplicationsFigure
        count={month.count}
        filters={filters}
        figure={{ hired: monthWithin(month.month, filters) }}
        description={`as contratações de ${monthLabel(month.month)}`}
      />
    ),
  },
  { header: 'Mediana', value: (month) => formatDays(month.medianDays) },
  { header: '75º percentil', value: (month) => formatDays(month.p75Days) },
];

/** Tempo até a contratação: the period's hires, from enrolment to hire, by month. */
export const TimeToHireReport = ({ filters }: { filters: ReportFilters }) => {
  const report = useTimeToHireReport(filters);
  const canList = useCan(applicationOperations.listHubApplications.permission);
  const data = report.data;
  return (
    <ReportCard
      title="Tempo até a contratação"
      description="Dias da inscrição até a chegada à etapa de contratação, das contratações feitas no período, por mês."
      report="timeToHire"
      filters={filters}
      error={report.error}
      loading={!data}
      empty={data?.hires.count === 0}
    >
      {data && (
        <>
          <FigureList
            columns={4}
            figures={[
              {
                label: 'Contratações no período',
                value: String(data.hires.count),
                ...(canList &&
                  data.hires.count > 0 && {
                    link: applicationsPath(filters, { hired: filters }) ?? undefined,
                  }),
              },
              { label: 'Mediana até a contratação', value: formatDays(data.hires.medianDays) },
              { label: '75º percentil', value: formatDays(data.hires.p75Days) },
              {
                label: 'Da abertura à 1ª contratação',
                value: formatDays(data.toFirstHire.medianDays),
                caption: `mediana de ${counted(data.toFirstHire.count, 'processo', 'processos')}`,
              },
            ]}
          />
          <Box sx={{ my: 3 }}>
            <ChartSlot>
              <BarChart
                height={CHART_HEIGHT}
                xAxis={[
                  { scaleType: 'band', data: data.byMonth.map((month) => monthLabel(month.month)) },
                ]}
                yAxis={[{ label: 'dias', width: 60, valueFormatter: formatAxisDays }]}
                series={[
                  { data: data.byMonth.map((month) => month.medianDays), label: 'Mediana' },
                  { data: data.byMonth.map((month) => month.p75Days), label: '75º percentil' },
                ]}
              />
            </ChartSlot>
          </Box>
          <FiguresTable
            label="Tempo até a contratação por mês"
            columns={monthColumns(filters)}
            rows={data.byMonth}
            rowKey={(month) => month.month}
          />
        </>
      )}
    </ReportCard>
  );
};
