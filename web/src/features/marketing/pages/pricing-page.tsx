import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { usePublicPlans } from '../api/public-plans';
import { MarketingPage, ProseSection } from '../components/marketing-page';
import { PlanCard } from '../components/plan-card';

const PlanGrid = () => {
  const plans = usePublicPlans();
  if (plans.isError)
    return (
      <Typography role="alert" color="error" sx={{ mb: 6 }}>
        {errorMessage(plans.error)}
      </Typography>
    );
  if (!plans.data) return <LoadingScreen />;
  if (plans.data.length === 0)
    return (
      <Typography sx={{ mb: 6 }}>
        Nenhum plano está disponível no momento. Fale com a equipe do conselho.
      </Typography>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mb: 8,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {plans.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          subscribeHref={`${paths.payment}?plan=${encodeURIComponent(plan.id)}`}
        />
      ))}
    </Box>
  );
};

export const PricingPage = () => (
  <MarketingPage
    overline="Planos"
    title="Planos para empresas"
    lead="Os planos definem quantos processos seletivos a empresa mantém abertos ao mesmo tempo e quantas candidaturas cada processo recebe."
    maxWidth="lg"
  >
    <PlanGrid />
    <ProseSection title="Como os planos funcionam">
      <p>
        O preço é fixado no momento da assinatura e vale até o fim do período contratado. Vouchers
        de parceiros do conselho podem dar desconto: o desconto aparece no resumo antes de você
        confirmar.
      </p>
      <p>
        A assinatura é registrada como pendente e ativada pela equipe do conselho depois de
        confirmado o pagamento por boleto, PIX ou cartão.
      </p>
    </ProseSection>
    <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
      Falar com a equipe
    </Button>
  </MarketingPage>
);
