import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { messageTemplateOperations, type MessageTemplate } from '@hub/contract/message-templates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ResourceList, type Column } from '../../../components/resource/resource-list';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import {
  templateKeys,
  useDeleteMessageTemplate,
  useMessageTemplate,
} from '../api/message-templates';
import { TemplateForm } from '../components/template-form';

const crumbs = [
  { name: 'Início', href: paths.dashboard.root },
  { name: 'Mensagens', href: paths.dashboard.messages.root },
  { name: 'Modelos de mensagem', href: paths.dashboard.messageTemplates.root },
];

const COLUMNS: Column<MessageTemplate>[] = [
  { id: 'name', label: 'Nome', sortable: true, render: (row) => row.name },
  { id: 'subject', label: 'Assunto', sortable: true, render: (row) => row.subject },
  {
    id: 'fields',
    label: 'Campos',
    render: (row) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {row.fields.map((field) => (
          <Chip key={field} size="small" variant="outlined" label={`{{${field}}}`} />
        ))}
      </Box>
    ),
  },
  {
    id: 'updatedAt',
    label: 'Alterado em',
    sortable: true,
    nowrap: true,
    render: (row) => formatDateTime(row.updatedAt),
  },
];

export const MessageTemplatesListPage = () => {
  return (
    <>
      <PageHeader
        title="Modelos de mensagem"
        crumbs={[...crumbs.slice(0, 2), { name: 'Modelos de mensagem' }]}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.dashboard.messageTemplates.new}
          >
            Novo modelo
          </Button>
        }
      />
      <ResourceList
        list={messageTemplateOperations.listMessageTemplates}
        exportOperation={messageTemplateOperations.exportMessageTemplates}
        queryKey={templateKeys.all}
        columns={COLUMNS}
        defaultSort="name"
        searchLabel="Buscar por nome ou assunto"
        exportName="modelos-de-mensagem"
        views="message-templates"
        rowPath={(row) => paths.dashboard.messageTemplates.edit(row.id)}
        empty={{
          title: 'Nenhum modelo de mensagem',
          description: 'Um modelo guarda um assunto e um texto com campos como {{nome}}.',
          action: { label: 'Criar modelo', to: paths.dashboard.messageTemplates.new },
        }}
      />
    </>
  );
};

export const MessageTemplateNewPage = () => (
  <>
    <PageHeader title="Novo modelo de mensagem" crumbs={[...crumbs, { name: 'Novo' }]} />
    <TemplateForm />
  </>
);

const DeleteTemplateButton = ({ template }: { template: MessageTemplate }) => {
  const navigate = useNavigate();
  const remove = useDeleteMessageTemplate(template.id);
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(undefined);
      enqueueSnackbar('Modelo excluído', { variant: 'success' });
      navigate(paths.dashboard.messageTemplates.root);
    } catch (error) {
      setConfirming(false);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        Excluir modelo
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Excluir o modelo?"
        content={`“${template.name}” deixa de estar disponível. As mensagens já enviadas com ele não mudam.`}
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

export const MessageTemplateEditPage = () => {
  const { id = '' } = useParams();
  const { data } = useMessageTemplate(id);
  return (
    <>
      <PageHeader
        title="Editar modelo de mensagem"
        crumbs={[...crumbs, { name: data?.name ?? '…' }]}
        action={data ? <DeleteTemplateButton template={data} /> : undefined}
      />
      {data ? <TemplateForm key={data.updatedAt} template={data} /> : <LoadingScreen />}
    </>
  );
};
