import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import type { RecipientOption } from '@hub/contract/messages';
import { audienceFilters, composeTo } from '../../lib/compose-intent';
import type { BulkSelection } from './bulk-selection';

/** Opens compose with a list's selection: the rows ticked, or every row its filters select. */
export const MessageSelectionButton = <Row,>({
  typeUser,
  selection,
  rows,
  recipientOf,
}: {
  typeUser: 1 | 2;
  selection: BulkSelection;
  rows: Row[];
  recipientOf: (row: Row) => RecipientOption;
}) => {
  const navigate = useNavigate();
  const compose = () => {
    const { to, state } = composeTo({
      typeUser,
      audience:
        'filter' in selection
          ? { kind: 'filtered', filters: audienceFilters(selection.filter) }
          : { kind: 'chosen', recipients: rows.map(recipientOf) },
    });
    void navigate(to, { state });
  };
  return (
    <Button size="small" variant="outlined" onClick={compose}>
      Enviar mensagem
    </Button>
  );
};
