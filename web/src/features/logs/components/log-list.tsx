import { useState } from 'react';
import { optionsOf } from '@hub/contract/fields';
import type { LogKind, LogRow } from '@hub/contract/logs';
import { logViews } from '@hub/contract/saved-views';
import { PageHeader } from '../../../components/page-header';
import { ResourceList, type ListFilter } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { logKeys } from '../api/keys';
import {
  LOG_LIST_OPERATIONS,
  LOG_STATUS_LABELS,
  LOG_TITLES,
  LOG_VALUE_LABELS,
  LOG_VIEWS,
  type LogView,
} from '../logs.config';
import { LogDetailDrawer } from './log-detail-drawer';

/** A CSV's file name from the log's title: 'Ações do kanban' is acoes-do-kanban.csv. */
const fileNameOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

type LogListProps<Kind extends LogKind> = {
  kind: Kind;
  /** The status the log opens on ('Todos' stays one click away). */
  defaultStatus?: string;
  /** Filters of this log only: the kanban log's process, set by a board's link. */
  filters?: ListFilter[];
};

/**
 * A log as every list of the product is one (ResourceList: search, status and date filters in the
 * URL, columns, CSV); a row opens its whole record, and its recipient's timeline, in a drawer.
 */
export const LogList = <Kind extends LogKind>({
  kind,
  defaultStatus,
  filters = [],
}: LogListProps<Kind>) => {
  const view: LogView<LogRow<Kind>> = LOG_VIEWS[kind];
  const [opened, setOpened] = useState<LogRow<Kind> | null>(null);
  const title = LOG_TITLES[kind];
  const statuses = optionsOf(LOG_STATUS_LABELS[kind]);
  const statusLabel = view.columns.find((column) => column.id === 'status')?.label ?? 'Status';
  const logFilters: ListFilter[] = [
    // A log whose rows all have one status has nothing to choose.
    ...(statuses.length > 1 ? [{ name: 'status', label: statusLabel, options: statuses }] : []),
    { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'Data' },
    ...filters,
  ];
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { name: 'Início', href: paths.dashboard.dashboarding },
          { name: 'Logs' },
          { name: title },
        ]}
      />
      <ResourceList<LogRow<Kind>>
        list={LOG_LIST_OPERATIONS[kind].list}
        exportOperation={LOG_LIST_OPERATIONS[kind].export}
        queryKey={logKeys.list(kind)}
        columns={view.columns}
        filters={logFilters}
        defaultSort="createdAt"
        initialQuery={{ order: 'desc', ...(defaultStatus ? { status: defaultStatus } : {}) }}
        searchLabel={view.searchLabel}
        exportName={fileNameOf(title)}
        views={logViews(kind)}
        empty={view.empty}
        onRowOpen={setOpened}
      />
      <LogDetailDrawer
        title={title}
        row={opened}
        valueLabels={LOG_VALUE_LABELS[kind]}
        address={opened && view.address ? view.address(opened) : null}
        onClose={() => setOpened(null)}
      />
    </>
  );
};
