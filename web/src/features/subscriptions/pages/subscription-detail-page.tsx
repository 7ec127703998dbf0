import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formatCnpj } from '@hub/contract/br';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  PAYMENT_METHOD_LABELS,
  subscriptionOperations,
  type Subscription,
} from '@hub/contract/subscriptions';
import { useCan } from '../../../auth/use-can';
import { discountText } from '../../../components/commerce/discount-text';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { DetailList } from '../../../components/resource/detail-list';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useSubscription } from '../api/subscriptions';
import { PaymentMethodForm } from '../components/payment-method-form';
import { SubscriptionActions } from '../components/subscription-actions';
import { formatPeriod } from '../../../components/commerce/subscription-status';

const home = { name: 'Início', href: paths.dashboard.root };
const crumbs = [home, { name: 'Assinaturas', href: paths.dashboard.subscriptions.root }];

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
  // The payment method is in the data above; changing it needs the subscriptions' 'criar e editar'.
  const canEdit = useCan(subscriptionOperations.updateSubscription.permission);
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
            {canEdit && <PaymentMethodForm key={data.updatedAt} subscription={data} />}
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
};
