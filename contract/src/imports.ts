import { z } from 'zod';
import {
  AREA_LABELS,
  candidateInputSchema,
  candidateSchema,
  EDUCATION_LEVEL_LABELS,
} from './candidates';
import { apiErrorSchema, csvAnswerSchema, foldText, idSchema } from './common';
import {
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
  companyInputSchema,
  companySchema,
} from './companies';
import { formatCount } from './counts';
import { listContract } from './list-resource';
import { defineOperations } from './operation';
import { partnerInputSchema, partnerSchema } from './partners';
import { personalFields, type PersonalKind } from './personal-data';

/** The registries a spreadsheet can bring records into, by the audit trail's names of their entities. */
export const IMPORT_RESOURCES = ['companies', 'candidates', 'partners'] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/** The registry's name in sentences: 'importe-a na lista de empresas'. */
export const IMPORT_RESOURCE_LABELS: Record<ImportResource, string> = {
  companies: 'empresas',
  candidates: 'profissionais',
  partners: 'parceiros',
};

export const IMPORT_MAX_MB = 50;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** A workbook's parts, unpacked, at most: a 50 MB XLSX of real rows unpacks to well under it; a ZIP bomb not. */
export const IMPORT_MAX_UNPACKED_GB = 2;
export const IMPORT_MAX_COLUMNS = 100;

/**
 * A field a column can fill. `aliases` are the headers it is recognised by, compared folded
 * (accents, case and punctuation ignored); `labels` turn a Portuguese label ('Superior') into the
 * stored code; `kind` says how a cell is read before the contract's schema checks it.
 */
export type ImportField = {
  field: string;
  label: string;
  aliases: readonly string[];
  required?: boolean;
  kind?: 'cpf' | 'cnpj' | 'date' | 'phone';
  labels?: Record<string, string>;
  /** The example row of 'Baixar modelo'. */
  example: string;
};

const NAME_ALIASES = ['nome', 'nome completo'];
const EMAIL_ALIASES = ['email', 'e-mail', 'e mail', 'correio eletronico'];
const PHONE_ALIASES = ['telefone', 'celular', 'fone', 'whatsapp', 'telefone celular'];
const CITY_ALIASES = ['municipio', 'cidade'];
const UF_ALIASES = ['uf', 'estado'];
const SITE_ALIASES = ['site', 'website', 'pagina'];

export const IMPORT_FIELDS: Record<ImportResource, readonly ImportField[]> = {
  candidates: [
    {
      field: 'name',
      label: 'Nome',
      aliases: NAME_ALIASES,
      required: true,
      example: 'Maria da Silva',
    },
    {
      field: 'cpf',
      label: 'CPF',
      aliases: ['cpf'],
      required: true,
      kind: 'cpf',
      example: '529.982.247-25',
    },
    {
      field: 'email',
      label: 'E-mail',
      aliases: EMAIL_ALIASES,
      required: true,
      example: 'maria.silva@exemplo.com.br',
    },
    {
      field: 'phone',
      label: 'Celular',
      aliases: PHONE_ALIASES,
      kind: 'phone',
      example: '(11) 98765-4321',
    },
    {
      field: 'registrationNumber',
      label: 'Registro no conselho',
      aliases: [
        'registro no conselho',
        'registro',
        'numero de registro',
        'inscricao',
        'numero do registro',
      ],
      example: 'CRA-SP 123456',
    },
    {
      field: 'birthDate',
      label: 'Nascimento',
      aliases: ['nascimento', 'data de nascimento', 'data nascimento'],
      kind: 'date',
      example: '15/03/1990',
    },
    { field: 'city', label: 'Município', aliases: CITY_ALIASES, example: 'São Paulo' },
    { field: 'uf', label: 'UF', aliases: UF_ALIASES, example: 'SP' },
    {
      field: 'educationLevel',
      label: 'Escolaridade',
      aliases: ['escolaridade', 'formacao'],
      labels: EDUCATION_LEVEL_LABELS,
      example: 'Superior',
    },
    {
      field: 'area',
      label: 'Área',
      aliases: ['area', 'area de atuacao'],
      labels: AREA_LABELS,
      example: 'Gestão de pessoas',
    },
    {
      field: 'headline',
      label: 'Título',
      aliases: ['titulo', 'cargo', 'titulo profissional'],
      example: 'Analista de recursos humanos',
    },
    {
      field: 'linkedinUrl',
      label: 'LinkedIn',
      aliases: ['linkedin'],
      example: 'https://www.linkedin.com/in/mariasilva',
    },
    { field: 'about', label: 'Sobre', aliases: ['sobre', 'resumo'], example: '' },
  ],
  companies: [
    {
      field: 'legalName',
      label: 'Razão social',
      aliases: ['razao social'],
      required: true,
      example: 'Exemplo Comércio Ltda',
    },
    {
      field: 'tradeName',
      label: 'Nome fantasia',
      aliases: ['nome fantasia', 'fantasia'],
      example: 'Exemplo',
    },
    {
      field: 'cnpj',
      label: 'CNPJ',
      aliases: ['cnpj'],
      required: true,
      kind: 'cnpj',
      example: '11.222.333/0001-81',
    },
    {
      field: 'email',
      label: 'E-mail',
      aliases: EMAIL_ALIASES,
      required: true,
      example: 'contato@exemplo.com.br',
    },
    {
      field: 'phone',
      label: 'Telefone',
      aliases: PHONE_ALIASES,
      kind: 'phone',
      example: '(11) 3333-4444',
    },
    { field: 'website', label: 'Site', aliases: SITE_ALIASES, example: 'www.exemplo.com.br' },
    {
      field: 'sector',
      label: 'Setor',
      aliases: ['setor', 'ramo'],
      labels: COMPANY_SECTOR_LABELS,
      example: 'Comércio',
    },
    {
      field: 'size',
      label: 'Porte',
      aliases: ['porte'],
      labels: COMPANY_SIZE_LABELS,
      example: 'Microempresa',
    },
    { field: 'cep', label: 'CEP', aliases: ['cep'], example: '01310-100' },
    {
      field: 'street',
      label: 'Logradouro',
      aliases: ['logradouro', 'endereco', 'rua'],
      example: 'Avenida Paulista',
    },
    { field: 'number', label: 'Número', aliases: ['numero'], example: '1000' },
    { field: 'complement', label: 'Complemento', aliases: ['complemento'], example: 'Sala 12' },
    { field: 'district', label: 'Bairro', aliases: ['bairro'], example: 'Bela Vista' },
    { field: 'city', label: 'Município', aliases: CITY_ALIASES, example: 'São Paulo' },
    { field: 'uf', label: 'UF', aliases: UF_ALIASES, example: 'SP' },
    {
      field: 'contactName',
      label: 'Contato',
      aliases: ['contato', 'responsavel', 'nome do contato'],
      example: 'João Souza',
    },
    { field: 'about', label: 'Sobre', aliases: ['sobre', 'descricao'], example: '' },
  ],
  partners: [
    {
      field: 'name',
      label: 'Nome',
      aliases: NAME_ALIASES,
      required: true,
      example: 'Academia Exemplo',
    },
    {
      field: 'cnpj',
      label: 'CNPJ',
      aliases: ['cnpj'],
      kind: 'cnpj',
      example: '11.222.333/0001-81',
    },
    {
      field: 'email',
      label: 'E-mail',
      aliases: EMAIL_ALIASES,
      required: true,
      example: 'parcerias@exemplo.com.br',
    },
    {
      field: 'phone',
      label: 'Telefone',
      aliases: PHONE_ALIASES,
      kind: 'phone',
      example: '(11) 3333-4444',
    },
    { field: 'website', label: 'Site', aliases: SITE_ALIASES, example: 'www.exemplo.com.br' },
    {
      field: 'benefit',
      label: 'Benefício',
      aliases: ['beneficio', 'desconto'],
      example: '20% de desconto na mensalidade',
    },
    { field: 'description', label: 'Descrição', aliases: ['descricao', 'sobre'], example: '' },
  ],
};

/** The contract's own input schema of each registry: a row is checked as the form checks it. */
export const IMPORT_INPUT_SCHEMAS = {
  candidates: candidateInputSchema,
  companies: companyInputSchema,
  partners: partnerInputSchema,
} as const;

/** The registries' answers: a field they mark as personal data (decision 030) is so in an import's cells too. */
const IMPORT_ANSWER_SCHEMAS = {
  candidates: candidateSchema,
  companies: companySchema,
  partners: partnerSchema,
} as const;

/** A header as it is compared: folded, punctuation and spacing collapsed ('E-mail ' → 'e mail'). */
export const foldHeader = (header: string): string =>
  foldText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The field a header names in this registry, or null. */
export const fieldOfHeader = (resource: ImportResource, header: string): string | null => {
  const folded = foldHeader(header);
  if (!folded) return null;
  const found = IMPORT_FIELDS[resource].find((field) =>
    field.aliases.some((alias) => foldHeader(alias) === folded),
  );
  return found?.field ?? null;
};

/**
 * The personal data a column of an import holds: the mark, on the registry's answer, of the field
 * it fills or of the one its header names (a CPF column left unmapped, or mapped elsewhere, is a
 * CPF still). A professional's CPF, phone and birth date; a company's phone is the company's line.
 */
export const importPersonalKind = (
  resource: ImportResource,
  column: Pick<ImportColumn, 'header' | 'field'>,
): PersonalKind | undefined => {
  const shape: Record<string, z.ZodType | undefined> = IMPORT_ANSWER_SCHEMAS[resource].shape;
  const kindOf = (field: string | null) => {
    const schema = field === null ? undefined : shape[field];
    return schema && personalFields.get(schema)?.personal;
  };
  return kindOf(column.field) ?? kindOf(fieldOfHeader(resource, column.header));
};

export const IMPORT_STATUSES = [
  'mapping',
  'validating',
  'ready',
  'importing',
  'done',
  'undoing',
  'undone',
  'cancelled',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  mapping: 'Associando colunas',
  validating: 'Verificando',
  ready: 'Pronta para importar',
  importing: 'Importando',
  done: 'Concluída',
  undoing: 'Desfazendo',
  undone: 'Desfeita',
  cancelled: 'Cancelada',
  failed: 'Falhou',
};

/** The statuses of work under way in the background: the shell shows their progress. */
export const IMPORT_RUNNING: readonly ImportStatus[] = ['validating', 'importing', 'undoing'];

/** What to do with a row whose CPF, CNPJ or email is already registered. */
export const IMPORT_MATCH_ACTIONS = ['skip', 'fill_empty', 'overwrite'] as const;
export type ImportMatchAction = (typeof IMPORT_MATCH_ACTIONS)[number];
export const IMPORT_MATCH_LABELS: Record<ImportMatchAction, string> = {
  skip: 'Pular (deixar o cadastro como está)',
  fill_empty: 'Atualizar só os campos vazios',
  overwrite: 'Atualizar todos os campos associados',
};

/** A row of the preview: checked, checked with an error, or matching a registered record. */
export const IMPORT_ROW_STATES = ['new', 'match', 'invalid'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];
export const IMPORT_ROW_STATE_LABELS: Record<ImportRowState, string> = {
  new: 'Novo',
  match: 'Já cadastrado',
  invalid: 'Com erro',
};

export const IMPORT_OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'Criado',
  updated: 'Atualizado',
  skipped: 'Pulado',
  failed: 'Falhou',
};

export const IMPORT_UNDO_OUTCOMES = ['removed', 'restored', 'kept'] as const;
export type ImportUndoOutcome = (typeof IMPORT_UNDO_OUTCOMES)[number];
export const IMPORT_UNDO_LABELS: Record<ImportUndoOutcome, string> = {
  removed: 'Removido',
  restored: 'Restaurado',
  kept: 'Mantido',
};

/** 'Uma linha tem erros', '20.000 linhas têm erros': the preview's and the start's refusal say it alike. */
export const linesWithErrors = (count: number): string =>
  count === 1 ? 'Uma linha tem erros' : `${formatCount(count)} linhas têm erros`;

/** A column of the file: its header and the field it fills (null: ignored). */
export const importColumnSchema = z.object({
  index: z.number().int(),
  header: z.string(),
  field: z.string().nullable(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

const countsSchema = z.object({
  total: z.number().int(),
  /** Rows done in the phase under way (verifying, importing or undoing). */
  processed: z.number().int(),
  invalid: z.number().int(),
  matches: z.number().int(),
  warnings: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
  restored: z.number().int(),
  kept: z.number().int(),
});
export type ImportCounts = z.infer<typeof countsSchema>;

export const importSchema = z.object({
  id: z.uuid(),
  resource: z.enum(IMPORT_RESOURCES),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  /** 'CSV (Windows-1252, ponto e vírgula)' or 'XLSX': how the file was read. */
  format: z.string(),
  columns: z.array(importColumnSchema),
  onMatch: z.enum(IMPORT_MATCH_ACTIONS).nullable(),
  validOnly: z.boolean(),
  counts: countsSchema,
  /** Why the background work stopped for good, when it failed. */
  error: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importIssueSchema = z.object({
  /** The header of the column at fault; null for the row as a whole. */
  column: z.string().nullable(),
  message: z.string(),
  /** A warning is a fix made and said (a CPF completed with zeros); the row still imports. */
  warning: z.boolean(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importRowSchema = z.object({
  id: z.uuid(),
  /** The line of the spreadsheet (the header is line 1): what the administrator fixes. */
  line: z.number().int(),
  /** The file's cells, in its columns' order: those of personal data (`importPersonalKind`) masked without the grant. */
  cells: z.array(z.string()),
  state: z.enum(IMPORT_ROW_STATES),
  issues: z.array(importIssueSchema),
  /** The registered record a matching row is, and its name. */
  matchId: z.uuid().nullable(),
  matchLabel: z.string().nullable(),
  outcome: z.enum(IMPORT_OUTCOMES).nullable(),
  outcomeMessage: z.string().nullable(),
  recordId: z.uuid().nullable(),
  undoOutcome: z.enum(IMPORT_UNDO_OUTCOMES).nullable(),
  undoMessage: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

const importRowList = listContract({
  row: importRowSchema,
  sorts: ['line'],
  defaultSort: 'line',
  filters: {
    state: z.enum(IMPORT_ROW_STATES, { error: 'Situação inválida' }).optional(),
    outcome: z.enum(IMPORT_OUTCOMES, { error: 'Resultado inválido' }).optional(),
    undoOutcome: z.enum(IMPORT_UNDO_OUTCOMES, { error: 'Resultado inválido' }).optional(),
    /** Rows with a warning (a CPF completed with zeros). */
    warning: z.enum(['true']).optional(),
  },
});
export const importRowsQuerySchema = importRowList.query;
export type ImportRowsQuery = z.infer<typeof importRowsQuerySchema>;
export const importRowsPageSchema = importRowList.page;

const importList = listContract({
  row: importSchema,
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    resource: z.enum(IMPORT_RESOURCES, { error: 'Cadastro inválido' }).optional(),
    status: z.enum(IMPORT_STATUSES, { error: 'Status inválido' }).optional(),
  },
});
export const importListQuerySchema = importList.query;
export type ImportListQuery = z.infer<typeof importListQuerySchema>;
export const importPageSchema = importList.page;

export const importRunningSchema = z.object({ rows: z.array(importSchema) });

const resourceParamsSchema = z.object({
  resource: z.enum(IMPORT_RESOURCES, {
    error: 'Cadastro inválido: empresas, profissionais ou parceiros',
  }),
});

export const importMappingBodySchema = z.object({
  /** The field each column fills, by the column's position; null ignores it. */
  columns: z
    .array(z.object({ index: z.number().int().min(0), field: z.string().nullable() }))
    .max(IMPORT_MAX_COLUMNS),
});
export type ImportMappingBody = z.infer<typeof importMappingBodySchema>;

export const importStartBodySchema = z.object({
  onMatch: z.enum(IMPORT_MATCH_ACTIONS, {
    error: 'Escolha o que fazer com quem já está cadastrado',
  }),
  /** The rows with errors are left out: without it, a file with errors is not imported at all. */
  validOnly: z.boolean().default(false),
});
export type ImportStartBody = z.infer<typeof importStartBodySchema>;

const idParams = z.object({ id: idSchema });

/** Spreadsheets brought into a registry: upload, mapping, preview, the job, its report and its undo. */
export const importOperations = defineOperations({
  listImports: {
    method: 'GET',
    path: '/imports',
    summary: 'Lista as importações de planilhas, das mais recentes às mais antigas',
    tag: 'imports',
    permission: 'importar',
    query: importListQuerySchema,
    responses: { 200: importPageSchema, 400: apiErrorSchema },
  },
  listRunningImports: {
    method: 'GET',
    path: '/imports/running',
    summary: 'As importações em andamento (verificando, importando ou desfazendo), com o progresso',
    tag: 'imports',
    permission: 'importar',
    responses: { 200: importRunningSchema },
  },
  downloadImportTemplate: {
    method: 'GET',
    path: '/imports/template/:resource',
    summary:
      'O modelo de planilha de um cadastro: as colunas esperadas e uma linha de exemplo (CSV)',
    tag: 'imports',
    permission: 'importar',
    params: resourceParamsSchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
  uploadImport: {
    method: 'POST',
    path: '/imports/upload/:resource',
    summary:
      'Envia uma planilha (CSV ou XLSX) para importar em um cadastro; responde as colunas e a associação sugerida',
    tag: 'imports',
    permission: 'importar',
    params: resourceParamsSchema,
    consumes: ['multipart/form-data'],
    responses: { 201: importSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
  },
  getImport: {
    method: 'GET',
    path: '/imports/:id',
    summary: 'Uma importação: status, colunas, contagens e progresso',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    responses: { 200: importSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  listImportRows: {
    method: 'GET',
    path: '/imports/:id/rows',
    summary: 'As linhas de uma importação verificadas, com os erros por coluna e o resultado',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    query: importRowsQuerySchema,
    responses: { 200: importRowsPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  mapImportColumns: {
    method: 'PUT',
    path: '/imports/:id/mapping',
    summary:
      'Associa as colunas da planilha aos campos e verifica todas as linhas (em segundo plano)',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    body: importMappingBodySchema,
    responses: { 200: importSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  startImport: {
    method: 'POST',
    path: '/imports/:id/start',
    summary:
      'Importa as linhas verificadas (em segundo plano), dizendo o que fazer com quem já está cadastrado',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    body: importStartBodySchema,
    responses: { 202: importSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  cancelImport: {
    method: 'POST',
    path: '/imports/:id/cancel',
    summary: 'Desiste de uma importação ainda não iniciada',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    responses: { 200: importSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  undoImport: {
    method: 'POST',
    path: '/imports/:id/undo',
    summary:
      'Desfaz uma importação: remove o que criou e restaura o que alterou, menos o que mudou depois',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    responses: { 202: importSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
  },
  exportFailedImportRows: {
    method: 'GET',
    path: '/imports/:id/failed.csv',
    summary:
      'As linhas que não entraram, com as colunas da planilha e os motivos (coluna Erros), para corrigir e enviar de novo',
    tag: 'imports',
    permission: 'importar',
    params: idParams,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
});
