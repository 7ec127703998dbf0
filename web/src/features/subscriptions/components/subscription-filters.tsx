import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CompanyPicker } from '../../../components/commerce/company-picker';
import type { ListQuery } from '../../../components/resource/resource-list';
import { usePlanOptions } from '../../../lib/plan-options';

type Props = { query: ListQuery; update: (changes: Partial<ListQuery>) => void };

const text = (value: ListQuery[string]) => (typeof value === 'string' ? value : '');

/** Plan, company and period (subscriptions whose period overlaps the days chosen). */
export const SubscriptionFilters = ({ query, update }: Props) => {
  const plans = usePlanOptions();
  return (
    <>
      <TextField
        select
        size="small"
        label="Plano"
        value={text(query.planId)}
        onChange={(event) => update({ planId: event.target.value || undefined })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {(plans.data ?? []).map((plan) => (
          <MenuItem key={plan.id} value={plan.id}>
            {plan.name}
          </MenuItem>
        ))}
      </TextField>
      <CompanyPicker
        label="Empresa"
        size="small"
        value={text(query.companyId)}
        onChange={(companyId) => update({ companyId: companyId || undefined })}
      />
      <TextField
        type="date"
        size="small"
        label="Período de"
        value={text(query.periodFrom)}
        onChange={(event) => update({ periodFrom: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="Período até"
        value={text(query.periodTo)}
        onChange={(event) => update({ periodTo: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
};
