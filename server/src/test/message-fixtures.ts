import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Database } from '../db/client';
import { applications, candidates, cathoLog, companies, kanbanLog, processStages, selectiveProcesses } from '../db/schema/index';
import type { Mailer } from '../lib/mailer';
import { inAppSender } from '../lib/outbox/channels';
import { createEmailSender } from '../lib/outbox/email-channel';
import { createWhatsAppSender } from '../lib/outbox/whatsapp';
import { createOutboxWorker } from '../lib/outbox/worker';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const insertCompany = async (db: Db, values: Partial<typeof companies.$inferInsert> = {}) => {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({ legalName: `Empresa ${n} Ltda`, cnpj: String(40000000000000 + n * 97), email: `empresa${n}@exemplo.com.br`, status: 'active', ...values })
    .returning();
  if (!row) throw new Error('no company');
  return row;
};

export const insertCandidate = async (db: Db, values: Partial<typeof candidates.$inferInsert> = {}) => {
  const n = next();
  const [row] = await db
    .insert(candidates)
    .values({ name: `Profissional ${n}`, email: `pessoa${n}@exemplo.com.br`, cpf: String(50000000000 + n * 13), status: 'active', ...values })
    .returning();
  if (!row) throw new Error('no candidate');
  return row;
};

/** A process with two stages and one application in the first, moved once to the second. */
export const insertProcessWithMove = async (db: Db, values: Partial<typeof selectiveProcesses.$inferInsert> = {}) => {
  const company = await insertCompany(db);
  const candidate = await insertCandidate(db);
  const [process] = await db
    .insert(selectiveProcesses)
    .values({
      companyId: company.id,
      title: 'Analista de RH',
      description: 'Vaga de teste',
      area: 'recursos_humanos',
      seniority: 'pleno',
      contractType: 'clt',
      workMode: 'remoto',
      status: 'open',
      ...values,
    })
    .returning();
  if (!process) throw new Error('no process');
  const stages = await db
    .insert(processStages)
    .values([
      { selectiveProcessId: process.id, name: 'Inscritos', position: 0 },
      { selectiveProcessId: process.id, name: 'Triagem', position: 1 },
    ])
    .returning();
  const [first, second] = stages;
  if (!first || !second) throw new Error('no stages');
  const [application] = await db
    .insert(applications)
    .values({ selectiveProcessId: process.id, candidateId: candidate.id, stageId: second.id })
    .returning();
  if (!application) throw new Error('no application');
  await db.insert(kanbanLog).values({
    action: 'move',
    selectiveProcessId: process.id,
    applicationId: application.id,
    actorEmail: 'admin@test.local',
    fromStageId: first.id,
    toStageId: second.id,
    fromStageName: first.name,
    toStageName: second.name,
  });
  await db.insert(cathoLog).values({
    selectiveProcessId: process.id,
    operation: 'publish',
    method: 'POST',
    url: 'https://catho.example/api/vagas',
    statusCode: 422,
    responseExcerpt: '{"erro":"campo salario"}',
    durationMs: 120,
    error: 'Catho recusou a vaga',
  });
  return { company, candidate, process, application, stages };
};

/** Runs the outbox until nothing is due, with real email (the app's mailer) and unconfigured WhatsApp. */
export const drainOutbox = async (database: Database, mailer: Mailer, from: string): Promise<void> => {
  const worker = createOutboxWorker({
    database,
    channels: { email: createEmailSender(mailer, from), whatsapp: createWhatsAppSender(database.db, null), in_app: inAppSender },
    options: { batchSize: 100, maxAttempts: 2, backoffSeconds: 30, leaseSeconds: 60, pollMs: 50 },
  });
  while ((await worker.runOnce()) > 0);
};

/** Makes every retry due now, as if the backoff had passed. */
export const makeRetriesDue = (db: Db) => db.execute(sql`UPDATE deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
