import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import type { Lifecycle } from '@hub/contract/fields';
import { errorMessage } from '../../lib/api-client';
import { StatusActions } from './status-actions';

type StatusMutation<Status extends string> = {
  mutateAsync: (body: { status: Status; reason: string | undefined }) => Promise<unknown>;
  isPending: boolean;
};

type StatusBarProps<Status extends string> = {
  lifecycle: Lifecycle<Status>;
  status: Status;
  /** The chip shown: the stored status, or one computed from it (an expired voucher). */
  chip: ReactNode;
  verbs: Partial<Record<Status, string>>;
  targets?: readonly Status[];
  mutation: StatusMutation<Status>;
};

/** A record's status chip and its moves, each answered by a toast (the new status or the refusal). */
export const StatusBar = <Status extends string>({
  lifecycle,
  status,
  chip,
  verbs,
  targets,
  mutation,
}: StatusBarProps<Status>) => {
  const move = async (target: Status, reason: string | undefined) => {
    try {
      await mutation.mutateAsync({ status: target, reason });
      enqueueSnackbar(`Status alterado para ${lifecycle.labels[target]}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {chip}
      <StatusActions
        lifecycle={lifecycle}
        status={status}
        verbs={verbs}
        targets={targets}
        loading={mutation.isPending}
        onMove={move}
      />
    </Stack>
  );
};
