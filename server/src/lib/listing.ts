import {
  and,
  asc,
  Column,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  ilike,
  inArray,
  is,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  union,
  unionAll,
  type AnyPgColumn,
  type PgSelect,
  type PgTable,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyRequest } from 'fastify';
import { COUNT_CAP, PAGE_SIZES } from '@hub/contract/common';
import type { Db } from '../db/client';
import { builtOnceNamed, builtOncePer, type Preparable } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { groupCounts, rowCounts } from '../db/schema/index';
import { foldedKey } from '../db/schema/folded';
import { joinAll, joinsRead, type Join } from './joins';
import { ANCHOR_SPACING, onAnchoredPage } from './page-anchors';
import { keptPerDatabase } from './kept-per-database';
import { knownTotal, rememberedOr, rememberTotal, versionOf } from './remembered-totals';

/** Building blocks of every list: search key, date range, sort, the page and the CSV batches. */

export type Order = 'asc' | 'desc';
/** A sort key's SQL: never null (wrap nullable columns in coalesce), so keyset paging stays exact. */
export type SortExpression = SQL | AnyPgColumn;

export type ListTable = PgTable & { id: AnyPgColumn };

export const escapeLike = (value: string): string =>
  value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An ILIKE pattern matching `key` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (key: string): string => `%${escapeLike(key)}%`;

export const pageOffset = (query: { page: number; limit: number }): number =>
  (query.page - 1) * query.limit;

/**
 * The optimistic-concurrency check of every PUT: the row still has the `updatedAt` the client
 * read. Compared at millisecond precision, the precision of the ISO string the client holds.
 */
export const unchangedSince = (column: AnyPgColumn, updatedAt: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${updatedAt}::timestamptz)`;

/** The status columns every status change writes: the reason, when, and by whom. */
export const statusStamp = (request: FastifyRequest, reason: string | undefined) => {
  const at = new Date();
  return {
    statusReason: reason ?? null,
    statusChangedAt: at,
    statusChangedBy: request.user?.id ?? null,
  };
};

/** ILIKE ignoring accents too ("sao paulo" matches "São Paulo"); the unaccented trigram indexes serve it. */
export const ilikeUnaccented = (column: AnyPgColumn | SQL, pattern: string | Placeholder): SQL =>
  sql`immutable_unaccent(${column}) ILIKE immutable_unaccent(${pattern})`;

/**
 * A key without three letters or digits in a row has no trigram: pg_trgm draws nothing from
 * '%ab%' or '%a b%' and reads its whole index (and every row) for it, seconds on a million names.
 * Such a key finds the words it starts instead, which the trigram indexes serve (a word's first
 * trigrams are padded with spaces). Decision 011.
 */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** The `key` of a list, once: trimmed text, an ILIKE pattern, and the bare characters of a CPF/CNPJ/CEP. */
export type SearchKey = {
  text: string;
  contains: string;
  compact: string;
  short: boolean;
  /** Several words: a name holds each of them at the start of one of its words, in any order (issue 70). */
  spaced: boolean;
  /**
   * The key's words when it has several (`spaced`), as typed but for the punctuation that ends
   * them ('Martins, Beatriz', 'Ltda.'): a word of punctuation alone is none. None for a key of one word.
   */
  words: string[];
};

/** The words of a key of several words (`SearchKey.words`). */
const wordsOf = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]+$/u, ''))
    .filter((word) => word.length > 0);

export const searchKey = (key: string | undefined): SearchKey | null => {
  const text = key?.trim();
  if (!text) return null;
  const spaced = /\s/.test(text);
  return {
    text,
    contains: containsPattern(text),
    compact: text.replace(/[\s./-]/g, '').toUpperCase(),
    short: !HAS_TRIGRAM.test(text),
    spaced,
    words: spaced ? wordsOf(text) : [],
  };
};

/**
 * The words of a key of several words tested one by one, each its own condition that the trigram
 * index serves; past them, the rest are tested together on the rows the first ones find (`restWords`).
 * The number of words and which are short change the SQL: a search's query key carries them
 * (`wordsShape`), so at most 2^5 statements per list, sort and order are built for the words.
 */
export const MAX_WORDS = 5;

/**
 * What a search's SQL depends on in a key's words: whether it has several (an email is then never
 * searched), how many are tested one by one, which are short, whether more follow.
 */
export const wordsShape = (key: SearchKey): string => {
  if (!key.spaced) return '';
  const tested = key.words
    .slice(0, MAX_WORDS)
    .map((word) => (HAS_TRIGRAM.test(word) ? 'l' : 's'))
    .join('');
  return `_w${tested}${key.words.length > MAX_WORDS ? '_rest' : ''}`;
};

/**
 * A regular expression matching `key` at the start of the text or of a word in it, taken literally:
 * its metacharacters escaped, and nothing else (PostgreSQL reads a backslash before a letter, or a
 * combining accent, as an escape of its own).
 */
const wordStartPattern = (key: string): string =>
  `(^| )${key.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`)}`;

/**
 * What a list's search condition reads of its key: the values of one key, or the placeholders of
 * a search built once. Derived here so that no module computes with a value it may not hold.
 */
export type SearchTerms = {
  /** The key as typed, trimmed. */
  text: string | Placeholder;
  /** The key anywhere (ILIKE), with the user's % and _ taken literally. */
  contains: string | Placeholder;
  /** The key in capitals, as typed: the start of an uppercase code such as a registration number (`startsWith`). */
  upperText: string | Placeholder;
  /** The key's capitals and digits: the start of a CPF, CNPJ or CEP typed with or without punctuation (`startsWith`). */
  compactText: string | Placeholder;
  /** The key at the start of a word (case-insensitive regular expression). */
  wordStart: string | Placeholder;
  /** Whether the key is too short for trigrams: names and emails are then matched by `wordStart`. */
  short: boolean;
  /** Whether the key has several words: a name then holds each at a word's start, an email never. */
  spaced: boolean;
  /** A key of several words: its first MAX_WORDS words, each tested on its own (none for a key of one word). */
  words: readonly WordTerms[];
  /** The words past MAX_WORDS, parted by single spaces, tested together; undefined when there are none. */
  restWords: string | Placeholder | undefined;
};

/** One word of a key of several words, as a name is tested for it at the start of one of its words. */
export type WordTerms = {
  /** The word as typed. */
  text: string | Placeholder;
  /** The word anywhere (ILIKE): what the trigram index finds before its start is tested. */
  contains: string | Placeholder;
  /** The word at the start of a word (regular expression), for a word too short for trigrams. */
  wordStart: string | Placeholder;
  short: boolean;
};

const wordTermsOf = (word: string): WordTerms => ({
  text: word,
  contains: containsPattern(word),
  wordStart: wordStartPattern(word),
  short: !HAS_TRIGRAM.test(word),
});

export const termsOf = (key: SearchKey): SearchTerms => ({
  text: key.text,
  contains: key.contains,
  upperText: key.text.toUpperCase(),
  compactText: key.compact,
  wordStart: wordStartPattern(key.text),
  short: key.short,
  spaced: key.spaced,
  words: key.words.slice(0, MAX_WORDS).map(wordTermsOf),
  restWords: key.words.length > MAX_WORDS ? key.words.slice(MAX_WORDS).join(' ') : undefined,
});

const termPlaceholders = ({ short, spaced, words }: SearchKey): SearchTerms => ({
  text: sql.placeholder('text'),
  contains: sql.placeholder('contains'),
  upperText: sql.placeholder('upperText'),
  compactText: sql.placeholder('compactText'),
  wordStart: sql.placeholder('wordStart'),
  short,
  spaced,
  words: words.slice(0, MAX_WORDS).map((word, n) => ({
    text: sql.placeholder(`word${n}`),
    contains: sql.placeholder(`word${n}Contains`),
    wordStart: sql.placeholder(`word${n}Start`),
    short: !HAS_TRIGRAM.test(word),
  })),
  restWords: words.length > MAX_WORDS ? sql.placeholder('restWords') : undefined,
});

/** The values of a key's terms under the names `termPlaceholders` gives them. */
const termValues = (terms: SearchTerms): Record<string, unknown> => ({
  text: terms.text,
  contains: terms.contains,
  upperText: terms.upperText,
  compactText: terms.compactText,
  wordStart: terms.wordStart,
  ...Object.fromEntries(
    terms.words.flatMap((word, n) => [
      [`word${n}`, word.text],
      [`word${n}Contains`, word.contains],
      [`word${n}Start`, word.wordStart],
    ]),
  ),
  ...(terms.restWords === undefined ? {} : { restWords: terms.restWords }),
});

/** A hyphen or an apostrophe parts words as a space does ('Maria-Clara', "D'Ávila"). */
const apart = (text: AnyPgColumn | SQL): SQL => sql`translate(${text}, '-''', '  ')`;

/**
 * Every word of a key of several words at the start of a word of `folded` (a text lower-case and
 * without accents), in any order: 'martins beatriz' and 'bea mar' are Beatriz Silva Martins, and
 * 'ana silva' is not Juliana Silva (issue 70). A word of three letters or digits is found by `like`
 * (its trigram index) and its start tested on what that finds; a shorter one by a regular expression
 * of its start, from which pg_trgm draws the padded trigrams of a word's start. Words past MAX_WORDS
 * are tested together on the rows the first ones find. Text search (a GIN index of the words, prefix
 * queries) was measured slower on a million names and not kept (decision 054).
 */
const wordsAtStarts = (
  folded: AnyPgColumn | SQL,
  like: (pattern: string | Placeholder) => SQL,
  terms: SearchTerms,
): SQL => {
  const each = terms.words.map((word) =>
    word.short
      ? sql`${folded} ~ ${foldedKey(word.wordStart)}`
      : sql`(${like(word.contains)} AND strpos(' ' || ${apart(folded)}, ' ' || ${apart(foldedKey(word.text))}) > 0)`,
  );
  if (terms.restWords !== undefined)
    each.push(
      sql`NOT EXISTS (SELECT 1 FROM regexp_split_to_table(${apart(foldedKey(terms.restWords))}, ' ') AS rest(word) WHERE strpos(' ' || ${apart(folded)}, ' ' || rest.word) = 0)`,
    );
  return sql`(${sql.join(each, sql` AND `)})`;
};

/**
 * A name found by a search, ignoring accents and case: a key of one word anywhere in it, or at the
 * start of one of its words when the key is short; a key of several words, each of its words at the
 * start of one of the name's words, in any order (`wordsAtStarts`). `foldedColumn` is the name's
 * folded copy (schema/folded.ts), whose trigram index serves them all; the key is folded once, not
 * each name.
 */
export const nameFound = (foldedColumn: AnyPgColumn | SQL, terms: SearchTerms): SQL => {
  if (terms.words.length > 0)
    return wordsAtStarts(
      foldedColumn,
      (pattern) => sql`${foldedColumn} LIKE ${foldedKey(pattern)}`,
      terms,
    );
  if (terms.short) return sql`${foldedColumn} ~ ${foldedKey(terms.wordStart)}`;
  return sql`${foldedColumn} LIKE ${foldedKey(terms.contains)}`;
};

/**
 * A text without a folded copy found by a search, accents and case ignored: a key of one word
 * anywhere in it (ilikeUnaccented, as every such list found it), a key of several words each at
 * the start of one of its words, in any order, as `nameFound` (a line break or a tab parts words as
 * a space does). Its unaccented trigram index (`unaccentedIndex`) serves both.
 */
export const textHolds = (column: AnyPgColumn | SQL, terms: SearchTerms): SQL =>
  terms.words.length > 0
    ? wordsAtStarts(
        sql`translate(lower(immutable_unaccent(${column})), E'\n\r\t', '   ')`,
        (pattern) => ilikeUnaccented(column, pattern),
        terms,
      )
    : ilikeUnaccented(column, terms.contains);

/**
 * An address (an email, a code) found by a key of one word anywhere in it, accents and case
 * ignored; an address holds no space, so a key of several words finds none.
 */
export const addressHolds = (column: AnyPgColumn | SQL, terms: SearchTerms): SQL =>
  terms.spaced ? sql`false` : ilikeUnaccented(column, terms.contains);

/**
 * A code starting with `start`, as a range of its byte order (an index in text_pattern_ops): the
 * LIKE of a prefix is such a range only when the planner sees the prefix, which a plan made once
 * for every key does not.
 */
export const startsWith = (column: AnyPgColumn, start: string | Placeholder): SQL =>
  sql`(${column} ~>=~ ${start} AND ${column} ~<~ (${start} || chr(1114111)))`;

/**
 * An email found by a search: the key anywhere in it, or at its start when the key is short. An
 * email holds no space, so a key of several words finds none (without asking its trigram index).
 */
export const textFound = (column: AnyPgColumn | SQL, terms: SearchTerms): SQL => {
  if (terms.spaced) return sql`false`;
  return terms.short ? sql`${column} ~* ${terms.wordStart}` : ilike(column, terms.contains);
};

/**
 * A list's search by `key`. A key takes one form (one that may start a CPF searches the CPF column
 * too); `condition` builds each form from terms, so a search by key alone is built once per form,
 * sort and order: Drizzle took longer to build a search of a 30-column table than PostgreSQL to run it.
 */
export type ListSearch = {
  formOf: (key: SearchKey) => string;
  condition: (terms: SearchTerms, form: string) => SQL | undefined;
  /** The word starts that serve a key of one or two characters in the order `sort` (one of SORTS), when the list has them. */
  wordStarts?: { table: WordStartTable; sort: SortExpression };
  /**
   * The word fragments that serve a key of one word of letters and digits in the order `sort`, when
   * the list has them: a table of each end of three characters or more of each run of letters and
   * digits of the row's folded names (decision 039). A key of several words is never read from a
   * table of keys: its words are found in any order and apart (decision 054).
   */
  wordFragments?: KeyTable;
  /**
   * A key of one word the planner expects many rows to hold is counted up to COUNT_CAP first
   * (`manyMatchesPage`): for a table of a million rows, where reading every match of a common
   * surname costs a hundred times the page; on a smaller one the look costs more than it saves.
   */
  manyMatches?: boolean;
  /**
   * A table of a few hundred rows (the partners): a key alone is planned once per connection, as
   * any plan reads it whole in no time; planning each key cost more than running it.
   */
  plannedOnce?: boolean;
  /**
   * The forms of a key alone planned once for every value (decision 043): a form whose plan is the
   * same for any key of it (the professionals' CPF digits read four indexes), where planning each
   * key cost as much as running it.
   */
  plannedForEveryValue?: readonly string[];
};

/**
 * A table of keys drawn from a row's folded names, as the word fragments (decision 039): its `key`
 * ('silva', in the C collation, so a key's start is a range), its `sortValue` in the order served
 * and its id (`rowId`); `besides` is the rest of the search's condition (the email, the CNPJ).
 */
export type KeyTable = {
  table: WordStartTable;
  sort: SortExpression;
  besides: (terms: SearchTerms, form: string) => SQL | undefined;
};

/**
 * Whether word fragments serve `key`: one word of three letters or digits or more, each of them
 * a to z or 0 to 9 once its accents are gone, as in the fragments' runs (migration 0041). Found in a
 * name, such a key lies within one run and starts one of its ends.
 */
const isFragmentKey = (key: string): boolean =>
  /^[\p{L}\p{N}]{3,}$/u.test(key) &&
  /^[a-z\d]+$/.test(key.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

/**
 * A table of the starts of the words a list's rows are found by (decision 017): each row's `key`s
 * of one or two letters or digits with its `sortValue` in the order served, and its id (`rowId`).
 * Its triggers keep how many rows each key finds in group_counts, under the table's name.
 */
export type WordStartTable = PgTable & {
  key: AnyPgColumn;
  sortValue: AnyPgColumn;
  rowId: AnyPgColumn;
};

/** The keys word starts hold: one or two letters or digits, without accents, in any case. */
const WORD_START_KEY = /^[a-z\d]{1,2}$/i;

/**
 * A search whose SQL depends on the key's value, not only on its terms: the audit trail's picks the
 * codes whose Portuguese labels hold the key ('aprovou' finds approvals). It cannot be built once
 * with placeholders, so it is built for each key and applied as one of the list's filters: its
 * pages take the filtered path (cursors honoured, counted apart), never the search's.
 */
export type PerKeySearch = { perKey: (key: SearchKey) => SQL | undefined };

/** What a list is searched by: a search built once per form, or one built per key. */
export type AnySearch = ListSearch | PerKeySearch;

const isPerKey = (search: AnySearch): search is PerKeySearch => 'perKey' in search;

const searchedWith = (search: AnySearch, key: SearchKey, filters: SQL | undefined) =>
  and(
    isPerKey(search) ? search.perKey(key) : search.condition(termsOf(key), search.formOf(key)),
    filters,
  );

/** A list's filters and its search key together, as an export applies them. */
export const matching = (
  search: AnySearch,
  key: string | undefined,
  filters: SQL | undefined,
): SQL | undefined => {
  const found = searchKey(key);
  return found ? searchedWith(search, found, filters) : filters;
};

/**
 * A key of 11 to 14 digits, with or without punctuation: a whole CPF, or a CNPJ from its root on.
 * No name, email, title or subject holds so many digits in a row; such a key is looked for in the
 * documents alone (decision 046).
 */
export const isWholeDocument = (key: SearchKey): boolean => /^\d{11,14}$/.test(key.compact);

/** A key that may be the start of a CNPJ: its digits, or the letters and digits of an alphanumeric CNPJ. */
const mayStartCnpj = (key: SearchKey): boolean =>
  /^[0-9A-Z]{2,14}$/.test(key.compact) && /\d/.test(key.compact);

/**
 * The form of a key in a search of names, emails and CNPJs: 'document' for a whole CPF or CNPJ (the
 * CNPJ's start alone), 'cnpj' for one that may start a CNPJ (its start besides the texts), 'text'.
 */
export const cnpjSearchForm = (key: SearchKey): 'document' | 'cnpj' | 'text' => {
  if (isWholeDocument(key)) return 'document';
  return mayStartCnpj(key) ? 'cnpj' : 'text';
};

/**
 * What a key of the form `cnpjSearchForm` gives finds: `texts` (names, emails), or the start of the
 * `cnpj` besides them for a key that may start one; a whole CPF or CNPJ, that start alone.
 */
export const textsOrCnpjFound = (
  cnpj: AnyPgColumn,
  terms: SearchTerms,
  form: string,
  texts: SQL | undefined,
): SQL | undefined => {
  const cnpjStart = startsWith(cnpj, terms.compactText);
  if (form === 'document') return cnpjStart;
  return or(texts, form === 'cnpj' ? cnpjStart : undefined);
};

/** Inclusive days, in UTC. */
export const createdBetween = (
  column: AnyPgColumn,
  range: { createdFrom?: string | undefined; createdTo?: string | undefined },
): (SQL | undefined)[] => [
  range.createdFrom ? gte(column, sql`${range.createdFrom}::date`) : undefined,
  range.createdTo ? lt(column, sql`${range.createdTo}::date + 1`) : undefined,
];

/** The id breaks ties, so pages never repeat or skip rows that share a sort value. */
export const orderOf = (expression: SortExpression, id: SortExpression, order: Order): SQL[] =>
  order === 'asc' ? [asc(expression), asc(id)] : [desc(expression), desc(id)];

/** The tables whose size triggers keep in row_counts (migrations 0012, 0013, 0032 and 0035). */
const COUNTED_TABLES = new Set([
  'candidates',
  'companies',
  'subscriptions',
  'selective_processes',
  'email_log',
  'whatsapp_log',
  'catho_log',
  'kanban_log',
  'audit_log',
]);
const keptCounts = builtOncePer((db) => ({
  table: db
    .select({ count: sql<number | null>`sum(${rowCounts.count})`.mapWith(Number) })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, sql.placeholder('tableName')))
    .prepare('kept_row_count'),
  group: db
    .select({ count: sql<number | null>`sum(${groupCounts.count})`.mapWith(Number) })
    .from(groupCounts)
    .where(
      and(
        eq(groupCounts.tableName, sql.placeholder('tableName')),
        eq(groupCounts.groupKey, sql.placeholder('groupKey')),
      ),
    )
    .prepare('kept_group_count'),
}));

/** Whether triggers keep the size of `table` (COUNTED_TABLES): its unfiltered pages can carry it. */
export const isCounted = (table: PgTable): boolean => COUNTED_TABLES.has(getTableName(table));

/** The row count the triggers keep for a table of COUNTED_TABLES; undefined for any other. */
const keptRowCount = async (db: Db, tableName: string): Promise<number | undefined> => {
  if (!COUNTED_TABLES.has(tableName)) return undefined;
  const [kept] = await keptCounts(db).table.execute({ tableName });
  return kept?.count;
};

/** How many rows of a table with group counts (migration 0013) are in one group: 0 before the first. */
export const keptGroupCount = async (
  db: Db,
  tableName: string,
  groupKey: string,
): Promise<number> => {
  const [kept] = await keptCounts(db).group.execute({ tableName, groupKey });
  return kept?.count ?? 0;
};

/** A list's total, and whether it stopped at COUNT_CAP (a lower bound, 'mais de 10.000'). */
export type Counted = { total: number; capped: boolean };

/** The select a count reads: a table, or a table and the joins its condition reads. */
export type CountedFrom = (fields: SelectedFields) => PgSelect;

/**
 * How many rows of `from` match `where`: up to COUNT_CAP + 1 unless `exact` asks for all or nothing
 * filters, since tens of thousands of index probes cost far more than the page they are counted for.
 */
export const countMatches = async (
  db: Db,
  from: CountedFrom,
  where: SQL | undefined,
  exact: boolean | undefined,
): Promise<Counted> => {
  const count = { count: sql<number>`count(*)::int` };
  if (!where || exact) {
    const [row] = (await from(count).where(where)) as { count: number }[];
    return { total: row?.count ?? 0, capped: false };
  }
  const matches = from({ one: sql`1`.as('one') })
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select(count).from(matches);
  return cappedAt(row?.count ?? 0);
};

/** A count of at most COUNT_CAP + 1 matches as a total: past the cap, a lower bound. */
const cappedAt = (counted: number): Counted =>
  counted > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: counted, capped: false };

/**
 * How many rows match; with nothing to match, the count the triggers keep when the list opts in.
 * `from` is what a filter's count reads: the table alone unless its condition reads joins.
 */
export const countRows = async (
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  {
    keptCount = false,
    exact = false,
    from = (fields) => db.select(fields).from(table).$dynamic(),
  }: { keptCount?: boolean | undefined; exact?: boolean | undefined; from?: CountedFrom } = {},
): Promise<Counted> => {
  const kept = where || !keptCount ? undefined : await keptRowCount(db, getTableName(table));
  if (kept !== undefined) return { total: kept, capped: false };
  return countMatches(db, from, where, exact);
};

/**
 * `sort` is one of a module's constant SORTS: the default view is prepared once per sort object.
 * `key` is the list's search key and `after`/`before` its keyset cursor, when the module's query
 * has them (it is spread in); `search` is the module's constant search.
 */
export type PageRequest = {
  sort: SortExpression;
  order: Order;
  page: number;
  limit: number;
  /** The list's search by `key`; absent when its key is one of its filters (a joined list's `where`). */
  search?: AnySearch | undefined;
  key?: string | undefined;
  after?: string | undefined;
  before?: string | undefined;
  /** The list name of the sort's page anchors (lib/page-anchors.ts), when it has them: a column's sort. */
  anchors?: string | undefined;
  /**
   * What a page's rows carry (a module's constant), when not every column of the table: some of
   * its columns (`columnsNamed`), or fields of the table and its `joins`.
   */
  fields?: SelectedFields | undefined;
  /**
   * The tables a row reads beside its own (a module's constant): its ids, keyset and count join
   * only those they read.
   */
  joins?: readonly Join[] | undefined;
  /**
   * The table's size is kept by triggers (COUNTED_TABLES): an unfiltered page carries that count
   * instead of counting its rows.
   */
  keptCount?: boolean | undefined;
  /** Count every match of a filter, past COUNT_CAP (the list query's `exactTotal`). */
  exactTotal?: boolean | undefined;
  /**
   * Only the rows are wanted (the top bar's first hits): a search by a name read as a range of
   * keys skips its count, and its total is then the rows found, a lower bound (`capped`).
   */
  rowsOnly?: boolean | undefined;
  /**
   * A filter whose values are the statement's parameters: alone (or with a search key), its page is
   * prepared once, as the default view's; beside other filters it is one of them.
   */
  prepared?: PreparedFilter | undefined;
};

/**
 * A filter that is the same SQL for every request under one name, such as a limited
 * administrator's UFs: its page is a statement prepared once per name (`planned: 'once'`), where a
 * filter built per request costs its building on every page.
 */
export type PreparedFilter = {
  /** What the query's key says of the filter: the same key, the same SQL (the tests check it). */
  name: string;
  where: SQL;
  /** How many rows match, kept, as a scalar subquery the page's rows carry. */
  total?: SQL<number> | undefined;
  /** How many rows match, read apart when the rows carry no total. */
  count: () => Promise<number>;
  /**
   * The values of the placeholders `where` holds (a message's id: one statement for the
   * recipients of every message). Such a filter pages alone: the list adds no other filter to it.
   */
  values?: Record<string, unknown> | undefined;
};

/** A page's columns: the request's fields, or every column of the table. */
const listedColumns = (table: ListTable, request: PageRequest): Record<string, AnyPgColumn> =>
  // Flat fields (columns and aliased SQL) select alike; the type names the columns alone.
  (request.fields as Record<string, AnyPgColumn> | undefined) ?? getTableColumns(table);

/** Some of a table's columns by name, as the fields a list's rows carry (`PageRequest.fields`). */
export const columnsNamed = <
  Table extends ListTable,
  Name extends keyof Table['_']['columns'] & string,
>(
  table: Table,
  names: readonly Name[],
): Pick<Table['_']['columns'], Name> => {
  const all: Record<string, AnyPgColumn> = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<
    Table['_']['columns'],
    Name
  >;
};

/**
 * `fields` of the list's table with its joins: every one (`reading` absent), or those `reading`
 * reads (a page's ids, a keyset's row, a count).
 */
const selectFrom = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  fields: SelectedFields,
  reading?: readonly (SQL | AnyPgColumn | undefined)[],
) => {
  const joins = request.joins ?? [];
  return joinAll(
    db
      .select(fields)
      .from(table as PgTable)
      .$dynamic(),
    reading ? joinsRead(joins, reading) : joins,
  );
};

type Direction = 'after' | 'before';

/**
 * The rows after (or before) the row `id` in the list's order, a keyset condition the sort index
 * seeks to; no row at all when that row is gone.
 */
const beyondRow = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  id: string | Placeholder,
  direction: Direction,
): SQL => {
  const { sort } = request;
  const forward = (request.order === 'asc') === (direction === 'after');
  const row = selectFrom(
    db,
    table,
    request,
    { sort: sql`${sort}`.as('cursor_sort'), id: table.id },
    [sort],
  ).where(eq(table.id, id));
  return sql`(${sort}, ${table.id}) ${forward ? sql`>` : sql`<`} ${row}`;
};

/** A page before a row is read walking back from it: the rows come in reverse and are turned round. */
const walkOrder = (order: Order, direction: Direction | null): Order =>
  direction === 'before' ? (order === 'asc' ? 'desc' : 'asc') : order;

type Window = { limit: number; offset: number };
/** A page's window as values, or as the placeholders of a prepared page. */
type WindowOf = { limit: number | Placeholder; offset: number | Placeholder };
const WINDOW_PLACEHOLDERS: WindowOf = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * A page's window as its prepared statement holds it. PostgreSQL plans a LIMIT it cannot read for
 * a tenth of the rows, so a page whose window is a parameter was planned anew at every execution
 * (planning cost more than the run). The first page at a size the lists offer has its size written
 * in: no parameter is left and the statement is planned once per connection. Drizzle's `limit`
 * writes an SQL chunk as it is (listing.test.ts pins it) and leaves out an offset of 0.
 */
export const preparedWindow = (
  window: Window,
): { name: string; window: WindowOf; values: Partial<Window> } =>
  window.offset === 0 && (PAGE_SIZES as readonly number[]).includes(window.limit)
    ? {
        name: `_first${window.limit}`,
        window: { limit: sql.raw(String(window.limit)) as unknown as Placeholder, offset: 0 },
        values: {},
      }
    : { name: '', window: WINDOW_PLACEHOLDERS, values: window };

/**
 * A page's statement, prepared once under `name` with its window (`preparedWindow`), run with
 * `values` and the window's own.
 */
export const runPreparedPage = (
  db: Db,
  name: string,
  window: Window,
  build: (window: WindowOf) => Preparable,
  values: Record<string, unknown> = {},
): Promise<unknown[]> => {
  const planned = preparedWindow(window);
  return builtOnceNamed(db, `${name}${planned.name}`, 'once', () => build(planned.window)).execute({
    ...values,
    ...planned.values,
  });
};

/**
 * The rows a page holds: those matching `where`, in `order`, within `window`. `filters` is the part
 * of `where` that may read the list's joins (a keyset reads those of the sort).
 */
type PageSpec = {
  where: SQL | undefined;
  filters: SQL | undefined;
  order: SQL[];
  window: WindowOf;
};

const pageIdsOf = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  { where, filters, order, window }: PageSpec,
) =>
  selectFrom(db, table, request, { id: table.id }, [filters, request.sort])
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);

/**
 * Past the first rows, the page's ids are found first and the rows read after (a deferred join):
 * the offset then walks the sort index alone (and the joins its filters and sort read), not 50,000
 * full rows, so page 5,000 costs little more than page 1. Skipping nothing, a page reads its rows
 * at once: the two selects cost their planning for nothing.
 */
const pageRows = (db: Db, table: ListTable, request: PageRequest, page: PageSpec) =>
  page.window.offset === 0
    ? selectFrom(db, table, request, listedColumns(table, request))
        .where(page.where)
        .orderBy(...page.order)
        .limit(page.window.limit)
    : rowsOfIds(
        db,
        table,
        request,
        inArray(table.id, pageIdsOf(db, table, request, page)),
        page.order,
      );

/** A page's rows, read by the ids `chosen` names (a walk of the sort index, or an anchored seek). */
const rowsOfIds = (db: Db, table: ListTable, request: PageRequest, chosen: SQL, order: SQL[]) =>
  selectFrom(db, table, request, listedColumns(table, request))
    .where(chosen)
    .orderBy(...order);

/** Whether an unfiltered page of `table` carries the total the triggers keep (rowsOfIdsWithTotal). */
const carriesKeptTotal = (table: ListTable, request: PageRequest): boolean => {
  if (!request.keptCount) return false;
  const name = getTableName(table);
  if (!COUNTED_TABLES.has(name)) throw new Error(`no trigger keeps the size of ${name}`);
  return true;
};

/** The count the triggers keep for one group of a table with group counts, as a scalar subquery: 0 before its first row. */
const keptGroupCountOf = (tableName: string, groupKey: string | Placeholder): SQL<number> =>
  sql`coalesce((SELECT sum(${groupCounts.count}) FROM ${groupCounts} WHERE ${groupCounts.tableName} = ${tableName} AND ${groupCounts.groupKey} = ${groupKey}), 0)`.mapWith(
    Number,
  );

/**
 * The count the triggers keep for a table of COUNTED_TABLES, or for one group of a table with group
 * counts, as a scalar subquery: a column a page's rows carry. Undefined for a table not counted.
 */
export const keptCount = (tableName: string, groupKey?: string): SQL<number> | undefined => {
  if (groupKey !== undefined) return keptGroupCountOf(tableName, groupKey);
  if (!COUNTED_TABLES.has(tableName)) return undefined;
  return sql`(SELECT sum(${rowCounts.count}) FROM ${rowCounts} WHERE ${rowCounts.tableName} = ${tableName})`.mapWith(
    Number,
  );
};

/** An unfiltered page of a counted table carries its kept total: one round trip where two were. */
const rowsOfIdsWithTotal = (
  db: Db,
  table: ListTable,
  request: PageRequest,
  total: SQL<number>,
  chosen: SQL,
  order: SQL[],
) =>
  selectFrom(db, table, request, { row: listedColumns(table, request), total })
    .where(chosen)
    .orderBy(...order);

/**
 * A search finds its matches once, for the page and the total together: the trigram and prefix
 * bitmap scans of a key cost as much for the count as for the page, so two queries scanned twice.
 */
const searchRows = (
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  request: PageRequest,
  window: WindowOf,
) => matchedRows(db, table, rowsMatching(db, table, where, request), request, window);

/** A search's matches, however found: their ids and sort values. */
type Matches = TypedQueryBuilder<{ id: SQL.Aliased; sortKey: SQL.Aliased }>;

/**
 * A search's matches read two ways: `paged` holds at least the rows of the page and those before
 * it, `counted` every match, possibly more than once (none when only the rows are wanted).
 */
type MatchesApart = { paged: Matches; counted: Matches | undefined };

/**
 * The ids and sort values of the rows `where` selects: a search's matches, with the joins its
 * condition and sort read (a process's company, by whose name it is sorted or scoped).
 */
const rowsMatching = (db: Db, table: ListTable, where: SQL | undefined, request: PageRequest) =>
  joinAll(
    db
      .select({ id: sql`${table.id}`.as('id'), sortKey: sql`${request.sort}`.as('sort_key') })
      .from(table as PgTable)
      .$dynamic(),
    joinsRead(request.joins ?? [], [where, request.sort]),
  ).where(where);

/**
 * The page of a search's matches (ids and sort values, however found) in the request's order, each
 * row carrying how many match.
 */
const matchedRows = (
  db: Db,
  table: ListTable,
  matches: Matches | MatchesApart,
  request: PageRequest,
  window: WindowOf,
) => {
  const apart = 'paged' in matches;
  const matched = db.$with('matched').as(apart ? matches.paged : matches);
  const counted =
    apart && matches.counted
      ? sql<number>`(SELECT count(DISTINCT counted.id)::int FROM (${matches.counted}) counted)`
      : undefined;
  // A count apart is remembered at its table's version, where the table has one (decision 041).
  const total = !apart
    ? sql<number>`(SELECT count(*)::int FROM ${matched})`
    : counted
      ? rememberedOr(table as PgTable, counted)
      : sql<number>`NULL::int`;
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(...orderOf(sql`${matched.sortKey}`, sql`${matched.id}`, request.order))
    .limit(window.limit)
    .offset(window.offset);
  return joinAll(
    db
      .with(matched)
      .select({
        row: listedColumns(table, request),
        total,
        ...(counted ? { version: versionOf(table as PgTable) } : {}),
      })
      .from(table as PgTable)
      .$dynamic(),
    request.joins ?? [],
  )
    .where(inArray(table.id, pageIds))
    .orderBy(...orderOf(request.sort, table.id, request.order));
};

/**
 * A number per module constant a query's SQL depends on (a sort expression of SORTS, a list's
 * fields) for the query's key: the same in every handle, so a handle builds one query per sort.
 */
type QueryConstant = SortExpression | SelectedFields;
const constantNumbers = new Map<QueryConstant, number>();
const constantNumber = (constant: QueryConstant): number => {
  const known = constantNumbers.get(constant);
  if (known !== undefined) return known;
  const next = constantNumbers.size + 1;
  constantNumbers.set(constant, next);
  return next;
};

/** The key a built query is known by (`builtOnceNamed`; its statement is named after its SQL). */
const queryName = (table: ListTable, kind: string, request: PageRequest): string => {
  const columns = request.fields ? `_fields${constantNumber(request.fields)}` : '';
  const where = request.prepared ? `_${request.prepared.name}` : '';
  return `${getTableName(table)}_${kind}_${constantNumber(request.sort)}${columns}${where}_${request.order}`;
};

/** A page's row, the search's total, and the table's version where the total is remembered. */
type Found = { row: unknown; total: number; version?: string | null };

/**
 * A page of a search by a key its word starts hold, in their order: the page walks the key's
 * entries and the total is the key's kept count, where the search matched every row (decision 017).
 */
const wordStartPage = async (
  db: Db,
  table: ListTable,
  starts: WordStartTable,
  key: string,
  request: PageRequest,
  window: Window,
) => {
  const startsName = getTableName(starts);
  const name = queryName(table, 'word_starts', request);
  const build = (window: WindowOf) => {
    const pageIds = db
      .select({ id: starts.rowId })
      .from(starts)
      .where(eq(starts.key, sql.placeholder('key')))
      .orderBy(...orderOf(starts.sortValue, starts.rowId, request.order))
      .limit(window.limit)
      .offset(window.offset);
    return rowsOfIdsWithTotal(
      db,
      table,
      request,
      keptGroupCountOf(startsName, sql.placeholder('key')),
      inArray(table.id, pageIds),
      orderOf(request.sort, table.id, request.order),
    );
  };
  const found = (await runPreparedPage(db, name, window, build, { key })) as Found[];
  const total = found[0]?.total ?? (await keptGroupCount(db, startsName, key));
  return { rows: found.map((match) => match.row), total, capped: false };
};

/**
 * The matches of a key of one word read from the word fragments: the fragments starting with the
 * key (an index range), and the rows the rest of the search finds. A prepared filter (a limited
 * administrator's UFs) is tested on each match's row. They are counted as a range (UNION ALL, each
 * id once in the count); the page is ordered from the first entries of each key of the range (a
 * key's entries are in the order served, and the rows before a row of the page are before it in its
 * own key too), so it orders tens of entries, not thousands.
 */
const keyRangeMatches = (
  db: Db,
  table: ListTable,
  fragments: KeyTable,
  terms: SearchTerms,
  form: string,
  request: PageRequest,
  window: WindowOf,
  counts: boolean,
): MatchesApart => {
  const within = request.prepared?.where;
  const rechecked =
    within &&
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${fragments.table.rowId} AND ${within})`;
  const start = foldedKey(terms.text);
  const end = sql`${start} || chr(1114111)`;
  const { table: keys } = fragments;
  const entry = {
    id: sql`${keys.rowId}`.as('id'),
    sortKey: sql`${keys.sortValue}`.as('sort_key'),
  };
  const inRange = db
    .select(entry)
    .from(keys)
    .where(and(sql`${keys.key} >= ${start}`, sql`${keys.key} < ${end}`, rechecked));
  // Each key of the range found by a probe of the index, then its first entries up to the page's end.
  const firstEntries = db
    .select({ id: sql`first.id`.as('id'), sortKey: sql`first.sort_key`.as('sort_key') })
    .from(
      sql`(WITH RECURSIVE range_keys(key) AS (
        SELECT min(${keys.key}) FROM ${keys} WHERE ${keys.key} >= ${start} AND ${keys.key} < ${end}
        UNION ALL
        SELECT (SELECT min(${keys.key}) FROM ${keys} WHERE ${keys.key} > range_keys.key AND ${keys.key} < ${end})
        FROM range_keys WHERE range_keys.key IS NOT NULL
      )
      SELECT entries.* FROM range_keys CROSS JOIN LATERAL (
        SELECT ${keys.rowId} AS id, ${keys.sortValue} AS sort_key FROM ${keys}
        WHERE ${keys.key} = range_keys.key AND ${rechecked ?? sql`true`}
        ORDER BY ${sql.join(orderOf(keys.sortValue, keys.rowId, request.order), sql`, `)}
        LIMIT ${window.limit}::bigint + ${window.offset}::bigint
      ) entries) first`,
    );
  const besides = rowsMatching(
    db,
    table,
    and(fragments.besides(terms, form), within && eachMatch(within)),
    request,
  );
  return {
    paged: union(firstEntries, besides),
    counted: counts ? unionAll(inRange, besides) : undefined,
  };
};

/**
 * A condition tested on each match of a search, one probe per row: the trigram scans' row estimates
 * are often ten times the matches, and the planner then hashed the whole scope (SP's 260,000
 * entries) for a thousand matches. OFFSET 0 keeps the subquery from being pulled up into a join.
 */
const eachMatch = (condition: SQL): SQL => sql`EXISTS (SELECT 1 WHERE ${condition} OFFSET 0)`;

/**
 * A page of a search by key, with its total. A key alone is a query built once per form; with
 * filters, it is built for the request. Either is planned for its values: a generic plan, which
 * PostgreSQL adopts after five executions of a named statement when it looks no dearer, walks
 * every trigram index for a key too short to have trigrams, where a plan for the value may scan.
 * Past the last page no row carries the total: it is counted apart. A key of the list's word starts,
 * unfiltered and in their order, reads them instead.
 */
const searchedPage = async (
  db: Db,
  table: ListTable,
  key: SearchKey,
  filters: SQL | undefined,
  request: PageRequest & { search: ListSearch },
  window: Window,
) => {
  const { search } = request;
  const { wordStarts: starts } = search;
  const alone = !filters && !request.prepared;
  if (alone && starts?.sort === request.sort && WORD_START_KEY.test(key.text))
    return wordStartPage(db, table, starts.table, key.text.toLowerCase(), request, window);
  const form = search.formOf(key);
  const terms = termsOf(key);
  const { prepared } = request;
  // A key of several words is never read from a table of keys: its words are found in any order
  // and apart (decision 054).
  const keyTable = isFragmentKey(key.text) ? search.wordFragments : undefined;
  const byKeyTable = !filters && keyTable?.sort === request.sort;
  // A name's range may hold thousands of entries; a CPF's or CNPJ's digits hardly any, and their
  // statement stays the one that counts (uncounted, it measured slower: BENCHMARKS.md).
  const uncounted = byKeyTable && request.rowsOnly && form === 'text';
  const shape = byKeyTable
    ? `fragments${uncounted ? '_uncounted' : ''}`
    : `${key.short ? '_short' : ''}${wordsShape(key)}`;
  if (
    alone &&
    search.manyMatches &&
    !byKeyTable &&
    form === 'text' &&
    !key.short &&
    !request.exactTotal
  ) {
    const condition = searchedWith(search, key, undefined);
    const many = await manyMatchesPage(
      db,
      table,
      condition,
      `${form} ${key.text}`,
      request,
      window,
    );
    if (many) return many;
  }
  // A key's count, whatever the order or the page: its statement's shape and its values. Only a
  // range of keys counted apart remembers it (its statement takes the known total's values).
  const searched = `${getTableName(table)} ${shape} ${prepared?.name ?? ''} ${JSON.stringify([terms, prepared?.values])}`;
  const known = keyTable && byKeyTable && !uncounted ? knownTotal(db, searched) : {};
  const run = async (window: Window) =>
    (filters
      ? await searchRows(db, table, searchedWith(search, key, filters), request, window)
      : await builtOnceNamed(
          db,
          queryName(table, `search_${form}${shape}`, request),
          !prepared && (byKeyTable || search.plannedForEveryValue?.includes(form))
            ? 'once for every value'
            : search.plannedOnce
              ? 'once'
              : 'per execution',
          (handle) => {
            const placeholders = termPlaceholders(key);
            return keyTable && byKeyTable
              ? matchedRows(
                  handle,
                  table,
                  keyRangeMatches(
                    handle,
                    table,
                    keyTable,
                    placeholders,
                    form,
                    request,
                    WINDOW_PLACEHOLDERS,
                    !uncounted,
                  ),
                  request,
                  WINDOW_PLACEHOLDERS,
                )
              : searchRows(
                  handle,
                  table,
                  and(search.condition(placeholders, form), prepared && eachMatch(prepared.where)),
                  request,
                  WINDOW_PLACEHOLDERS,
                );
          },
        ).execute({ ...termValues(terms), ...window, ...known })) as Found[];
  const found = await run(window);
  if (uncounted)
    return {
      rows: found.map((match) => match.row),
      total: window.offset + found.length,
      capped: true,
    };
  // A search's total stays exact: counted with its page, or remembered at its table's version.
  // Past the last page no row carries it: the first page's does.
  const first =
    found[0] ?? (window.offset === 0 ? undefined : (await run({ limit: 1, offset: 0 }))[0]);
  const total = first?.total ?? 0;
  if (typeof first?.version === 'string') rememberTotal(db, searched, first.version, total);
  return { rows: found.map((match) => match.row), total, capped: false };
};

/**
 * Rows the planner must expect of a search before its matches are counted up to the cap first. On
 * seed:large its trigram estimates were 0.45–1.3 times the professionals' matches: every common
 * name (33,000 to 66,000 matches, estimated 30,095 to 83,186) is above.
 */
const MANY_MATCHES = 25_000;

/** How many rows the planner expects `condition` to select (EXPLAIN, nothing run). */
const estimatedRows = async (db: Db, table: ListTable, condition: SQL | undefined) => {
  const [explained] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE ${condition ?? sql`true`}`,
  );
  const raw = explained?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
};

/** How long a key found past COUNT_CAP is known to be so: its next pages skip the estimate and the count. */
export const CAPPED_KEY_MS = 60_000;

/** For each database, when each table's key ('candidates text silva') was last counted past COUNT_CAP. */
const cappedKeys = keptPerDatabase<number>(1_000);

/**
 * A fragment tens of thousands of rows hold ('silva', one professional in fifteen): reading and
 * sorting every match for an exact total costs a hundred times the page. When the planner expects
 * more than MANY_MATCHES, the matches are counted up to COUNT_CAP; past it, the page walks the sort
 * index and the total is a lower bound ('mais de 10.000'). The estimate only chooses to look: under
 * the cap, the search reads its matches as any other (undefined here). A key counted past the cap
 * is remembered for CAPPED_KEY_MS (decision 033): its other pages, orders and askers go straight
 * to the page, as ten thousand matches do not fall under the cap in a minute; an exact total is
 * still counted.
 */
const manyMatchesPage = async (
  db: Db,
  table: ListTable,
  condition: SQL | undefined,
  searchedKey: string,
  request: PageRequest,
  window: Window,
) => {
  const searched = `${getTableName(table)} ${searchedKey}`;
  const countedAt = cappedKeys.get(db, searched);
  if (countedAt === undefined || Date.now() - countedAt >= CAPPED_KEY_MS) {
    cappedKeys.delete(db, searched);
    if ((await estimatedRows(db, table, condition)) <= MANY_MATCHES) return undefined;
    const counted = await countMatches(
      db,
      (fields) =>
        db
          .select(fields)
          .from(table as PgTable)
          .$dynamic(),
      condition,
      false,
    );
    if (!counted.capped) return undefined;
    cappedKeys.set(db, searched, Date.now());
  }
  const order = orderOf(request.sort, table.id, request.order);
  const rows = await pageRows(db, table, request, {
    where: condition,
    filters: condition,
    order,
    window,
  });
  return { rows, total: COUNT_CAP, capped: true };
};

export type Cursor = { id: string; direction: Direction };

/**
 * A list's default view (no filter, or its prepared one) is one query per sort, order and cursor
 * direction, prepared: building the select of a 40-column table costs more than running it. A
 * counted table's unfiltered view carries its total.
 */
const preparedPage = async (
  db: Db,
  table: ListTable,
  request: PageRequest,
  window: Window,
  cursor: Cursor | null,
): Promise<PageFound> => {
  const direction = cursor?.direction ?? null;
  const { prepared } = request;
  const carriesTotal = prepared ? Boolean(prepared.total) : carriesKeptTotal(table, request);
  // A page by number deep in an anchored order seeks to its anchor; nearer, the walk costs less.
  // The anchors count every row of the table: a filtered page walks.
  const anchors =
    !direction && !prepared && window.offset >= ANCHOR_SPACING ? request.anchors : undefined;
  const kind = anchors ? 'anchored' : (direction ?? 'page');
  const build = (window: WindowOf) => {
    const total = prepared
      ? prepared.total
      : carriesTotal
        ? keptCount(getTableName(table))
        : undefined;
    const keyset = direction
      ? beyondRow(db, table, request, sql.placeholder('cursor'), direction)
      : undefined;
    const order = orderOf(request.sort, table.id, walkOrder(request.order, direction));
    const chosen = anchors
      ? onAnchoredPage(anchors, table, request.sort, request.order, window)
      : inArray(
          table.id,
          pageIdsOf(db, table, request, {
            where: and(prepared?.where, keyset),
            filters: prepared?.where,
            order,
            window,
          }),
        );
    return total
      ? rowsOfIdsWithTotal(db, table, request, total, chosen, order)
      : rowsOfIds(db, table, request, chosen, order);
  };
  const name = queryName(table, kind, request);
  const found = await runPreparedPage(db, name, window, build, {
    ...prepared?.values,
    ...(cursor ? { cursor: cursor.id } : {}),
  });
  if (!carriesTotal) return { rows: found, total: undefined };
  const carried = found as Found[];
  return { rows: carried.map((match) => match.row), total: carried[0]?.total };
};

/** A page's rows, and its total when they carry it. */
type PageFound = { rows: unknown[]; total: number | undefined };

/** The rows of the page, from the cursor's row when there is one, else counted from the page number. */
const rowsOfPage = async (
  db: Db,
  table: ListTable,
  where: SQL | undefined,
  request: PageRequest,
  window: Window,
  cursor: Cursor | null,
): Promise<PageFound> => {
  const start = cursor ? { ...window, offset: 0 } : window;
  if (!where) return preparedPage(db, table, request, start, cursor);
  const keyset = cursor && beyondRow(db, table, request, cursor.id, cursor.direction);
  const order = orderOf(
    request.sort,
    table.id,
    walkOrder(request.order, cursor?.direction ?? null),
  );
  return {
    rows: await pageRows(db, table, request, {
      where: and(where, keyset ?? undefined),
      filters: where,
      order,
      window: start,
    }),
    total: undefined,
  };
};

/** The row a page starts next to, when the client names one (`after` wins over `before`). */
const cursorOf = (request: {
  after?: string | undefined;
  before?: string | undefined;
}): Cursor | null => {
  if (request.after) return { id: request.after, direction: 'after' };
  if (request.before) return { id: request.before, direction: 'before' };
  return null;
};

/** A page's total: the one the list knows, else counted. */
const countOf = async (
  db: Db,
  table: ListTable,
  filters: SQL | undefined,
  request: PageRequest,
): Promise<Counted> =>
  request.prepared
    ? { total: await request.prepared.count(), capped: false }
    : countRows(db, table, filters, {
        keptCount: request.keptCount,
        exact: request.exactTotal,
        from: (fields) => selectFrom(db, table, request, fields, [filters]),
      });

/**
 * One page of a table's rows matching `filters` and the request's search key, and how many match
 * in all. Filters on indexed columns alone (status, UF, dates) run as two queries at once: their
 * count is cheap and their page walks the sort index, where one scan of every match would cost far
 * more. A page next to the one the client holds starts from that page's edge row (keyset): the
 * index seeks to it, whatever the depth. A search ignores cursors: it reads all its matches anyway
 * (one built per key is a filter, and pages as filters do). A filter's matches are counted up to
 * COUNT_CAP unless the request asks for the exact total (`capped` then says the total is a lower bound).
 */
export const selectPage = async <
  Table extends ListTable,
  Fields extends SelectedFields = Table['_']['columns'],
>(
  db: Db,
  table: Table,
  filters: SQL | undefined,
  request: PageRequest & { fields?: Fields | undefined },
): Promise<{ rows: SelectResultFields<Fields>[]; total: number; capped: boolean }> => {
  type Listing = { rows: SelectResultFields<Fields>[]; total: number; capped: boolean };
  const window = { limit: request.limit, offset: pageOffset(request) };
  const key = searchKey(request.key);
  const { search, prepared } = request;
  if (key && !search)
    throw new Error(`a key for the list of ${getTableName(table)}, which has no search`);
  if (prepared?.values && (filters || key))
    throw new Error(
      `a filter of ${getTableName(table)} beside one whose values are its statement's`,
    );
  if (prepared && (filters || (key && search && isPerKey(search))))
    return selectPage(db, table, and(filters, prepared.where), { ...request, prepared: undefined });
  if (key && search) {
    if (isPerKey(search))
      return selectPage(db, table, searchedWith(search, key, filters), {
        ...request,
        key: undefined,
      });
    return (await searchedPage(db, table, key, filters, { ...request, search }, window)) as Listing;
  }
  const cursor = cursorOf(request);
  const carriesTotal =
    !filters && (prepared ? Boolean(prepared.total) : carriesKeptTotal(table, request));
  const [found, counted] = await Promise.all([
    rowsOfPage(db, table, filters, request, window, cursor),
    carriesTotal ? undefined : countOf(db, table, filters, request),
  ]);
  const rows = cursor?.direction === 'before' ? found.rows.reverse() : found.rows;
  // The cursor's row is gone (or was the last one): the page number says where the page is.
  const page =
    cursor && rows.length === 0
      ? await rowsOfPage(db, table, filters, request, window, null)
      : { rows, total: found.total };
  // Past the last page no row carries the total: it is counted apart.
  const carried = page.total === undefined ? undefined : { total: page.total, capped: false };
  const { total, capped } = counted ?? carried ?? (await countOf(db, table, filters, request));
  return { rows: page.rows, total, capped } as Listing;
};

export const EXPORT_BATCH = 500;

/** What each exported row carries besides its own fields: its place in the order, as text. */
export type KeysetKeys = { keysetSort: string | null; keysetId: string };

/**
 * One batch of an export: the rows after the previous batch's last one (`after`, none for the
 * first), in `orderBy`, at most `limit`, each carrying the `keys` fields as read by `keysetBatches`.
 */
export type ExportBatch = {
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  keys: { keysetSort: SQL<string | null>; keysetId: SQL<string> };
};

/** A list's rows as an export reads them: its order (sort, the id breaking ties) and how one batch is read. */
export type KeysetSource<Row> = {
  sort: SortExpression;
  id: AnyPgColumn | SQL;
  order: Order;
  read: (batch: ExportBatch) => Promise<(Row & KeysetKeys)[]>;
};

/**
 * The rows past `last` in the list's order, as the page orders them: nulls last going up, first going
 * down. Going up, the rows past a value leave the nulls out; `keysetBatches` reads them after.
 */
const pastRow = (source: KeysetSource<unknown>, last: KeysetKeys): SQL => {
  const { sort, id } = source;
  const up = source.order === 'asc';
  if (last.keysetSort === null)
    return up
      ? sql`(${sort} IS NULL AND ${id} > ${last.keysetId})`
      : sql`(${sort} IS NOT NULL OR ${id} < ${last.keysetId})`;
  return sql`(${sort}, ${id}) ${up ? sql`>` : sql`<`} (${last.keysetSort}, ${last.keysetId})`;
};

/**
 * Every row of an export, `size` at a time: each batch starts after the last row of the previous one
 * (keyset, by its sort value and id), so a batch costs the same at row 1 and at row 1,000,000 and no
 * row is read twice or skipped when sort values repeat across a batch's edge. Every CSV reads so.
 */
export async function* keysetBatches<Row>(
  source: KeysetSource<Row>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  const keys = {
    keysetSort: sql<string | null>`(${source.sort})::text`,
    keysetId: sql<string>`(${source.id})::text`,
  };
  const orderBy = orderOf(source.sort, source.id, source.order);
  // A sort expression is never null (SortExpression); a column may be, when it is left joined.
  const mayBeNull = is(source.sort, Column);
  let after: SQL | undefined;
  let nullsLeft = false;
  for (;;) {
    const rows = await source.read({ after, orderBy, limit: size, keys });
    if (rows.length > 0)
      yield rows.map(({ keysetSort: _sort, keysetId: _id, ...row }) => row as Row);
    const last = rows.at(-1);
    if (last && rows.length === size) {
      after = pastRow(source, last);
      nullsLeft = mayBeNull && source.order === 'asc' && last.keysetSort !== null;
    } else if (nullsLeft) {
      after = sql`${source.sort} IS NULL`;
      nullsLeft = false;
    } else return;
  }
}

/** Every row of a select (a table, or a table and its joins) matching `where`, in keyset batches. */
export const selectAll = <Row>(
  from: (fields: SelectedFields) => PgSelect,
  columns: SelectedFields,
  where: SQL | undefined,
  order: { sort: SortExpression; id: AnyPgColumn; order: Order },
  size?: number,
): AsyncGenerator<Row[]> =>
  keysetBatches<Row>(
    {
      ...order,
      read: async (batch) =>
        (await from({ ...columns, ...batch.keys })
          .where(and(where, batch.after))
          .orderBy(...batch.orderBy)
          .limit(batch.limit)) as (Row & KeysetKeys)[],
    },
    size,
  );
