import type { DashboardSummary } from '@hub/contract/dashboard';
import type { LgpdDue } from '@hub/contract/lgpd-requests';
import { formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';

export type Kpi = { id: string; label: string; value: string; caption?: string; link: string };

const number = new Intl.NumberFormat('pt-BR');
const withStatus = (path: string, status: string) => `${path}?status=${status}`;

/** The KPIs of Início, each linking to the list it counts (filtered where it can be). */
export const kpisOf = ({ kpis }: DashboardSummary): Kpi[] => [
  {
    id: 'professionals',
    label: 'Profissionais',
    value: number.format(kpis.professionals.total),
    caption: `${number.format(kpis.professionals.active)} ativos`,
    link: paths.dashboard.candidates.root,
  },
  {
    id: 'companies',
    label: 'Empresas ativas',
    value: number.format(kpis.companies.active),
    caption: `${number.format(kpis.companies.total)} no total · ${number.format(kpis.companies.suspended)} suspensas`,
    link: withStatus(paths.dashboard.companies.root, 'active'),
  },
  {
    id: 'pending-companies',
    label: 'Empresas pendentes',
    value: number.format(kpis.companies.pending),
    caption: 'aguardando aprovação',
    link: withStatus(paths.dashboard.companies.root, 'pending'),
  },
  {
    id: 'open-processes',
    label: 'Processos abertos',
    value: number.format(kpis.openProcesses),
    caption: `${number.format(kpis.applicationsThisMonth)} candidaturas neste mês`,
    link: withStatus(paths.dashboard.selectiveProcesses.root, 'open'),
  },
  {
    id: 'subscriptions',
    label: 'Assinaturas ativas',
    value: number.format(kpis.subscriptions.active),
    caption: `${formatMoney(kpis.subscriptions.monthlyRevenueCents)} por mês`,
    link: withStatus(paths.dashboard.subscriptions.root, 'active'),
  },
  {
    id: 'emails-sent',
    label: 'Emails enviados (30 dias)',
    value: number.format(kpis.emails30d.sent),
    link: paths.dashboard.logs.emails,
  },
  {
    id: 'emails-failed',
    label: 'Emails com falha (30 dias)',
    value: number.format(kpis.emails30d.failed),
    link: paths.dashboard.logs.emailErrors,
  },
];

export const LATE_KPI_LABEL = 'Candidaturas atrasadas';
export const LGPD_KPI_LABEL = 'Solicitações LGPD nesta semana';

/** The applications past the days their stage allows, in the processes the administrator sees. */
export const lateKpi = (count: number): Kpi => ({
  id: 'late-applications',
  label: LATE_KPI_LABEL,
  value: number.format(count),
  caption: 'além dos dias permitidos na etapa',
  link: withStatus(paths.dashboard.selectiveProcesses.root, 'open'),
});
/** '2026-03-07' → '07/03'. */
export const dayLabel = (day: string): string => day.split('-').slice(1).reverse().join('/');

/** The LGPD desk's KPI: open requests due in the next 7 days, and those already overdue. */
export const lgpdKpiOf = ({ dueThisWeek, overdue }: LgpdDue): Kpi => ({
  id: 'lgpd-due',
  label: LGPD_KPI_LABEL,
  value: number.format(dueThisWeek),
  caption: overdue === 1 ? '1 vencida' : `${number.format(overdue)} vencidas`,
  link: paths.dashboard.lgpdRequests.root,
});
