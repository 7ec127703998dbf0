import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { companyOperations, type CompanyStatus } from '@hub/contract/companies';
import { PageHeader } from '../../../components/page-header';
import { BulkStatusActions, type BulkMove } from '../../../components/resource/bulk-action-dialog';
import { MessageSelectionButton } from '../../../components/resource/message-selection-button';
import { ResourceList } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { companyKeys, useBulkCompanyStatus } from '../api/companies';
import { COMPANY_FILTERS } from '../../../components/resource/registry-filters';
import { COMPANY_COLUMNS } from '../companies.config';

const companies = (count: number) => (count === 1 ? '1 empresa' : `${count} empresas`);

/** What an administrator does to many companies at once; activating approves a pending one or reactivates a suspended one. */
const COMPANY_BULK_MOVES: BulkMove<CompanyStatus>[] = [
  {
    status: 'active',
    label: 'Aprovar ou reativar',
    title: (count) => `Aprovar ou reativar ${companies(count)}`,
    doneWord: 'ativadas',
    reasonRequired: false,
    destructive: false,
  },
  {
    status: 'suspended',
    label: 'Suspender',
    title: (count) => `Suspender ${companies(count)}`,
    doneWord: 'suspensas',
    reasonRequired: true,
    destructive: true,
  },
];

export const CompaniesListPage = () => {
  const bulkStatus = useBulkCompanyStatus();
  return (
    <>
      <PageHeader
        title="Empresas"
        crumbs={[{ name: 'Início', href: paths.dashboard.root }, { name: 'Empresas' }]}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.dashboard.companies.register}
          >
            Cadastrar empresa
          </Button>
        }
      />
      <ResourceList
        views="companies"
        list={companyOperations.listCompanies}
        exportOperation={companyOperations.exportCompanies}
        queryKey={companyKeys.all}
        columns={COMPANY_COLUMNS}
        filters={COMPANY_FILTERS}
        defaultSort="legalName"
        searchLabel="Buscar por nome, email ou CNPJ"
        exportName="empresas"
        rowPath={(row) => paths.dashboard.companies.view(row.id)}
        bulk={{
          label: (count) =>
            count === 1
              ? '1 empresa selecionada'
              : `${count.toLocaleString('pt-BR')} empresas selecionadas`,
          rowLabel: (row) => row.tradeName ?? row.legalName,
          render: (selection, count, done, rows) => (
            <>
              <MessageSelectionButton
                typeUser={2}
                selection={selection}
                rows={rows}
                recipientOf={(row) => ({
                  id: row.id,
                  name: row.tradeName ?? row.legalName,
                  email: row.email,
                })}
              />
              <BulkStatusActions
                moves={COMPANY_BULK_MOVES}
                selection={selection}
                count={count}
                runPart={(part, status, reason) =>
                  bulkStatus.mutateAsync({ selection: part, status, reason })
                }
                onDone={done}
              />
            </>
          ),
        }}
        empty={{
          title: 'Nenhuma empresa cadastrada',
          action: { label: 'Cadastrar empresa', to: paths.dashboard.companies.register },
        }}
      />
    </>
  );
};
