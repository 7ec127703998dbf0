import { CompanyPicker } from '../../../components/commerce/company-picker';
import type { ListFilter, ListQuery } from '../../../components/resource/resource-list';
import { usePlanOptions } from '../../../lib/plan-options';

/** A plan select and the period (subscriptions whose period overlaps those days). */
export const usePlanAndPeriodFilters = (): ListFilter[] => {
  const plans = usePlanOptions();
  return [
    {
      kind: 'select',
      name: 'planId',
      label: 'Plano',
      options: (plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
    },
    { kind: 'dateRange', from: 'periodFrom', to: 'periodTo', label: 'Período' },
  ];
};

type Props = { query: ListQuery; update: (changes: Partial<ListQuery>) => void };

/** The company is searched on the server: the registry is too large for a select. */
export const CompanyFilter = ({ query, update }: Props) => (
  <CompanyPicker
    label="Empresa"
    size="small"
    value={typeof query.companyId === 'string' ? query.companyId : ''}
    onChange={(companyId) => update({ companyId: companyId || undefined })}
  />
);
