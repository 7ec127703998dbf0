import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../auth/use-can';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, monthLabel } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useLgpdDue } from '../api/get-lgpd-due';
import { useLateApplications, useSummary } from '../api/get-summary';
import { ChartCard } from '../../../components/charts/chart-card';
import { ClosingGapsCard } from '../components/closing-gaps-card';
import { FunnelOverviewCard } from '../components/funnel-overview-card';
import { KpiCard, KpiCardSkeleton } from '../components/kpi-card';
import {
  BarChart,
  CHART_HEIGHT,
  ChartSlot,
  LineChart,
} from '../../../components/charts/lazy-charts';
import {
  dayLabel,
  kpisOf,
  LATE_KPI_LABEL,
  lateKpi,
  LGPD_KPI_LABEL,
  lgpdKpiOf,
} from '../dashboard.config';

/** Início: KPIs linking to their lists and the charts of the hub (drawn once their library is in). */
export const DashboardPage = () => {
  const canSeeProcesses = useCan('processos.ver');
  const summary = useSummary();
  const late = useLateApplications(canSeeProcesses);
  const lgpdDue = useLgpdDue();
  if (summary.isPending) {
    return (
      <>
        <PageHeader title="Início" />
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Carregando indicadores" />
        </Box>
      </>
    );
  }
  if (summary.isError) {
    return (
      <>
        <PageHeader title="Início" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar os indicadores: {errorMessage(summary.error)}
        </Alert>
      </>
    );
  }
  const { series } = summary.data;
  const registrations = series.registrationsByMonth;
  const stages = series.applicationsByStage;
  const deliveries = series.deliveriesByDay;
  return (
    <>
      <PageHeader
        title="Início"
        description={`Atualizado em ${formatDateTime(summary.data.computedAt)}`}
        action={
          <Button component={RouterLink} to={paths.dashboard.logs.audit} variant="outlined">
            Auditoria
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        {kpisOf(summary.data).map((kpi) => (
          <KpiCard key={kpi.id} kpi={kpi} />
        ))}
        {late.isLoading && <KpiCardSkeleton label={LATE_KPI_LABEL} />}
        {late.data && <KpiCard kpi={lateKpi(late.data.count)} />}
        {lgpdDue.isLoading && <KpiCardSkeleton label={LGPD_KPI_LABEL} />}
        {lgpdDue.data && <KpiCard kpi={lgpdKpiOf(lgpdDue.data)} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <ChartCard
          title="Cadastros por mês"
          description="Profissionais e empresas cadastrados em cada um dos últimos 12 meses."
          empty={registrations.every((month) => month.professionals + month.companies === 0)}
        >
          <ChartSlot>
            <LineChart
              height={CHART_HEIGHT}
              xAxis={[
                { scaleType: 'point', data: registrations.map((month) => monthLabel(month.month)) },
              ]}
              series={[
                { data: registrations.map((month) => month.professionals), label: 'Profissionais' },
                { data: registrations.map((month) => month.companies), label: 'Empresas' },
              ]}
            />
          </ChartSlot>
        </ChartCard>
        <ChartCard
          title="Candidaturas por etapa"
          description="Candidaturas ativas dos processos abertos, por etapa."
          empty={stages.length === 0}
        >
          <ChartSlot>
            <BarChart
              height={CHART_HEIGHT}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: stages.map((stage) => stage.stage), width: 100 }]}
              series={[{ data: stages.map((stage) => stage.count), label: 'Candidaturas' }]}
            />
          </ChartSlot>
        </ChartCard>
      </Box>
      <Box sx={{ mt: 3 }}>{canSeeProcesses && <FunnelOverviewCard />}</Box>
      {canSeeProcesses && (
        <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
          <ClosingGapsCard />
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <ChartCard
          title="Envios por dia"
          description="Mensagens enviadas e com falha em cada um dos últimos 30 dias."
          empty={deliveries.every((day) => day.sent + day.failed === 0)}
        >
          <ChartSlot>
            <BarChart
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', data: deliveries.map((day) => dayLabel(day.day)) }]}
              series={[
                { data: deliveries.map((day) => day.sent), label: 'Enviadas', stack: 'envios' },
                { data: deliveries.map((day) => day.failed), label: 'Com falha', stack: 'envios' },
              ]}
            />
          </ChartSlot>
        </ChartCard>
      </Box>
      <Typography variant="caption" sx={{ display: 'block', mt: 2, color: 'text.secondary' }}>
        Os números são recalculados a cada minuto.
      </Typography>
    </>
  );
};
