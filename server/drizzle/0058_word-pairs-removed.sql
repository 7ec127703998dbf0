-- No search reads the word pairs (0028, 0031) since a key's words are found apart and in any order
-- (decision 054): neither they nor their triggers are kept.
DROP TRIGGER IF EXISTS "candidates_word_pairs_insert" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidates_word_pairs_update" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidates_word_pairs_delete" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidates_word_pairs_truncate" ON "candidates";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_insert" ON "companies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_update" ON "companies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_delete" ON "companies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_word_pairs_truncate" ON "companies";--> statement-breakpoint
DROP TABLE IF EXISTS "candidate_word_pairs" CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "company_word_pairs" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS word_pair_keys(VARIADIC text[]);
