import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PLAN_INTERVAL_LABELS, type PlanInterval } from '@hub/contract/plans';
import { formatMoney } from '../../lib/format';
import { DetailList } from '../resource/detail-list';
import type { CheckoutSummary } from './checkout-summary';
import { discountText } from './discount-text';

type SummaryPlan = { name: string; interval: PlanInterval };

/**
 * What is about to be bought, read before confirming: the company when one is chosen, the plan,
 * its price, the voucher that gives the discount, and the total.
 */
export const CheckoutSummaryCard = ({
  plan,
  summary,
  company,
}: {
  plan: SummaryPlan;
  summary: CheckoutSummary;
  /** The chosen company's name; absent where no company is chosen (a visitor's quote). */
  company?: string | null;
}) => {
  const items: [string, ReactNode][] = [
    ['Plano', `${plan.name} (${PLAN_INTERVAL_LABELS[plan.interval]})`],
    ['Preço do plano', formatMoney(summary.priceCents)],
    [
      'Desconto',
      summary.uncheckedCode
        ? `Voucher ${summary.uncheckedCode} ainda não verificado: use 'Aplicar voucher'`
        : discountText(summary.discountCents, summary.voucherCode),
    ],
    ['Total por período', formatMoney(summary.finalPriceCents)],
  ];
  if (company !== undefined) items.unshift(['Empresa', company ?? 'Nenhuma empresa escolhida']);
  return (
    <Box
      component="section"
      aria-labelledby="checkout-summary-title"
      sx={{ p: 2.5, borderRadius: 1, bgcolor: 'background.neutral' }}
    >
      <Typography id="checkout-summary-title" variant="subtitle1" component="h2" sx={{ mb: 2 }}>
        Resumo
      </Typography>
      <DetailList items={items} />
    </Box>
  );
};

/** The server's answer about the code typed: the discount it gives, or why it does not apply. */
export const VoucherNote = ({ summary }: { summary: CheckoutSummary | null }) => {
  const checked = summary?.checked;
  if (!summary || !checked) return null;
  if (checked.valid)
    return (
      <Alert severity="success">
        Voucher {checked.code} aplicado: desconto de {formatMoney(summary.discountCents)}.
      </Alert>
    );
  return (
    <Alert severity="error">
      Voucher {checked.code} recusado: {checked.message}.
    </Alert>
  );
};
