import { useNavigate } from 'react-router';
import { SubscribeForm } from '../../../components/commerce/subscribe-form';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';

/** A company subscribing a plan from the back-office; its page opens once created. */
export const SubscriptionCreateForm = () => {
  const navigate = useNavigate();
  return (
    <SectionCard
      title="Assinar um plano"
      description="A assinatura nasce pendente: ative-a depois de confirmar o pagamento."
    >
      <SubscribeForm
        submitLabel="Criar assinatura"
        onCreated={(subscription) => navigate(paths.dashboard.subscriptions.view(subscription.id))}
      />
    </SectionCard>
  );
};
