import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  WhatsappConsent,
  WhatsappConsentBody,
  WhatsappConsents,
  WhatsappRevokeBody,
} from '@hub/contract/candidates';
import type { Db } from '../../db/client';
import { candidates, whatsappConsents } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/records';
import { CandidateErrors } from './candidates.errors';

type StoredConsent = typeof whatsappConsents.$inferSelect;

const toConsent = (row: StoredConsent): WhatsappConsent => ({
  id: row.id,
  phone: row.phone,
  channel: row.channel as WhatsappConsent['channel'],
  text: row.text,
  givenAt: iso(row.givenAt),
  revokedAt: iso(row.revokedAt),
  revokeReason: row.revokeReason,
});

const consentsOf = async (db: Db, candidateId: string): Promise<WhatsappConsents> => {
  const rows = await db
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.candidateId, candidateId))
    .orderBy(desc(whatsappConsents.givenAt));
  // The active one first, then the history newest first.
  const active = rows.filter((row) => row.revokedAt === null);
  return { consents: [...active, ...rows.filter((row) => row.revokedAt !== null)].map(toConsent) };
};

/** The professional, locked for the change, unless anonymised (nothing of them is kept to consent with). */
const lockedProfessional = async (tx: Db, id: string) => {
  const [row] = await tx
    .select({ id: candidates.id, phone: candidates.phone, status: candidates.status })
    .from(candidates)
    .where(eq(candidates.id, id))
    .for('update');
  if (!row) throw new AppError(CandidateErrors.notFound);
  if (row.status === 'anonymized') throw new AppError(CandidateErrors.anonymized);
  return row;
};

export const listWhatsappConsents = async (db: Db, id: string): Promise<WhatsappConsents> => {
  const [row] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, id));
  if (!row) throw new AppError(CandidateErrors.notFound);
  return consentsOf(db, id);
};

const revokeActive = (tx: Db, candidateId: string, reason: string, at: Date) =>
  tx
    .update(whatsappConsents)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(whatsappConsents.candidateId, candidateId), isNull(whatsappConsents.revokedAt)))
    .returning({ id: whatsappConsents.id });

/**
 * An opt-in for the professional's registered number, replacing any earlier one (a new number, a new
 * text), and their WhatsApp notices switched on: the preference follows the consent.
 */
export const recordWhatsappConsent = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: WhatsappConsentBody,
): Promise<WhatsappConsents> => {
  await db.transaction(async (tx) => {
    const professional = await lockedProfessional(tx, id);
    if (!professional.phone) throw new AppError(CandidateErrors.noPhoneForWhatsapp);
    const at = new Date();
    await revokeActive(tx, id, 'Substituído por um novo consentimento', at);
    await tx.insert(whatsappConsents).values({
      candidateId: id,
      phone: professional.phone,
      channel: body.channel,
      text: body.text,
      givenAt: at,
      recordedBy: request.user?.id ?? null,
    });
    await tx.update(candidates).set({ notifyWhatsapp: true, updatedAt: at }).where(eq(candidates.id, id));
    await recordAudit(tx, request, {
      action: 'whatsapp-consent.record',
      entity: 'candidates',
      entityId: id,
      after: { channel: body.channel },
    });
  });
  return consentsOf(db, id);
};

export const revokeWhatsappConsent = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  body: WhatsappRevokeBody,
): Promise<WhatsappConsents> => {
  await db.transaction(async (tx) => {
    await lockedProfessional(tx, id);
    const at = new Date();
    const revoked = await revokeActive(tx, id, body.reason, at);
    if (revoked.length === 0) throw new AppError(CandidateErrors.noWhatsappConsent);
    await tx.update(candidates).set({ notifyWhatsapp: false, updatedAt: at }).where(eq(candidates.id, id));
    await recordAudit(tx, request, {
      action: 'whatsapp-consent.revoke',
      entity: 'candidates',
      entityId: id,
      after: { revokeReason: body.reason },
    });
  });
  return consentsOf(db, id);
};
