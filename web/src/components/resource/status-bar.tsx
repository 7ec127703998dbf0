import type { Permission } from '@hub/contract/permissions';
import { useCan } from '../../auth/use-can';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';
import { StatusActions } from './status-actions';
import { PresentedStatusChip, verbsAt, type StatusPresentation } from './status-presentation';

export type StatusMutation<Status extends string> = {
  mutateAsync: (body: { status: Status; reason: string | undefined }) => Promise<unknown>;
  isPending: boolean;
};

type StatusBarProps<Shown extends string, Status extends Shown> = {
  presentation: StatusPresentation<Shown, Status>;
  status: Status;
  /** What the chip shows, when it is not the stored status (an expired voucher). */
  shown?: Shown;
  mutation: StatusMutation<Status>;
  /** What the access profile needs for the moves (the status operation's): without it, the chip alone. */
  permission: Permission;
};

/** A record's status chip and its moves, each answered by a toast (the new status or the refusal). */
export const StatusBar = <Shown extends string, Status extends Shown>({
  presentation,
  status,
  shown = status,
  mutation,
  permission,
}: StatusBarProps<Shown, Status>) => {
  const { lifecycle } = presentation;
  const canMove = useCan(permission);
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
      <PresentedStatusChip presentation={presentation} status={shown} />
      {canMove && (
        <StatusActions
          lifecycle={lifecycle}
          status={status}
          verbs={verbsAt(presentation.verbs, status)}
          targets={presentation.targets}
          loading={mutation.isPending}
          onMove={move}
        />
      )}
    </Stack>
  );
};
