import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  IMPORT_FIELDS,
  IMPORT_OUTCOME_LABELS,
  IMPORT_ROW_STATE_LABELS,
  IMPORT_UNDO_LABELS,
  importOperations,
  type Import,
  type ImportOutcome,
  type ImportRow,
  type ImportRowState,
  type ImportUndoOutcome,
} from '@hub/contract/imports';
import { optionsOf } from '@hub/contract/fields';
import {
  ResourceList,
  type Column,
  type ListFilter,
} from '../../../components/resource/resource-list';
import { StatusChip, type StatusColor } from '../../../components/status-chip';
import { importKeys } from '../api/imports';
import { recordPath } from './import-status';

const STATE_COLORS: Record<ImportRowState, StatusColor> = {
  new: 'success',
  match: 'info',
  invalid: 'error',
};
const OUTCOME_COLORS: Record<ImportOutcome, StatusColor> = {
  created: 'success',
  updated: 'info',
  skipped: 'default',
  failed: 'error',
};
const UNDO_COLORS: Record<ImportUndoOutcome, StatusColor> = {
  removed: 'default',
  restored: 'info',
  kept: 'warning',
};

/** The row's problems, each with its column: errors first, then what was fixed and said. */
const Issues = ({ row }: { row: ImportRow }) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {row.issues.map((issue, index) => (
      <Typography
        key={index}
        component="li"
        variant="body2"
        sx={{ color: issue.warning ? 'warning.dark' : 'error.main' }}
      >
        {issue.column ? `${issue.column}: ` : ''}
        {issue.message}
      </Typography>
    ))}
  </Box>
);

export type RowsMode = 'preview' | 'report' | 'undo';

const FILTERS: Record<RowsMode, ListFilter[]> = {
  preview: [
    { name: 'state', label: 'Situação', options: optionsOf(IMPORT_ROW_STATE_LABELS) },
    { name: 'warning', label: 'Avisos', options: [{ value: 'true', label: 'Com aviso' }] },
  ],
  report: [{ name: 'outcome', label: 'Resultado', options: optionsOf(IMPORT_OUTCOME_LABELS) }],
  undo: [{ name: 'undoOutcome', label: 'Ao desfazer', options: optionsOf(IMPORT_UNDO_LABELS) }],
};

const recordLink = (record: Import, row: ImportRow, name: string | null) => {
  const id = row.recordId ?? row.matchId;
  if (!id) return name ?? '';
  return (
    <Link
      component={RouterLink}
      to={recordPath(record.resource, id)}
      onClick={(event) => event.stopPropagation()}
    >
      {name ?? 'Abrir cadastro'}
    </Link>
  );
};

const columnsOf = (record: Import, mode: RowsMode): Column<ImportRow>[] => {
  const kinds = new Map(IMPORT_FIELDS[record.resource].map((field) => [field.field, field.kind]));
  const cells: Column<ImportRow>[] = record.columns
    .filter((column) => column.field !== null)
    .map((column) => ({
      id: `c${column.index}`,
      label: column.header,
      // A CPF, a phone or a date broken across lines reads as two values.
      nowrap: Boolean(column.field && kinds.get(column.field)),
      render: (row) => row.cells[column.index] ?? '',
    }));
  const line: Column<ImportRow> = {
    id: 'line',
    label: 'Linha',
    sortable: true,
    render: (row) => row.line,
  };
  if (mode === 'preview')
    return [
      line,
      {
        id: 'state',
        label: 'Situação',
        render: (row) => (
          <StatusChip label={IMPORT_ROW_STATE_LABELS[row.state]} color={STATE_COLORS[row.state]} />
        ),
      },
      { id: 'issues', label: 'Erros e avisos', render: (row) => <Issues row={row} /> },
      {
        id: 'match',
        label: 'Cadastro encontrado',
        render: (row) => (row.matchId ? recordLink(record, row, row.matchLabel) : ''),
      },
      ...cells,
    ];
  if (mode === 'report')
    return [
      line,
      {
        id: 'outcome',
        label: 'Resultado',
        render: (row) =>
          row.outcome && (
            <StatusChip
              label={IMPORT_OUTCOME_LABELS[row.outcome]}
              color={OUTCOME_COLORS[row.outcome]}
            />
          ),
      },
      { id: 'message', label: 'Motivo', render: (row) => row.outcomeMessage ?? '' },
      {
        id: 'record',
        label: 'Cadastro',
        render: (row) => (row.recordId ? recordLink(record, row, null) : ''),
      },
      ...cells,
    ];
  return [
    line,
    {
      id: 'undoOutcome',
      label: 'Ao desfazer',
      render: (row) =>
        row.undoOutcome && (
          <StatusChip
            label={IMPORT_UNDO_LABELS[row.undoOutcome]}
            color={UNDO_COLORS[row.undoOutcome]}
          />
        ),
    },
    { id: 'undoMessage', label: 'Motivo', render: (row) => row.undoMessage ?? '' },
    {
      id: 'record',
      label: 'Cadastro',
      render: (row) =>
        row.recordId && row.undoOutcome !== 'removed' ? recordLink(record, row, null) : '',
    },
    ...cells,
  ];
};

const LABELS: Record<RowsMode, string> = {
  preview: 'Linhas da planilha verificadas',
  report: 'Resultado de cada linha',
  undo: 'Linhas ao desfazer',
};

/** The file's lines, a page at a time from the server, with what the check, the import or the undo said of each. */
export const ImportRows = ({ record, mode }: { record: Import; mode: RowsMode }) => (
  <ResourceList
    list={importOperations.listImportRows}
    params={{ id: record.id }}
    label={LABELS[mode]}
    queryKey={[...importKeys.rows(record.id), mode, record.status]}
    columns={columnsOf(record, mode)}
    filters={FILTERS[mode]}
    defaultSort="line"
    searchLabel="Buscar nas células (nome, CPF, email…)"
    empty={{ title: 'Nenhuma linha' }}
  />
);
