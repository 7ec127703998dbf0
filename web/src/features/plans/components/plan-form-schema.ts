import { z } from 'zod';
import { planFieldsSchema, type Plan } from '@hub/contract/plans';
import {
  formatMoneyInput,
  intText,
  moneyText,
  numberInput,
  optionalIntText,
} from '../../../lib/form-numbers';

const fields = planFieldsSchema.shape;

/**
 * The plan form over the contract's schema: money and numbers are typed as text, and each
 * feature is an object row (react-hook-form's field arrays hold objects). Every value is piped
 * into the contract's own field, so its messages are the ones shown.
 */
export const planFormSchema = z.object({
  name: fields.name,
  description: fields.description,
  priceCents: moneyText(fields.priceCents, 'O preço é obrigatório'),
  interval: fields.interval,
  maxOpenProcesses: optionalIntText(fields.maxOpenProcesses.unwrap()),
  maxApplicationsPerProcess: optionalIntText(fields.maxApplicationsPerProcess.unwrap()),
  features: z
    .array(z.object({ value: fields.features.unwrap().element }))
    .transform((rows) => rows.map((row) => row.value))
    .pipe(fields.features.unwrap()),
  displayOrder: intText(fields.displayOrder.unwrap()),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;

export const planFormValues = (plan?: Plan): PlanFormInput => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  priceCents: plan ? formatMoneyInput(plan.priceCents) : '',
  interval: plan?.interval ?? 'monthly',
  maxOpenProcesses: numberInput(plan?.maxOpenProcesses),
  maxApplicationsPerProcess: numberInput(plan?.maxApplicationsPerProcess),
  features: (plan?.features ?? []).map((value) => ({ value })),
  displayOrder: numberInput(plan?.displayOrder ?? 0),
});
