import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type Subscription,
} from '@hub/contract/subscriptions';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateSubscription } from '../api/subscriptions';

/** Plan, price and voucher are history once subscribed: only the payment method is edited. */
export const PaymentMethodForm = ({ subscription }: { subscription: Subscription }) => {
  const update = useUpdateSubscription(subscription.id);
  const [method, setMethod] = useState<PaymentMethod>(subscription.paymentMethod);

  const save = async () => {
    try {
      await update.mutateAsync({ paymentMethod: method, updatedAt: subscription.updatedAt });
      enqueueSnackbar('Forma de pagamento atualizada', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Forma de pagamento"
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        sx={{ minWidth: 200 }}
      >
        {PAYMENT_METHODS.map((one) => (
          <MenuItem key={one} value={one}>
            {PAYMENT_METHOD_LABELS[one]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={save}
        loading={update.isPending}
        disabled={method === subscription.paymentMethod}
      >
        Salvar forma de pagamento
      </Button>
    </Stack>
  );
};
