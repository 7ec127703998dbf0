-- Names folded once, when written (lower-case, without accents): a search's trigram index finds its
-- candidate rows and their recheck is a LIKE on the folded column, where each one was unaccented
-- again (decision 013). The folded columns' trigram indexes replace those of migration 0011.
ALTER TABLE "candidates" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(legal_name))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(trade_name))) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "candidates_name_folded_trgm_idx" ON "candidates" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_legal_name_folded_trgm_idx" ON "companies" USING gin ("legal_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_trade_name_folded_trgm_idx" ON "companies" USING gin ("trade_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_name_folded_trgm_idx" ON "partners" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_name_unaccent_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "companies_legal_name_unaccent_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "companies_trade_name_unaccent_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "partners_name_unaccent_trgm_idx";--> statement-breakpoint
-- The planner's statistics of the new columns now, not at autovacuum's next pass.
ANALYZE "candidates" ("name_folded");--> statement-breakpoint
ANALYZE "companies" ("legal_name_folded", "trade_name_folded");--> statement-breakpoint
ANALYZE "partners" ("name_folded");
