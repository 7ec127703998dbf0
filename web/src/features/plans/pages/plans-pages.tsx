import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { PLAN_LIFECYCLE, planOperations, type Plan } from '@hub/contract/plans';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { StatusBar } from '../../../components/resource/status-bar';
import { paths } from '../../../routes/paths';
import { planKeys, usePlan, usePlanStatus } from '../api/plans';
import { PlanForm } from '../components/plan-form';
import { PLAN_COLUMNS, PLAN_FILTERS, PLAN_STATUS_VERBS, PlanStatusChip } from '../plans.config';

const home = { name: 'Início', href: paths.dashboard.root };
const crumbs = [home, { name: 'Planos', href: paths.dashboard.plans.root }];

export const PlansListPage = () => {
  return (
    <>
      <PageHeader
        title="Planos"
        crumbs={[home, { name: 'Planos' }]}
        action={
          <Button variant="contained" component={RouterLink} to={paths.dashboard.plans.new}>
            Novo plano
          </Button>
        }
      />
      <ResourceList
        views="plans"
        list={planOperations.listPlans}
        exportOperation={planOperations.exportPlans}
        queryKey={planKeys.all}
        columns={PLAN_COLUMNS}
        filters={PLAN_FILTERS}
        defaultSort="displayOrder"
        searchLabel="Buscar por nome"
        exportName="planos"
        rowPath={(row) => paths.dashboard.plans.edit(row.id)}
        empty={{
          title: 'Nenhum plano cadastrado',
          description: 'As empresas só assinam planos ativos.',
          action: { label: 'Cadastrar plano', to: paths.dashboard.plans.new },
        }}
      />
    </>
  );
};

export const PlanNewPage = () => (
  <>
    <PageHeader title="Novo plano" crumbs={[...crumbs, { name: 'Novo' }]} />
    <PlanForm />
  </>
);

/** Active or not decides whether /pricing shows the plan and whether it takes subscriptions. */
const PlanStatus = ({ plan }: { plan: Plan }) => (
  <Box sx={{ mb: 3 }}>
    <StatusBar
      lifecycle={PLAN_LIFECYCLE}
      status={plan.status}
      chip={<PlanStatusChip status={plan.status} />}
      verbs={PLAN_STATUS_VERBS}
      mutation={usePlanStatus(plan.id)}
    />
  </Box>
);

export const PlanEditPage = () => {
  const { id = '' } = useParams();
  const { data } = usePlan(id);
  return (
    <>
      <PageHeader title="Editar plano" crumbs={[...crumbs, { name: data?.name ?? '…' }]} />
      {data ? (
        <>
          <PlanStatus plan={data} />
          <PlanForm key={data.updatedAt} plan={data} />
        </>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
};
