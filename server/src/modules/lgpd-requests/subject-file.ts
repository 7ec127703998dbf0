import { and, asc, eq } from 'drizzle-orm';
import { APPLICATION_LIFECYCLE, type ApplicationStatus } from '@hub/contract/applications';
import { formatCnpj, formatCpf, formatPhone } from '@hub/contract/br';
import {
  AREA_LABELS,
  EDUCATION_LEVEL_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  REGISTRATION_STATUS_LABELS,
  type CandidateExport,
} from '@hub/contract/candidates';
import { LGPD_RIGHT_LABELS, type LgpdRequest } from '@hub/contract/lgpd-requests';
import { LOG_STATUS_LABELS } from '@hub/contract/logs';
import { DELIVERY_STATUS_NAMES, type DeliveryStatus } from '@hub/contract/messages';
import { PERSONAL_DATA_REVEAL_ACTION } from '@hub/contract/personal-data';
import type { Db } from '../../db/client';
import { applications, auditLog, companies, selectiveProcesses } from '../../db/schema/index';
import { csvDate, csvDateTime } from '../../lib/csv';
import { escapeHtml } from '../../lib/html';
import { iso } from '../../lib/records';
import { exportCandidate } from '../candidates/candidates.service';

/** A company that received the person's data: the process they applied to, and when. */
export type SharedWith = {
  companyId: string;
  companyName: string;
  cnpj: string;
  companyEmail: string;
  processTitle: string;
  sharedAt: string;
};

/**
 * What the subject's file says beyond the professional's export: the companies that received
 * their data (each application gives the company of its process the person's data) and who in the
 * council saw it unmasked.
 */
export type SubjectFile = CandidateExport & {
  request: { right: string; receivedOn: string; dueOn: string };
  consents: { acceptedTermsAt: string | null; channels: Record<string, boolean> };
  sharedWith: Omit<SharedWith, 'companyId' | 'companyEmail'>[];
  reveals: { by: string | null; at: string }[];
};

export const companiesReached = async (db: Db, candidateId: string): Promise<SharedWith[]> => {
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.legalName,
      cnpj: companies.cnpj,
      companyEmail: companies.email,
      processTitle: selectiveProcesses.title,
      sharedAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(selectiveProcesses, eq(selectiveProcesses.id, applications.selectiveProcessId))
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.createdAt));
  return rows.map((row) => ({ ...row, sharedAt: iso(row.sharedAt) }));
};

export const buildSubjectFile = async (db: Db, request: LgpdRequest): Promise<SubjectFile> => {
  const [exported, shared, reveals] = await Promise.all([
    exportCandidate(db, request.candidateId),
    companiesReached(db, request.candidateId),
    db
      .select({ by: auditLog.actorEmail, at: auditLog.createdAt })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'candidates'),
          eq(auditLog.entityId, request.candidateId),
          eq(auditLog.action, PERSONAL_DATA_REVEAL_ACTION),
        ),
      )
      .orderBy(asc(auditLog.createdAt)),
  ]);
  return {
    ...exported,
    request: { right: request.right, receivedOn: request.receivedOn, dueOn: request.dueOn },
    consents: {
      acceptedTermsAt: exported.candidate.consentAt,
      channels: exported.candidate.notifications,
    },
    sharedWith: shared.map(({ companyName, cnpj, processTitle, sharedAt }) => ({
      companyName,
      cnpj,
      processTitle,
      sharedAt,
    })),
    reveals: reveals.map((reveal) => ({ by: reveal.by, at: iso(reveal.at) })),
  };
};

const dateTime = (value: string | null): string => (value ? csvDateTime(new Date(value)) : '—');
const text = (value: string | null | undefined): string => escapeHtml(value ?? '—');

const labelOf = (labels: Record<string, string>, value: string | null): string =>
  value ? (labels[value] ?? value) : '—';

const table = (headers: string[], rows: string[][], empty: string): string =>
  rows.length === 0
    ? `<p>${empty}</p>`
    : `<table><thead><tr>${headers.map((header) => `<th>${header}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

const fields = (pairs: [string, string][]): string =>
  `<dl>${pairs.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;

const SCORE_LABELS: Record<string, string> = {
  requirements: 'Requisitos',
  questions: 'Perguntas',
  customTest: 'Teste',
  values: 'Valores',
  videoInterview: 'Entrevista em vídeo',
};

const scoresOf = (scores: Record<string, number | null>): string =>
  Object.entries(scores)
    .filter(([, score]) => score !== null)
    .map(([key, score]) => `${SCORE_LABELS[key] ?? key}: ${score?.toFixed(1).replace('.', ',')}`)
    .join('<br>') || 'Sem notas';

const answeredCount = (answers: Record<string, unknown> | null): string => {
  const total = Object.values(answers ?? {}).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
    0,
  );
  return total === 1 ? '1 resposta' : `${total} respostas`;
};

/** The same file as a document a person reads, in Portuguese (printable from the browser). */
export const subjectFileHtml = (file: SubjectFile): string => {
  const person = file.candidate;
  const sections = [
    `<h2>Dados pessoais</h2>${fields([
      ['Nome', text(person.name)],
      ['Email', text(person.email)],
      ['CPF', text(person.cpf ? formatCpf(person.cpf) : null)],
      ['Telefone', text(person.phone ? formatPhone(person.phone) : null)],
      ['Data de nascimento', text(csvDate(person.birthDate))],
      ['Cidade', text(person.city ? `${person.city}${person.uf ? ` — ${person.uf}` : ''}` : person.uf)],
      ['Escolaridade', text(labelOf(EDUCATION_LEVEL_LABELS, person.educationLevel))],
      ['Área', text(labelOf(AREA_LABELS, person.area))],
      ['Título profissional', text(person.headline)],
      ['Sobre', text(person.about)],
      ['LinkedIn', text(person.linkedinUrl)],
      ['Vídeo de apresentação', person.videoResumeUrl ? 'Enviado' : 'Não enviado'],
      ['Cadastrado em', dateTime(person.createdAt)],
    ])}`,
    `<h2>Registro no conselho</h2>${fields([
      ['Número de registro', text(person.registrationNumber)],
      ['Situação', text(labelOf(REGISTRATION_STATUS_LABELS, person.registrationStatus))],
      ['Verificado em', dateTime(person.registrationCheckedAt)],
    ])}`,
    `<h2>Consentimentos</h2>${fields([
      ['Aceite dos termos', dateTime(file.consents.acceptedTermsAt)],
      ...Object.entries(file.consents.channels).map(([channel, allowed]): [string, string] => [
        `Avisos por ${labelOf(NOTIFICATION_CHANNEL_LABELS, channel)}`,
        allowed ? 'Autorizados' : 'Não autorizados',
      ]),
    ])}`,
    `<h2>Candidaturas</h2>${table(
      ['Processo', 'Empresa', 'Etapa', 'Situação', 'Data', 'Notas', 'Respostas às avaliações'],
      file.applications.map((application) => [
        text(application.processTitle),
        text(application.companyName),
        text(application.stage),
        text(APPLICATION_LIFECYCLE.labels[application.status as ApplicationStatus] ?? application.status),
        dateTime(application.createdAt),
        scoresOf(application.scores),
        answeredCount(application.answers),
      ]),
      'Nenhuma candidatura.',
    )}<p>As respostas completas estão no arquivo JSON que acompanha este documento.</p>`,
    `<h2>Empresas com quem os dados foram compartilhados</h2>${table(
      ['Empresa', 'CNPJ', 'Processo seletivo', 'Compartilhado em'],
      file.sharedWith.map((shared) => [
        text(shared.companyName),
        text(formatCnpj(shared.cnpj)),
        text(shared.processTitle),
        dateTime(shared.sharedAt),
      ]),
      'Os dados não foram compartilhados com nenhuma empresa.',
    )}`,
    `<h2>Mensagens enviadas</h2>${table(
      ['Assunto', 'Data', 'Entregas'],
      file.messages.map((message) => [
        text(message.subject),
        dateTime(message.createdAt),
        message.deliveries
          .map(
            (delivery) =>
              `${delivery.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}: ${labelOf(DELIVERY_STATUS_NAMES, delivery.status as DeliveryStatus)}`,
          )
          .join('<br>'),
      ]),
      'Nenhuma mensagem.',
    )}`,
    `<h2>Emails automáticos</h2>${table(
      ['Assunto', 'Data', 'Situação'],
      file.emails.map((email) => [
        text(email.subject),
        dateTime(email.createdAt),
        text(labelOf(LOG_STATUS_LABELS.emails, email.status)),
      ]),
      'Nenhum email automático.',
    )}`,
    `<h2>Quem no conselho viu os dados sem máscara</h2>${table(
      ['Administrador', 'Quando'],
      file.reveals.map((reveal) => [text(reveal.by), dateTime(reveal.at)]),
      'Ninguém viu os dados sem máscara.',
    )}`,
  ];
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Dados de ${text(person.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1c252e}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
dl{display:grid;grid-template-columns:14rem 1fr;gap:.3rem 1rem}dt{font-weight:600}dd{margin:0}</style></head>
<body><h1>Dados pessoais de ${text(person.name)}</h1>
<p>Documento gerado em ${dateTime(file.exportedAt)} em resposta à solicitação de ${escapeHtml(
    LGPD_RIGHT_LABELS[file.request.right as LgpdRequest['right']].toLowerCase(),
  )} recebida em ${csvDate(file.request.receivedOn)} (Lei nº 13.709/2018, art. 18).</p>
${sections.join('\n')}
</body></html>`;
};
