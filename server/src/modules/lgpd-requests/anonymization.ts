import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LgpdRequest } from '@hub/contract/lgpd-requests';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { lgpdRequests } from '../../db/schema/index';
import { csvDate } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { enqueueMail } from '../../lib/outbox/mails';
import { anonymizeCandidate, candidateResource } from '../candidates/candidates.service';
import { LgpdRequestErrors } from './lgpd-requests.errors';
import { findOpenRequest, lgpdRequestResource } from './lgpd-requests.service';
import { companiesReached, type SharedWith } from './subject-file';

type Notice = { company: Pick<SharedWith, 'companyName' | 'companyEmail'>; processes: SharedWith[] };

/** One notice per company, naming each of its processes the person applied to. */
const noticesOf = (shared: SharedWith[]): Notice[] => {
  const byCompany = new Map<string, Notice>();
  for (const row of shared) {
    const notice = byCompany.get(row.companyId) ?? { company: row, processes: [] };
    notice.processes.push(row);
    byCompany.set(row.companyId, notice);
  }
  return [...byCompany.values()];
};

const enqueueNotice = (tx: Db, personName: string, { company, processes }: Notice) => {
  const applied = processes.map(
    (process) => `"${process.processTitle}" (candidatura de ${csvDate(process.sharedAt.slice(0, 10))})`,
  );
  const intro = `A pedido do titular, e conforme o art. 18, §6º, da Lei Geral de Proteção de Dados (Lei nº 13.709/2018), o conselho anonimizou os dados de ${personName}, que se candidatou a processos seletivos da sua empresa: ${applied.join(', ')}.`;
  const ask = 'Pedimos que a empresa também elimine ou anonimize as cópias desses dados que mantiver, salvo as que a lei a obrigue a guardar.';
  return enqueueMail(tx, {
    template: 'lgpd-anonymization-notice',
    to: { name: company.companyName, email: company.companyEmail },
    subject: 'Dados de um profissional anonimizados a pedido do titular',
    text: `Olá, ${company.companyName}.\n\n${intro}\n\n${ask}\n\nAtenciosamente,\nEncarregado de proteção de dados do conselho`,
    html: `<p>Olá, ${escapeHtml(company.companyName)}.</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p><p>Atenciosamente,<br>Encarregado de proteção de dados do conselho</p>`,
  });
};

/**
 * Carries out an anonymisation request: the professional's anonymisation (decision 030's), then,
 * with the request answered in one transaction, a notice to each company that received the data
 * (art. 18, §6º). A professional already anonymised (by the registry, or a run cut short after
 * it) is not anonymised again: the request is answered and the companies told.
 */
export const executeAnonymization = async (
  deps: Deps,
  request: FastifyRequest,
  id: string,
): Promise<LgpdRequest> => {
  const { db } = deps;
  const row = await findOpenRequest(db, id);
  if (row.right !== 'anonimizacao') throw new AppError(LgpdRequestErrors.notAnAnonymization);
  if (row.status !== 'in_review') throw new AppError(LgpdRequestErrors.notInReview);
  const person = await candidateResource.find(db, row.candidateId);
  const personName = person.status === 'anonymized' ? row.candidateName : person.name;
  if (person.status !== 'anonymized')
    await anonymizeCandidate(deps, request, row.candidateId, {
      reason: 'Solicitação LGPD do titular',
      confirm: true,
    });
  const notices = noticesOf(await companiesReached(db, row.candidateId));
  const { answer } = await lgpdRequestResource.changeStatus(
    db,
    request,
    id,
    {
      status: 'answered',
      reason: `Titular anonimizado; ${notices.length === 1 ? '1 empresa avisada' : `${notices.length} empresas avisadas`}`,
    },
    async (tx) => {
      for (const notice of notices) await enqueueNotice(tx, personName, notice);
      await tx
        .update(lgpdRequests)
        .set({ executedAt: new Date(), companiesNotified: notices.length })
        .where(eq(lgpdRequests.id, id));
    },
  );
  return answer;
};
