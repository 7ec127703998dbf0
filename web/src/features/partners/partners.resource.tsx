import { formatCnpj } from '@hub/contract/br';
import {
  PARTNER_LIFECYCLE,
  partnerOperations,
  type Partner,
  type PartnerStatus,
} from '@hub/contract/partners';
import { LogoCard } from '../../components/form/logo-card';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import {
  statusColumn,
  statusFilter,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { paths } from '../../routes/paths';
import { partnerKeys, usePartner, usePartnerStatus } from './api/partners';
import { partnersNav } from './partners.nav';

const partnerStatus: StatusPresentation<PartnerStatus> = {
  lifecycle: PARTNER_LIFECYCLE,
  labels: PARTNER_LIFECYCLE.labels,
  colors: { active: 'success', inactive: 'default' },
  verbs: { active: 'Ativar', inactive: 'Desativar' },
};

const PartnerLogo = ({ record }: { record: Partner }) => (
  <LogoCard
    name={record.name}
    logoUrl={record.logoUrl}
    upload={partnerOperations.uploadPartnerLogo}
    recordId={record.id}
    queryKey={partnerKeys.all}
  />
);

/** The partners on the web, declared once: the model of a list-backed resource. */
export const partnerResource = defineResource({
  nav: partnersNav,
  noun: 'parceiro',
  list: {
    operation: partnerOperations.listPartners,
    exportOperation: partnerOperations.exportPartners,
    exportName: 'parceiros',
    queryKey: partnerKeys.all,
    savedViews: 'partners',
    importable: 'partners',
    columns: [
      { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
      {
        id: 'cnpj',
        label: 'CNPJ',
        sortable: true,
        nowrap: true,
        render: (row) => (row.cnpj ? formatCnpj(row.cnpj) : ''),
      },
      { id: 'email', label: 'Email', sortable: true, render: (row) => row.email },
      { id: 'benefit', label: 'Benefício', render: (row) => row.benefit },
      statusColumn(partnerStatus, (row: Partner) => row.status),
      createdColumn({ hidden: true }),
    ],
    filters: [statusFilter(partnerStatus)],
    defaultSort: 'name',
    searchLabel: 'Buscar por nome, email ou CNPJ',
    empty: {
      title: 'Nenhum parceiro cadastrado',
      action: { label: 'Cadastrar parceiro', to: paths.dashboard.partners.new },
    },
  },
  status: partnerStatus,
  form: {
    load: async () => (await import('./components/partner-form')).PartnerForm,
    edit: {
      useRecord: usePartner,
      name: (partner) => partner.name,
      status: { of: (partner) => partner.status, useMutation: usePartnerStatus },
      below: PartnerLogo,
    },
  },
});
