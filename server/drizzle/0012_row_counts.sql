CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
-- Statement triggers (not row triggers): a COPY or a multi-row INSERT of 10,000 professionals
-- updates the count once. The UPDATE's row lock serialises concurrent writers, so it stays exact.
CREATE OR REPLACE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added bigint;
BEGIN
  SELECT count(*) INTO added FROM new_rows;
  IF added > 0 THEN UPDATE row_counts SET count = count + added WHERE table_name = TG_TABLE_NAME; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed bigint;
BEGIN
  SELECT count(*) INTO removed FROM old_rows;
  IF removed > 0 THEN UPDATE row_counts SET count = count - removed WHERE table_name = TG_TABLE_NAME; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET count = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Writers wait while the counts are taken, so no row is missed between the count and the triggers.
LOCK TABLE "candidates", "companies" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "count")
  SELECT 'candidates', count(*) FROM "candidates" UNION ALL SELECT 'companies', count(*) FROM "companies";--> statement-breakpoint
CREATE TRIGGER "candidates_count_insert" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "candidates_count_delete" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "candidates_count_truncate" AFTER TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();--> statement-breakpoint
CREATE TRIGGER "companies_count_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "companies_count_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "companies_count_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
