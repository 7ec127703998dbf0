import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import { PLAN_INTERVAL_LABELS, PLAN_LIFECYCLE } from '@hub/contract/plans';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { usePlanOptions } from '../../../lib/plan-options';
import { discountPreview } from './discount-preview';
import {
  typedDiscount,
  type VoucherFormInput,
  type VoucherFormOutput,
} from './voucher-form-schema';

type Props = { control: Control<VoucherFormInput, unknown, VoucherFormOutput> };

/**
 * The plans a voucher covers (none ticked: every plan) and, on each, the price the discount
 * being typed would give: the same `priceWithDiscount` the server charges with.
 */
export const VoucherPlansField = ({ control }: Props) => {
  const plans = usePlanOptions();
  const { field, fieldState } = useController({ control, name: 'planIds' });
  const [discountType, discountValue] = useWatch({
    control,
    name: ['discountType', 'discountValue'],
  });
  const chosen = field.value;
  const rows = discountPreview(
    plans.data ?? [],
    typedDiscount(discountType, discountValue),
    chosen,
  );
  const toggle = (id: string) =>
    field.onChange(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);

  return (
    <section aria-labelledby="voucher-plans-title">
      <Typography id="voucher-plans-title" variant="subtitle2" component="h3">
        Planos e prévia do desconto
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {chosen.length === 0
          ? 'Nenhum plano marcado: o voucher vale para todos os planos.'
          : `O voucher vale só para ${chosen.length === 1 ? 'o plano marcado' : `os ${chosen.length} planos marcados`}.`}
      </Typography>
      {fieldState.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {fieldState.error.message}
        </Alert>
      )}
      {plans.isError && (
        <Typography role="alert" color="error">
          {errorMessage(plans.error)}
        </Typography>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">Vale</TableCell>
            <TableCell>Plano</TableCell>
            <TableCell align="right">Preço</TableCell>
            <TableCell align="right">Desconto</TableCell>
            <TableCell align="right">Preço com desconto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.plan.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.includes(row.plan.id)}
                  onChange={() => toggle(row.plan.id)}
                  slotProps={{ input: { 'aria-label': `Vale para o plano ${row.plan.name}` } }}
                />
              </TableCell>
              <TableCell>
                {row.plan.name} · {PLAN_INTERVAL_LABELS[row.plan.interval]}
                {row.plan.status === 'inactive' && ` (${PLAN_LIFECYCLE.labels.inactive})`}
              </TableCell>
              <TableCell align="right">{formatMoney(row.priceCents)}</TableCell>
              <TableCell align="right">
                {row.applies ? formatMoney(row.discountCents) : 'Não vale'}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMoney(row.finalPriceCents)}
                {row.exceedsPrice && (
                  <Typography variant="caption" color="error" component="div">
                    Desconto maior que o preço
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
          {plans.data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary' }}>
                Nenhum plano cadastrado
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  );
};
