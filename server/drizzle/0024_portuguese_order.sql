-- Names sort as Portuguese readers expect ('ana, Ângela, Bruno, Carlos, Érica, Zélia'), not in byte
-- order ('Bruno, Carlos, Zélia, ana, Ângela, Érica'): the columns lists, pickers, CSVs and searches
-- sort by take an ICU collation, on PGlite and PostgreSQL alike (decision 024). As a column's own
-- collation, its indexes, keyset comparisons, page anchors and word starts all use it with no
-- COLLATE clause to forget. Deterministic, so equality and uniqueness stay exact.
CREATE COLLATION IF NOT EXISTS "pt_br" (provider = icu, locale = 'pt-BR');--> statement-breakpoint
-- A column a generated column reads cannot change type: the folded names are dropped and made again.
ALTER TABLE "candidates" DROP COLUMN "name_folded";--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "name" TYPE text COLLATE "pt_br", ALTER COLUMN "city" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "candidates_name_folded_trgm_idx" ON "candidates" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "legal_name_folded", DROP COLUMN "trade_name_folded";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "legal_name" TYPE text COLLATE "pt_br", ALTER COLUMN "trade_name" TYPE text COLLATE "pt_br", ALTER COLUMN "city" TYPE text COLLATE "pt_br", ALTER COLUMN "sector" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(legal_name))) STORED, ADD COLUMN "trade_name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(trade_name))) STORED;--> statement-breakpoint
CREATE INDEX "companies_legal_name_folded_trgm_idx" ON "companies" USING gin ("legal_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_trade_name_folded_trgm_idx" ON "companies" USING gin ("trade_name_folded" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "name_folded";--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "name" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "partners_name_folded_trgm_idx" ON "partners" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "selective_processes" DROP COLUMN "title_folded";--> statement-breakpoint
ALTER TABLE "selective_processes" ALTER COLUMN "title" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "selective_processes" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(title))) STORED;--> statement-breakpoint
CREATE INDEX "selective_processes_title_folded_trgm_idx" ON "selective_processes" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "message_templates" DROP COLUMN "name_folded";--> statement-breakpoint
ALTER TABLE "message_templates" ALTER COLUMN "name" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "message_templates_name_folded_trgm_idx" ON "message_templates" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "super_admin_profiles" ALTER COLUMN "name" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "name" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "question_sheets" ALTER COLUMN "name" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "message_recipients" ALTER COLUMN "name" TYPE text COLLATE "pt_br";--> statement-breakpoint
-- The anchors and word starts hold professionals' names and are compared with them: the same order.
ALTER TABLE "page_anchors" ALTER COLUMN "sort_value" TYPE text COLLATE "pt_br";--> statement-breakpoint
ALTER TABLE "candidate_word_starts" ALTER COLUMN "sort_value" TYPE text COLLATE "pt_br";--> statement-breakpoint
SELECT rebuild_page_anchors('candidates:name', 'candidates', 'name');
