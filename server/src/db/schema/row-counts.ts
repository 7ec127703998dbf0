import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';

/**
 * How many rows the largest tables hold, kept by statement triggers (migrations 0012 and 0013), so
 * an unfiltered list of a million professionals reads its total instead of counting it.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/**
 * A new number at each write statement of a searched table (insert, update, delete, truncate),
 * from a sequence, never given twice; kept by statement triggers (migration 0042, decision 041): a
 * search's total an instance remembers is current while its table's version is the one it was
 * counted at.
 */
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The same per group of a table's rows (deliveries by channel and status, attempts by channel and
 * outcome: `email:failed`), for the logs that always read one group (migration 0013).
 */
export const groupCounts = pgTable(
  'group_counts',
  {
    tableName: text('table_name').notNull(),
    groupKey: text('group_key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.groupKey] })],
);

/**
 * Anchors of a list's order for pages asked by number (migration 0015, decision 015): each holds
 * how many rows sort from it (its `sortValue` and `rowId`) up to the next anchor, kept by statement
 * triggers, so page 5,000 seeks to the anchor before it instead of walking 50,000 index entries.
 */
export const pageAnchors = pgTable(
  'page_anchors',
  {
    listName: text('list_name').notNull(),
    sortValue: text('sort_value').notNull(),
    rowId: uuid('row_id').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listName, t.sortValue, t.rowId] })],
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
