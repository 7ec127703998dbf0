import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PAYMENT_METHOD_LABELS, type Subscription } from '@hub/contract/subscriptions';
import { discountText } from '../../../components/commerce/discount-text';
import { SubscribeForm } from '../../../components/commerce/subscribe-form';
import { DetailList } from '../../../components/resource/detail-list';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { MarketingPage } from '../components/marketing-page';

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

/** Signed in only (decision 003): choosing a company and creating a subscription is an admin's act. */
export const PaymentPage = () => {
  const [params] = useSearchParams();
  const [created, setCreated] = useState<Subscription | null>(null);
  return (
    <MarketingPage
      overline="Pagamento"
      title="Contratação de plano"
      lead="Escolha a empresa e o plano, aplique um voucher se houver, confira o resumo e indique a forma de pagamento."
    >
      <Alert severity="info" sx={{ mb: 4 }}>
        {NO_GATEWAY}
      </Alert>
      <Card>
        <CardContent sx={{ p: 4 }}>
          {created ? (
            <Created subscription={created} />
          ) : (
            <>
              <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
                Dados da assinatura
              </Typography>
              <SubscribeForm
                initialPlanId={params.get('plan') ?? undefined}
                submitLabel="Criar assinatura pendente"
                onCreated={setCreated}
              />
            </>
          )}
        </CardContent>
      </Card>
    </MarketingPage>
  );
};
