import type { KeyboardEvent, ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { call, type QueryValue } from '../../lib/api-client';
import { useSettledSearch } from '../../lib/use-settled-search';
import type { ListOperation, RecordListOperation } from './list-operation';

/** Where a picker's options come from: the rows matching a search text, under a query key. */
export type PickerSource<Row> = {
  queryKey: (key: string) => QueryKey;
  search: (key: string, signal: AbortSignal) => Promise<Row[]>;
};

/**
 * A list operation of the contract (`companyOperations.listCompanies`, searched by `key`) as a
 * picker's source, its rows typed by the operation; a list inside a record (a company's question
 * sheets) takes the record's `params`. The key starts with the resource's path, so the mutations
 * that refresh its lists refresh it too.
 */
export const listSource = <Row,>(
  list: ListOperation<Row> | RecordListOperation<Row>,
  query: Record<string, QueryValue> = {},
  params?: { id: string },
): PickerSource<Row> => ({
  queryKey: (key) => [list.path.replace(/^\//, ''), 'picker', params, query, key],
  search: async (key, signal) => {
    const input = { params, query: { limit: 10, ...query, key } };
    return (await call(list, input, signal)).rows;
  },
});

type CommonProps<Row> = {
  source: PickerSource<Row>;
  label: string;
  optionLabel: (row: Row) => string;
  /** The line of an option in the open list, when it says more than the label. */
  optionText?: (row: Row) => ReactNode;
  size?: 'small' | 'medium';
  required?: boolean;
  /** The message under the field, or true to only mark it (the message shows elsewhere). */
  error?: string | boolean;
  helperText?: string;
  noOptionsText?: string;
  onBlur?: () => void;
};
type SingleProps<Row> = CommonProps<Row> & {
  multiple?: false;
  value: Row | null;
  onChange: (row: Row | null) => void;
};
type MultipleProps<Row> = CommonProps<Row> & {
  multiple: true;
  value: Row[];
  onChange: (rows: Row[]) => void;
};
export type RemotePickerProps<Row> = SingleProps<Row> | MultipleProps<Row>;

/**
 * Picks one row (or several) of a list too large to load, by searching it on the server. The
 * options shown always answer the text as typed: while the search for it is pending the list
 * is empty and says so, and Enter picks nothing, so an earlier search's row can never be chosen.
 */
export const RemotePicker = <Row extends { id: string }>(props: RemotePickerProps<Row>) => {
  const { source, label, optionLabel, optionText, size = 'medium', required, error } = props;
  const search = useSettledSearch();
  const answer = useQuery({
    queryKey: source.queryKey(search.key),
    queryFn: ({ signal }) => source.search(search.key, signal),
  });
  const current = search.settled && answer.data !== undefined;
  const failed = search.settled && answer.isError && answer.data === undefined;
  const options = current ? answer.data : [];

  const holdEnterWhileSearching = (
    event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean },
  ) => {
    if (event.key !== 'Enter' || current) return;
    // Neither a stale option nor the surrounding form's submit: the answer is on its way.
    event.preventDefault();
    event.defaultMuiPrevented = true;
  };

  return (
    <Autocomplete<Row, boolean, false, false>
      multiple={props.multiple}
      size={size}
      // A phone's filters are one column: the picker takes it whole, as the selects beside it do.
      sx={{ minWidth: 260, width: { xs: '100%', sm: 'auto' } }}
      options={options}
      value={props.value}
      onChange={(_, next) => {
        if (props.multiple) props.onChange(Array.isArray(next) ? next : []);
        else props.onChange(Array.isArray(next) ? null : next);
      }}
      // Only typing searches; the label MUI writes back after a choice is not a search.
      onInputChange={(_, text, reason) => {
        if (reason === 'input') search.type(text, false);
        else if (text === '') search.type('', true);
      }}
      onKeyDown={holdEnterWhileSearching}
      onBlur={props.onBlur}
      autoHighlight
      filterOptions={(rows) => rows}
      getOptionLabel={optionLabel}
      getOptionKey={(row) => row.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={
        optionText
          ? ({ key, ...itemProps }, row) => (
              <li key={key} {...itemProps}>
                {optionText(row)}
              </li>
            )
          : undefined
      }
      loading={!current && !failed}
      loadingText="Buscando…"
      noOptionsText={
        failed
          ? 'Não foi possível buscar. Tente de novo.'
          : (props.noOptionsText ?? 'Nenhum resultado')
      }
      openText="Abrir"
      closeText="Fechar"
      clearText="Limpar"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={typeof error === 'string' ? error : props.helperText}
        />
      )}
    />
  );
};
