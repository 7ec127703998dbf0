import { MarketingPage, ProseSection } from '../components/marketing-page';

export const PaymentPage = () => (
  <MarketingPage
    overline="Pagamento"
    title="Contratação de plano"
    lead="A contratação de planos pelo hub ainda não está disponível nesta página."
  >
    <ProseSection title="Enquanto isso">
      <p>
        A equipe do conselho registra a assinatura da empresa e a ativa depois de confirmar o
        pagamento por boleto, PIX ou cartão. Fale com a equipe pela página de contato para
        contratar.
      </p>
    </ProseSection>
  </MarketingPage>
);
