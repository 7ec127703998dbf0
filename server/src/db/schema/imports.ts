import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { timestamps, users } from './users';

/**
 * A spreadsheet brought into a registry, and the background job that verifies, imports and undoes
 * it. The job is claimed by any instance under a lease (`lease_until`, fenced by `lease_token`) and
 * goes on from `cursor`, the last line its phase finished, so a restart resumes where it stopped.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resource: text('resource').notNull(),
    status: text('status').notNull().default('mapping'),
    /** The stored file (lib/storage.ts key), read again by whichever instance runs the job. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    /** 'csv' or 'xlsx'; a CSV's encoding and separator as detected. */
    fileType: text('file_type').notNull(),
    encoding: text('encoding'),
    delimiter: text('delimiter'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The field of each column by position; null ignores it. */
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    onMatch: text('on_match'),
    validOnly: boolean('valid_only').notNull().default(false),
    totalRows: integer('total_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    matchRows: integer('match_rows').notNull().default(0),
    warningRows: integer('warning_rows').notNull().default(0),
    /** Rows done in the phase under way, and the last line it finished. */
    processedRows: integer('processed_rows').notNull().default(0),
    cursor: integer('cursor').notNull().default(1),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    restored: integer('restored').notNull().default(0),
    kept: integer('kept').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    leaseToken: integer('lease_token').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    ip: text('ip'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('imports_created_idx').on(t.createdAt),
    index('imports_running_idx')
      .on(t.status)
      .where(sql`${t.status} IN ('validating', 'importing', 'undoing')`),
    check(
      'imports_status_check',
      sql`${t.status} IN ('mapping', 'validating', 'ready', 'importing', 'done', 'undoing', 'undone', 'cancelled', 'failed')`,
    ),
  ],
);

/** One line of an import's file: its cells, what the check found, and what the job did with it. */
export const importRows = pgTable(
  'import_rows',
  {
    /**
     * The row's key in lists and cursors; `line` is its place in the file. The job writes ids in
     * time order (UUIDv7): a file's lines append to the primary key instead of scattering over it.
     */
    id: uuid('id')
      .primaryKey()
      .defaultRandom()
      .$defaultFn(() => uuidv7()),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    /** The record's input as the contract's schema answered it; null when the row is invalid. */
    values: jsonb('values').$type<Record<string, unknown>>(),
    issues: jsonb('issues')
      .$type<{ column: string | null; message: string; warning: boolean }[]>()
      .notNull(),
    state: text('state').notNull(),
    hasWarning: boolean('has_warning').notNull().default(false),
    /** The CPF or CNPJ and the lower-cased email: duplicates in the file and matches are found by them. */
    documentKey: text('document_key'),
    emailKey: text('email_key'),
    matchId: uuid('match_id'),
    outcome: text('outcome'),
    outcomeMessage: text('outcome_message'),
    recordId: uuid('record_id'),
    /** The fields the import changed, as they were: what an undo puts back. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The record's updated_at as the import left it: a later one means someone changed it since. */
    recordUpdatedAt: timestamp('record_updated_at', { withTimezone: true, mode: 'date' }),
    undoOutcome: text('undo_outcome'),
    undoMessage: text('undo_message'),
  },
  (t) => [
    // A page's ids in the file's order, its id breaking ties as every list's (index-only). A line is
    // written once: in the transaction that moves the job's fenced cursor past it.
    index('import_rows_line_idx').on(t.importId, t.line, t.id),
    index('import_rows_document_idx').on(t.importId, t.documentKey),
    index('import_rows_email_idx').on(t.importId, t.emailKey),
    // The preview's filter by state ('Inválidas' of 100,000 lines): its page and its count.
    index('import_rows_state_idx').on(t.importId, t.state, t.line, t.id),
  ],
);

/** The mapping last confirmed for a registry (folded header → field): suggested for the next file. */
export const importMappings = pgTable('import_mappings', {
  resource: text('resource').primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: timestamps.updatedAt,
});
