ALTER TABLE "selective_processes" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(title))) STORED;--> statement-breakpoint
CREATE INDEX "selective_processes_title_folded_trgm_idx" ON "selective_processes" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
-- The title is searched through its folded copy now; the trigram index of migration 0006 served the plain ILIKE.
DROP INDEX IF EXISTS "selective_processes_title_trgm_idx";