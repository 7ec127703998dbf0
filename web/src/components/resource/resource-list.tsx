import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@hub/contract/common';
import { pathOf } from '@hub/contract/operation';
import type { SavedViewList } from '@hub/contract/saved-views';
import { call, errorMessage, type QueryValue } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { EmptyState } from '../empty-state';
import { useCan } from '../../auth/use-can';
import { BulkSelectionBar, type BulkActions, type BulkSelection } from './bulk-selection';
import type { ExportOperation, ListOperation, RecordListOperation } from './list-operation';
import { cursorTo, NO_CURSOR } from './page-cursor';
import {
  ActiveFilterChips,
  activeFilters,
  ChipFilters,
  CollapsibleFilters,
  DebouncedTextField,
  FieldFilters,
  type ListFilter,
} from './list-filters';
import {
  applySavedViewQuery,
  COLUMNS_PARAM,
  defaultListQuery,
  listParamNames,
  readHiddenColumns,
  readListQuery,
  savedViewQuery,
  writeListQuery,
  writeShownColumns,
  type ListQuery,
} from './list-query';
import { SavedViewsBar } from './saved-views-bar';

export type { ListFilter } from './list-filters';
export type { ListQuery } from './list-query';
export type { BulkActions, BulkSelection } from './bulk-selection';
export type { ExportOperation, ListOperation, RecordListOperation } from './list-operation';

const formatCount = (count: number): string => count.toLocaleString('pt-BR');

/** What a list keeps in its URL: its query and the columns hidden from it. */
type UrlState = { query: ListQuery; hidden: Set<string> };

export type Column<Row> = {
  /** The API's sort key, when the column can be sorted by. */
  id: string;
  label: string;
  sortable?: boolean;
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean;
  /** Kept on one line: a CPF or CNPJ broken at its hyphen reads as two numbers. */
  nowrap?: boolean;
  render: (row: Row) => ReactNode;
};

/** What a list says when it has no row at all, and the next step: 'Cadastrar empresa'. */
export type ListEmpty = {
  title: string;
  description?: string;
  action?: { label: string; to: string };
};

/** The contract's list operation: a list of its own, or a list inside the record `params` names. */
type ListSource<Row> =
  | { list: ListOperation<Row>; params?: undefined }
  | { list: RecordListOperation<Row>; params: { id: string } };

export type ResourceListProps<Row extends { id: string }> = ListSource<Row> & {
  /** The table's accessible name, when the page holds more than this list (a process's tabs). */
  label?: string;
  /** The contract's CSV export of the same list (`partnerOperations.exportPartners`), when it has one. */
  exportOperation?: ExportOperation;
  queryKey: readonly unknown[];
  columns: Column<Row>[];
  filters?: ListFilter[];
  defaultSort: string;
  searchLabel: string;
  /** The CSV's file name, with `exportOperation`: a list without them has no CSV button. */
  exportName?: string;
  /** The page a row opens; rows without one (or `onRowOpen`) are not clickable. */
  rowPath?: (row: Row) => string;
  /** What a row opens when it is not a page: its details in a drawer beside the list. */
  onRowOpen?: (row: Row) => void;
  /** What the list shows when its URL says nothing else: another default order, say. */
  initialQuery?: Partial<ListQuery>;
  /** Query the list always sends and never shows in its URL: one company's processes. */
  scope?: Record<string, QueryValue>;
  /** Filters that chips cannot express (a company search), beside the search box. */
  renderFilters?: (query: ListQuery, update: (changes: Partial<ListQuery>) => void) => ReactNode;
  /** The query names `renderFilters` sets, kept in the URL with the rest. */
  filterParams?: readonly string[];
  empty?: ListEmpty;
  /** The list's key for saved views: its state saved under a name, shown above the table. */
  views?: SavedViewList;
  /** Rows can be ticked (a page, or every row the filters select) and acted on together. */
  bulk?: BulkActions<Row>;
};

/**
 * On a phone the pager's label goes (the select keeps it as its name) and its gaps narrow: 'Linhas
 * por página' with '1–10 de mais de 10.000' pushed the next page's arrow out of a 390 px screen.
 */
const PAGINATION_FITS_A_PHONE = {
  '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 }, ml: { xs: 0, sm: 1 } },
  '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
} as const;

/**
 * A server-paginated list: search box (sent once typing pauses), filters, sortable columns, column chooser, CSV
 * export of the same filters, row click. Every registry list (and the others) is one of these.
 */
export const ResourceList = <Row extends { id: string }>({
  list,
  params: recordParams,
  label,
  queryKey,
  columns,
  filters = [],
  defaultSort,
  searchLabel,
  exportName,
  rowPath,
  onRowOpen,
  initialQuery,
  scope,
  renderFilters,
  filterParams = [],
  empty,
  views,
  bulk: declaredBulk,
  exportOperation: declaredExport,
}: ResourceListProps<Row>) => {
  // What the access profile lacks is not shown: no CSV button, no selection column (decision 028).
  const exportOperation = useCan(declaredExport?.permission) ? declaredExport : undefined;
  const bulk = useCan(declaredBulk?.permission) ? declaredBulk : undefined;
  // The list's state lives in its URL: Back from a record, a shared link or a dashboard figure
  // opens the same rows.
  const [params, setParams] = useSearchParams();
  const defaults = defaultListQuery(defaultSort, initialQuery);
  const query = readListQuery(params, defaults, filters, filterParams);
  const hidden = readHiddenColumns(params, columns);
  // A search typed just before a row was clicked settles while the record's page loads: it must
  // not bring the list back in its place.
  const { pathname, state: pageState } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const navigating = useRef(false);
  useEffect(() => {
    if (navigation.state !== 'idle') {
      navigating.current = true;
      if (navigation.location?.pathname !== pathname) leaving.current = true;
    } else if (navigating.current) {
      // A navigation ended and the list is still on screen: its URL is its own again.
      navigating.current = false;
      leaving.current = false;
    }
  });
  // Set before navigating, so a search settling in between cannot take the click's place.
  const openRow = (path: string) => {
    leaving.current = true;
    void navigate(path);
  };
  // A row opens its page or its details, by click or from the keyboard (Enter, space).
  const opens = Boolean(rowPath ?? onRowOpen);
  const open = (row: Row) => (rowPath ? openRow(rowPath(row)) : onRowOpen?.(row));
  const openByKey = (event: React.KeyboardEvent, row: Row) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' '))
      return;
    event.preventDefault();
    open(row);
  };
  // The query names the list owns in its URL (what a saved view keeps).
  const owned = listParamNames(filters, filterParams);
  // The URL as the list last rendered or wrote it: a change is made to that, not to the query of the
  // render that scheduled it. A search typed right after a filter's click settles later, from the
  // render before the click's: built on that render's query, it would undo the filter.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  });
  const writeUrl = (change: (current: UrlState) => UrlState) => {
    if (leaving.current) return;
    const current = latestParams.current;
    const next = change({
      query: readListQuery(current, defaults, filters, filterParams),
      hidden: readHiddenColumns(current, columns),
    });
    const url = writeListQuery(next.query, defaults);
    // Whatever else the page keeps in its URL stays.
    for (const [name, value] of current) if (!owned.includes(name)) url.set(name, value);
    const shown = writeShownColumns(next.hidden, columns);
    if (shown) url.set(COLUMNS_PARAM, shown);
    latestParams.current = url;
    // The page's history state stays (a message keeps the mailbox it was opened from). Rendered at
    // once (flushSync), not as the router's transition: text typed before that transition committed
    // was undone by it ('Limpar filtros', then a city typed at once: its box emptied, the list whole).
    setParams(url, { replace: true, state: pageState, flushSync: true });
  };
  const setQuery = (change: (current: ListQuery) => ListQuery) =>
    writeUrl((current) => ({ ...current, query: change(current.query) }));
  const setHidden = (change: (current: Set<string>) => Set<string>) =>
    writeUrl((current) => ({ ...current, hidden: change(current.hidden) }));
  // Choosing a saved view is a step Back undoes, unlike typing or turning a page.
  const applyView = (viewQuery: string) => {
    const url = applySavedViewQuery(latestParams.current, viewQuery, owned);
    latestParams.current = url;
    setParams(url, { flushSync: true });
  };
  const [chooser, setChooser] = useState<HTMLElement | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const visible = columns.filter((column) => !hidden.has(column.id));
  // The export takes the list's filters and sort, never its page.
  const exportQuery = Object.fromEntries(
    Object.entries({ ...query, ...scope }).filter(
      ([name]) => !['page', 'limit', 'after', 'before'].includes(name),
    ),
  );
  // A total past the server's cap is counted exactly once asked ('Contar todos'), for these
  // filters: another search or filter counts up to the cap again.
  const filtersScope = JSON.stringify(exportQuery);
  const [exactFor, setExactFor] = useState<string | null>(null);
  const exactTotal = exactFor === filtersScope;

  const result = useQuery({
    queryKey: [...queryKey, query, scope, exactTotal],
    queryFn: ({ signal }) => {
      // A record's list names it in its path (`params`); a list of its own has none.
      const input = {
        params: recordParams,
        query: { ...query, ...scope, ...(exactTotal ? { exactTotal: 'true' } : {}) },
      };
      return call(list, input, signal);
    },
    placeholderData: keepPreviousData,
  });
  const totalCapped = result.data?.totalCapped === true;

  const update = (changes: Partial<ListQuery>) =>
    setQuery((current) => ({ ...current, page: 1, ...NO_CURSOR, ...changes }));
  const turnTo = (page: number) =>
    setQuery((current) => ({ ...current, page, ...NO_CURSOR, ...cursorTo(result.data, page) }));
  // The selection belongs to the rows on screen: another search, filter or page clears it.
  const selectionScope = JSON.stringify([exportQuery, query.page, query.limit]);
  const [selected, setSelected] = useState<{ scope: string; ids: Set<string>; all: boolean }>({
    scope: selectionScope,
    ids: new Set(),
    all: false,
  });
  const selection =
    selected.scope === selectionScope
      ? selected
      : { ...selected, ids: new Set<string>(), all: false };
  const clearSelection = () => setSelected({ scope: selectionScope, ids: new Set(), all: false });
  const pageRows = result.data?.rows ?? [];
  const selectable = bulk?.selectable ?? (() => true);
  const selectableRows = pageRows.filter(selectable);
  const pageFullySelected =
    selectableRows.length > 0 && selectableRows.every((row) => selection.ids.has(row.id));
  const toggleRow = (id: string) => {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelected({ scope: selectionScope, ids, all: false });
  };
  const togglePage = () =>
    setSelected({
      scope: selectionScope,
      ids: pageFullySelected ? new Set() : new Set(selectableRows.map((row) => row.id)),
      all: false,
    });
  const bulkSelection: BulkSelection = selection.all
    ? { filter: exportQuery }
    : { ids: [...selection.ids] };
  // Every matching row is counted exactly before it is acted on: a capped total is only a lower bound.
  const selectedCount = selection.all
    ? totalCapped
      ? 0
      : (result.data?.totalItens ?? 0)
    : selection.ids.size;

  // An empty page says whether the filters hid every row or there is none yet.
  const filtered = Object.entries(query).some(
    ([name, value]) =>
      !['page', 'limit', 'sort', 'order', 'after', 'before'].includes(name) &&
      value !== undefined &&
      value !== '' &&
      value !== defaults[name],
  );
  const clearFilters = () =>
    setQuery((current) => ({
      ...defaults,
      sort: current.sort,
      order: current.order,
      limit: current.limit,
    }));

  const exportCsv = async (selected?: BulkSelection) => {
    if (!exportOperation) return;
    setExporting(true);
    setExportError(null);
    const exported =
      !selected || 'filter' in selected ? exportQuery : { ids: selected.ids.join(',') };
    try {
      await downloadFile(pathOf(exportOperation, undefined), exported, `${exportName}.csv`);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      {views && (
        <SavedViewsBar
          list={views}
          current={savedViewQuery(params, owned)}
          latest={() => savedViewQuery(latestParams.current, owned)}
          normalize={(viewQuery) => savedViewQuery(new URLSearchParams(viewQuery), owned)}
          onApply={applyView}
          // A list that opens filtered does not open on all of its rows.
          defaultLabel={
            filters.some((filter) => 'name' in filter && initialQuery?.[filter.name] !== undefined)
              ? 'Visão inicial'
              : 'Todos'
          }
        />
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DebouncedTextField
          label={searchLabel}
          value={query.key}
          onChange={(key) => update({ key })}
          grow
        />
        {/* eslint-disable-next-line react-hooks/refs -- update reads the ref when a filter changes, never while rendering */}
        {renderFilters?.(query, update)}
        <Button
          variant="outlined"
          color="inherit"
          onClick={(event) => setChooser(event.currentTarget)}
        >
          Colunas
        </Button>
        {exportOperation && exportName && (
          <Button variant="outlined" onClick={() => void exportCsv()} loading={exporting}>
            Exportar CSV
          </Button>
        )}
        <Menu open={Boolean(chooser)} anchorEl={chooser} onClose={() => setChooser(null)}>
          {columns.map((column) => (
            <MenuItem key={column.id} dense>
              <FormControlLabel
                label={column.label}
                control={
                  <Checkbox
                    checked={!hidden.has(column.id)}
                    onChange={() =>
                      setHidden((current) => {
                        const next = new Set(current);
                        if (next.has(column.id)) next.delete(column.id);
                        else next.add(column.id);
                        return next;
                      })
                    }
                  />
                }
              />
            </MenuItem>
          ))}
        </Menu>
      </Box>
      {filters.some((filter) => filter.kind !== 'linked') && (
        <CollapsibleFilters inUse={activeFilters(filters, query).length}>
          <FieldFilters filters={filters} values={query} onChange={update} />
          <ChipFilters filters={filters} values={query} onChange={update} />
        </CollapsibleFilters>
      )}
      <ActiveFilterChips filters={filters} values={query} onChange={update} />
      {exportError && (
        <Typography role="alert" color="error" sx={{ px: 2.5, pb: 2 }}>
          {exportError}
        </Typography>
      )}
      {bulk && selectedCount > 0 && (
        <BulkSelectionBar
          actions={bulk}
          selection={bulkSelection}
          rows={selection.all ? [] : pageRows.filter((row) => selection.ids.has(row.id))}
          count={selectedCount}
          total={result.data?.totalItens ?? 0}
          totalCapped={totalCapped}
          pageFullySelected={pageFullySelected}
          onSelectAll={
            bulk.selectsAllMatching === false
              ? undefined
              : () => {
                  if (totalCapped) setExactFor(filtersScope);
                  setSelected({ ...selection, scope: selectionScope, all: true });
                }
          }
          onClear={clearSelection}
          onExport={exportOperation ? () => void exportCsv(bulkSelection) : undefined}
        />
      )}
      {result.isFetching && <LinearProgress aria-label="Carregando" />}
      <TableContainer>
        <Table size="medium" aria-label={label}>
          <TableHead>
            <TableRow>
              {bulk && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={pageFullySelected}
                    indeterminate={!pageFullySelected && selection.ids.size > 0}
                    onChange={togglePage}
                    disabled={selectableRows.length === 0}
                    slotProps={{ input: { 'aria-label': 'Selecionar as linhas da página' } }}
                  />
                </TableCell>
              )}
              {visible.map((column) => (
                <TableCell
                  key={column.id}
                  sortDirection={query.sort === column.id ? query.order : false}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={query.sort === column.id}
                      direction={query.sort === column.id ? query.order : 'asc'}
                      onClick={() =>
                        update({
                          sort: column.id,
                          order: query.sort === column.id && query.order === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.data?.rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                onClick={opens ? () => open(row) : undefined}
                tabIndex={opens ? 0 : undefined}
                onKeyDown={opens ? (event) => openByKey(event, row) : undefined}
                selected={selection.all || selection.ids.has(row.id)}
                sx={opens ? { cursor: 'pointer' } : undefined}
              >
                {bulk && (
                  // Ticking a row never opens it.
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selection.all || selection.ids.has(row.id)}
                      disabled={selection.all || !selectable(row)}
                      onChange={() => toggleRow(row.id)}
                      slotProps={{ input: { 'aria-label': `Selecionar ${bulk.rowLabel(row)}` } }}
                    />
                  </TableCell>
                )}
                {visible.map((column) => (
                  <TableCell
                    key={column.id}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {result.isError && (
              <TableRow>
                <TableCell colSpan={visible.length} role="alert" sx={{ color: 'error.main' }}>
                  {errorMessage(result.error)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {/* Outside the table: a table wider than a phone scrolls sideways, and this stays in view. */}
      {result.data?.rows.length === 0 &&
        (filtered ? (
          <EmptyState
            title="Nenhum registro corresponde à busca e aos filtros"
            action={
              <Button variant="outlined" onClick={clearFilters}>
                Limpar filtros
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={empty?.title ?? 'Nenhum registro ainda'}
            description={empty?.description}
            action={
              empty?.action && (
                <Button variant="contained" component={RouterLink} to={empty.action.to}>
                  {empty.action.label}
                </Button>
              )
            }
          />
        ))}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
        {totalCapped && (
          <Button
            size="small"
            onClick={() => setExactFor(filtersScope)}
            loading={exactTotal && result.isFetching}
          >
            Contar todos
          </Button>
        )}
        <TablePagination
          component="div"
          // -1: the total is unknown past the cap; the next page exists while the API names one.
          count={totalCapped ? -1 : (result.data?.totalItens ?? 0)}
          page={(result.data?.currentPage ?? query.page) - 1}
          rowsPerPage={query.limit}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage="Linhas por página"
          labelDisplayedRows={({ from, to, count }) =>
            count === -1
              ? `${from}–${to} de mais de ${formatCount(result.data?.totalItens ?? 0)}`
              : `${from}–${to} de ${formatCount(count)}`
          }
          slotProps={
            totalCapped
              ? { actions: { nextButton: { disabled: result.data?.nextPage === null } } }
              : undefined
          }
          onPageChange={(_, page) => turnTo(page + 1)}
          onRowsPerPageChange={(event) => update({ limit: Number(event.target.value) })}
          sx={PAGINATION_FITS_A_PHONE}
        />
      </Box>
    </Card>
  );
};
