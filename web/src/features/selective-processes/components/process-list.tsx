import type { SelectiveProcessRow } from '@hub/contract/selective-processes';
import { ResourceList } from '../../../components/resource/resource-list';
import { listPropsOf } from '../../../components/resource/resource-list-page';
import { paths } from '../../../routes/paths';
import { processKeys } from '../api/processes';
import { processResource } from '../selective-processes.resource';

/** One company's processes: the declared list, scoped to the company (no company column or filter). */
export const ProcessList = ({
  companyId,
  rowPath,
}: {
  companyId: string;
  /** Where a row leads; by default the process's page under the company. */
  rowPath?: (row: SelectiveProcessRow) => string;
}) => {
  const { list } = processResource;
  return (
    <ResourceList
      {...listPropsOf(
        list,
        rowPath ?? ((row) => paths.dashboard.companies.viewSelectiveProcess(companyId, row.id)),
      )}
      // The global endpoint filtered by company also serves the company's list and its CSV export;
      // its saved views are the global list's, the company being its scope, never in a view.
      queryKey={[...processKeys.lists, companyId]}
      columns={list.columns.filter((column) => column.id !== 'companyName')}
      scope={{ companyId }}
      renderFilters={undefined}
      filterParams={[]}
      empty={{
        title: 'Esta empresa ainda não tem processos seletivos',
        action: {
          label: 'Cadastrar processo',
          to: paths.dashboard.companies.registerSelectiveProcess(companyId),
        },
      }}
    />
  );
};
