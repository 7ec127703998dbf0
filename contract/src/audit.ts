import { z } from 'zod';
import { apiErrorSchema, csvAnswerSchema } from './common';
import { withDeclared, type DomainDeclaration } from './domain';
import { DOMAINS } from './domains.generated';
import { defineOperations } from './operation';
import { personal } from './personal-data';
import { listContract } from './list-resource';

/** One administrator write, as `GET /logs/audit` lists it. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The administrator's name now (their email when they have no profile); null for the platform's own writes. */
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record's name when it was written: a company's, a process's title… */
  recordLabel: z.string().nullable(),
  before: personal('written', z.unknown()),
  after: personal('written', z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditList = listContract({
  row: auditEntrySchema,
  sorts: ['createdAt', 'action', 'entity', 'actorEmail'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    entity: z.string().trim().max(60).optional(),
    entityId: z.string().trim().max(60).optional(),
    actorId: z.uuid({ error: 'Identificador inválido' }).optional(),
    action: z.string().trim().max(60).optional(),
  },
  createdRange: true,
});
export const auditListQuerySchema = auditList.query;
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
/** The CSV of the trail: the list's filters, search key and order, without its page. */
export const auditExportQuerySchema = auditList.exportQuery;
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditPageSchema = auditList.page;
export type AuditPage = z.infer<typeof auditPageSchema>;

/** What the trail calls each entity the code writes (lib/audit.ts callers) that no `defineDomain` names. */
const OWN_ENTITY_NAMES: Record<string, string> = {
  applications: 'Candidatura',
  'message-labels': 'Marcador de mensagens',
  'access-profiles': 'Perfil de acesso',
  users: 'Usuário',
  'values-test': 'Item do teste de valores',
  question_sheets: 'Questionário',
  assessment_weights: 'Pesos das avaliações',
  notes: 'Nota',
  'saved-views': 'Visão salva',
  imports: 'Importação',
  stage_rules: 'Regra de automação',
  lgpd_settings: 'Configurações de LGPD',
};

const declaredDomains: readonly DomainDeclaration[] = DOMAINS;

/** What the trail calls each entity the code writes: the product's own and its domains'. */
export const AUDIT_ENTITY_NAMES: Record<string, string> = Object.fromEntries(
  withDeclared(
    Object.entries(OWN_ENTITY_NAMES),
    declaredDomains.flatMap(({ audit }) => (audit ? [{ key: audit.entity, entry: audit.name }] : [])),
  ),
);

/** An entity's name, never its code: an entity the trail does not know reads as a record. */
export const auditEntityName = (entity: string): string => AUDIT_ENTITY_NAMES[entity] ?? 'Registro';

/** What each action the code writes did, in the past tense of the administrator who did it. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'criou',
  update: 'alterou',
  delete: 'excluiu',
  anonymize: 'anonimizou',
  'status.change': 'alterou o status',
  'status.undo': 'desfez a mudança de status',
  'access-profile.change': 'mudou o perfil de acesso',
  'personal-data.reveal': 'viu os dados pessoais completos de',
  'lgpd-file.download': 'baixou o arquivo do titular da',
  'whatsapp-consent.record': 'registrou o consentimento para WhatsApp de',
  'whatsapp-consent.revoke': 'registrou a revogação do consentimento para WhatsApp de',
  'logo.update': 'alterou o logo',
  'photo.update': 'alterou a foto',
  'password.change': 'trocou a senha',
  'password-reset.send': 'enviou a redefinição de senha',
  'profile.update': 'alterou o perfil',
  'settings.update': 'alterou as notificações',
  'invite.resend': 'reenviou o convite',
  'plan.create': 'criou',
  'plan.update': 'alterou',
  'plan.status': 'alterou o status',
  'voucher.create': 'criou',
  'voucher.update': 'alterou',
  'voucher.status': 'alterou o status',
  'subscription.create': 'criou',
  'subscription.update': 'alterou',
  'subscription.status': 'alterou o status',
  'subscription.renew': 'renovou',
  'subscription.cancel_at_period_end': 'pediu o cancelamento ao fim do período',
  'subscription.end': 'encerrou ao fim do período',
  'message.send': 'enviou',
  'message.update': 'alterou',
  'message.update-group': 'alterou em grupo',
  'label.create': 'criou',
  'label.update': 'alterou',
  'label.delete': 'excluiu',
  'label.tag': 'marcou mensagens com',
  'label.untag': 'desmarcou mensagens de',
  'stages.update': 'alterou as etapas',
  'stage.move': 'moveu de etapa',
  'stage.undo': 'desfez a movimentação',
  enrol: 'inscreveu',
  'enrol.override': 'inscreveu sem os requisitos',
  'weights.update': 'alterou',
  'values-test.answer': 'respondeu o teste de valores',
  'competency-test.answer': 'respondeu o teste de competências',
  'video-resume.update': 'enviou o vídeo de apresentação',
  'video-resume.remove': 'removeu o vídeo de apresentação',
  'video-interview.upload': 'enviou a videoentrevista',
  'video-interview.score': 'avaliou a videoentrevista',
  'catho.publish': 'publicou na Catho',
  'catho.update': 'atualizou na Catho',
  'catho.remove': 'removeu da Catho',
  'import.start': 'iniciou a importação',
  'import.finish': 'concluiu a importação',
  'import.undo': 'pediu para desfazer a importação',
  'import.undone': 'desfez a importação',
  'import.create': 'criou por importação de planilha',
  'import.update': 'alterou por importação de planilha',
  'import.restore': 'restaurou ao desfazer uma importação',
  'import.remove': 'excluiu ao desfazer uma importação',
  login: 'entrou',
  'login.failed': 'tentou entrar sem sucesso',
  'device.recognize': 'reconheceu um navegador pelo link enviado por email',
  logout: 'saiu',
  'session.end': 'encerrou uma sessão',
  'sessions.end-others': 'encerrou as outras sessões',
  'sessions.end': 'encerrou as sessões',
  'totp.add': 'ativou o app autenticador',
  'totp.remove': 'removeu o app autenticador',
  'recovery-codes.renew': 'gerou novos códigos de recuperação',
  'passkey.add': 'cadastrou uma chave de acesso',
  'passkey.remove': 'removeu uma chave de acesso',
  'factors.reset': 'redefiniu os segundos fatores',
  'interview.schedule': 'agendou a entrevista',
  'interview.reschedule': 'remarcou a entrevista',
  'interview.cancel': 'cancelou a entrevista',
  'interview.attendance': 'registrou a presença na entrevista',
  'interview.scorecard': 'avaliou a entrevista',
  'interview-slots.offer': 'ofereceu horários de entrevista, por link, a',
  'interview-slots.choose': 'escolheu pelo link o horário da entrevista de',
  'interview-slots.other-time': 'pediu pelo link outro horário de entrevista para',
  'stage-rule.create': 'criou',
  'stage-rule.update': 'alterou',
  'stage-rule.delete': 'excluiu',
  'stage-rule.on': 'ligou',
  'stage-rule.off': 'desligou',
  'rule.reject': 'reprovou',
  'rule.message': 'enviou o modelo a',
  'rule.notice': 'avisou a empresa e quem acompanha sobre',
  'rule.broken': 'não pôde agir, por estar quebrada, em',
  'followers.update': 'alterou quem acompanha',
  'stage-days.update': 'alterou os dias permitidos nas etapas de',
  'retention.update': 'alterou a política de retenção nas',
  'retention.run': 'aplicou a política de retenção nas',
  'retention.erase-answers': 'apagou, pela política de retenção, as respostas da',
  'processing-record.update': 'alterou o registro das operações de tratamento nas',
  'processing-record.download': 'baixou o registro das operações de tratamento das',
};

/** An action's label by its verb (the part after the last dot), when the action itself has none. */
const VERB_LABELS: Record<string, string> = {
  create: 'criou',
  update: 'alterou',
  delete: 'excluiu',
  remove: 'removeu',
  status: 'alterou o status',
  change: 'alterou',
  send: 'enviou',
  answer: 'respondeu',
  upload: 'enviou',
  score: 'avaliou',
};

/** What a status change did, by the status it set: 'aprovou' an approval, 'suspendeu' a suspension. */
export const AUDIT_STATUS_VERBS: Record<string, string> = {
  active: 'ativou',
  inactive: 'desativou',
  suspended: 'suspendeu',
  blocked: 'bloqueou',
  cancelled: 'cancelou',
  closed: 'finalizou',
  open: 'abriu',
  in_progress: 'iniciou',
  rejected: 'reprovou',
  hired: 'contratou',
  withdrawn: 'marcou como desistente',
  past_due: 'marcou como inadimplente',
  expired: 'expirou',
  anonymized: 'anonimizou',
};

/** The actions that set a status, whose label says which (AUDIT_STATUS_VERBS). */
export const AUDIT_STATUS_ACTIONS = [
  'status.change',
  'plan.status',
  'voucher.status',
  'subscription.status',
];

const statusOf = (value: unknown): string | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const status = (value as { status?: unknown }).status;
  return typeof status === 'string' ? status : undefined;
};

/**
 * An action in Portuguese: a status change by the status it set ('aprovou' a pending record made
 * active), any other by its own label or its verb's.
 */
export const auditActionLabel = (action: string, before?: unknown, after?: unknown): string => {
  if (AUDIT_STATUS_ACTIONS.includes(action)) {
    const to = statusOf(after);
    if (to === 'active' && statusOf(before) === 'pending') return 'aprovou';
    if (to && AUDIT_STATUS_VERBS[to]) return AUDIT_STATUS_VERBS[to];
  }
  const verb = action.split('.').at(-1) ?? action;
  return AUDIT_ACTION_LABELS[action] ?? VERB_LABELS[verb] ?? 'alterou';
};

const isRecordOf = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Who wrote, by name: their email without a profile; the platform for its own writes. */
export const auditActorName = (entry: Pick<AuditEntry, 'actorName' | 'actorEmail'>): string =>
  entry.actorName ?? entry.actorEmail ?? 'Plataforma';

/** The record's name when it was written, or how many records a write to several changed (messages moved at once). */
export const auditRecordName = (
  entry: Pick<AuditEntry, 'recordLabel' | 'after'>,
): string | null => {
  if (entry.recordLabel) return entry.recordLabel;
  const ids = isRecordOf(entry.after) ? entry.after.ids : undefined;
  return Array.isArray(ids) ? `${ids.length} ${ids.length === 1 ? 'registro' : 'registros'}` : null;
};

export const auditOperations = defineOperations({
  listAuditTrail: {
    method: 'GET',
    path: '/logs/audit',
    summary: 'A trilha de auditoria: quem alterou o quê, com busca e filtros',
    tag: 'audit',
    permission: 'auditoria.ver',
    query: auditListQuerySchema,
    responses: { 200: auditPageSchema, 400: apiErrorSchema },
  },
  exportAuditTrail: {
    method: 'GET',
    path: '/logs/audit/export.csv',
    summary: 'Exporta em CSV a trilha de auditoria, com a busca e os filtros da lista',
    tag: 'audit',
    permission: 'auditoria.exportar',
    query: auditExportQuerySchema,
    produces: ['text/csv'],
    responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
  },
});
