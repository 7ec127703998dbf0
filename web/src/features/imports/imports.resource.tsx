import { IMPORT_STATUS_LABELS, importOperations } from '@hub/contract/imports';
import { optionsOf } from '@hub/contract/fields';
import { defineResource } from '../../components/resource/define-resource';
import { formatDateTime } from '../../lib/format';
import { importKeys } from './api/imports';
import { ImportStatusChip, importTitle, resultText } from './components/import-status';
import { importsNav } from './imports.nav';

/** The spreadsheets brought into the registries, newest first: each opens its preview or report. */
export const importResource = defineResource({
  nav: importsNav,
  title: 'Importações de planilhas',
  description:
    'Planilhas enviadas pelas listas de empresas, profissionais e parceiros ("Importar planilha").',
  list: {
    operation: importOperations.listImports,
    queryKey: importKeys.all,
    columns: [
      {
        id: 'createdAt',
        label: 'Enviada em',
        sortable: true,
        nowrap: true,
        render: (row) => formatDateTime(row.createdAt),
      },
      { id: 'resource', label: 'Cadastro', render: (row) => importTitle(row.resource) },
      { id: 'fileName', label: 'Arquivo', render: (row) => row.fileName },
      { id: 'status', label: 'Status', render: (row) => <ImportStatusChip status={row.status} /> },
      { id: 'figures', label: 'Resultado', render: resultText },
      { id: 'createdBy', label: 'Enviada por', render: (row) => row.createdByName ?? '' },
    ],
    filters: [
      {
        name: 'resource',
        label: 'Cadastro',
        options: [
          { value: 'companies', label: 'Empresas' },
          { value: 'candidates', label: 'Profissionais' },
          { value: 'partners', label: 'Parceiros' },
        ],
      },
      { name: 'status', label: 'Status', options: optionsOf(IMPORT_STATUS_LABELS) },
    ],
    defaultSort: 'createdAt',
    initialQuery: { order: 'desc' },
    searchLabel: 'Buscar por nome do arquivo',
    empty: {
      title: 'Nenhuma planilha importada',
      description: 'Use "Importar planilha" nas listas de empresas, profissionais e parceiros.',
    },
  },
});
