-- A process carries its company's names (decision 037): the processes' list searches the title and
-- those names in one text through one trigram index, where it read the processes' and the
-- companies' three indexes and planned five tables for each search. Names are set apart by a new
-- line and a space: a key never spans two, and each starts a word (schema processSearchedText).
ALTER TABLE "selective_processes" ADD COLUMN "company_names_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_names_folded(company uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT legal_name_folded || E'\n ' || coalesce(trade_name_folded, '') FROM companies WHERE id = company
$$;--> statement-breakpoint
-- A process created, or moved to another company, takes its company's names.
CREATE OR REPLACE FUNCTION selective_processes_company_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_names_folded := coalesce(company_names_folded(NEW.company_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "selective_processes_company_names" BEFORE INSERT OR UPDATE OF "company_id", "company_names_folded" ON "selective_processes" FOR EACH ROW EXECUTE FUNCTION selective_processes_company_names();--> statement-breakpoint
-- A company renamed renames it in its processes.
CREATE OR REPLACE FUNCTION companies_names_to_processes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE selective_processes SET company_names_folded = company_names_folded(NEW.id)
   WHERE company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_names_to_processes" AFTER UPDATE OF "legal_name", "trade_name" ON "companies" FOR EACH ROW WHEN (OLD."legal_name" IS DISTINCT FROM NEW."legal_name" OR OLD."trade_name" IS DISTINCT FROM NEW."trade_name") EXECUTE FUNCTION companies_names_to_processes();--> statement-breakpoint
UPDATE "selective_processes" SET "company_names_folded" = company_names_folded("company_id");--> statement-breakpoint
CREATE INDEX "selective_processes_searched_trgm_idx" ON "selective_processes" USING gin (("title_folded" || E'\n ' || "company_names_folded") gin_trgm_ops);--> statement-breakpoint
-- The planner's statistics of the index's expression: without them it expects two matches of any key.
ANALYZE "selective_processes";
