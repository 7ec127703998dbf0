import { z } from 'zod';

/**
 * A record named inside a request (a body's or a query's id, where the path's `:id` is not the
 * record) is marked once, where its schema is declared: `candidateId: recordId('candidates')`.
 * The server holds every marked id to the administrator's regional scope before the handler, as it
 * holds the path's (decision 029): an id out of scope answers as an unknown one, so a desk limited
 * to some UFs cannot reach, by naming it, a record it may not see (enrol a professional of another
 * UF, open a process for a company of another UF). The OpenAPI document shows `x-record`.
 */
export const REFERENCED_RECORDS = ['companies', 'candidates', 'selectiveProcesses', 'applications'] as const;
export type ReferencedRecord = (typeof REFERENCED_RECORDS)[number];

/** The marked ids of the contract's schemas, by schema instance. */
export const recordReferences = z.registry<{ record: ReferencedRecord }>();

/** The extension that names a marked property's record in the OpenAPI document. */
export const RECORD_REFERENCE_EXTENSION = 'x-record';

/** A request's id of a record of `record`'s kind: a uuid, marked (a new schema each time: marks are per instance). */
export const recordId = (record: ReferencedRecord) => {
  const schema = z.uuid({ error: 'Identificador inválido' });
  recordReferences.add(schema, { record });
  z.globalRegistry.add(schema, { [RECORD_REFERENCE_EXTENSION]: record });
  return schema;
};
