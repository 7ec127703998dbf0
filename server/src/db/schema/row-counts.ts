import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';

/**
 * How many rows the largest tables hold, kept by statement triggers (migrations 0012 and 0013), so
 * an unfiltered list of a million professionals reads its total instead of counting it. A table's
 * count is the sum of its rows: each writing transaction adds its own (`transactionId`), so no
 * writer waits on another's row (decision 057), and `fold_kept_writes()` folds them into row 0.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.transactionId] })],
);

/**
 * A searched table's writes folded in (decisions 041 and 057, migration 0060): how many writing transactions
 * and the newest write's number. With the writes not yet folded (`tableWrites`), they make the
 * table's version, which a search's total an instance remembers is current at.
 */
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  writes: bigint('writes', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per transaction that wrote a searched table, with a number from a sequence, never given
 * twice: written by statement triggers, each transaction its own row, so no write waits on
 * another's (two writers of a shared counter row would). Folded into `tableVersions` now and then.
 */
export const tableWrites = pgTable(
  'table_writes',
  {
    tableName: text('table_name').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.transactionId] })],
);

/**
 * The same per group of a table's rows (deliveries by channel and status, attempts by channel and
 * outcome: `email:failed`), for the logs that always read one group (migration 0013); summed, as
 * the row counts are.
 */
export const groupCounts = pgTable(
  'group_counts',
  {
    tableName: text('table_name').notNull(),
    groupKey: text('group_key').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.groupKey, t.transactionId] })],
);

/**
 * Anchors of a list's order for pages asked by number (migration 0015, decision 015): each holds
 * how many rows sort from it (its `sortValue` and `rowId`) up to the next anchor, kept by statement
 * triggers, so page 5,000 seeks to the anchor before it instead of walking 50,000 index entries.
 * An anchor's rows are the sum of its entries, one per writing transaction until folded.
 */
export const pageAnchors = pgTable(
  'page_anchors',
  {
    listName: text('list_name').notNull(),
    sortValue: text('sort_value').notNull(),
    rowId: uuid('row_id').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull().default(0),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listName, t.sortValue, t.rowId, t.transactionId] })],
);

/**
 * The starts (one and two characters) of the words a professional is found by when the search key
 * is that short: the words of the folded name and of the email, the registration number's and the
 * CPF's first characters (migration 0016, decision 017). Kept by statement triggers on candidates,
 * in the professionals' order by name, so such a key's page is a walk of ten entries and its total
 * a kept count (group_counts), where each request matched every name by regular expression.
 */
export const candidateWordStarts = pgTable(
  'candidate_word_starts',
  {
    key: text('key').notNull(),
    sortValue: text('sort_value').notNull(),
    rowId: uuid('row_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.sortValue, t.rowId] })],
);

/** A table of keys kept by statement triggers: each key with the name its record sorts by and its id. */
const keysTable = (name: string) =>
  pgTable(
    name,
    {
      key: text('key').notNull(),
      sortValue: text('sort_value').notNull(),
      rowId: uuid('row_id').notNull(),
    },
    (t) => [primaryKey({ columns: [t.key, t.sortValue, t.rowId] })],
  );

/**
 * The fragments a company is found by, in the order of legal names (migration 0041, decision 039):
 * every end of three characters or more of each run of letters and digits of its folded names
 * ('silva' gives 'silva', 'ilva', 'lva'). A key of one word of letters and digits is in a name
 * exactly when it starts one of these, so its matches are a range of this primary key, counted and
 * ordered without touching the companies, where the trigram index rechecked every match's row.
 */
export const companyWordFragments = keysTable('company_word_fragments');

/**
 * The UFs a professional belongs to for a regional scope (decision 029): their own, and that of
 * every company whose process they are enrolled in. Kept by statement triggers on candidates,
 * applications, processes and companies (migration 0027), so a scoped list tests one primary-key
 * entry per row and its total is a count kept per UF (group_counts), where the rule's OR of a
 * join would scan every professional.
 */
export const candidateUfs = pgTable(
  'candidate_ufs',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    uf: text('uf').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.uf] }),
    index('candidate_ufs_uf_idx').on(t.uf, t.candidateId),
  ],
);
