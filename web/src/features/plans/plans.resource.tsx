import { optionsOf } from '@hub/contract/fields';
import {
  PLAN_INTERVAL_LABELS,
  PLAN_LIFECYCLE,
  planOperations,
  type Plan,
  type PlanStatus,
} from '@hub/contract/plans';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import {
  statusColumn,
  statusFilter,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';
import { planKeys, usePlan, usePlanStatus } from './api/plans';
import { plansNav } from './plans.nav';

/** Active or not decides whether /pricing shows the plan and whether it takes subscriptions. */
const planStatus: StatusPresentation<PlanStatus> = {
  lifecycle: PLAN_LIFECYCLE,
  labels: PLAN_LIFECYCLE.labels,
  colors: { active: 'success', inactive: 'default' },
  verbs: { active: 'Ativar', inactive: 'Desativar' },
};

const limit = (value: number | null) => (value === null ? 'Ilimitado' : String(value));

export const planResource = defineResource({
  nav: plansNav,
  noun: 'plano',
  list: {
    operation: planOperations.listPlans,
    exportOperation: planOperations.exportPlans,
    exportName: 'planos',
    queryKey: planKeys.all,
    savedViews: 'plans',
    columns: [
      { id: 'displayOrder', label: 'Ordem', sortable: true, render: (row) => row.displayOrder },
      { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
      {
        id: 'priceCents',
        label: 'Preço',
        sortable: true,
        render: (row) => formatMoney(row.priceCents),
      },
      {
        id: 'interval',
        label: 'Periodicidade',
        sortable: true,
        render: (row) => PLAN_INTERVAL_LABELS[row.interval],
      },
      {
        id: 'maxOpenProcesses',
        label: 'Processos abertos',
        render: (row) => limit(row.maxOpenProcesses),
      },
      {
        id: 'maxApplicationsPerProcess',
        label: 'Candidaturas por processo',
        hidden: true,
        render: (row) => limit(row.maxApplicationsPerProcess),
      },
      statusColumn(planStatus, (row: Plan) => row.status),
      createdColumn({ hidden: true }),
    ],
    filters: [
      statusFilter(planStatus),
      { name: 'interval', label: 'Periodicidade', options: optionsOf(PLAN_INTERVAL_LABELS) },
    ],
    defaultSort: 'displayOrder',
    searchLabel: 'Buscar por nome ou descrição',
    empty: {
      title: 'Nenhum plano cadastrado',
      description: 'As empresas só assinam planos ativos.',
      action: { label: 'Cadastrar plano', to: paths.dashboard.plans.new },
    },
  },
  status: planStatus,
  form: {
    load: async () => (await import('./components/plan-form')).PlanForm,
    edit: {
      useRecord: usePlan,
      name: (plan) => plan.name,
      status: { of: (plan) => plan.status, useMutation: usePlanStatus },
    },
  },
});
