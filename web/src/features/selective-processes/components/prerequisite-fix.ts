import type { Prerequisite, ProcessReadiness } from '@hub/contract/selective-processes';
import { paths } from '../../../routes/paths';

export type PrerequisiteFix = { label: string; to: string };

/** Where an administrator supplies a missing prerequisite of a process. */
export const prerequisiteFix = (
  key: Prerequisite,
  { companyId, subscriptionId }: Pick<ProcessReadiness, 'companyId' | 'subscriptionId'>,
): PrerequisiteFix => {
  const subscription = subscriptionId
    ? paths.dashboard.subscriptions.view(subscriptionId)
    : paths.dashboard.subscriptions.new;
  switch (key) {
    case 'companyActive':
      return { label: 'Ver o cadastro da empresa', to: paths.dashboard.companies.view(companyId) };
    case 'activeSubscription':
      return {
        label: subscriptionId ? 'Ativar a assinatura da empresa' : 'Criar uma assinatura',
        to: subscription,
      };
    case 'openProcessLimit':
      return {
        label: 'Ver os processos da empresa',
        to: paths.dashboard.companies.listSelectiveProcesses(companyId),
      };
    case 'applicationLimit':
      return { label: 'Ver a assinatura da empresa', to: subscription };
    case 'valuesProfile':
      return {
        label: 'Responder o teste de valores da empresa',
        to: paths.dashboard.companies.valuesTest(companyId),
      };
  }
};
