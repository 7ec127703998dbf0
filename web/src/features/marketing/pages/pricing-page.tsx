import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../routes/paths';
import { MarketingPage, ProseSection } from '../components/marketing-page';

export const PricingPage = () => (
  <MarketingPage
    overline="Planos"
    title="Planos para empresas"
    lead="Os planos definem quantos processos seletivos a empresa mantém abertos ao mesmo tempo e quantas candidaturas cada processo recebe."
  >
    <ProseSection title="Como os planos funcionam">
      <p>
        Há planos mensais, trimestrais, semestrais e anuais. O preço é fixado no momento da
        assinatura e vale até o fim do período contratado.
      </p>
      <p>
        Vouchers de parceiros do conselho podem dar desconto na assinatura. O desconto aparece no
        resumo antes de você confirmar.
      </p>
      <p>Os planos disponíveis são publicados nesta página pela equipe do conselho.</p>
    </ProseSection>
    <Button component={RouterLink} to={paths.contact} variant="contained" size="large">
      Falar com a equipe
    </Button>
  </MarketingPage>
);
