-- A key of several words is found by PostgreSQL's text search (decision 054): the word pairs (0028,
-- 0031) are no longer read, so neither they nor their triggers are kept.
DROP TRIGGER IF EXISTS "candidates_word_pairs_insert" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidates_word_pairs_update" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidates_word_pairs_delete" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidates_word_pairs_truncate" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_insert" ON "companies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_update" ON "companies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_delete" ON "companies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_truncate" ON "companies";--> statement-breakpoint
DROP TABLE "candidate_word_pairs" CASCADE;--> statement-breakpoint
DROP TABLE "company_word_pairs" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS word_pair_keys(VARIADIC text[]);--> statement-breakpoint
-- A key's words as a text search query (lib/listing.ts nameFound): folded, parted by the parser that
-- parts the names, each a prefix, all required; the whole of a hyphenated word left out (its parts
-- stay). Quoted lexemes, so nothing typed is an operator; a key without a word gives NULL, which
-- matches nothing. Immutable, so a plan for a given key reads it as a constant and estimates its
-- matches from the index's statistics.
CREATE OR REPLACE FUNCTION name_words_query(key text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(quote_literal(lexeme) || ':*', ' & ')::tsquery
    FROM unnest(tsvector_to_array(to_tsvector('simple', lower(immutable_unaccent(key))))) AS lexeme
   WHERE strpos(lexeme, '-') = 0
$$;--> statement-breakpoint
CREATE INDEX "candidates_name_words_idx" ON "candidates" USING gin (to_tsvector('simple', "name_folded"));--> statement-breakpoint
CREATE INDEX "companies_legal_name_words_idx" ON "companies" USING gin (to_tsvector('simple', "legal_name_folded"));--> statement-breakpoint
CREATE INDEX "companies_trade_name_words_idx" ON "companies" USING gin (to_tsvector('simple', "trade_name_folded"));--> statement-breakpoint
CREATE INDEX "selective_processes_title_words_idx" ON "selective_processes" USING gin (to_tsvector('simple', "title_folded"));--> statement-breakpoint
CREATE INDEX "selective_processes_searched_words_idx" ON "selective_processes" USING gin (to_tsvector('simple', ("title_folded" || E'\n ' || "company_names_folded")));--> statement-breakpoint
-- The planner's estimates of a words query read these expressions' statistics.
ANALYZE "candidates";--> statement-breakpoint
ANALYZE "companies";--> statement-breakpoint
ANALYZE "selective_processes";
