import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PLAN_LIFECYCLE, type Plan } from '@hub/contract/plans';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { StatusActions } from '../../../components/resource/status-actions';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { planKeys, usePlan, usePlanStatus } from '../api/plans';
import { PlanForm } from '../components/plan-form';
import { PLAN_COLUMNS, PLAN_FILTERS, PLAN_STATUS_VERBS, PlanStatusChip } from '../plans.config';

const home = { name: 'Início', href: paths.dashboard.root };
const crumbs = [home, { name: 'Planos', href: paths.dashboard.plans.root }];

export const PlansListPage = () => {
  const navigate = useNavigate();
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
      <ResourceList<Plan>
        path="/plans"
        queryKey={planKeys.all}
        columns={PLAN_COLUMNS}
        filters={PLAN_FILTERS}
        defaultSort="displayOrder"
        searchLabel="Buscar por nome"
        exportName="planos"
        onRowClick={(row) => navigate(paths.dashboard.plans.edit(row.id))}
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
const PlanStatus = ({ plan }: { plan: Plan }) => {
  const status = usePlanStatus(plan.id);
  const move = async (target: Plan['status'], reason: string | undefined) => {
    try {
      await status.mutateAsync({ status: target, reason });
      enqueueSnackbar(`Status alterado para ${PLAN_LIFECYCLE.labels[target]}`, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <PlanStatusChip status={plan.status} />
      <StatusActions
        lifecycle={PLAN_LIFECYCLE}
        status={plan.status}
        verbs={PLAN_STATUS_VERBS}
        loading={status.isPending}
        onMove={move}
      />
    </Stack>
  );
};

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
