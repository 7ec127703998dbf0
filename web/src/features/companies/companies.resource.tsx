import { formatCnpj } from '@hub/contract/br';
import {
  COMPANY_LIFECYCLE,
  COMPANY_SECTOR_LABELS,
  companyOperations,
  type CompanyRow,
  type CompanyStatus,
} from '@hub/contract/companies';
import type { BulkMove } from '../../components/resource/bulk-action-dialog';
import { createdColumn } from '../../components/resource/created-column';
import { registryBulk } from '../../components/resource/registry-bulk';
import { defineResource } from '../../components/resource/define-resource';
import { COMPANY_FILTERS } from '../../components/resource/registry-filters';
import {
  statusColumn,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { paths } from '../../routes/paths';
import { companyKeys, useBulkCompanyStatus, useUndoBulkCompanyStatus, useCompany } from './api/companies';
import { companiesNav } from './companies.nav';

export const companyStatus: StatusPresentation<CompanyStatus> = {
  lifecycle: COMPANY_LIFECYCLE,
  labels: COMPANY_LIFECYCLE.labels,
  colors: { pending: 'warning', active: 'success', suspended: 'error', inactive: 'default' },
  // Activating approves a pending company and reactivates a suspended one.
  verbs: (from) => ({
    active: from === 'pending' ? 'Aprovar' : 'Reativar',
    suspended: 'Suspender',
    inactive: 'Arquivar',
  }),
};

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

export const companyResource = defineResource({
  nav: companiesNav,
  noun: 'empresa',
  createVerb: 'Cadastrar',
  list: {
    operation: companyOperations.listCompanies,
    exportOperation: companyOperations.exportCompanies,
    exportName: 'empresas',
    queryKey: companyKeys.all,
    savedViews: 'companies',
    importable: 'companies',
    columns: [
      { id: 'legalName', label: 'Razão social', sortable: true, render: (row) => row.legalName },
      { id: 'tradeName', label: 'Nome fantasia', sortable: true, render: (row) => row.tradeName },
      {
        id: 'cnpj',
        label: 'CNPJ',
        sortable: true,
        nowrap: true,
        render: (row) => formatCnpj(row.cnpj),
      },
      { id: 'email', label: 'Email', sortable: true, hidden: true, render: (row) => row.email },
      {
        id: 'city',
        label: 'Cidade',
        sortable: true,
        render: (row) => [row.city, row.uf].filter(Boolean).join(' / '),
      },
      {
        id: 'sector',
        label: 'Setor',
        sortable: true,
        hidden: true,
        render: (row) => (row.sector ? COMPANY_SECTOR_LABELS[row.sector] : ''),
      },
      statusColumn(companyStatus, (row: CompanyRow) => row.status),
      createdColumn(),
    ],
    // The message composer picks a filtered audience with the same filters.
    filters: COMPANY_FILTERS,
    defaultSort: 'legalName',
    searchLabel: 'Buscar por nome, email ou CNPJ',
    bulk: registryBulk({
      selected: { one: '1 empresa selecionada', many: 'empresas selecionadas' },
      rowLabel: (row: CompanyRow) => row.tradeName ?? row.legalName,
      typeUser: 2,
      recipientOf: (row) => ({
        id: row.id,
        name: row.tradeName ?? row.legalName,
        email: row.email,
      }),
      moves: COMPANY_BULK_MOVES,
      useBulkStatus: useBulkCompanyStatus,
      useUndoBulkStatus: useUndoBulkCompanyStatus,
      permission: 'empresas.massa',
    }),
    empty: {
      title: 'Nenhuma empresa cadastrada',
      action: { label: 'Cadastrar empresa', to: paths.dashboard.companies.register },
    },
  },
  status: companyStatus,
  form: {
    load: async () => (await import('./components/company-form')).CompanyForm,
    edit: { useRecord: useCompany, name: (company) => company.legalName },
  },
});
