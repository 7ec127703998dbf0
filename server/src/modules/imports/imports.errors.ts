import { SCOPED_NOT_FOUND } from '../../lib/scope';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_MB,
  IMPORT_MAX_UNPACKED_GB,
  IMPORT_RESOURCE_LABELS,
  linesWithErrors,
  type ImportResource,
} from '@hub/contract/imports';
import { formatCount } from '@hub/contract/counts';
import type { ErrorSpec } from '../../lib/errors';

export const ImportErrors = {
  notFound: SCOPED_NOT_FOUND.imports,
  empty: { kind: 'bad_request', message: 'O arquivo está vazio', field: 'file' },
  headerOnly: {
    kind: 'bad_request',
    message: 'A planilha tem o cabeçalho, mas nenhuma linha de dados',
    field: 'file',
  },
  noHeader: {
    kind: 'bad_request',
    message: 'A primeira linha da planilha deve ter os nomes das colunas',
    field: 'file',
  },
  tooLarge: {
    kind: 'payload_too_large',
    message: `O arquivo passa do limite de ${IMPORT_MAX_MB} MB: divida a planilha em partes menores`,
    field: 'file',
  },
  tooLargeUnpacked: {
    kind: 'payload_too_large',
    message: `A planilha descompactada passa de ${IMPORT_MAX_UNPACKED_GB} GB: divida-a em partes menores`,
    field: 'file',
  },
  notSpreadsheet: {
    kind: 'unsupported_media_type',
    message:
      'O arquivo não é uma planilha: envie um CSV (separado por vírgula ou ponto e vírgula) ou um XLSX',
    field: 'file',
  },
  oldExcel: {
    kind: 'unsupported_media_type',
    message:
      'Planilhas .xls (Excel 97-2003) não são aceitas: no Excel, use "Salvar como" e escolha .xlsx ou CSV',
    field: 'file',
  },
  unreadableWorkbook: {
    kind: 'unsupported_media_type',
    message:
      'Não foi possível ler a planilha XLSX: abra-a no Excel e salve de novo como .xlsx ou CSV',
    field: 'file',
  },
  unreadableCsv: {
    kind: 'bad_request',
    message: 'Não foi possível ler o CSV: confira se as aspas estão fechadas e salve de novo',
    field: 'file',
  },
  notMapping: {
    kind: 'conflict',
    message: 'As colunas desta importação não podem mais ser associadas',
  },
  notReady: { kind: 'conflict', message: 'Esta importação não está pronta para importar' },
  noValidRows: {
    kind: 'conflict',
    message: 'Nenhuma linha válida para importar: corrija a planilha e envie de novo',
  },
  notDone: { kind: 'conflict', message: 'Só uma importação concluída pode ser desfeita' },
  notCancellable: {
    kind: 'conflict',
    message: 'Uma importação iniciada não pode ser cancelada: desfaça-a quando terminar',
  },
} as const satisfies Record<string, ErrorSpec>;

export const tooManyColumns = (count: number): ErrorSpec => ({
  kind: 'bad_request',
  message: `A planilha tem ${count} colunas: o máximo é ${IMPORT_MAX_COLUMNS}. Apague as colunas que não serão importadas`,
  field: 'file',
});

export const lineTooLong = (line: number): ErrorSpec => ({
  kind: 'bad_request',
  message: `A linha ${formatCount(line)} da planilha passa de 1 MB: confira se as aspas estão fechadas e salve de novo`,
  field: 'file',
});

/** A part that unpacks past `ratio` times its stored size: zeros do, a sheet's XML never (decision 023). */
export const packedTooTight = (ratio: number): ErrorSpec => ({
  kind: 'payload_too_large',
  message: `Uma parte do XLSX se expande mais de ${ratio} vezes ao ser descompactada, o que uma planilha não faz: abra-a no Excel e salve de novo como .xlsx ou CSV`,
  field: 'file',
});

export const tooManyParts = (parts: number): ErrorSpec => ({
  kind: 'payload_too_large',
  message: `O XLSX tem mais de ${formatCount(parts)} partes, o que uma planilha não tem: salve no Excel só a aba a importar, como .xlsx ou CSV`,
  field: 'file',
});

export const wrongResource = (found: ImportResource, wanted: ImportResource): ErrorSpec => ({
  kind: 'bad_request',
  message: `Esta planilha parece ser de ${IMPORT_RESOURCE_LABELS[found]}, não de ${IMPORT_RESOURCE_LABELS[wanted]}: importe-a na lista de ${IMPORT_RESOURCE_LABELS[found]}`,
  field: 'file',
});

export const rowsWithErrors = (count: number): ErrorSpec => ({
  kind: 'conflict',
  message: `${linesWithErrors(count)}: corrija a planilha, ou escolha importar só as linhas válidas`,
  code: 'rows_with_errors',
});
