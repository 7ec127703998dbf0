import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatInterviewTime } from '@hub/contract/interviews';
import {
  SLOT_LINK_MESSAGES,
  type PublicSlotOffer,
  type SlotOffer,
  type SlotOfferStatus,
  type slotChoiceBodySchema,
  type slotOfferBodySchema,
  type slotOtherTimeBodySchema,
} from '@hub/contract/interview-slots';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { candidates, companies, interviewSlotOffers, selectiveProcesses, superAdminProfiles, users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { recordAudit } from '../../lib/audit';
import { AppError, type ErrorSpec } from '../../lib/errors';
import { enqueueMail } from '../../lib/outbox/mails';
import { iso } from '../../lib/records';
import { createOneTimeKey, hashOneTimeKey } from '../../lib/tokens';
import { currentUser } from '../../plugins/auth';
import { bookWithin, checkInterviewers, findConflicts, loadApplications } from './interviews.service';
import { InterviewErrors } from './interviews.errors';
import { bodies } from './invitation';

/*
 * The professional's slot link (issue 69): several times offered, a link mailed (its key random,
 * 32 bytes, only its SHA-256 stored, built on the first APP_URLS origin, valid
 * INTERVIEW_SLOT_LINK_HOURS), and a public page where the professional picks one, which books it
 * as any booking does, or asks for another time. Single use: once answered the link answers 410.
 */

/** The public page of the web app the link opens. */
export const SLOT_PAGE_ROUTE = '/entrevista';

export const slotLink = (origin: string, key: string): string => `${origin}${SLOT_PAGE_ROUTE}?key=${encodeURIComponent(key)}`;

const SlotErrors = {
  unknown: { kind: 'not_found', message: SLOT_LINK_MESSAGES.unknown },
  expired: { kind: 'gone', message: SLOT_LINK_MESSAGES.expired, code: 'slot_link_expired' },
  used: { kind: 'gone', message: SLOT_LINK_MESSAGES.used, code: 'slot_link_used' },
  closed: { kind: 'gone', message: SLOT_LINK_MESSAGES.closed, code: 'slot_link_closed' },
  slotUnknown: { kind: 'bad_request', message: SLOT_LINK_MESSAGES.slotUnknown, field: 'startsAt' },
  slotPast: { kind: 'conflict', message: SLOT_LINK_MESSAGES.slotPast, field: 'startsAt', code: 'slot_taken' },
  slotTaken: { kind: 'conflict', message: SLOT_LINK_MESSAGES.slotTaken, field: 'startsAt', code: 'slot_taken' },
  tooMany: { kind: 'too_many_requests', message: SLOT_LINK_MESSAGES.tooManyAttempts },
} as const satisfies Record<string, ErrorSpec>;

type OfferRow = typeof interviewSlotOffers.$inferSelect;

const interviewersNamed = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: users.id, email: users.email, name: sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})` })
        .from(users)
        .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, users.id))
        .where(inArray(users.id, ids));

/* ---------------------------------------------------------------- the offer */

/** Offers the times and mails the professional the link: audited in the application's history. */
export const offerSlots = async (
  db: Db,
  request: FastifyRequest,
  config: Config,
  applicationId: string,
  body: z.output<typeof slotOfferBodySchema>,
): Promise<SlotOffer> =>
  db.transaction(async (tx) => {
    const [application] = await loadApplications(tx, [applicationId]);
    if (!application) throw new AppError(InterviewErrors.applicationNotFound);
    if (application.status !== 'active') throw new AppError(InterviewErrors.applicationFinal);
    const names = await checkInterviewers(tx, body.interviewerIds, application.process);
    const [candidate] = await tx.select({ name: candidates.name, email: candidates.email }).from(candidates).where(eq(candidates.id, application.candidateId));
    if (!candidate) throw new AppError(InterviewErrors.candidateNotFound);
    const [company] = await tx
      .select({ name: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})` })
      .from(selectiveProcesses)
      .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
      .where(eq(selectiveProcesses.id, application.process.id));
    const slots = [...body.slots].map((slot) => new Date(slot).toISOString()).sort();
    const { key, hash } = createOneTimeKey();
    const expiresAt = new Date(Date.now() + config.interviewSlots.linkHours * 3_600_000);
    const [row] = await tx
      .insert(interviewSlotOffers)
      .values({
        applicationId,
        selectiveProcessId: application.process.id,
        candidateId: application.candidateId,
        tokenHash: hash,
        slots,
        durationMinutes: body.durationMinutes,
        kind: body.kind,
        address: body.kind === 'presencial' ? (body.address ?? null) : null,
        link: body.kind === 'online' ? (body.link ?? null) : null,
        notes: body.notes ?? null,
        interviewerIds: [...names.keys()],
        expiresAt,
        createdBy: currentUser(request).id,
      })
      .returning();
    if (!row) throw new Error('The offer was not written');
    await recordAudit(tx, request, {
      action: 'interview-slots.offer',
      entity: 'applications',
      entityId: applicationId,
      after: { slots, durationMinutes: row.durationMinutes, interviewerIds: row.interviewerIds, expiresAt: iso(expiresAt) },
    });
    const link = slotLink(config.appUrls[0] ?? '', key);
    const expires = formatInterviewTime(expiresAt);
    const text = bodies([
      `Olá, ${candidate.name}.`,
      `Você foi chamado para uma entrevista no processo seletivo ${application.process.title} (${company?.name ?? ''}).`,
      `Escolha um dos ${slots.length} horários oferecidos, ou peça outro horário, neste link:`,
    ]);
    const after = bodies([`O link vale até ${expires} (horário de Brasília) e pode ser usado uma vez.`, 'Depois da escolha você recebe o convite para a sua agenda.']);
    await enqueueMail(tx, {
      template: 'interview-slots',
      to: { name: candidate.name, email: candidate.email },
      subject: `Escolha o horário da sua entrevista: ${application.process.title}`,
      text: `${text.text}\n\n${link}\n\n${after.text}`,
      html: `${text.html}<p><a href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Escolher o horário</a></p>${after.html}`,
    });
    return {
      id: row.id,
      applicationId,
      candidateName: candidate.name,
      slots,
      durationMinutes: row.durationMinutes,
      status: row.status as SlotOfferStatus,
      expiresAt: iso(row.expiresAt),
      createdAt: iso(row.createdAt),
    };
  });

/* ------------------------------------------------------------ the public page */

/** Counts a call of the public page against its address's budget. */
const guard = async (deps: Deps, ip: string) => {
  const allowed = await deps.rateLimiter.hit([`interview-slots:ip:${ip}`], deps.config.interviewSlots.rateLimit, deps.config.rateLimit.windowSeconds);
  if (!allowed) throw new AppError(SlotErrors.tooMany);
};

/** The offer a key opens, locked when `forUpdate`: 404 unknown, 410 used or expired, or its application no longer active. */
const openOffer = async (db: Db, key: string, forUpdate: boolean): Promise<OfferRow> => {
  const query = db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.tokenHash, hashOneTimeKey(key)));
  const [offer] = forUpdate ? await query.for('update') : await query;
  if (!offer) throw new AppError(SlotErrors.unknown);
  if (offer.status !== 'pendente') throw new AppError(SlotErrors.used);
  if (offer.expiresAt.getTime() <= Date.now()) throw new AppError(SlotErrors.expired);
  const [application] = await loadApplications(db, [offer.applicationId]);
  if (!application || application.status !== 'active') throw new AppError(SlotErrors.closed);
  return offer;
};

/** Whether a time offered can still be chosen: ahead, and nobody of it booked meanwhile at an overlapping time. */
const availability = async (db: Db, offer: OfferRow, candidateName: string): Promise<Map<string, boolean>> => {
  const names = new Map((await interviewersNamed(db, offer.interviewerIds)).map((person) => [person.id, person.name]));
  const free = new Map<string, boolean>();
  for (const slot of offer.slots) {
    const startsAt = new Date(slot);
    if (startsAt.getTime() <= Date.now()) {
      free.set(slot, false);
      continue;
    }
    const booking = {
      applicationId: offer.applicationId,
      candidateId: offer.candidateId,
      candidateName,
      startsAt,
      endsAt: new Date(startsAt.getTime() + offer.durationMinutes * 60_000),
    };
    free.set(slot, (await findConflicts(db, [booking], offer.interviewerIds, names, null)).length === 0);
  }
  return free;
};

const factsOf = async (db: Db, offer: OfferRow) => {
  const [facts] = await db
    .select({
      processTitle: selectiveProcesses.title,
      companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
      candidateName: candidates.name,
    })
    .from(selectiveProcesses)
    .innerJoin(companies, eq(companies.id, selectiveProcesses.companyId))
    .innerJoin(candidates, eq(candidates.id, offer.candidateId))
    .where(eq(selectiveProcesses.id, offer.selectiveProcessId));
  if (!facts) throw new AppError(SlotErrors.unknown);
  return facts;
};

/** The page: the process's title, its company and the times, nothing else of the record. */
export const viewSlots = async (deps: Deps, ip: string, key: string): Promise<PublicSlotOffer> => {
  await guard(deps, ip);
  const offer = await openOffer(deps.db, key, false);
  const facts = await factsOf(deps.db, offer);
  const free = await availability(deps.db, offer, facts.candidateName);
  return {
    processTitle: facts.processTitle,
    companyName: facts.companyName,
    durationMinutes: offer.durationMinutes,
    slots: offer.slots.map((slot) => ({ startsAt: slot, available: free.get(slot) ?? false })),
    expiresAt: iso(offer.expiresAt),
  };
};

/** A short mail to each interviewer of the offer: what the professional answered. */
const tellInterviewers = async (db: Db, offer: OfferRow, subject: string, lines: string[]) => {
  for (const person of await interviewersNamed(db, offer.interviewerIds))
    await enqueueMail(db, {
      template: 'interview-slots-answer',
      to: { name: person.name, email: person.email },
      subject,
      ...bodies([`Olá, ${person.name}.`, ...lines]),
    });
};

/**
 * The professional picks a time: it books the interview as any booking (invitations, reminders),
 * by the administrator who offered, and the link is spent. A time no longer free answers 409 and
 * changes nothing: the page offers the others.
 */
export const chooseSlot = async (deps: Deps, request: FastifyRequest, body: z.output<typeof slotChoiceBodySchema>): Promise<{ startsAt: string }> => {
  await guard(deps, request.ip);
  return deps.db.transaction(async (tx) => {
    const offer = await openOffer(tx, body.key, true);
    const chosen = offer.slots.find((slot) => Date.parse(slot) === Date.parse(body.startsAt));
    if (!chosen) throw new AppError(SlotErrors.slotUnknown);
    if (Date.parse(chosen) <= Date.now()) throw new AppError(SlotErrors.slotPast);
    const facts = await factsOf(tx, offer);
    const free = await availability(tx, offer, facts.candidateName);
    if (!free.get(chosen)) throw new AppError(SlotErrors.slotTaken);
    const [interviewId] = await bookWithin(
      tx,
      request,
      deps.config,
      null,
      [offer.applicationId],
      {
        startsAt: chosen,
        durationMinutes: offer.durationMinutes,
        kind: offer.kind as 'presencial' | 'online',
        address: offer.address ?? undefined,
        link: offer.link ?? undefined,
        notes: offer.notes ?? undefined,
        interviewerIds: offer.interviewerIds,
        confirmarConflitos: true,
      },
      offer.createdBy,
    );
    await tx
      .update(interviewSlotOffers)
      .set({ status: 'escolhida', usedAt: new Date(), interviewId: interviewId ?? null, updatedAt: new Date() })
      .where(eq(interviewSlotOffers.id, offer.id));
    await recordAudit(tx, request, {
      action: 'interview-slots.choose',
      entity: 'applications',
      entityId: offer.applicationId,
      after: { startsAt: chosen, interviewId },
    });
    const when = formatInterviewTime(new Date(chosen));
    await tellInterviewers(tx, offer, `Horário escolhido: ${facts.candidateName} · ${when}`, [
      `${facts.candidateName} escolheu ${when} (horário de Brasília) para a entrevista do processo seletivo ${facts.processTitle} (${facts.companyName}).`,
      'O convite para a sua agenda segue em outro e-mail.',
    ]);
    return { startsAt: chosen };
  });
};

/** 'Pedir outro horário': recorded, the interviewers told, the link spent. */
export const askAnotherTime = async (deps: Deps, request: FastifyRequest, body: z.output<typeof slotOtherTimeBodySchema>): Promise<null> => {
  await guard(deps, request.ip);
  await deps.db.transaction(async (tx) => {
    const offer = await openOffer(tx, body.key, true);
    const facts = await factsOf(tx, offer);
    await tx
      .update(interviewSlotOffers)
      .set({ status: 'outro_horario', usedAt: new Date(), requestMessage: body.message ?? null, updatedAt: new Date() })
      .where(eq(interviewSlotOffers.id, offer.id));
    await recordAudit(tx, request, {
      action: 'interview-slots.other-time',
      entity: 'applications',
      entityId: offer.applicationId,
      after: { message: body.message ?? null },
    });
    await tellInterviewers(tx, offer, `Pedido de outro horário: ${facts.candidateName} · ${facts.processTitle}`, [
      `${facts.candidateName} pediu outro horário para a entrevista do processo seletivo ${facts.processTitle} (${facts.companyName}): nenhum dos horários oferecidos serve.`,
      body.message ? `Mensagem: ${body.message}` : 'Não deixou mensagem.',
      'Agende pela candidatura, no quadro do processo seletivo, ou ofereça novos horários.',
    ]);
  });
  return null;
};
