import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatCnpj } from '@hub/contract/br';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  PAYMENT_METHOD_LABELS,
  subscriptionOperations,
  type Subscription,
} from '@hub/contract/subscriptions';
import { discountText } from '../../../components/commerce/discount-text';
import { SubscribeForm } from '../../../components/commerce/subscribe-form';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { DetailList } from '../../../components/resource/detail-list';
import { ResourceList } from '../../../components/resource/resource-list';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { subscriptionKeys, useSubscription } from '../api/subscriptions';
import { MrrSummary } from '../components/mrr-summary';
import { PaymentMethodForm } from '../components/payment-method-form';
import { SubscriptionActions } from '../components/subscription-actions';
import { CompanyFilter, useSubscriptionFilters } from '../components/subscription-filters';
import { formatPeriod } from '../../../components/commerce/subscription-status';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_STATUS_FILTER } from '../subscriptions.config';

const home = { name: 'Início', href: paths.dashboard.root };
const crumbs = [home, { name: 'Assinaturas', href: paths.dashboard.subscriptions.root }];

export const SubscriptionsListPage = () => {
  const filters = useSubscriptionFilters(SUBSCRIPTION_STATUS_FILTER);
  return (
    <>
      <PageHeader
        title="Assinaturas"
        crumbs={[home, { name: 'Assinaturas' }]}
        action={
          <Button variant="contained" component={RouterLink} to={paths.dashboard.subscriptions.new}>
            Nova assinatura
          </Button>
        }
      />
      <MrrSummary />
      <ResourceList
        views="subscriptions"
        list={subscriptionOperations.listSubscriptions}
        exportOperation={subscriptionOperations.exportSubscriptions}
        queryKey={subscriptionKeys.all}
        columns={SUBSCRIPTION_COLUMNS}
        filters={filters}
        defaultSort="createdAt"
        initialQuery={{ order: 'desc' }}
        searchLabel="Buscar por empresa, CNPJ, plano ou voucher"
        exportName="assinaturas"
        rowPath={(row) => paths.dashboard.subscriptions.view(row.id)}
        filterParams={['companyId']}
        empty={{
          title: 'Nenhuma assinatura ainda',
          action: { label: 'Nova assinatura', to: paths.dashboard.subscriptions.new },
        }}
        renderFilters={(query, update) => <CompanyFilter query={query} update={update} />}
      />
    </>
  );
};

export const SubscriptionNewPage = () => {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nova assinatura" crumbs={[...crumbs, { name: 'Nova' }]} />
      <SectionCard
        title="Assinar um plano"
        description="A assinatura nasce pendente: ative-a depois de confirmar o pagamento."
      >
        <SubscribeForm
          submitLabel="Criar assinatura"
          onCreated={(subscription) =>
            navigate(paths.dashboard.subscriptions.view(subscription.id))
          }
        />
      </SectionCard>
    </>
  );
};

const SubscriptionData = ({ subscription }: { subscription: Subscription }) => (
  <DetailList
    items={[
      ['Empresa', `${subscription.companyName} · ${formatCnpj(subscription.companyCnpj)}`],
      ['Plano', `${subscription.planName} (${PLAN_INTERVAL_LABELS[subscription.interval]})`],
      ['Preço do plano na assinatura', formatMoney(subscription.priceCents)],
      ['Desconto', discountText(subscription.discountCents, subscription.voucherCode)],
      ['Total por período', formatMoney(subscription.totalCents)],
      ['Forma de pagamento', PAYMENT_METHOD_LABELS[subscription.paymentMethod]],
      ['Período', formatPeriod(subscription)],
      ['Motivo do status', subscription.statusReason],
      ['Criada em', formatDateTime(subscription.createdAt)],
    ]}
  />
);

export const SubscriptionDetailPage = () => {
  const { id = '' } = useParams();
  const { data, isError, error } = useSubscription(id);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!data) return <LoadingScreen />;
  return (
    <>
      <PageHeader
        title={`Assinatura de ${data.companyName}`}
        crumbs={[...crumbs, { name: data.companyName }]}
      />
      <Stack spacing={3}>
        <SubscriptionActions subscription={data} />
        {data.cancelAtPeriodEnd && (
          <Alert severity="warning">
            Cancelamento agendado: a assinatura termina em {formatDate(data.periodEnd)}.
          </Alert>
        )}
        <SectionCard title="Dados da assinatura">
          <Stack spacing={3}>
            <SubscriptionData subscription={data} />
            <PaymentMethodForm key={data.updatedAt} subscription={data} />
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
};
