import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { formatCep, formatCnpj, formatPhone } from '@hub/contract/br';
import {
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
  companyOperations,
  type Company,
} from '@hub/contract/companies';
import { LogoCard } from '../../../components/form/logo-card';
import { RecordHistory } from '../../../components/history/record-history';
import { LoadingScreen } from '../../../components/loading-screen';
import { useUrlTab } from '../../../components/use-url-tab';
import { useCan } from '../../../auth/use-can';
import { ReceivedMessages } from '../../../components/received-messages';
import { PageHeader } from '../../../components/page-header';
import { DetailList } from '../../../components/resource/detail-list';
import { RecordStatusRow } from '../../../components/resource/record-status-row';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { companyKeys, useCompany, useCompanyStatus } from '../api/companies';
import { companyStatus } from '../companies.resource';
import { CompanyPlanUsageCard } from '../components/company-plan-usage';
import { ReadOnly } from '../../../components/read-only';
import { CompanyValuesTest } from '../components/company-values-test';

const CompanyData = ({ company }: { company: Company }) => (
  <Card>
    <CardContent sx={{ p: 4 }}>
      <DetailList
        items={[
          ['Razão social', company.legalName],
          ['Nome fantasia', company.tradeName],
          ['CNPJ', formatCnpj(company.cnpj)],
          ['Email', company.email],
          ['Telefone', company.phone ? formatPhone(company.phone) : null],
          ['Site', company.website],
          ['Setor', company.sector ? COMPANY_SECTOR_LABELS[company.sector] : null],
          ['Porte', company.size ? COMPANY_SIZE_LABELS[company.size] : null],
          [
            'Endereço',
            [company.street, company.number, company.complement, company.district]
              .filter(Boolean)
              .join(', '),
          ],
          ['Cidade / UF', [company.city, company.uf].filter(Boolean).join(' / ')],
          ['CEP', company.cep ? formatCep(company.cep) : null],
          ['Contato', company.contactName],
          ['Motivo do status', company.statusReason],
          ['Cadastrada em', formatDateTime(company.createdAt)],
        ]}
      />
      {company.about && (
        <Typography variant="body2" sx={{ mt: 3, whiteSpace: 'pre-line' }}>
          {company.about}
        </Typography>
      )}
    </CardContent>
  </Card>
);

/** The tabs, as the URL names them (useUrlTab). */
const COMPANY_TABS = ['dados', 'valores', 'mensagens', 'historico'] as const;
type CompanyTab = (typeof COMPANY_TABS)[number];

/** A company's page; its values-test route opens on that tab. */
export const CompanyDetailPage = ({ tab: initialTab = 'dados' }: { tab?: CompanyTab }) => {
  const { companyId = '' } = useParams();
  const { data: company, isError, error } = useCompany(companyId);
  const status = useCompanyStatus(companyId);
  const [urlTab, setTab] = useUrlTab(COMPANY_TABS, initialTab);
  // What the access profile cannot see is not offered: the messages tab, the plan's usage.
  const canMessages = useCan('mensagens.ver');
  const canPlan = useCan('assinaturas.ver');
  const canChangeStatus = useCan(companyOperations.changeCompanyStatus.permission);
  const canEdit = useCan(companyOperations.updateCompany.permission);
  const canProcesses = useCan('processos.ver');
  const tab = urlTab === 'mensagens' && !canMessages ? 'dados' : urlTab;
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!company) return <LoadingScreen />;

  return (
    <>
      <PageHeader
        title={company.tradeName ?? company.legalName}
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Empresas', href: paths.dashboard.companies.root },
          { name: company.legalName },
        ]}
        action={
          <Stack direction="row" spacing={1}>
            {canProcesses && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={paths.dashboard.companies.listSelectiveProcesses(company.id)}
              >
                Processos seletivos
              </Button>
            )}
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.dashboard.companies.questionSheet(company.id)}
            >
              Folhas de questões
            </Button>
            {canEdit && (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.dashboard.companies.edit(company.id)}
              >
                Editar empresa
              </Button>
            )}
          </Stack>
        }
      />
      <RecordStatusRow
        presentation={companyStatus}
        status={company.status}
        canMove={canChangeStatus}
        mutation={status}
      />
      <Tabs
        value={tab}
        onChange={(_, value: CompanyTab) => setTab(value)}
        variant="scrollable"
        sx={{ mb: 3 }}
      >
        <Tab value="dados" label="Dados" />
        <Tab value="valores" label="Teste de valores" />
        {canMessages && <Tab value="mensagens" label="Mensagens" />}
        <Tab value="historico" label="Histórico" />
      </Tabs>
      {tab === 'historico' ? (
        <RecordHistory entity="companies" id={company.id} />
      ) : tab === 'mensagens' ? (
        <ReceivedMessages typeUser={2} recipientId={company.id} />
      ) : tab === 'dados' ? (
        <Stack spacing={3}>
          <CompanyData company={company} />
          {canPlan && <CompanyPlanUsageCard companyId={company.id} />}
          <LogoCard
            name={company.tradeName ?? company.legalName}
            logoUrl={company.logoUrl}
            upload={companyOperations.uploadCompanyLogo}
            recordId={company.id}
            queryKey={companyKeys.all}
          />
        </Stack>
      ) : (
        <ReadOnly
          readOnly={!canEdit}
          note="Seu perfil permite ver o teste de valores da empresa, não alterá-lo."
        >
          <CompanyValuesTest companyId={company.id} />
        </ReadOnly>
      )}
    </>
  );
};
