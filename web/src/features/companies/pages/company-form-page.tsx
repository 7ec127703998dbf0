import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../routes/paths';
import { useCompany } from '../api/companies';
import { CompanyForm } from '../components/company-form';

const crumbs = [
  { name: 'Início', href: paths.dashboard.root },
  { name: 'Empresas', href: paths.dashboard.companies.root },
];

export const CompanyRegisterPage = () => (
  <>
    <PageHeader title="Cadastrar empresa" crumbs={[...crumbs, { name: 'Cadastrar' }]} />
    <CompanyForm />
  </>
);

export const CompanyEditPage = () => {
  const { companyId = '' } = useParams();
  const { data } = useCompany(companyId);
  return (
    <>
      <PageHeader
        title="Editar empresa"
        crumbs={[
          ...crumbs,
          { name: data?.legalName ?? '…', href: paths.dashboard.companies.view(companyId) },
          { name: 'Editar' },
        ]}
      />
      {data ? <CompanyForm key={data.updatedAt} company={data} /> : <LoadingScreen />}
    </>
  );
};
