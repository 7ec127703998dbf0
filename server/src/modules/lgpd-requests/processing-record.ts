import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Operation } from '@hub/contract/operation';
import { API_OPERATIONS } from '@hub/contract/operations';
import { PERSONAL_KINDS, type PersonalKind } from '@hub/contract/personal-data';
import {
  DEFAULT_PROCESSING_SETTINGS,
  fieldName,
  PERSONAL_KIND_NAMES,
  processingSettingsSchema,
  type ProcessingRecord,
  type ProcessingSettings,
  type ProcessingSettingsAnswer,
} from '@hub/contract/processing-record';
import type { Db } from '../../db/client';
import { lgpdSettings, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import type { CsvColumn } from '../../lib/csv';
import { escapeHtml } from '../../lib/html';
import { markedFieldsOf } from '../../lib/personal-data';
import { iso } from '../../lib/records';
import { SETTINGS_ID } from './retention';

/** The stored settings over the defaults, kind by kind: a kind the contract marks later starts from its default. */
const settingsOf = (stored: Record<string, unknown> | null | undefined): ProcessingSettings => {
  if (!stored) return DEFAULT_PROCESSING_SETTINGS;
  const merged = {
    ...DEFAULT_PROCESSING_SETTINGS,
    ...stored,
    activities: { ...DEFAULT_PROCESSING_SETTINGS.activities, ...(stored.activities as object | undefined) },
  };
  const parsed = processingSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PROCESSING_SETTINGS;
};

export const getProcessingSettings = async (db: Db): Promise<ProcessingSettingsAnswer> => {
  const [row] = await db
    .select({ processing: lgpdSettings.processing, at: lgpdSettings.processingUpdatedAt, by: users.email })
    .from(lgpdSettings)
    .leftJoin(users, eq(users.id, lgpdSettings.processingUpdatedBy))
    .where(eq(lgpdSettings.id, SETTINGS_ID));
  return { ...settingsOf(row?.processing), updatedAt: iso(row?.at ?? null), updatedBy: row?.by ?? null };
};

export const saveProcessingSettings = async (
  db: Db,
  request: FastifyRequest,
  settings: ProcessingSettings,
): Promise<ProcessingSettingsAnswer> => {
  const before = await getProcessingSettings(db);
  const values = { processing: settings, processingUpdatedBy: request.user?.id ?? null, processingUpdatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(lgpdSettings).values({ id: SETTINGS_ID, ...values }).onConflictDoUpdate({ target: lgpdSettings.id, set: values });
    await recordAudit(tx, request, {
      action: 'processing-record.update',
      entity: 'lgpd_settings',
      entityId: String(SETTINGS_ID),
      before: { controller: before.controller, dpo: before.dpo, activities: before.activities },
      after: settings,
    });
  });
  return getProcessingSettings(db);
};

type Use = ProcessingRecord['categories'][number]['fields'][number]['operations'][number];

/**
 * Every field the contract marks as personal data, by kind and path, with the operations that answer
 * it: read from the same marks the masking follows (decision 030), so a field marked tomorrow is in
 * the record tomorrow.
 */
export const markedFieldsByKind = (): Map<PersonalKind, Map<string, Use[]>> => {
  const byKind = new Map<PersonalKind, Map<string, Use[]>>(PERSONAL_KINDS.map((kind) => [kind, new Map()]));
  for (const [operationId, operation] of Object.entries(API_OPERATIONS) as [string, Operation][]) {
    const success = operation.responses[200] ?? operation.responses[201];
    const use = { operationId, method: operation.method, path: `/api${operation.path}`, summary: operation.summary };
    const seen = new Set<string>();
    for (const { field, kind } of markedFieldsOf(success)) {
      if (seen.has(`${kind}:${field}`)) continue;
      seen.add(`${kind}:${field}`);
      const fields = byKind.get(kind)!;
      fields.set(field, [...(fields.get(field) ?? []), use]);
    }
  }
  return byKind;
};

/** The paths of a kind by their Portuguese name (the CPF of a list row and of a record are one field to the reader). */
const fieldsByName = (kind: PersonalKind, paths: Map<string, Use[]>) => {
  const byName = new Map<string, { name: string; paths: string[]; operations: Use[] }>();
  for (const [path, operations] of [...paths].sort(([a], [b]) => a.localeCompare(b))) {
    const name = fieldName(path, kind);
    const field = byName.get(name) ?? { name, paths: [], operations: [] };
    field.paths.push(path);
    for (const use of operations)
      if (!field.operations.some((known) => known.operationId === use.operationId)) field.operations.push(use);
    byName.set(name, field);
  }
  return [...byName.values()];
};

export const buildProcessingRecord = async (db: Db): Promise<ProcessingRecord> => {
  const settings = await getProcessingSettings(db);
  const byKind = markedFieldsByKind();
  return {
    generatedAt: new Date().toISOString(),
    controller: settings.controller,
    dpo: settings.dpo,
    categories: PERSONAL_KINDS.map((kind) => ({
      kind,
      name: PERSONAL_KIND_NAMES[kind],
      ...settings.activities[kind],
      fields: fieldsByName(kind, byKind.get(kind) ?? new Map<string, Use[]>()),
    })),
  };
};

const dateTime = (value: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(value));

/** The record as a document to read or print, in Portuguese. */
export const processingRecordHtml = (record: ProcessingRecord): string => {
  const text = escapeHtml;
  const sections = record.categories.map(
    (category) => `<section><h2>${text(category.name)}</h2>
<dl><dt>Finalidade</dt><dd>${text(category.purpose)}</dd><dt>Base legal</dt><dd>${text(category.legalBasis)}</dd>
<dt>Retenção</dt><dd>${text(category.retention)}</dd><dt>Compartilhamento</dt><dd>${text(category.recipients)}</dd></dl>
${
  category.fields.length === 0
    ? '<p>Nenhum campo do sistema tem este tipo de dado.</p>'
    : `<table><thead><tr><th>Campo</th><th>Onde aparece</th></tr></thead><tbody>${category.fields
        .map(
          ({ name, operations }) =>
            `<tr><td>${text(name)}</td><td><ul>${operations
              .map((use) => `<li>${text(use.summary)}</li>`)
              .join('')}</ul></td></tr>`,
        )
        .join('')}</tbody></table>`
}</section>`,
  );
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Registro das operações de tratamento</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1c252e}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
ul{margin:0;padding-left:1.2rem}dl{display:grid;grid-template-columns:12rem 1fr;gap:.3rem 1rem}dt{font-weight:600}dd{margin:0}</style></head>
<body><h1>Registro das operações de tratamento de dados pessoais</h1>
<p>Lei nº 13.709/2018 (LGPD), art. 37. Gerado em ${dateTime(record.generatedAt)} a partir das marcações de dados pessoais do próprio sistema.</p>
<dl><dt>Controlador</dt><dd>${text(record.controller)}</dd><dt>Encarregado</dt><dd>${text(record.dpo)}</dd></dl>
${sections.join('\n')}
</body></html>`;
};

type CsvRow = { category: ProcessingRecord['categories'][number] } & ProcessingRecord['categories'][number]['fields'][number];

/** One line per marked field: its kind, what the settings say of it and where it appears. */
export const PROCESSING_RECORD_CSV: CsvColumn<CsvRow>[] = [
  { header: 'Tipo de dado', value: (row) => row.category.name },
  { header: 'Campo', value: (row) => row.name },
  { header: 'Caminho na API', value: (row) => row.paths.join(', ') },
  { header: 'Finalidade', value: (row) => row.category.purpose },
  { header: 'Base legal', value: (row) => row.category.legalBasis },
  { header: 'Retenção', value: (row) => row.category.retention },
  { header: 'Compartilhamento', value: (row) => row.category.recipients },
  { header: 'Onde aparece', value: (row) => row.operations.map((use) => use.summary).join('; ') },
];

export const processingRecordRows = (record: ProcessingRecord): CsvRow[] =>
  record.categories.flatMap((category) => category.fields.map((field) => ({ category, ...field })));

export const auditRecordDownload = (db: Db, request: FastifyRequest, format: string) =>
  recordAudit(db, request, {
    action: 'processing-record.download',
    entity: 'lgpd_settings',
    entityId: String(SETTINGS_ID),
    after: { format },
  });
