import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';
import { StatusActions } from './status-actions';
import { PresentedStatusChip, verbsAt, type StatusPresentation } from './status-presentation';

/**
 * A record page's status row, under its header: the status chip (with `badges` beside it), the
 * moves the profile may make (each confirmed, with the reason where the lifecycle asks one) and
 * `children` after them.
 */
export const RecordStatusRow = <Status extends string, Target extends Status = Status>({
  presentation,
  status,
  targets,
  unavailable,
  canMove,
  mutation,
  badges,
  children,
}: {
  presentation: StatusPresentation<Status>;
  status: Status;
  /** Moves offered as buttons; by default every move of the lifecycle. */
  targets?: readonly Target[];
  /** Moves that cannot be made now, each with the id of what says why. */
  unavailable?: Partial<Record<Status, string>>;
  canMove: boolean;
  mutation: {
    mutateAsync: (body: { status: Target; reason: string | undefined }) => Promise<unknown>;
    isPending: boolean;
  };
  badges?: ReactNode;
  children?: ReactNode;
}) => {
  const move = async (target: Target, reason: string | undefined) => {
    try {
      await mutation.mutateAsync({ status: target, reason });
      enqueueSnackbar(`Status alterado para ${presentation.labels[target]}`, {
        variant: 'success',
      });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
    >
      <PresentedStatusChip presentation={presentation} status={status} />
      {badges}
      {canMove && (
        <StatusActions
          lifecycle={presentation.lifecycle}
          status={status}
          targets={targets}
          verbs={verbsAt(presentation.verbs, status)}
          unavailable={unavailable}
          loading={mutation.isPending}
          onMove={move}
        />
      )}
      {children}
    </Stack>
  );
};
