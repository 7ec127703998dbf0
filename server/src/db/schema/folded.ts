import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { customType, index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * A name as the searches compare it: lower-case and without accents, kept by PostgreSQL beside the
 * name. A search's trigram index then finds candidate rows whose recheck is a plain LIKE, where
 * unaccenting every candidate row cost more than finding it (decision 013).
 */
export const foldedOf = (column: string) =>
  text(`${column}_folded`).generatedAlwaysAs(sql.raw(`lower(immutable_unaccent(${column}))`));

/** A search's key folded as foldedOf folds the names it is compared with, once per query. */
export const foldedKey = (key: string | Placeholder): SQL => sql`lower(immutable_unaccent(${key}))`;

/** The trigram index that serves `lib/listing.ts` nameFound on a folded column. */
export const foldedIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/** The trigram index that serves `lib/listing.ts` ilikeUnaccented on a column: its very expression. */
export const unaccentedIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', sql`immutable_unaccent(${column}) gin_trgm_ops`);

/**
 * A name the lists sort by, in Portuguese order ('ana, Ângela, Bruno, Érica'): text under the
 * ICU collation migration 0024 made (decision 024), so its indexes and comparisons use it too. The
 * tables before it were moved to it by that migration; a new table declares it here.
 */
export const portugueseText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "pt_br"',
});
