import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  checkoutSummary,
  type CheckedVoucher,
} from '../../../components/commerce/checkout-summary';
import {
  CheckoutSummaryCard,
  VoucherNote,
} from '../../../components/commerce/checkout-summary-card';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { loginReturningTo, paths } from '../../../routes/paths';
import { useCheckVoucher } from '../api/check-voucher';
import { usePublicPlans } from '../api/public-plans';

/** /payment after signing in, with the plan and the code chosen here. */
const paymentPath = (planId: string, code: string) => {
  const query = new URLSearchParams();
  if (planId) query.set('plan', planId);
  if (code) query.set('voucher', code);
  const search = query.toString();
  return search ? `${paths.payment}?${search}` : paths.payment;
};

/**
 * A visitor's quote on /payment: the active plans, a voucher checked against the chosen plan,
 * the price after discount. Subscribing a company stays an administrator's act: the call to
 * action signs in and comes back here with the same plan and code.
 */
export const PlanQuote = ({
  initialPlanId,
  initialVoucherCode,
}: {
  initialPlanId?: string;
  initialVoucherCode?: string;
}) => {
  const plans = usePublicPlans();
  const check = useCheckVoucher();
  const [planId, setPlanId] = useState(initialPlanId ?? '');
  const [code, setCode] = useState(initialVoucherCode?.toUpperCase() ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedVoucher | null>(null);

  if (plans.isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(plans.error)}
      </Typography>
    );
  if (!plans.data) return <LoadingScreen />;
  if (plans.data.length === 0)
    return (
      <Typography>
        Nenhum plano está disponível no momento. Fale com a equipe do conselho.
      </Typography>
    );

  const plan = plans.data.find((one) => one.id === planId);
  const summary = checkoutSummary(plan, code, checked);

  const applyVoucher = async () => {
    const text = code.trim();
    if (!plan || !text) {
      setCodeError(
        plan ? 'Digite o código do voucher' : 'Escolha o plano antes de aplicar o voucher',
      );
      return;
    }
    setCodeError(null);
    try {
      setChecked({
        planId: plan.id,
        answer: await check.mutateAsync({ code: text, planId: plan.id }),
      });
    } catch (error) {
      setCodeError(errorMessage(error));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <TextField
        select
        label="Plano"
        value={plan ? plan.id : ''}
        onChange={(event) => setPlanId(event.target.value)}
      >
        {plans.data.map((one) => (
          <MenuItem key={one.id} value={one.id}>
            {one.name} · {formatMoney(one.priceCents)} ({PLAN_INTERVAL_LABELS[one.interval]})
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Código do voucher (opcional)"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={Boolean(codeError)}
          helperText={codeError}
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={applyVoucher}
          loading={check.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Aplicar voucher
        </Button>
      </Stack>
      <VoucherNote summary={summary} />
      {summary && plan && <CheckoutSummaryCard plan={plan} summary={summary} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={loginReturningTo(paymentPath(plan?.id ?? '', summary?.voucherCode ?? ''))}
          variant="contained"
          size="large"
        >
          Entrar para contratar
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 280px' }}>
          A assinatura de uma empresa é registrada por um administrador do conselho. Não tem acesso?
          Fale com a equipe pela página de contato.
        </Typography>
      </Box>
    </Box>
  );
};
