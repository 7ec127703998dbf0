import { describe, expect, it } from 'vitest';
import type { Plan } from '@hub/contract/plans';
import { planFormSchema, planFormValues } from './plan-form-schema';

const filled = {
  ...planFormValues(),
  name: 'Profissional',
  priceCents: '1.490,90',
  maxOpenProcesses: '5',
  features: [{ value: ' Ranking ponderado ' }],
};

describe('planFormSchema', () => {
  it('turns the typed form into the contract body', () => {
    expect(planFormSchema.parse(filled)).toEqual({
      name: 'Profissional',
      description: null,
      priceCents: 149090,
      interval: 'monthly',
      maxOpenProcesses: 5,
      maxApplicationsPerProcess: null,
      features: ['Ranking ponderado'],
      displayOrder: 0,
    });
  });

  it('puts each error under the field the person typed in', () => {
    const result = planFormSchema.safeParse({
      ...filled,
      priceCents: '',
      maxOpenProcesses: '0',
      features: [{ value: 'ok' }, { value: '  ' }],
    });
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      priceCents: 'O preço é obrigatório',
      maxOpenProcesses: 'O limite deve ser 1 ou mais',
      'features.1.value': 'O recurso não pode ficar vazio',
    });
  });

  it('starts an edit from the stored plan and saves it back unchanged', () => {
    const plan = {
      name: 'Anual',
      description: 'Para redes',
      priceCents: 1200000,
      interval: 'yearly',
      maxOpenProcesses: null,
      maxApplicationsPerProcess: 300,
      features: ['A', 'B'],
      displayOrder: 3,
    } as Plan;
    expect(planFormSchema.parse(planFormValues(plan))).toEqual({
      name: 'Anual',
      description: 'Para redes',
      priceCents: 1200000,
      interval: 'yearly',
      maxOpenProcesses: null,
      maxApplicationsPerProcess: 300,
      features: ['A', 'B'],
      displayOrder: 3,
    });
  });
});
