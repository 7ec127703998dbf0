import type { Permission } from '@hub/contract/permissions';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryValue } from '../../lib/api-client';

/** The rows a bulk action applies to: those ticked, or every row the list's filters select. */
export type BulkSelection = { ids: string[] } | { filter: Record<string, QueryValue> };

export type BulkActions<Row> = {
  /** What the access profile needs for the actions ('empresas.massa'): without it, no selection. */
  permission: Permission;
  /** '3 empresas selecionadas'. */
  label: (count: number) => string;
  /** How a row's checkbox is read out: its name. */
  rowLabel: (row: Row) => string;
  /** The rows the actions apply to (an application still active); every row by default. */
  selectable?: (row: Row) => boolean;
  /** False when the actions take ticked rows only: no 'select every row the filters select'. */
  selectsAllMatching?: boolean;
  /**
   * The action buttons for the selection; `done` clears it once an action has run; `rows` are the
   * ticked rows of the page (none when every row the filters select is chosen).
   */
  render: (selection: BulkSelection, count: number, done: () => void, rows: Row[]) => ReactNode;
};

/**
 * The bar above a list's table while rows are selected: how many, select them all, the actions,
 * clear. A selection with no "every row the filters select" (a board's cards) leaves out
 * `total` and `onSelectAll`.
 */
export const BulkSelectionBar = <Row,>({
  actions,
  selection,
  rows = [],
  count,
  total = count,
  totalCapped = false,
  pageFullySelected = false,
  onSelectAll,
  onClear,
  onExport,
}: {
  actions: Pick<BulkActions<Row>, 'label' | 'render'>;
  selection: BulkSelection;
  /** The ticked rows of the page, which the actions may read (none when every row is chosen). */
  rows?: Row[];
  count: number;
  total?: number;
  /** `total` is a lower bound ('mais de 10.000'): choosing every row counts them exactly first. */
  totalCapped?: boolean;
  pageFullySelected?: boolean;
  onSelectAll?: () => void;
  onClear: () => void;
  /** The selection's rows as CSV (a list whose filters take `ids`). */
  onExport?: () => void;
}) => (
  <Box
    role="region"
    aria-label="Ações em lote"
    sx={{
      px: 2.5,
      py: 1.5,
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1.5,
      alignItems: 'center',
      bgcolor: 'action.selected',
    }}
  >
    <Typography variant="subtitle2" component="p" aria-live="polite">
      {actions.label(count)}
    </Typography>
    {onSelectAll && 'ids' in selection && pageFullySelected && total > count && (
      <Button size="small" onClick={onSelectAll}>
        Selecionar todos os {totalCapped ? 'mais de ' : ''}
        {total.toLocaleString('pt-BR')} que correspondem aos filtros
      </Button>
    )}
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
      {actions.render(selection, count, onClear, rows)}
      {onExport && (
        <Button size="small" variant="outlined" onClick={onExport}>
          Exportar seleção
        </Button>
      )}
      <Button size="small" color="inherit" onClick={onClear}>
        Limpar seleção
      </Button>
    </Stack>
  </Box>
);
