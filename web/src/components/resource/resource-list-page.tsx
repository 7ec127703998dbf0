import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { editPermissionOf } from '@hub/contract/permissions';
import { PERSONAL_DATA_GRANT } from '@hub/contract/personal-data';
import { useCanOpen } from '../../auth/page-access';
import { useCan } from '../../auth/use-can';
import { PageHeader } from '../page-header';
import { ImportButtons } from './import-buttons';
import {
  createWords,
  type EditedRecord,
  type Resource,
  type ResourceListDeclaration,
  type ResourceNav,
} from './define-resource';
import { ResourceList, type ListFilter, type ResourceListProps } from './resource-list';

const noFilters = (): ListFilter[] => [];

/**
 * The ResourceList props of a declared list; a page showing the list in another setting (one
 * company's processes) overrides some of them.
 */
export const listPropsOf = <Row extends { id: string }>(
  list: ResourceListDeclaration<Row>,
  rowPath: ((row: Row) => string) | undefined,
): ResourceListProps<Row> => ({
  list: list.operation,
  exportOperation: list.exportOperation,
  exportName: list.exportName,
  queryKey: list.queryKey,
  columns: list.columns,
  filters: list.filters,
  defaultSort: list.defaultSort,
  initialQuery: list.initialQuery,
  searchLabel: list.searchLabel,
  empty: list.empty,
  views: list.savedViews,
  bulk: list.bulk,
  renderFilters: list.renderFilters,
  filterParams: list.filterParams,
  rowPath,
});

/**
 * Where a row leads: the declared page, else the record's own page, else its edit page when the
 * profile may open it (a read-only profile's row of a record with no page of its own stays put).
 */
const useRowPath = <Row extends { id: string }>({
  list,
  nav,
}: {
  list: ResourceListDeclaration<Row>;
  nav: ResourceNav;
}) => {
  const open = nav.paths.view ?? nav.paths.edit;
  const canOpen = useCanOpen(open ? open(':id') : null);
  if (list.rowPath || list.renderDrawer) return list.rowPath;
  return open && canOpen ? (row: Row) => open(row.id) : undefined;
};

/** Title, crumbs and create button, then the list (and the drawer a row opens, if any). */
export const ResourceListPage = <
  Row extends { id: string },
  Rec extends EditedRecord,
  Shown extends string,
  Status extends Shown,
>({
  resource,
}: {
  resource: Resource<Row, Rec, Shown, Status>;
}) => {
  const { list, nav, title } = resource;
  // The same hook on every render: the page is keyed by its resource.
  const useFilters = list.useFilters ?? noFilters;
  const liveFilters = useFilters();
  const [opened, setOpened] = useState<Row | null>(null);
  const rowPath = useRowPath(resource);
  // Creating needs the area's 'criar e editar' (the list's 'ver' with another action); importing, 'importar'.
  const canCreate = useCan(editPermissionOf(nav.permission));
  const canImport = useCan('importar');
  const seesPersonalData = useCan(PERSONAL_DATA_GRANT);
  const create = canCreate ? nav.paths.create : undefined;
  const importable = canImport ? list.importable : undefined;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...resource.crumbs, { name: title }]}
        description={resource.description}
        action={
          (create || importable) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {importable && <ImportButtons resource={importable} />}
              {create && (
                <Button variant="contained" component={RouterLink} to={create}>
                  {createWords(resource).button}
                </Button>
              )}
            </Box>
          )
        }
      />
      {list.summary}
      <ResourceList
        {...listPropsOf(list, rowPath)}
        searchLabel={(!seesPersonalData && list.searchLabelWithoutPersonalData) || list.searchLabel}
        filters={[...(list.filters ?? []), ...liveFilters]}
        onRowOpen={list.renderDrawer ? setOpened : undefined}
      />
      {list.renderDrawer?.(opened, () => setOpened(null))}
    </>
  );
};
