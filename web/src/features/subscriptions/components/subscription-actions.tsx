import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_LIFECYCLE,
  subscriptionCancelSchema,
  subscriptionOperations,
  type Subscription,
} from '@hub/contract/subscriptions';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusBar } from '../../../components/resource/status-bar';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  useCancelSubscription,
  useRenewSubscription,
  useSubscriptionStatus,
} from '../api/subscriptions';
import { SUBSCRIPTION_STATUS } from '../../../components/commerce/subscription-status';

const isLive = (status: Subscription['status']) =>
  (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** Cancelling now, or at the end of the paid period (only a live subscription has one running). */
const CancelDialog = ({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) => {
  const cancel = useCancelSubscription(subscription.id);
  // Already scheduled for the period's end: what is left is cancelling now.
  const canWaitForEnd = isLive(subscription.status) && !subscription.cancelAtPeriodEnd;
  const [atPeriodEnd, setAtPeriodEnd] = useState(canWaitForEnd);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const body = subscriptionCancelSchema.safeParse({ atPeriodEnd, reason });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Informe o motivo');
      return;
    }
    try {
      await cancel.mutateAsync(body.data);
      enqueueSnackbar(
        atPeriodEnd
          ? `A assinatura será cancelada em ${formatDate(subscription.periodEnd)}`
          : 'Assinatura cancelada',
        { variant: 'success' },
      );
      onClose();
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <ConfirmDialog
      open
      title="Cancelar assinatura?"
      confirmLabel="Cancelar assinatura"
      cancelLabel="Voltar"
      color="error"
      loading={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
      content={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup
            aria-label="Quando cancelar"
            value={atPeriodEnd ? 'end' : 'now'}
            onChange={(event) => setAtPeriodEnd(event.target.value === 'end')}
          >
            <FormControlLabel value="now" control={<Radio />} label="Cancelar agora" />
            <FormControlLabel
              value="end"
              control={<Radio />}
              disabled={!canWaitForEnd}
              label={`No fim do período (${formatDate(subscription.periodEnd)})`}
            />
          </RadioGroup>
          <TextField
            label="Motivo"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            multiline
            minRows={2}
          />
        </Stack>
      }
    />
  );
};

/** Activate, mark past due, renew, cancel: each move the lifecycle allows from here. */
export const SubscriptionActions = ({ subscription }: { subscription: Subscription }) => {
  const status = useSubscriptionStatus(subscription.id);
  const renew = useRenewSubscription(subscription.id);
  const [dialog, setDialog] = useState<'renew' | 'cancel' | null>(null);
  const canRenew = useCan(subscriptionOperations.renewSubscription.permission);
  const canCancel = useCan(subscriptionOperations.cancelSubscription.permission);
  const live = isLive(subscription.status);
  const cancellable = SUBSCRIPTION_LIFECYCLE.moves[subscription.status].includes('cancelled');

  const confirmRenew = async () => {
    try {
      const renewed = await renew.mutateAsync({ updatedAt: subscription.updatedAt });
      enqueueSnackbar(`Assinatura renovada até ${formatDate(renewed.periodEnd)}`, {
        variant: 'success',
      });
      setDialog(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <StatusBar
        presentation={SUBSCRIPTION_STATUS}
        status={subscription.status}
        mutation={status}
        permission={subscriptionOperations.changeSubscriptionStatus.permission}
      />
      {canRenew && live && (
        <Button variant="outlined" onClick={() => setDialog('renew')}>
          Renovar
        </Button>
      )}
      {canCancel && cancellable && (
        <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
          Cancelar assinatura
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'renew'}
        title="Renovar assinatura?"
        content={`Um novo período começa em ${formatDate(subscription.periodEnd)}, pelo preço registrado na assinatura.`}
        confirmLabel="Renovar"
        cancelLabel="Voltar"
        loading={renew.isPending}
        onConfirm={confirmRenew}
        onClose={() => setDialog(null)}
      />
      {dialog === 'cancel' && (
        <CancelDialog subscription={subscription} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
};
