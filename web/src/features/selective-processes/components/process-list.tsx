import {
  selectiveProcessOperations,
  type SelectiveProcessRow,
} from '@hub/contract/selective-processes';
import { CompanyPicker } from '../../../components/commerce/company-picker';
import { ResourceList } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { processKeys } from '../api/processes';
import { PROCESS_FILTERS, processColumns } from '../processes.config';

/**
 * The global list (every company, with a company filter) or one company's list, on the shared
 * list block: status, work mode, area, UF and period filters, sort, CSV export.
 */
export const ProcessList = ({
  companyId,
  rowPath,
}: {
  companyId?: string;
  /** Where a row leads; by default the process's page. */
  rowPath?: (row: SelectiveProcessRow) => string;
}) => {
  const defaultPath = (row: SelectiveProcessRow) =>
    companyId
      ? paths.dashboard.companies.viewSelectiveProcess(companyId, row.id)
      : paths.dashboard.selectiveProcesses.view(row.id);
  return (
    <ResourceList
      // The global endpoint filtered by company also serves the company's list and its CSV export.
      list={selectiveProcessOperations.listSelectiveProcesses}
      exportOperation={selectiveProcessOperations.exportSelectiveProcesses}
      queryKey={[...processKeys.lists, companyId ?? 'all']}
      columns={processColumns(!companyId)}
      filters={PROCESS_FILTERS}
      scope={companyId ? { companyId } : undefined}
      filterParams={companyId ? [] : ['companyId']}
      // One company's list offers the same views: the company is its scope, never in a view.
      views="selective-processes"
      // The global list's company filter: a search, since companies are too many for a select.
      renderFilters={
        companyId
          ? undefined
          : (query, update) => (
              <CompanyPicker
                label="Empresa"
                size="small"
                value={typeof query.companyId === 'string' ? query.companyId : ''}
                onChange={(id) => update({ companyId: id || undefined })}
              />
            )
      }
      defaultSort="title"
      searchLabel="Buscar por título"
      exportName="processos-seletivos"
      rowPath={(row) => (rowPath ?? defaultPath)(row)}
      empty={
        companyId
          ? {
              title: 'Esta empresa ainda não tem processos seletivos',
              action: {
                label: 'Cadastrar processo',
                to: paths.dashboard.companies.registerSelectiveProcess(companyId),
              },
            }
          : {
              title: 'Nenhum processo seletivo cadastrado',
              description: 'Um processo é cadastrado na página da empresa que contrata.',
              action: { label: 'Ver empresas', to: paths.dashboard.companies.root },
            }
      }
    />
  );
};
