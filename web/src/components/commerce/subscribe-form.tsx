import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '../../lib/toast';
import { z } from 'zod';
import { idSchema } from '@hub/contract/common';
import { PLAN_INTERVAL_LABELS } from '@hub/contract/plans';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  subscriptionCreateSchema,
  type Subscription,
} from '@hub/contract/subscriptions';
import { errorMessage } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { applyServerErrors } from '../../lib/form-errors';
import { usePlanOptions } from '../../lib/plan-options';
import { Form } from '../form/form';
import { RhfMaskedField } from '../form/rhf-masked-field';
import { RhfSelect } from '../form/rhf-select';
import { useUnsavedChangesGuard } from '../form/use-unsaved-changes-guard';
import { checkoutSummary, type CheckedVoucher } from './checkout-summary';
import { CheckoutSummaryCard, VoucherNote } from './checkout-summary-card';
import { CompanyPicker, companyLabel, type CompanyOption } from './company-picker';
import { useCreateSubscription, useInitialVoucherCheck, useValidateVoucher } from './subscribe-api';

/** The contract's body, with "choose one" messages for the pickers left empty. */
const subscribeSchema = subscriptionCreateSchema.extend({
  companyId: z.string().min(1, { error: 'Escolha a empresa' }).pipe(idSchema),
  planId: z.string().min(1, { error: 'Escolha o plano' }).pipe(idSchema),
});
type SubscribeInput = z.input<typeof subscribeSchema>;
type SubscribeOutput = z.output<typeof subscribeSchema>;

type SubscribeFormProps = {
  /** The plan (and voucher) picked on /pricing or /payment before signing in. */
  initialPlanId?: string;
  initialVoucherCode?: string;
  submitLabel: string;
  onCreated: (subscription: Subscription) => void;
};

const upperCase = (value: string) => value.toUpperCase();

/**
 * Subscribing a company to a plan: company, plan, optional voucher checked on the server (the
 * exact refusal shown), the summary after discount, the payment method. The subscription is
 * created pending; no payment is taken here.
 */
export const SubscribeForm = ({
  initialPlanId,
  initialVoucherCode,
  submitLabel,
  onCreated,
}: SubscribeFormProps) => {
  const plans = usePlanOptions();
  const validate = useValidateVoucher();
  const create = useCreateSubscription();
  const initialCheck = useInitialVoucherCheck(initialPlanId, initialVoucherCode);
  const [checked, setChecked] = useState<CheckedVoucher | null>(null);
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const form = useForm<SubscribeInput, unknown, SubscribeOutput>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: {
      companyId: '',
      planId: initialPlanId ?? '',
      voucherCode: initialVoucherCode?.toUpperCase() ?? '',
    },
  });
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);
  const { control } = form;
  const [companyId, planId, code] = useWatch({
    control,
    name: ['companyId', 'planId', 'voucherCode'],
  });
  const active = (plans.data ?? []).filter((plan) => plan.status === 'active');
  const plan = active.find((one) => one.id === planId);
  const initialAnswer =
    initialPlanId && initialCheck.data
      ? { planId: initialPlanId, answer: initialCheck.data }
      : null;
  // The summary drops an answer once the plan or the code differs from the one it was for.
  const summary = checkoutSummary(
    plan,
    typeof code === 'string' ? code : '',
    checked ?? initialAnswer,
  );

  const applyVoucher = async () => {
    const text = typeof code === 'string' ? code.trim() : '';
    if (!plan) {
      form.setError('planId', { message: 'Escolha o plano antes de aplicar o voucher' });
      return;
    }
    if (!text) {
      form.setError('voucherCode', { message: 'Digite o código do voucher' });
      return;
    }
    try {
      const answer = await validate.mutateAsync({ code: text, planId: plan.id });
      setChecked({ planId: plan.id, answer });
      form.clearErrors('voucherCode');
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const subscription = await create.mutateAsync(values);
      allowLeave();
      enqueueSnackbar('Assinatura criada como pendente', { variant: 'success' });
      onCreated(subscription);
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={submitLabel}>
      <Controller
        control={control}
        name="companyId"
        render={({ field, fieldState }) => (
          <CompanyPicker
            label="Empresa"
            required
            value={field.value}
            onChange={(id, row) => {
              setCompany(row);
              field.onChange(id);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <RhfSelect
        control={control}
        name="planId"
        label="Plano"
        required
        options={active.map((one) => ({
          value: one.id,
          label: `${one.name} · ${formatMoney(one.priceCents)} (${PLAN_INTERVAL_LABELS[one.interval]})`,
        }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <RhfMaskedField
          control={control}
          name="voucherCode"
          label="Código do voucher (opcional)"
          mask={upperCase}
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={applyVoucher}
          loading={validate.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Aplicar voucher
        </Button>
      </Stack>
      <VoucherNote summary={summary} />
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id="payment-method-label">Forma de pagamento</FormLabel>
            <RadioGroup
              row
              aria-labelledby="payment-method-label"
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {PAYMENT_METHODS.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio />}
                  label={PAYMENT_METHOD_LABELS[method]}
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {summary && plan && (
        <CheckoutSummaryCard
          plan={plan}
          summary={summary}
          company={company && company.id === companyId ? companyLabel(company) : null}
        />
      )}
    </Form>
  );
};
