import type { Permission } from '@hub/contract/permissions';
import { useCan } from '../../auth/use-can';
import type { RecipientOption } from '@hub/contract/messages';
import type { BulkResult, BulkStatusResult } from '@hub/contract/bulk';
import { BulkStatusActions, type BulkMove } from './bulk-action-dialog';
import type { BulkActions, BulkSelection } from './bulk-selection';
import { MessageSelectionButton } from './message-selection-button';

/** A registry list's bulk move: one request for a part of the selection (the list's mutation). */
type BulkStatusMutation<Status extends string> = {
  mutateAsync: (input: {
    selection: BulkSelection;
    status: Status;
    reason: string | undefined;
  }) => Promise<BulkStatusResult>;
};

/** Its undo: the changes a bulk move answered, put back. */
type BulkUndoMutation = { mutateAsync: (changeIds: string[]) => Promise<BulkResult> };

/**
 * What an administrator does to many rows of a registry list (companies, professionals): message
 * them (the rows ticked, or every row the filters select) and move them along their lifecycle.
 */
export const registryBulk = <Row extends { id: string }, Status extends string>({
  selected,
  rowLabel,
  typeUser,
  recipientOf,
  moves,
  useBulkStatus,
  useUndoBulkStatus,
  permission,
}: {
  /** The profile's permission for bulk actions on this registry ('empresas.massa'). */
  permission: Permission;
  /** '1 empresa selecionada' and 'empresas selecionadas'. */
  selected: { one: string; many: string };
  rowLabel: (row: Row) => string;
  typeUser: 1 | 2;
  recipientOf: (row: Row) => RecipientOption;
  moves: BulkMove<Status>[];
  useBulkStatus: () => BulkStatusMutation<Status>;
  useUndoBulkStatus: () => BulkUndoMutation;
}): BulkActions<Row> => {
  const Actions = ({
    selection,
    count,
    done,
    rows,
  }: {
    selection: BulkSelection;
    count: number;
    done: () => void;
    rows: Row[];
  }) => {
    const bulkStatus = useBulkStatus();
    const undoBulkStatus = useUndoBulkStatus();
    const canMessage = useCan('enviar-mensagens');
    return (
      <>
        {canMessage && (
          <MessageSelectionButton
            typeUser={typeUser}
            selection={selection}
            rows={rows}
            recipientOf={recipientOf}
          />
        )}
        <BulkStatusActions
          moves={moves}
          selection={selection}
          count={count}
          runPart={(part, status, reason) =>
            bulkStatus.mutateAsync({ selection: part, status, reason })
          }
          undoPart={(changeIds) => undoBulkStatus.mutateAsync(changeIds)}
          onDone={done}
        />
      </>
    );
  };
  return {
    permission,
    label: (count) =>
      count === 1 ? selected.one : `${count.toLocaleString('pt-BR')} ${selected.many}`,
    rowLabel,
    render: (selection, count, done, rows) => (
      <Actions selection={selection} count={count} done={done} rows={rows} />
    ),
  };
};
