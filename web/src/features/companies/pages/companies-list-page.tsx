import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { CompanyRow } from '@hub/contract/companies';
import { PageHeader } from '../../../components/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { companyKeys } from '../api/companies';
import { COMPANY_FILTERS } from '../../../components/resource/registry-filters';
import { COMPANY_COLUMNS } from '../companies.config';

export const CompaniesListPage = () => {
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
      <ResourceList<CompanyRow>
        views="companies"
        path="/companies"
        queryKey={companyKeys.all}
        columns={COMPANY_COLUMNS}
        filters={COMPANY_FILTERS}
        defaultSort="legalName"
        searchLabel="Buscar por nome, email ou CNPJ"
        exportName="empresas"
        rowPath={(row) => paths.dashboard.companies.view(row.id)}
        empty={{
          title: 'Nenhuma empresa cadastrada',
          action: { label: 'Cadastrar empresa', to: paths.dashboard.companies.register },
        }}
      />
    </>
  );
};
