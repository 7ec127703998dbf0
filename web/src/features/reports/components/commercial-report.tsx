import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  monthWithin,
  subscriptionsOfFigure,
  type CommercialReport as Report,
  type ReportFilters,
  type SubscriptionsFigure as Figure,
} from '@hub/contract/reports';
import { SUBSCRIPTION_LIFECYCLE, subscriptionOperations } from '@hub/contract/subscriptions';
import { useCan } from '../../../auth/use-can';
import { FigureList } from '../../../components/charts/figure-list';
import { FiguresTable, type FiguresColumn } from '../../../components/charts/figures-table';
import { BarChart, CHART_HEIGHT, ChartSlot } from '../../../components/charts/lazy-charts';
import { formatMoney, monthLabel } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCommercialReport } from '../api/reports-api';
import { CountLink } from './count-link';
import { ReportCard } from './report-card';

/** Who may open the subscriptions list a count links to. */
const LIST_PERMISSION = subscriptionOperations.listSubscriptions.permission;

const subscriptionListOf = (filters: ReportFilters, figure: Figure): string =>
  `${paths.dashboard.subscriptions.root}?${new URLSearchParams(subscriptionsOfFigure(filters, figure))}`;

type Month = Report['byMonth'][number];

const monthColumns = (filters: ReportFilters): FiguresColumn<Month>[] => {
  const figure = (kind: 'created' | 'withVoucher' | 'cancelled', words: string) => (row: Month) => {
    const days = monthWithin(row.month, filters);
    const shown = {
      created: { created: days },
      withVoucher: { withVoucher: days },
      cancelled: { cancelled: days },
    }[kind];
    return (
      <CountLink
        count={row[kind]}
        to={subscriptionListOf(filters, shown)}
        permission={LIST_PERMISSION}
        label={`ver na lista as assinaturas ${words} em ${monthLabel(row.month)}`}
      />
    );
  };
  return [
    { header: 'Mês', value: (row) => monthLabel(row.month) },
    { header: 'Assinaturas novas', value: figure('created', 'feitas') },
    { header: 'Com voucher', value: figure('withVoucher', 'feitas com voucher') },
    { header: 'Canceladas', value: figure('cancelled', 'canceladas') },
    { header: 'Receita', value: (row) => formatMoney(row.revenueCents) },
  ];
};

type PlanRow = Report['byPlan'][number];

const planColumns = (filters: ReportFilters): FiguresColumn<PlanRow>[] => [
  { header: 'Plano', value: (row) => row.plan },
  { header: 'Status', value: (row) => SUBSCRIPTION_LIFECYCLE.labels[row.status] },
  {
    header: 'Assinaturas',
    value: (row) => (
      <CountLink
        count={row.count}
        to={subscriptionListOf(filters, { plan: { planId: row.planId, status: row.status } })}
        permission={LIST_PERMISSION}
        label={`ver na lista as assinaturas de ${row.plan} com status ${SUBSCRIPTION_LIFECYCLE.labels[row.status]}`}
      />
    ),
  },
];

/** Comercial: subscriptions made and cancelled by month, vouchers used, revenue; now by plan. */
export const CommercialReport = ({ filters }: { filters: ReportFilters }) => {
  const report = useCommercialReport(filters);
  const data = report.data;
  const canList = useCan(LIST_PERMISSION);
  const totalFigure = (label: string, count: number, figure: Figure) => ({
    label,
    value: String(count),
    ...(canList && count > 0 && { link: subscriptionListOf(filters, figure) }),
  });
  return (
    <ReportCard
      title="Comercial"
      description="Assinaturas feitas e canceladas no período, por mês, das empresas escolhidas (a UF é a da empresa); a receita é o valor das assinaturas ativadas, com os descontos."
      report="commercial"
      filters={filters}
      error={report.error}
      loading={!data}
      empty={Boolean(data && data.byPlan.length === 0)}
    >
      {data && (
        <>
          <FigureList
            columns={4}
            figures={[
              totalFigure('Assinaturas novas', data.totals.created, { created: filters }),
              totalFigure('Com voucher', data.totals.withVoucher, { withVoucher: filters }),
              totalFigure('Canceladas', data.totals.cancelled, { cancelled: filters }),
              { label: 'Receita no período', value: formatMoney(data.totals.revenueCents) },
            ]}
          />
          <Box sx={{ my: 3 }}>
            <ChartSlot>
              <BarChart
                height={CHART_HEIGHT}
                xAxis={[
                  { scaleType: 'band', data: data.byMonth.map((row) => monthLabel(row.month)) },
                ]}
                yAxis={[
                  {
                    width: 80,
                    valueFormatter: (value: number | null) => formatMoney((value ?? 0) * 100),
                  },
                ]}
                series={[
                  {
                    data: data.byMonth.map((row) => row.revenueCents / 100),
                    label: 'Receita',
                    valueFormatter: (value: number | null) => formatMoney((value ?? 0) * 100),
                  },
                ]}
              />
            </ChartSlot>
          </Box>
          <FiguresTable
            label="Assinaturas por mês"
            columns={monthColumns(filters)}
            rows={data.byMonth}
            rowKey={(row) => row.month}
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Assinaturas por plano e status, hoje
          </Typography>
          <FiguresTable
            label="Assinaturas por plano e status"
            columns={planColumns(filters)}
            rows={data.byPlan}
            rowKey={(row) => `${row.plan}-${row.status}`}
          />
        </>
      )}
    </ReportCard>
  );
};
