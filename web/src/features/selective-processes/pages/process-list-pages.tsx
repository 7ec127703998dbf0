import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { selectiveProcessOperations } from '@hub/contract/selective-processes';
import { useCan } from '../../../auth/use-can';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../routes/paths';
import { useCompanyOf } from '../api/people';
import { ProcessList } from '../components/process-list';

export const useCompanyCrumbs = () => {
  const { companyId = '' } = useParams();
  const { data: company } = useCompanyOf(companyId);
  return {
    companyId,
    company,
    crumbs: [
      { name: 'Empresas', href: paths.dashboard.companies.root },
      {
        name: company ? (company.tradeName ?? company.legalName) : '…',
        href: paths.dashboard.companies.view(companyId),
      },
    ],
  };
};

/** 'Cadastrar processo', for a profile that may create processes. */
const RegisterButton = ({ companyId }: { companyId: string }) => {
  const canCreate = useCan(selectiveProcessOperations.createSelectiveProcess.permission);
  if (!canCreate) return null;
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={paths.dashboard.companies.registerSelectiveProcess(companyId)}
    >
      Cadastrar processo
    </Button>
  );
};

/** /companies/{id}/listSelectiveProcesses. */
export const CompanyProcessesPage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  return (
    <>
      <PageHeader
        title="Processos seletivos da empresa"
        crumbs={[...crumbs, { name: 'Processos seletivos' }]}
        action={<RegisterButton companyId={companyId} />}
      />
      <ProcessList companyId={companyId} />
    </>
  );
};

/** /companies/{id}/updateSelectiveProcess: the company's list, each row opening its edit form. */
export const ChooseProcessToUpdatePage = () => {
  const { companyId, crumbs } = useCompanyCrumbs();
  return (
    <>
      <PageHeader
        title="Editar processo seletivo"
        crumbs={[...crumbs, { name: 'Editar processo seletivo' }]}
        description="Escolha o processo a editar."
        action={<RegisterButton companyId={companyId} />}
      />
      <ProcessList
        companyId={companyId}
        rowPath={(row) => paths.dashboard.companies.updateViewedSelectiveProcess(companyId, row.id)}
      />
    </>
  );
};
