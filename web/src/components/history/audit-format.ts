import { INTERVIEW_KIND_LABELS, INTERVIEW_STATUS_LABELS } from '@hub/contract/interviews';
import { APPLICATION_LIFECYCLE } from '@hub/contract/applications';
import { ASSESSMENT_LABELS } from '@hub/contract/assessments';
import {
  auditActionLabel,
  auditActorName,
  auditEntityName,
  auditRecordName,
  type AuditEntry,
} from '@hub/contract/audit';
import {
  AREA_LABELS,
  CANDIDATE_LIFECYCLE,
  EDUCATION_LEVEL_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  REGISTRATION_STATUS_LABELS,
} from '@hub/contract/candidates';
import { CATHO_STATE_LABELS } from '@hub/contract/catho';
import { isRecordId } from '@hub/contract/common';
import {
  COMPANY_LIFECYCLE,
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
} from '@hub/contract/companies';
import {
  LGPD_CHANNEL_LABELS,
  LGPD_REQUEST_LIFECYCLE,
  LGPD_RIGHT_LABELS,
} from '@hub/contract/lgpd-requests';
import { AUDIENCE_NAMES, CHANNEL_NAMES, RECIPIENT_TYPE_NAMES } from '@hub/contract/messages';
import { PARTNER_LIFECYCLE } from '@hub/contract/partners';
import { INCIDENT_LIFECYCLE } from '@hub/contract/security-incidents';
import { permissionLabel, PROFILE_PERMISSIONS } from '@hub/contract/permissions';
import { PLAN_INTERVAL_LABELS, PLAN_LIFECYCLE } from '@hub/contract/plans';
import {
  CONTRACT_TYPE_LABELS,
  PROCESS_LIFECYCLE,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '@hub/contract/selective-processes';
import { PAYMENT_METHOD_LABELS, SUBSCRIPTION_LIFECYCLE } from '@hub/contract/subscriptions';
import { SUPER_ADMIN_LIFECYCLE } from '@hub/contract/super-admins';
import { DISCOUNT_TYPE_LABELS, VOUCHER_LIFECYCLE } from '@hub/contract/vouchers';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';

/** The Portuguese name of every field the audited rows carry. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  ...ASSESSMENT_LABELS,
  ...NOTIFICATION_CHANNEL_LABELS,
  legalName: 'Razão social',
  tradeName: 'Nome fantasia',
  name: 'Nome',
  title: 'Título',
  subject: 'Assunto',
  code: 'Código',
  description: 'Descrição',
  about: 'Sobre',
  email: 'Email',
  phone: 'Telefone',
  website: 'Site',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  cep: 'CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  city: 'Cidade',
  uf: 'UF',
  ufs: 'UFs',
  accessProfile: 'Perfil de acesso',
  permissions: 'Permissões',
  builtIn: 'Perfil padrão',
  contactName: 'Contato',
  sector: 'Setor',
  size: 'Porte',
  status: 'Status',
  statusReason: 'Motivo',
  logoUrl: 'Logo',
  photoUrl: 'Foto',
  benefit: 'Benefício',
  birthDate: 'Data de nascimento',
  headline: 'Título profissional',
  linkedinUrl: 'LinkedIn',
  area: 'Área',
  educationLevel: 'Escolaridade',
  registrationNumber: 'Número de registro',
  registrationStatus: 'Situação do registro',
  registrationCheckedAt: 'Registro verificado em',
  consentAt: 'Consentimento em',
  passwordResetSentAt: 'Redefinição de senha enviada em',
  anonymizedAt: 'Anonimizado em',
  videoResumeUrl: 'Vídeo de apresentação',
  notifyEmail: 'Avisos por email',
  notifyWhatsapp: 'Avisos por WhatsApp',
  notifyInApp: 'Avisos no aplicativo',
  occupation: 'Cargo',
  seniority: 'Senioridade',
  contractType: 'Tipo de contrato',
  workMode: 'Modalidade',
  vacancies: 'Vagas',
  maxCandidates: 'Máximo de candidatos',
  salaryMinCents: 'Salário mínimo',
  salaryMaxCents: 'Salário máximo',
  startsAt: 'Início',
  endsAt: 'Término',
  confidential: 'Confidencial',
  publishToCatho: 'Publicar na Catho',
  useValuesTest: 'Usa o teste de valores',
  useCompetencyTest: 'Usa o teste de competências',
  requirements: 'Requisitos',
  interviewQuestions: 'Perguntas da entrevista',
  questions: 'Perguntas',
  stages: 'Etapas',
  position: 'Posição',
  state: 'Situação na Catho',
  error: 'Erro',
  priceCents: 'Preço',
  discountCents: 'Desconto',
  interval: 'Periodicidade',
  features: 'Recursos',
  displayOrder: 'Ordem de exibição',
  maxOpenProcesses: 'Processos abertos',
  maxApplicationsPerProcess: 'Candidaturas por processo',
  discountType: 'Tipo de desconto',
  discountValue: 'Valor do desconto',
  maxRedemptions: 'Máximo de usos',
  redemptions: 'Usos',
  validFrom: 'Válido de',
  validUntil: 'Válido até',
  paymentMethod: 'Forma de pagamento',
  periodStart: 'Início do período',
  periodEnd: 'Fim do período',
  cancelAtPeriodEnd: 'Cancelar ao fim do período',
  typeUser: 'Destinatários',
  audience: 'Público',
  channels: 'Canais',
  recipients: 'Destinatários',
  isDeleted: 'Na lixeira',
  isImportant: 'Importante',
  isFavorite: 'Favorita',
  color: 'Cor',
  messageIds: 'Mensagens',
  ids: 'Mensagens',
  score: 'Nota',
  comment: 'Comentário',
  overall: 'Resultado',
  answers: 'Respostas',
  sizeBytes: 'Tamanho (bytes)',
  overrideReason: 'Motivo da inscrição sem requisitos',
  requirementsAnswers: 'Respostas dos requisitos',
  questionsAnswers: 'Respostas das perguntas',
  customTestAnswers: 'Respostas do teste personalizado',
  valuesAnswers: 'Respostas do teste de valores',
  requirementsScore: 'Nota dos requisitos',
  questionsScore: 'Nota das perguntas',
  customTestScore: 'Nota do teste personalizado',
  valuesScore: 'Nota do teste de valores',
  competencyScore: 'Nota de competências',
  videoInterviewScore: 'Nota da entrevista em vídeo',
  missingMandatory: 'Requisitos obrigatórios faltando',
  method: 'Como',
  sessions: 'Sessões encerradas',
  candidateName: 'Profissional',
  channel: 'Canal',
  right: 'Direito',
  identityCheck: 'Confirmação da identidade',
  details: 'Detalhes',
  receivedOn: 'Recebida em',
  dueOn: 'Prazo',
  executedAt: 'Executada em',
  companiesNotified: 'Empresas avisadas',
  format: 'Formato',
  knownOn: 'Conhecido em',
  dataAffected: 'Dados afetados',
  peopleAffected: 'Pessoas afetadas',
  measures: 'Medidas',
  noticeDueOn: 'Comunicar até',
  notifiedAt: 'Comunicado em',
  durationMinutes: 'Duração (minutos)',
  kind: 'Formato',
  link: 'Link da reunião',
  notes: 'Observações',
  sequence: 'Versão do convite',
  cancelReason: 'Motivo do cancelamento',
  address: 'Endereço',
};

/** How a login proved who it was (the trail's logins and failed attempts). */
const LOGIN_METHOD_LABELS: Record<string, string> = {
  password: 'Senha',
  totp: 'Código do app autenticador',
  'recovery-code': 'Código de recuperação',
  passkey: 'Chave de acesso',
};

/** The codes of the fields that hold one, by their labels; `status` by the entity's lifecycle. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  sector: COMPANY_SECTOR_LABELS,
  size: COMPANY_SIZE_LABELS,
  area: AREA_LABELS,
  educationLevel: EDUCATION_LEVEL_LABELS,
  registrationStatus: REGISTRATION_STATUS_LABELS,
  seniority: SENIORITY_LABELS,
  contractType: CONTRACT_TYPE_LABELS,
  workMode: WORK_MODE_LABELS,
  state: CATHO_STATE_LABELS,
  interval: PLAN_INTERVAL_LABELS,
  discountType: DISCOUNT_TYPE_LABELS,
  paymentMethod: PAYMENT_METHOD_LABELS,
  channels: CHANNEL_NAMES,
  typeUser: RECIPIENT_TYPE_NAMES,
  method: LOGIN_METHOD_LABELS,
  channel: LGPD_CHANNEL_LABELS,
  right: LGPD_RIGHT_LABELS,
  format: { json: 'JSON', html: 'Documento em português' },
  kind: INTERVIEW_KIND_LABELS,
  permissions: Object.fromEntries(
    PROFILE_PERMISSIONS.map((permission) => [permission, permissionLabel(permission)]),
  ),
};

const STATUS_LABELS: Record<string, Record<string, string>> = {
  companies: COMPANY_LIFECYCLE.labels,
  candidates: CANDIDATE_LIFECYCLE.labels,
  partners: PARTNER_LIFECYCLE.labels,
  selective_processes: PROCESS_LIFECYCLE.labels,
  applications: APPLICATION_LIFECYCLE.labels,
  plans: PLAN_LIFECYCLE.labels,
  vouchers: VOUCHER_LIFECYCLE.labels,
  subscriptions: SUBSCRIPTION_LIFECYCLE.labels,
  'super-admins': SUPER_ADMIN_LIFECYCLE.labels,
  'lgpd-requests': LGPD_REQUEST_LIFECYCLE.labels,
  'security-incidents': INCIDENT_LIFECYCLE.labels,
  interviews: INTERVIEW_STATUS_LABELS,
};

/** Fields that say nothing to a reader: ids, bookkeeping, secrets' traces, stored files' keys. */
const UNSHOWN_FIELD =
  /(^id$|Id$|Ids$|^createdAt$|^updatedAt$|^statusChangedAt$|By$|Folded$|Key$|^undoOf$)/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a reader reads it: dates pt-BR, money in reais, Sim/Não, codes by their labels. */
export const formatAuditValue = (field: string, value: unknown, entity = ''): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number')
    return field.endsWith('Cents') ? formatMoney(value) : value.toLocaleString('pt-BR');
  if (typeof value === 'string') {
    const labels = field === 'status' ? STATUS_LABELS[entity] : VALUE_LABELS[field];
    if (labels?.[value]) return labels[value];
    if (field === 'audience' && value in AUDIENCE_NAMES)
      return AUDIENCE_NAMES[value as keyof typeof AUDIENCE_NAMES];
    if (DAY.test(value)) return formatDate(`${value}T12:00:00`);
    if (INSTANT.test(value)) return formatDateTime(value);
    if (isRecordId(value)) return 'registro';
    return value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      if (isRecord(item)) {
        const named = item.name ?? item.title ?? item.text;
        return typeof named === 'string' ? named : null;
      }
      return typeof item === 'object' || isRecordId(item)
        ? null
        : formatAuditValue(field, item, entity);
    });
    if (items.every((item) => item !== null)) return items.length ? items.join(', ') : '—';
    return value.length === 1 ? '1 item' : `${value.length} itens`;
  }
  if (isRecord(value)) {
    if (field === 'audience' && typeof value.kind === 'string')
      return formatAuditValue('audience', value.kind);
    const shown = Object.entries(value).filter(([inner]) => !UNSHOWN_FIELD.test(inner));
    return shown
      .map(
        ([inner, innerValue]) =>
          `${fieldLabel(inner)}: ${formatAuditValue(inner, innerValue, entity)}`,
      )
      .join('; ');
  }
  return String(value);
};

/** A field's Portuguese name; a field the trail does not know yet reads as its words. */
export const fieldLabel = (field: string): string =>
  AUDIT_FIELD_LABELS[field] ??
  field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (char) => char.toUpperCase());

export type AuditChange = { field: string; label: string; before: string; after: string };

/** The rows' fields, or the whole value as one field when it is not a row (a list of answers). */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value === null || value === undefined ? {} : isRecord(value) ? value : { answers: value };

/**
 * What a write changed, field by field: each field it set (a deletion: each field the record had),
 * with its label, before → after, formatted; fields that did not change are left out (a row saved
 * whole lists only what differs), and so are ids and bookkeeping.
 */
export const auditChanges = (
  entry: Pick<AuditEntry, 'entity' | 'before' | 'after'>,
): AuditChange[] => {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  // A write keeps the fields it set: a status change keeps the whole row before and the status after.
  const fields = Object.keys(entry.after === null || entry.after === undefined ? before : after);
  return (
    fields
      .filter((field) => !UNSHOWN_FIELD.test(field))
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => ({
        field,
        label: fieldLabel(field),
        before: formatAuditValue(field, before[field], entry.entity),
        after: formatAuditValue(field, after[field], entry.entity),
      }))
      // Nothing to nothing (a new record's empty fields, null beside absent) is not a change.
      .filter((change) => change.before !== change.after)
  );
};

/** The page of the record a write was made to, where it has one. */
export const auditRecordPath = (entity: string, id: string | null): string | null => {
  if (entity === 'assessment_weights') return paths.dashboard.settings.weights;
  if (!isRecordId(id)) return null;
  switch (entity) {
    case 'companies':
      return paths.dashboard.companies.view(id);
    case 'candidates':
      return paths.dashboard.candidates.view(id);
    case 'partners':
      return paths.dashboard.partners.edit(id);
    case 'selective_processes':
      return paths.dashboard.selectiveProcesses.view(id);
    case 'plans':
      return paths.dashboard.plans.edit(id);
    case 'vouchers':
      return paths.dashboard.vouchers.edit(id);
    case 'subscriptions':
      return paths.dashboard.subscriptions.view(id);
    case 'super-admins':
      return paths.dashboard.superAdmins.root;
    default:
      return null;
  }
};

/** What a row of the trail says: who did what to which record, and where that record is. */
export const auditSummary = (entry: AuditEntry) => ({
  actor: auditActorName(entry),
  action: auditActionLabel(entry.action, entry.before, entry.after),
  entity: auditEntityName(entry.entity),
  record: auditRecordName(entry),
  // A deleted record has no page any more.
  path: entry.action.endsWith('delete') ? null : auditRecordPath(entry.entity, entry.entityId),
});
