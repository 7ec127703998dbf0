import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { partnerOperations } from '@hub/contract/partners';
import { LogoCard } from '../../../components/form/logo-card';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { partnerKeys, usePartner } from '../api/partners';
import { PartnerForm } from '../components/partner-form';
import { PARTNER_COLUMNS, PARTNER_FILTERS } from '../partners.config';

const crumbs = [
  { name: 'Início', href: paths.dashboard.root },
  { name: 'Parceiros', href: paths.dashboard.partners.root },
];

export const PartnersListPage = () => {
  return (
    <>
      <PageHeader
        title="Parceiros"
        crumbs={[crumbs[0] ?? { name: 'Início' }, { name: 'Parceiros' }]}
        action={
          <Button variant="contained" component={RouterLink} to={paths.dashboard.partners.new}>
            Novo parceiro
          </Button>
        }
      />
      <ResourceList
        views="partners"
        list={partnerOperations.listPartners}
        exportOperation={partnerOperations.exportPartners}
        queryKey={partnerKeys.all}
        columns={PARTNER_COLUMNS}
        filters={PARTNER_FILTERS}
        defaultSort="name"
        searchLabel="Buscar por nome, email ou CNPJ"
        exportName="parceiros"
        rowPath={(row) => paths.dashboard.partners.edit(row.id)}
        empty={{
          title: 'Nenhum parceiro cadastrado',
          action: { label: 'Cadastrar parceiro', to: paths.dashboard.partners.new },
        }}
      />
    </>
  );
};

export const PartnerNewPage = () => (
  <>
    <PageHeader title="Novo parceiro" crumbs={[...crumbs, { name: 'Novo' }]} />
    <PartnerForm />
  </>
);

export const PartnerEditPage = () => {
  const { id = '' } = useParams();
  const { data } = usePartner(id);
  return (
    <>
      <PageHeader title="Editar parceiro" crumbs={[...crumbs, { name: data?.name ?? '…' }]} />
      {data ? (
        <Stack spacing={3}>
          <PartnerForm key={data.updatedAt} partner={data} />
          <LogoCard
            name={data.name}
            logoUrl={data.logoUrl}
            upload={partnerOperations.uploadPartnerLogo}
            recordId={data.id}
            queryKey={partnerKeys.all}
          />
        </Stack>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
};
