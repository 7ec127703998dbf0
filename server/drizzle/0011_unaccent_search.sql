-- Searches ignore accents ("joao" finds "João"): an IMMUTABLE wrapper of unaccent (the extension's
-- own function is only STABLE) so the trigram indexes can be built on the unaccented names.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "companies_legal_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "companies_trade_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "partners_name_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_name_unaccent_trgm_idx" ON "candidates" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_legal_name_unaccent_trgm_idx" ON "companies" USING gin (immutable_unaccent("legal_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_trade_name_unaccent_trgm_idx" ON "companies" USING gin (immutable_unaccent("trade_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_name_unaccent_trgm_idx" ON "partners" USING gin (immutable_unaccent("name") gin_trgm_ops);
