import { and, asc, desc, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { withinDays } from './council-days';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { foldedKey } from '../db/schema/folded';

/**
 * What a list is searched and sorted by: the search key and its terms, the conditions a name, a text
 * or a document is found by, a date range, the order. A page is read by pages/plan.ts; an export by
 * keyset-batches.ts.
 */

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

export const termPlaceholders = ({ short, spaced, words }: SearchKey): SearchTerms => ({
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
export const termValues = (terms: SearchTerms): Record<string, unknown> => ({
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
   * (lib/pages/many-matches.ts): for a table of a million rows, where reading every match of a common
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
export const isFragmentKey = (key: string): boolean =>
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
export const WORD_START_KEY = /^[a-z\d]{1,2}$/i;

/**
 * A search whose SQL depends on the key's value, not only on its terms: the audit trail's picks the
 * codes whose Portuguese labels hold the key ('aprovou' finds approvals). It cannot be built once
 * with placeholders, so it is built for each key and applied as one of the list's filters: its
 * pages take the filtered path (cursors honoured, counted apart), never the search's.
 */
export type PerKeySearch = { perKey: (key: SearchKey) => SQL | undefined };

/** What a list is searched by: a search built once per form, or one built per key. */
export type AnySearch = ListSearch | PerKeySearch;

export const isPerKey = (search: AnySearch): search is PerKeySearch => 'perKey' in search;

export const searchedWith = (search: AnySearch, key: SearchKey, filters: SQL | undefined) =>
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

/** Registered within the council's days (São Paulo's, both included), as every date filter reads a day. */
export const createdBetween = (
  column: AnyPgColumn | SQL,
  range: { createdFrom?: string | undefined; createdTo?: string | undefined },
): SQL | undefined =>
  range.createdFrom || range.createdTo
    ? withinDays(column, range.createdFrom, range.createdTo)
    : undefined;

/** The id breaks ties, so pages never repeat or skip rows that share a sort value. */
export const orderOf = (expression: SortExpression, id: SortExpression, order: Order): SQL[] =>
  order === 'asc' ? [asc(expression), asc(id)] : [desc(expression), desc(id)];
