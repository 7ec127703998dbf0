import { describe, expect, it } from 'vitest';
import { PREREQUISITES } from '@hub/contract/selective-processes';
import { prerequisiteFix } from './prerequisite-fix';

const companyId = '5d0c3c2e-8c1a-4a57-9d0f-2f3b1c1d0e01';
const subscriptionId = '9a6f0c1e-1b2d-4c3e-8f4a-5b6c7d8e9f02';

describe('prerequisiteFix', () => {
  it('sends each missing prerequisite to the page that supplies it', () => {
    const fixes = Object.fromEntries(
      PREREQUISITES.map((key) => [key, prerequisiteFix(key, { companyId, subscriptionId })]),
    );
    expect(fixes).toEqual({
      companyActive: {
        label: 'Ver o cadastro da empresa',
        to: `/dashboard/companies/${companyId}`,
      },
      activeSubscription: {
        label: 'Ativar a assinatura da empresa',
        to: `/dashboard/subscriptions/${subscriptionId}`,
      },
      openProcessLimit: {
        label: 'Ver os processos da empresa',
        to: `/dashboard/companies/${companyId}/listSelectiveProcesses`,
      },
      applicationLimit: {
        label: 'Ver a assinatura da empresa',
        to: `/dashboard/subscriptions/${subscriptionId}`,
      },
      valuesProfile: {
        label: 'Responder o teste de valores da empresa',
        to: `/dashboard/companies/${companyId}/valuesTest`,
      },
    });
  });

  it('offers a new subscription when the company has none to activate', () => {
    expect(prerequisiteFix('activeSubscription', { companyId, subscriptionId: null })).toEqual({
      label: 'Criar uma assinatura',
      to: '/dashboard/subscriptions/new',
    });
  });
});
