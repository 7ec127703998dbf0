import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_FIELDS,
  IMPORT_RESOURCE_LABELS,
  type ImportMatchAction,
  type ImportOutcome,
  type ImportResource,
  type ImportUndoOutcome,
} from '@hub/contract/imports';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { importRows, imports } from '../../db/schema/index';
import { giveWay, type Activity } from '../../lib/activity';
import { recordAuditOnBehalf, type AuditEntry } from '../../lib/audit';
import { violatedUniqueIndex } from '../../lib/db-errors';
import { loadAccess, type Scope } from '../../lib/permissions';
import { ufRefusal } from '../../lib/scope';
import type { Storage } from '../../lib/storage';
import { IMPORT_TARGETS, type ImportTarget } from './import-targets';
import { columnsOf, formatOf } from './imports.service';
import { checkRow, type CheckedRow } from './row-check';
import { sheetLines } from './spreadsheet';

export type ImportJobOptions = {
  pollMs: number;
  leaseSeconds: number;
  /** Lines verified, imported or undone in one transaction. */
  batchSize: number;
  /** While administrators are at work, the rest after a batch, in batches' durations (lib/activity.ts). */
  yieldFactor?: number;
};

export type ImportWorker = {
  /** Claims one import whose work is due and runs its phase to the end (or until stopped); answers whether it found one. */
  runOnce: () => Promise<boolean>;
  start: () => void;
  /** Stops after the batch in flight and hands the lease back, so a restart goes on at once. */
  stop: () => Promise<void>;
};

type StoredImport = typeof imports.$inferSelect;
type Claim = { id: string; token: number };

/** Another instance took the job over (this one's lease ran out): the batch is rolled back. */
class LeaseLost extends Error {}

/**
 * An import whose phase is under way and whose lease is free or ran out (its instance died):
 * SKIP LOCKED lets every instance look at once without two taking the same. The token fences
 * every later write of the holder.
 */
const CLAIM_SQL = `
  UPDATE imports SET lease_until = now() + make_interval(secs => $1), lease_token = lease_token + 1
   WHERE id = (SELECT id FROM imports
                WHERE status IN ('validating', 'importing', 'undoing') AND (lease_until IS NULL OR lease_until < now())
                ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING id, lease_token AS token`;

type Tally = Partial<
  Record<
    'processedRows' | 'invalidRows' | 'warningRows' | ImportOutcome | ImportUndoOutcome,
    number
  >
>;

const TALLY_COLUMNS: Record<keyof Tally, string> = {
  processedRows: 'processed_rows',
  invalidRows: 'invalid_rows',
  warningRows: 'warning_rows',
  created: 'created',
  updated: 'updated',
  skipped: 'skipped',
  failed: 'failed',
  removed: 'removed',
  restored: 'restored',
  kept: 'kept',
};

/**
 * The batch's write to the job, first in its transaction: renews the lease, moves the cursor and
 * adds the batch's counts, only while this worker still holds the lease (else LeaseLost). The
 * batch's rows and its cursor commit together: a restart neither repeats nor skips a line.
 */
const advance = async (
  db: Db,
  claim: Claim,
  leaseSeconds: number,
  cursor: number,
  tally: Tally,
): Promise<void> => {
  const sets = Object.entries(tally).map(
    ([name, value]) =>
      sql`${sql.raw(TALLY_COLUMNS[name as keyof Tally])} = ${sql.raw(TALLY_COLUMNS[name as keyof Tally])} + ${value}`,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE imports SET cursor = ${cursor}, lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
        ${sets.length > 0 ? sql`, ${sql.join(sets, sql`, `)}` : sql``}
        WHERE id = ${claim.id} AND lease_token = ${claim.token} RETURNING id`,
  );
  if (rows.length === 0) throw new LeaseLost();
};

const finish = async (
  db: Db,
  claim: Claim,
  values: Partial<typeof imports.$inferInsert>,
): Promise<StoredImport | undefined> => {
  const [row] = await db
    .update(imports)
    .set({ ...values, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(imports.id, claim.id), eq(imports.leaseToken, claim.token)))
    .returning();
  return row;
};

const actorOf = (job: StoredImport) => ({
  actor:
    job.createdBy && job.createdByEmail ? { id: job.createdBy, email: job.createdByEmail } : null,
  ip: job.ip,
});

/**
 * The UFs of the import's author, read when the job runs (decision 029): it runs after the request,
 * so it reads who started it, not what anyone sends. An author gone since reaches no UF.
 */
const scopeOfJob = async (db: Db, job: StoredImport): Promise<Scope> => {
  if (!IMPORT_TARGETS[job.resource as ImportResource].inScope) return null;
  return job.createdBy ? (await loadAccess(db, job.createdBy)).scope : [];
};

/** The header of the UF column, or the field's name when no column holds it. */
const ufHeaderOf = (job: StoredImport): string => headerOfField(job, 'uf') ?? 'UF';

/** A row whose UF is out of the author's scope is an error, as the registry's form says it. */
const withinScope = (checked: CheckedRow, scope: Scope, header: string): CheckedRow => {
  const uf = checked.values?.uf;
  const refusal = typeof uf === 'string' ? ufRefusal(scope, uf) : null;
  if (!refusal) return checked;
  return {
    ...checked,
    values: null,
    issues: [...checked.issues, { column: header, message: refusal, warning: false }],
  };
};

/** A list as one parameter (Drizzle spreads an array into a row of parameters). */
const textList = (values: string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/* ---------- Verifying: every line checked and kept, then duplicates and matches found in SQL ---------- */

type CheckedLine = typeof importRows.$inferInsert;

const verifyBatch = async (db: Db, claim: Claim, leaseSeconds: number, lines: CheckedLine[]) => {
  const last = lines[lines.length - 1];
  if (!last) return;
  await db.transaction(async (tx) => {
    await advance(tx, claim, leaseSeconds, last.line, {
      processedRows: lines.length,
      invalidRows: lines.filter((line) => line.state === 'invalid').length,
      warningRows: lines.filter((line) => line.hasWarning).length,
    });
    await tx.insert(importRows).values(lines);
  });
};

const issueJson = (column: string | null, message: SQLText) =>
  sql`jsonb_build_array(jsonb_build_object('column', ${column}::text, 'message', ${message}, 'warning', false))`;
type SQLText = ReturnType<typeof sql>;

/** Later lines repeating an earlier line's key are errors: the first one alone may come in. */
const markRepeated = async (
  tx: Db,
  job: StoredImport,
  keyColumn: 'document_key' | 'email_key',
  header: string | null,
  noun: string,
) => {
  const key = sql.raw(keyColumn);
  // The first line of each key, found through the (import, key) index line by line: a join of the
  // lines with themselves is planned blind while the table's statistics do not know them yet.
  const earlier = sql`FROM import_rows e WHERE e.import_id = r.import_id AND e.${key} = r.${key} AND e.state <> 'invalid' AND e.line < r.line`;
  await tx.execute(sql`
    UPDATE import_rows r
       SET state = 'invalid',
           issues = r.issues || ${issueJson(header, sql`${`${noun} repetido na planilha: já está na linha `}::text || (SELECT min(e.line) ${earlier})`)}
     WHERE r.import_id = ${job.id} AND r.${key} IS NOT NULL AND r.state <> 'invalid'
       AND EXISTS (SELECT 1 ${earlier})`);
};

const headerOfField = (job: StoredImport, field: string): string | null => {
  const index = job.mapping.indexOf(field);
  return index >= 0 ? (job.headers[index] ?? null) : null;
};

/** A record out of the author's scope is no match: as unknown to the import as to the form. */
const matchable = (target: ImportTarget, scope: Scope) =>
  target.inScope?.(sql`t.id`, scope) ?? sql`true`;

const findMatches = async (tx: Db, job: StoredImport, target: ImportTarget, scope: Scope) => {
  const table = sql.identifier(target.tableName);
  const document = sql.identifier(target.documentColumn);
  await tx.execute(sql`
    UPDATE import_rows r SET state = 'match', match_id = t.id FROM ${table} t
     WHERE r.import_id = ${job.id} AND r.state = 'new' AND t.${document} = r.document_key AND ${matchable(target, scope)}`);
  await tx.execute(sql`
    UPDATE import_rows r SET state = 'match', match_id = t.id FROM ${table} t
     WHERE r.import_id = ${job.id} AND r.state = 'new' AND lower(t.email) = r.email_key AND ${matchable(target, scope)}`);
  // A new record needs a UF of the scope: a row without one would create it out of sight.
  const noUf = ufRefusal(scope, null);
  if (noUf)
    await tx.execute(sql`
      UPDATE import_rows r SET state = 'invalid', issues = r.issues || ${issueJson(ufHeaderOf(job), sql`${noUf}::text`)}
       WHERE r.import_id = ${job.id} AND r.state = 'new' AND r.values->>'uf' IS NULL`);
};

const closeVerification = async (db: Db, claim: Claim, job: StoredImport, scope: Scope) => {
  const resource = job.resource as ImportResource;
  const target = IMPORT_TARGETS[resource];
  const document = IMPORT_FIELDS[resource].find(
    (field) => field.kind === 'cpf' || field.kind === 'cnpj',
  );
  // Statistics of the lines just written: the closing statements are planned on what is there.
  await db.execute(sql`ANALYZE import_rows`);
  await db.transaction(async (tx) => {
    await advance(tx, claim, 0, job.cursor, {});
    if (document)
      await markRepeated(
        tx,
        job,
        'document_key',
        headerOfField(job, document.field),
        document.label,
      );
    if (target.emailUnique)
      await markRepeated(tx, job, 'email_key', headerOfField(job, 'email'), 'E-mail');
    await findMatches(tx, job, target, scope);
    await tx.execute(sql`
      UPDATE imports i SET status = 'ready', lease_until = NULL, updated_at = now(),
             total_rows = c.total, processed_rows = c.total, invalid_rows = c.invalid, match_rows = c.matches, warning_rows = c.warnings
        FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'invalid')::int AS invalid,
                     count(*) FILTER (WHERE state = 'match')::int AS matches, count(*) FILTER (WHERE has_warning)::int AS warnings
                FROM import_rows WHERE import_id = ${job.id}) c
       WHERE i.id = ${job.id}`);
  });
};

/* ---------- Importing: creates in one statement per batch, updates row by row ---------- */

type PendingLine = Pick<typeof importRows.$inferSelect, 'line' | 'state' | 'values' | 'issues'>;
type LineResult = {
  line: number;
  outcome: ImportOutcome;
  message: string | null;
  recordId: string | null;
  before: Record<string, unknown> | null;
  recordUpdatedAt: Date | null;
};

const reasonsOf = (issues: PendingLine['issues']): string =>
  issues
    .filter((found) => !found.warning)
    .map((found) => (found.column ? `${found.column}: ${found.message}` : found.message))
    .join('; ');

const conflictMessage = (target: ImportTarget, error: unknown): string | null => {
  const index = violatedUniqueIndex(error);
  return index ? (target.uniqueMessages[index] ?? 'Já existe um cadastro com estes dados') : null;
};

type Existing = { id: string; document: string | null; email: string; status: string | null };

/** The registered records of the batch's CPFs, CNPJs and emails, read again now: the preview may be old. */
const existingOf = async (
  tx: Db,
  target: ImportTarget,
  lines: PendingLine[],
  scope: Scope,
): Promise<{ byDocument: Map<string, Existing>; byEmail: Map<string, Existing> }> => {
  const documents = lines.flatMap((line) => {
    const value = line.values?.[target.documentColumn];
    return typeof value === 'string' ? [value] : [];
  });
  const emails = lines.flatMap((line) =>
    typeof line.values?.email === 'string' ? [line.values.email.toLowerCase()] : [],
  );
  const status = target.entity === 'partners' ? sql`NULL` : sql`status`;
  const found = await rowsOf<Existing>(
    tx,
    sql`SELECT id, ${sql.identifier(target.documentColumn)} AS document, lower(email) AS email, ${status} AS status
          FROM ${sql.identifier(target.tableName)} t
         WHERE (${sql.identifier(target.documentColumn)} = ANY(${textList(documents)}) OR lower(email) = ANY(${textList(emails)}))
           AND ${matchable(target, scope)}`,
  );
  return {
    byDocument: new Map(found.flatMap((row) => (row.document ? [[row.document, row]] : []))),
    byEmail: new Map(found.map((row) => [row.email, row])),
  };
};

const labelOf = (target: ImportTarget, values: Record<string, unknown> | null): string | null => {
  const label = values?.[target.labelField];
  return typeof label === 'string' ? label : null;
};

/** The fields an update writes: the mapped ones with a value, all of them or only where the record has none. */
const changesOf = (
  target: ImportTarget,
  mapped: string[],
  values: Record<string, unknown>,
  current: Record<string, unknown>,
  onMatch: ImportMatchAction,
): { changes: Record<string, unknown>; before: Record<string, unknown> } => {
  const changes: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  for (const field of mapped) {
    if (field === target.documentColumn) continue;
    const value = values[field];
    if (value === null || value === undefined) continue;
    const now = current[field] ?? null;
    if (onMatch === 'fill_empty' && now !== null && now !== '') continue;
    if (now === value) continue;
    changes[field] = value;
    before[field] = now;
  }
  return { changes, before };
};

const updateMatched = async (
  tx: Db,
  target: ImportTarget,
  job: StoredImport,
  line: PendingLine,
  matchId: string,
  audits: (AuditEntry & { recordLabel: string | null })[],
): Promise<LineResult> => {
  const base = { line: line.line, recordId: matchId, before: null, recordUpdatedAt: null };
  const values = line.values ?? {};
  const mapped = job.mapping.filter((field): field is string => field !== null);
  const table = target.table;
  try {
    return await tx.transaction(async (savepoint) => {
      const [current] = (await savepoint
        .select()
        .from(table)
        .where(eq(table.id, matchId))
        .for('update')) as Record<string, unknown>[];
      if (!current)
        return {
          ...base,
          recordId: null,
          outcome: 'failed',
          message: 'O cadastro encontrado foi excluído enquanto a planilha era importada',
        };
      if (current.status === 'anonymized')
        return {
          ...base,
          outcome: 'skipped',
          message: 'Profissional anonimizado: os dados não são alterados',
        };
      const { changes, before } = changesOf(
        target,
        mapped,
        values,
        current,
        job.onMatch as ImportMatchAction,
      );
      if (Object.keys(changes).length === 0)
        return { ...base, outcome: 'skipped', message: 'Já cadastrado, sem nada a atualizar' };
      const at = new Date();
      await savepoint
        .update(table)
        .set({ ...changes, updatedAt: at })
        .where(eq(table.id, matchId));
      audits.push({
        action: 'import.update',
        entity: target.entity,
        entityId: matchId,
        before,
        after: changes,
        recordLabel: labelOf(target, current),
      });
      return { ...base, outcome: 'updated', message: null, before, recordUpdatedAt: at };
    });
  } catch (error) {
    const message = conflictMessage(target, error);
    if (!message) throw error;
    return { ...base, recordId: null, outcome: 'failed', message };
  }
};

/** The new records of the batch in one statement; if one clashes with a record written meanwhile, one at a time. */
const createNew = async (
  tx: Db,
  target: ImportTarget,
  lines: PendingLine[],
  audits: (AuditEntry & { recordLabel: string | null })[],
): Promise<LineResult[]> => {
  if (lines.length === 0) return [];
  const at = new Date();
  const records = lines.map((line) => ({
    ...(line.values ?? {}),
    id: randomUUID(),
    createdAt: at,
    updatedAt: at,
  }));
  const created = (index: number): LineResult => {
    const record = records[index] as { id: string };
    const line = lines[index] as PendingLine;
    audits.push({
      action: 'import.create',
      entity: target.entity,
      entityId: record.id,
      after: line.values,
      recordLabel: labelOf(target, line.values),
    });
    return {
      line: line.line,
      outcome: 'created',
      message: null,
      recordId: record.id,
      before: null,
      recordUpdatedAt: at,
    };
  };
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(target.table).values(records as never);
    });
    return lines.map((_line, index) => created(index));
  } catch (error) {
    if (!conflictMessage(target, error)) throw error;
  }
  const results: LineResult[] = [];
  for (const [index, line] of lines.entries()) {
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(target.table).values(records[index] as never);
      });
      results.push(created(index));
    } catch (error) {
      const message = conflictMessage(target, error);
      if (!message) throw error;
      results.push(failedLine(line, message));
    }
  }
  return results;
};

const saveResults = async (tx: Db, job: StoredImport, results: LineResult[]) => {
  if (results.length === 0) return;
  await tx.execute(sql`
    UPDATE import_rows r SET outcome = u.outcome, outcome_message = u.message, record_id = u.record_id,
                             before = u.before, record_updated_at = u.at
      FROM jsonb_to_recordset(${JSON.stringify(
        results.map((result) => ({
          line: result.line,
          outcome: result.outcome,
          message: result.message,
          record_id: result.recordId,
          before: result.before,
          at: result.recordUpdatedAt?.toISOString() ?? null,
        })),
      )}::jsonb) AS u(line int, outcome text, message text, record_id uuid, before jsonb, at timestamptz)
     WHERE r.import_id = ${job.id} AND r.line = u.line`);
};

const failedLine = (line: PendingLine, message: string): LineResult => ({
  line: line.line,
  outcome: 'failed',
  message,
  recordId: null,
  before: null,
  recordUpdatedAt: null,
});

const importBatch = async (
  db: Db,
  claim: Claim,
  leaseSeconds: number,
  job: StoredImport,
  lines: PendingLine[],
  scope: Scope,
) => {
  const target = IMPORT_TARGETS[job.resource as ImportResource];
  const last = lines[lines.length - 1];
  if (!last) return;
  await db.transaction(async (tx) => {
    const results: LineResult[] = [];
    const audits: (AuditEntry & { recordLabel: string | null })[] = [];
    const { byDocument, byEmail } = await existingOf(
      tx,
      target,
      lines.filter((line) => line.state !== 'invalid'),
      scope,
    );
    const fresh: PendingLine[] = [];
    for (const line of lines) {
      if (line.state === 'invalid') {
        results.push({
          line: line.line,
          outcome: 'failed',
          message: reasonsOf(line.issues),
          recordId: null,
          before: null,
          recordUpdatedAt: null,
        });
        continue;
      }
      const values = line.values ?? {};
      // Checked again: the author's scope may have narrowed since the preview.
      const uf = typeof values.uf === 'string' ? values.uf : null;
      const outOfScope = uf ? ufRefusal(scope, uf) : null;
      if (outOfScope) {
        results.push(failedLine(line, outOfScope));
        continue;
      }
      const document = values[target.documentColumn];
      const email = typeof values.email === 'string' ? values.email.toLowerCase() : '';
      const byDoc = typeof document === 'string' ? byDocument.get(document) : undefined;
      const byMail = byEmail.get(email);
      const match = byDoc ?? (target.emailUnique || !document ? byMail : undefined);
      if (!match) {
        const noUf = ufRefusal(scope, uf);
        if (noUf) results.push(failedLine(line, noUf));
        else fresh.push(line);
        continue;
      }
      // The same email on another person's CPF or CNPJ: neither record is this row's.
      if (!byDoc && match.document && document && match.document !== document) {
        results.push({
          line: line.line,
          outcome: 'failed',
          message: `O e-mail já pertence a outro cadastro de ${IMPORT_RESOURCE_LABELS[target.entity]}`,
          recordId: null,
          before: null,
          recordUpdatedAt: null,
        });
        continue;
      }
      if (job.onMatch === 'skip') {
        results.push({
          line: line.line,
          outcome: 'skipped',
          message: 'Já cadastrado: pulado',
          recordId: match.id,
          before: null,
          recordUpdatedAt: null,
        });
        continue;
      }
      results.push(await updateMatched(tx, target, job, line, match.id, audits));
    }
    results.push(...(await createNew(tx, target, fresh, audits)));
    const tally: Tally = { processedRows: lines.length };
    for (const result of results) tally[result.outcome] = (tally[result.outcome] ?? 0) + 1;
    await advance(tx, claim, leaseSeconds, last.line, tally);
    await saveResults(tx, job, results);
    await recordAuditOnBehalf(tx, actorOf(job), audits);
  });
};

/* ---------- Undoing: removes what it created, restores what it changed, unless changed since ---------- */

type UndoLine = {
  line: number;
  outcome: 'created' | 'updated';
  record_id: string;
  before: Record<string, unknown> | null;
  exists: boolean;
  unchanged: boolean;
  held: boolean;
};

const HELD_MESSAGES: Record<ImportResource, string> = {
  candidates: 'Candidatou-se a um processo depois da importação: mantido como está',
  companies:
    'Ganhou processos, assinaturas ou questionários depois da importação: mantida como está',
  partners: 'Ganhou cupons depois da importação: mantido como está',
};

const undoBatch = async (
  db: Db,
  claim: Claim,
  leaseSeconds: number,
  job: StoredImport,
  lines: number[],
) => {
  const resource = job.resource as ImportResource;
  const target = IMPORT_TARGETS[resource];
  const last = lines[lines.length - 1];
  if (last === undefined) return;
  await db.transaction(async (tx) => {
    const table = sql.identifier(target.tableName);
    const rows = await rowsOf<UndoLine>(
      tx,
      sql`SELECT r.line, r.outcome, r.record_id, r.before, t.id IS NOT NULL AS exists,
                 coalesce(t.updated_at = r.record_updated_at, false) AS unchanged,
                 coalesce(${target.dependantsSince(sql`t.id`, sql`r.record_updated_at`)}, false) AS held
            FROM import_rows r LEFT JOIN ${table} t ON t.id = r.record_id
           WHERE r.import_id = ${job.id} AND r.line BETWEEN ${lines[0]} AND ${last} AND r.outcome IN ('created', 'updated')
           ORDER BY r.line FOR UPDATE OF r`,
    );
    const results: { line: number; outcome: ImportUndoOutcome; message: string | null }[] = [];
    const audits: (AuditEntry & { recordLabel: string | null })[] = [];
    const removable: UndoLine[] = [];
    for (const row of rows) {
      if (!row.exists)
        results.push({
          line: row.line,
          outcome: 'kept',
          message: 'O cadastro já tinha sido excluído',
        });
      else if (!row.unchanged)
        results.push({
          line: row.line,
          outcome: 'kept',
          message: 'Alterado depois da importação: mantido como está',
        });
      else if (row.held)
        results.push({ line: row.line, outcome: 'kept', message: HELD_MESSAGES[resource] });
      else if (row.outcome === 'created') removable.push(row);
      else {
        const before = row.before ?? {};
        const [restored] = (await tx
          .update(target.table)
          .set({ ...before, updatedAt: new Date() })
          .where(eq(target.table.id, row.record_id))
          .returning()) as Record<string, unknown>[];
        audits.push({
          action: 'import.restore',
          entity: target.entity,
          entityId: row.record_id,
          after: before,
          recordLabel: labelOf(target, restored ?? null),
        });
        results.push({ line: row.line, outcome: 'restored', message: null });
      }
    }
    if (removable.length > 0) {
      const removed = (await tx
        .delete(target.table)
        .where(
          inArray(
            target.table.id,
            removable.map((row) => row.record_id),
          ),
        )
        .returning()) as Record<string, unknown>[];
      for (const record of removed)
        audits.push({
          action: 'import.remove',
          entity: target.entity,
          entityId: String(record.id),
          before: record,
          recordLabel: labelOf(target, record),
        });
      for (const row of removable)
        results.push({ line: row.line, outcome: 'removed', message: null });
    }
    const tally: Tally = { processedRows: lines.length };
    for (const result of results) tally[result.outcome] = (tally[result.outcome] ?? 0) + 1;
    await advance(tx, claim, leaseSeconds, last, tally);
    await tx.execute(sql`
      UPDATE import_rows r SET undo_outcome = u.outcome, undo_message = u.message
        FROM jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS u(line int, outcome text, message text)
       WHERE r.import_id = ${job.id} AND r.line = u.line`);
    await recordAuditOnBehalf(tx, actorOf(job), audits);
  });
};

/* ---------- The worker ---------- */

export const createImportWorker = ({
  database,
  storage,
  activity,
  options,
  onError = () => undefined,
}: {
  database: Database;
  storage: Storage;
  /** The API's requests, which the job gives way to; without it, the job never waits. */
  activity?: Activity;
  options: ImportJobOptions;
  onError?: (error: unknown) => void;
}): ImportWorker => {
  const { db } = database;
  const { leaseSeconds, batchSize } = options;
  /**
   * Runs one batch, then gives way to the administrators' requests in proportion to its length;
   * a batch shorter than the rest was the last one, and the job ends at once.
   */
  const inTurn = async (batch: () => Promise<void>, size: number) => {
    const started = Date.now();
    await batch();
    if (size < batchSize) return;
    await giveWay(activity, Date.now() - started, options.yieldFactor ?? 0);
  };
  // `halting` ends the phase under way after its batch; `polling` keeps looking for more work.
  let halting = false;
  let polling = false;

  const load = async (claim: Claim): Promise<StoredImport | undefined> => {
    const [job] = await db
      .select()
      .from(imports)
      .where(and(eq(imports.id, claim.id), eq(imports.leaseToken, claim.token)));
    return job;
  };

  const verify = async (claim: Claim, job: StoredImport): Promise<void> => {
    const resource = job.resource as ImportResource;
    const columns = columnsOf(job).filter((column) => column.field !== null);
    const scope = await scopeOfJob(db, job);
    const ufHeader = ufHeaderOf(job);
    const stream = await storage.read(job.fileKey);
    let header = true;
    let lines: CheckedLine[] = [];
    try {
      for await (const { line, cells } of sheetLines(stream, formatOf(job))) {
        if (header) {
          header = false;
          continue;
        }
        if (line <= job.cursor) continue;
        const checked = withinScope(checkRow(resource, columns, cells), scope, ufHeader);
        lines.push({
          importId: job.id,
          line,
          cells: job.headers.map((_header, index) => cells[index] ?? ''),
          values: checked.values,
          issues: checked.issues,
          state: checked.values ? 'new' : 'invalid',
          hasWarning: checked.issues.some((found) => found.warning),
          documentKey: checked.documentKey,
          emailKey: checked.emailKey,
        });
        if (lines.length >= batchSize) {
          const batch = lines;
          lines = [];
          await inTurn(() => verifyBatch(db, claim, leaseSeconds, batch), batch.length);
          if (halting) return;
        }
      }
      await verifyBatch(db, claim, leaseSeconds, lines);
    } finally {
      stream.destroy();
    }
    const current = await load(claim);
    if (current) await closeVerification(db, claim, current, scope);
  };

  const importAll = async (claim: Claim, job: StoredImport): Promise<void> => {
    let cursor = job.cursor;
    const scope = await scopeOfJob(db, job);
    while (!halting) {
      const lines = await db
        .select({
          line: importRows.line,
          state: importRows.state,
          values: importRows.values,
          issues: importRows.issues,
        })
        .from(importRows)
        .where(and(eq(importRows.importId, job.id), gt(importRows.line, cursor)))
        .orderBy(asc(importRows.line))
        .limit(batchSize);
      const last = lines[lines.length - 1];
      if (!last) {
        const done = await finish(db, claim, { status: 'done', finishedAt: new Date() });
        if (done) await closeJob(done, 'import.finish');
        return;
      }
      await inTurn(() => importBatch(db, claim, leaseSeconds, job, lines, scope), lines.length);
      cursor = last.line;
    }
  };

  const undoAll = async (claim: Claim, job: StoredImport): Promise<void> => {
    let cursor = job.cursor;
    while (!halting) {
      const lines = await db
        .select({ line: importRows.line })
        .from(importRows)
        .where(
          and(
            eq(importRows.importId, job.id),
            gt(importRows.line, cursor),
            inArray(importRows.outcome, ['created', 'updated']),
          ),
        )
        .orderBy(asc(importRows.line))
        .limit(batchSize);
      const last = lines[lines.length - 1];
      if (!last) {
        const undone = await finish(db, claim, { status: 'undone', undoneAt: new Date() });
        if (undone) await closeJob(undone, 'import.undone');
        return;
      }
      await inTurn(
        () =>
          undoBatch(
            db,
            claim,
            leaseSeconds,
            job,
            lines.map((line) => line.line),
          ),
        lines.length,
      );
      cursor = last.line;
    }
  };

  /** The job's end in the trail, with its figures; the spreadsheet itself is no longer needed. */
  const closeJob = async (job: StoredImport, action: string) => {
    await recordAuditOnBehalf(db, actorOf(job), [
      {
        action,
        entity: 'imports',
        entityId: job.id,
        after:
          action === 'import.finish'
            ? {
                criados: job.created,
                atualizados: job.updated,
                pulados: job.skipped,
                falharam: job.failed,
              }
            : { removidos: job.removed, restaurados: job.restored, mantidos: job.kept },
        recordLabel: job.fileName,
      },
    ]);
    if (action === 'import.finish') await storage.remove(job.fileKey).catch(onError);
  };

  const run = async (claim: Claim): Promise<void> => {
    const job = await load(claim);
    if (!job) return;
    try {
      if (job.status === 'validating') await verify(claim, job);
      else if (job.status === 'importing') await importAll(claim, job);
      else if (job.status === 'undoing') await undoAll(claim, job);
    } catch (error) {
      if (error instanceof LeaseLost) return;
      // A file the check cannot read at all ends the job with its reason; anything else is retried by the next claim.
      const message = (error as { kind?: string }).kind ? (error as Error).message : null;
      if (message && job.status === 'validating') {
        await finish(db, claim, { status: 'failed', error: message, finishedAt: new Date() });
        return;
      }
      throw error;
    } finally {
      // Handed back at once when stopped: a restart goes on without waiting for the lease to run out.
      if (halting)
        await db
          .update(imports)
          .set({ leaseUntil: null })
          .where(and(eq(imports.id, claim.id), eq(imports.leaseToken, claim.token)));
    }
  };

  let running: Promise<unknown> = Promise.resolve();
  const runOnce = (): Promise<boolean> => {
    halting = false;
    const work = (async () => {
      const [claim] = await database.query<Claim>(CLAIM_SQL, [leaseSeconds]);
      if (!claim) return false;
      await run(claim);
      return true;
    })();
    running = work.catch(() => undefined);
    return work;
  };

  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      while (polling && (await runOnce()));
    } catch (error) {
      onError(error);
    }
    if (polling) timer = setTimeout(() => void tick(), options.pollMs);
  };

  return {
    runOnce,
    start: () => {
      if (polling) return;
      polling = true;
      void tick();
    },
    stop: async () => {
      polling = false;
      halting = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
