import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { messageTemplateOperations } from '@hub/contract/message-templates';
import { defineResource, HOME_CRUMB } from '../../components/resource/define-resource';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../routes/paths';
import { templateKeys, useMessageTemplate } from './api/message-templates';
import { DeleteTemplateButton } from './components/delete-template-button';
import { messageTemplatesNav, messageTemplatesPaths } from './message-templates.nav';

export const messageTemplateResource = defineResource({
  nav: messageTemplatesNav,
  noun: 'modelo de mensagem',
  createLabel: 'Novo modelo',
  crumbs: [HOME_CRUMB, { name: 'Mensagens', href: paths.dashboard.messages.root }],
  list: {
    operation: messageTemplateOperations.listMessageTemplates,
    exportOperation: messageTemplateOperations.exportMessageTemplates,
    exportName: 'modelos-de-mensagem',
    savedViews: 'message-templates',
    queryKey: templateKeys.all,
    columns: [
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
    ],
    defaultSort: 'name',
    searchLabel: 'Buscar por nome ou assunto',
    empty: {
      title: 'Nenhum modelo de mensagem',
      description: 'Um modelo guarda um assunto e um texto com campos como {{nome}}.',
      action: { label: 'Criar modelo', to: messageTemplatesPaths.create },
    },
  },
  form: {
    load: async () => (await import('./components/template-form')).TemplateForm,
    edit: {
      useRecord: useMessageTemplate,
      name: (template) => template.name,
      action: DeleteTemplateButton,
    },
  },
});
