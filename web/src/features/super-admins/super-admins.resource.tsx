import {
  SUPER_ADMIN_LIFECYCLE,
  superAdminOperations,
  type SuperAdminStatus,
} from '@hub/contract/super-admins';
import { createdColumn } from '../../components/resource/created-column';
import { defineResource } from '../../components/resource/define-resource';
import {
  statusFilter,
  type StatusPresentation,
} from '../../components/resource/status-presentation';
import { paths } from '../../routes/paths';
import { superAdminKeys } from './api/super-admins';
import { AccessProfileCell, InviteCell, StatusCell, UfsCell } from './components/super-admin-cells';
import { SessionsCell } from './components/sessions-cell';
import { superAdminsNav } from './super-admins.nav';

const superAdminStatus: StatusPresentation<SuperAdminStatus> = {
  lifecycle: SUPER_ADMIN_LIFECYCLE,
  labels: SUPER_ADMIN_LIFECYCLE.labels,
  colors: { active: 'success', inactive: 'default' },
  verbs: { active: 'Reativar', inactive: 'Desativar' },
};

/** The administrators: rows are acted on in place (status, invitation); there is no edit page. */
export const superAdminResource = defineResource({
  nav: superAdminsNav,
  noun: 'administrador',
  list: {
    operation: superAdminOperations.listSuperAdmins,
    exportOperation: superAdminOperations.exportSuperAdmins,
    exportName: 'administradores',
    queryKey: superAdminKeys.all,
    savedViews: 'super-admins',
    columns: [
      { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
      { id: 'email', label: 'Email', sortable: true, render: (row) => row.email },
      { id: 'occupation', label: 'Cargo', sortable: true, render: (row) => row.occupation },
      {
        id: 'accessProfile',
        label: 'Perfil de acesso',
        render: (row) => <AccessProfileCell admin={row} />,
      },
      { id: 'ufs', label: 'UFs', render: (row) => <UfsCell admin={row} /> },
      { id: 'hasPassword', label: 'Convite', render: (row) => <InviteCell admin={row} /> },
      {
        id: 'status',
        label: 'Status',
        sortable: true,
        render: (row) => <StatusCell admin={row} presentation={superAdminStatus} />,
      },
      { id: 'sessions', label: 'Sessões', render: (row) => <SessionsCell admin={row} /> },
      createdColumn({ hidden: true }),
    ],
    filters: [statusFilter(superAdminStatus)],
    defaultSort: 'name',
    searchLabel: 'Buscar por nome ou email',
    empty: {
      title: 'Nenhum administrador além de você',
      action: { label: 'Convidar administrador', to: paths.dashboard.superAdmins.new },
    },
  },
  status: superAdminStatus,
  form: {
    load: async () => (await import('./components/super-admin-form')).SuperAdminForm,
  },
});
