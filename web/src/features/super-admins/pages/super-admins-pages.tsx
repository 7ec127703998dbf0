import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { optionsOf } from '@hub/contract/fields';
import {
  SUPER_ADMIN_LIFECYCLE,
  superAdminCreateSchema,
  superAdminOperations,
  type SuperAdmin,
  type SuperAdminStatus,
} from '@hub/contract/super-admins';
import { Form } from '../../../components/form/form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { PageHeader } from '../../../components/page-header';
import { ResourceList, type Column } from '../../../components/resource/resource-list';
import { StatusActions } from '../../../components/resource/status-actions';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { useAuth } from '../../../auth/auth-context';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import {
  superAdminKeys,
  useCreateSuperAdmin,
  useResendInvite,
  useSuperAdminStatus,
} from '../api/super-admins';

const crumbs = [
  { name: 'Início', href: paths.dashboard.root },
  { name: 'Administradores', href: paths.dashboard.superAdmins.root },
];

const StatusCell = ({ admin }: { admin: SuperAdmin }) => {
  const { user } = useAuth();
  const mutation = useSuperAdminStatus();
  const move = async (status: SuperAdminStatus) => {
    try {
      await mutation.mutateAsync({ id: admin.id, status });
      enqueueSnackbar(`${admin.name}: ${SUPER_ADMIN_LIFECYCLE.labels[status]}`, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <StatusChip
        label={SUPER_ADMIN_LIFECYCLE.labels[admin.status]}
        color={admin.status === 'active' ? 'success' : 'default'}
      />
      {admin.id !== user?.id && (
        <StatusActions
          lifecycle={SUPER_ADMIN_LIFECYCLE}
          status={admin.status}
          verbs={{ active: 'Reativar', inactive: 'Desativar' }}
          loading={mutation.isPending}
          onMove={move}
        />
      )}
    </Box>
  );
};

const InviteCell = ({ admin }: { admin: SuperAdmin }) => {
  const resend = useResendInvite();
  if (admin.hasPassword) return 'Aceito';
  const send = async () => {
    try {
      await resend.mutateAsync(admin.id);
      enqueueSnackbar(`Convite reenviado para ${admin.email}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      Pendente
      {admin.status === 'active' && (
        <Button size="small" loading={resend.isPending} onClick={send}>
          Reenviar convite
        </Button>
      )}
    </Box>
  );
};

const COLUMNS: Column<SuperAdmin>[] = [
  { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
  { id: 'email', label: 'Email', sortable: true, render: (row) => row.email },
  { id: 'occupation', label: 'Cargo', sortable: true, render: (row) => row.occupation },
  {
    id: 'hasPassword',
    label: 'Convite',
    render: (row) => <InviteCell admin={row} />,
  },
  { id: 'status', label: 'Status', sortable: true, render: (row) => <StatusCell admin={row} /> },
  {
    id: 'createdAt',
    label: 'Cadastro',
    sortable: true,
    hidden: true,
    render: (row) => formatDate(row.createdAt),
  },
];

export const SuperAdminsListPage = () => (
  <>
    <PageHeader
      title="Administradores"
      crumbs={[crumbs[0] ?? { name: 'Início' }, { name: 'Administradores' }]}
      action={
        <Button variant="contained" component={RouterLink} to={paths.dashboard.superAdmins.new}>
          Novo administrador
        </Button>
      }
    />
    <ResourceList
      views="super-admins"
      list={superAdminOperations.listSuperAdmins}
      exportOperation={superAdminOperations.exportSuperAdmins}
      queryKey={superAdminKeys.all}
      columns={COLUMNS}
      filters={[
        { name: 'status', label: 'Status', options: optionsOf(SUPER_ADMIN_LIFECYCLE.labels) },
      ]}
      defaultSort="name"
      searchLabel="Buscar por nome ou email"
      exportName="administradores"
      empty={{
        title: 'Nenhum administrador além de você',
        action: { label: 'Convidar administrador', to: paths.dashboard.superAdmins.new },
      }}
    />
  </>
);

export const SuperAdminNewPage = () => {
  const navigate = useNavigate();
  const create = useCreateSuperAdmin();
  const form = useForm({
    resolver: zodResolver(superAdminCreateSchema),
    defaultValues: { name: '', occupation: '', email: '' },
  });
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      allowLeave();
      enqueueSnackbar('Administrador criado: o convite foi enviado por email', {
        variant: 'success',
      });
      navigate(paths.dashboard.superAdmins.root);
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });
  return (
    <>
      <PageHeader title="Novo administrador" crumbs={[...crumbs, { name: 'Novo' }]} />
      <SectionCard
        title="Dados do administrador"
        description="Um email de convite com o link para criar a senha será enviado."
      >
        <Form form={form} onSubmit={onSubmit} submitLabel="Criar e enviar convite">
          <RhfTextField control={form.control} name="name" label="Nome" required />
          <RhfTextField control={form.control} name="occupation" label="Cargo" />
          <RhfTextField control={form.control} name="email" label="Email" type="email" required />
        </Form>
      </SectionCard>
    </>
  );
};
