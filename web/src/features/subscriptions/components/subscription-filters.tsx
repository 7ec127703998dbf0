import { ufFilter } from '../../../components/resource/registry-filters';
import { CompanyPicker } from '../../../components/commerce/company-picker';
import type { ListFilter, ListQuery } from '../../../components/resource/resource-list';
import { usePlanOptions } from '../../../lib/plan-options';

/**
 * A plan select, the period (subscriptions whose period overlaps those days), the company's UF, and
 * the days they were made and cancelled in (the commercial report's figures open the list by them).
 */
export const useSubscriptionFilters = (): ListFilter[] => {
  const plans = usePlanOptions();
  return [
    {
      kind: 'select',
      name: 'planId',
      label: 'Plano',
      options: (plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
    },
    { kind: 'dateRange', from: 'periodFrom', to: 'periodTo', label: 'Período' },
    ufFilter('UF da empresa'),
    { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Feita' },
    { kind: 'dateRange', from: 'cancelledFrom', to: 'cancelledTo', label: 'Cancelada' },
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
