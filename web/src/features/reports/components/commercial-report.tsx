import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CommercialReport as Report, ReportFilters } from '@hub/contract/reports';
import { SUBSCRIPTION_LIFECYCLE } from '@hub/contract/subscriptions';
import { FigureList } from '../../../components/charts/figure-list';
import { FiguresTable, type FiguresColumn } from '../../../components/charts/figures-table';
import { BarChart, CHART_HEIGHT, ChartSlot } from '../../../components/charts/lazy-charts';
import { formatMoney, monthLabel } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCommercialReport } from '../api/reports-api';
import { ReportCard } from './report-card';

const MONTH_COLUMNS: FiguresColumn<Report['byMonth'][number]>[] = [
  { header: 'Mês', value: (row) => monthLabel(row.month) },
  { header: 'Assinaturas novas', value: (row) => row.created },
  { header: 'Com voucher', value: (row) => row.withVoucher },
  { header: 'Canceladas', value: (row) => row.cancelled },
  { header: 'Receita', value: (row) => formatMoney(row.revenueCents) },
];

type PlanRow = Report['byPlan'][number];

/**
 * The subscriptions' list showing the very rows a figure counts (the same plan, status, company
 * and scope); null under a UF filter, which that list does not have.
 */
const planListOf = (row: PlanRow, filters: ReportFilters): string | null => {
  if (filters.uf) return null;
  const query = new URLSearchParams({ status: row.status, planId: row.planId });
  if (filters.companyId) query.set('companyId', filters.companyId);
  return `${paths.dashboard.subscriptions.root}?${query}`;
};

const planColumns = (filters: ReportFilters): FiguresColumn<PlanRow>[] => [
  { header: 'Plano', value: (row) => row.plan },
  { header: 'Status', value: (row) => SUBSCRIPTION_LIFECYCLE.labels[row.status] },
  {
    header: 'Assinaturas',
    value: (row) => {
      const list = planListOf(row, filters);
      if (!list) return row.count;
      return (
        <Link
          component={RouterLink}
          to={list}
          aria-label={`${row.count}: ver na lista as assinaturas de ${row.plan} com status ${SUBSCRIPTION_LIFECYCLE.labels[row.status]}`}
        >
          {row.count}
        </Link>
      );
    },
  },
];

/** Comercial: subscriptions made and cancelled by month, vouchers used, revenue; now by plan. */
export const CommercialReport = ({ filters }: { filters: ReportFilters }) => {
  const report = useCommercialReport(filters);
  const data = report.data;
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
              { label: 'Assinaturas novas', value: String(data.totals.created) },
              { label: 'Com voucher', value: String(data.totals.withVoucher) },
              { label: 'Canceladas', value: String(data.totals.cancelled) },
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
            columns={MONTH_COLUMNS}
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
