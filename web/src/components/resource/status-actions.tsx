import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Lifecycle } from '@hub/contract/fields';
import { ConfirmDialog } from '../confirm-dialog';

type StatusActionsProps<Status extends string, Target extends Status> = {
  lifecycle: Lifecycle<Status>;
  status: Status;
  /** Moves offered as buttons; by default every move of the lifecycle. */
  targets?: readonly Target[];
  verbs: Partial<Record<Status, string>>;
  /** Moves that cannot be made now, each with the id of what says why: disabled, described by it. */
  unavailable?: Partial<Record<Status, string>>;
  loading: boolean;
  onMove: (status: Target, reason: string | undefined) => Promise<void>;
};

/** One button per allowed move; each asks for confirmation, and for the reason where the lifecycle needs one. */
export const StatusActions = <Status extends string, Target extends Status = Status>({
  lifecycle,
  status,
  targets,
  verbs,
  unavailable = {},
  loading,
  onMove,
}: StatusActionsProps<Status, Target>) => {
  const [target, setTarget] = useState<Target | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Without `targets`, Target is Status: every move is one.
  const moves = lifecycle.moves[status].filter(
    (move): move is Target => !targets || (targets as readonly Status[]).includes(move),
  );
  const needsReason = target !== null && lifecycle.reasonRequired.includes(target);
  const colorOf = (move: Status) => (lifecycle.destructive.includes(move) ? 'error' : 'primary');

  const confirm = async () => {
    if (!target) return;
    if (needsReason && !reason.trim()) {
      setError('Informe o motivo');
      return;
    }
    await onMove(target, reason.trim() || undefined);
    setTarget(null);
  };

  return (
    <Stack direction="row" spacing={1}>
      {moves.map((move) => (
        <Button
          key={move}
          variant="outlined"
          color={colorOf(move)}
          disabled={unavailable[move] !== undefined}
          aria-describedby={unavailable[move]}
          onClick={() => {
            setTarget(move);
            setReason('');
            setError(null);
          }}
        >
          {verbs[move] ?? lifecycle.labels[move]}
        </Button>
      ))}
      <ConfirmDialog
        open={target !== null}
        title={target ? `${verbs[target] ?? lifecycle.labels[target]}?` : ''}
        content={
          <Stack spacing={2} sx={{ pt: 1 }}>
            {target &&
              `O status passará de "${lifecycle.labels[status]}" para "${lifecycle.labels[target]}".`}
            {needsReason && (
              <TextField
                label="Motivo"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(error)}
                helperText={error}
                multiline
                minRows={2}
                autoFocus
              />
            )}
          </Stack>
        }
        confirmLabel="Confirmar"
        color={target ? colorOf(target) : 'primary'}
        loading={loading}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
};
