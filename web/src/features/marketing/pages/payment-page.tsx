import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PAYMENT_METHOD_LABELS, type Subscription } from '@hub/contract/subscriptions';
import { useAuth } from '../../../auth/auth-context';
import { discountText } from '../../../components/commerce/discount-text';
import { SubscribeForm } from '../../../components/commerce/subscribe-form';
import { DetailList } from '../../../components/resource/detail-list';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { MarketingPage } from '../components/marketing-page';
import { PlanQuote } from '../components/plan-quote';

const NO_GATEWAY =
  'Ainda não existe gateway de pagamento: nada é cobrado nesta página. A assinatura é criada como pendente, e um administrador a ativa depois de confirmar o pagamento.';

const Created = ({ subscription }: { subscription: Subscription }) => (
  <Stack spacing={3}>
    <Alert severity="success">
      Assinatura registrada como pendente. Um administrador a ativa depois de confirmar o pagamento
      por {PAYMENT_METHOD_LABELS[subscription.paymentMethod]}.
    </Alert>
    <DetailList
      items={[
        ['Empresa', subscription.companyName],
        ['Plano', subscription.planName],
        ['Preço do plano', formatMoney(subscription.priceCents)],
        ['Desconto', discountText(subscription.discountCents, subscription.voucherCode)],
        ['Total por período', formatMoney(subscription.totalCents)],
        [
          'Período',
          `${formatDate(subscription.periodStart)} a ${formatDate(subscription.periodEnd)}`,
        ],
      ]}
    />
    <Button
      component={RouterLink}
      to={paths.dashboard.subscriptions.view(subscription.id)}
      variant="contained"
      sx={{ alignSelf: 'flex-start' }}
    >
      Ver assinatura no painel
    </Button>
  </Stack>
);

/**
 * Public (decision 003): a visitor sees the active plans and checks a voucher; subscribing a
 * company is an administrator's act, so the form to do it shows once signed in.
 */
export const PaymentPage = () => {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const [created, setCreated] = useState<Subscription | null>(null);
  const initialPlanId = params.get('plan') ?? undefined;
  const initialVoucherCode = params.get('voucher') ?? undefined;
  let content = (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
        Plano e preço
      </Typography>
      <PlanQuote initialPlanId={initialPlanId} initialVoucherCode={initialVoucherCode} />
    </>
  );
  if (created) content = <Created subscription={created} />;
  else if (isAuthenticated)
    content = (
      <>
        <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
          Dados da assinatura
        </Typography>
        <SubscribeForm
          initialPlanId={initialPlanId}
          initialVoucherCode={initialVoucherCode}
          submitLabel="Criar assinatura pendente"
          onCreated={setCreated}
        />
      </>
    );
  return (
    <MarketingPage
      overline="Pagamento"
      title="Contratação de plano"
      lead={
        isAuthenticated
          ? 'Escolha a empresa e o plano, aplique um voucher se houver, confira o resumo e indique a forma de pagamento.'
          : 'Escolha o plano e confira o preço com o voucher, se houver. A contratação para uma empresa é feita por um administrador do conselho.'
      }
    >
      <Alert severity="info" sx={{ mb: 4 }}>
        {NO_GATEWAY}
      </Alert>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{content}</CardContent>
      </Card>
    </MarketingPage>
  );
};
