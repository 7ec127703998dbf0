CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Each statement writing a table whose searches read word pairs or fragments gives it a new version
-- (decision 041): a search's total an instance remembers holds while its table's version is the one
-- it was counted at. The versions come from a sequence, so a version is never given twice, even
-- after a restore's TRUNCATE emptied the table (its next write puts the row back). TG_ARGV[0], when
-- given, names the searched table whose version a write of another one changes.
CREATE SEQUENCE "table_versions_next";--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions AS v (table_name, version)
    VALUES (coalesce(TG_ARGV[0], TG_TABLE_NAME), nextval('table_versions_next'))
    ON CONFLICT (table_name) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "table_versions" ("table_name", "version")
  VALUES ('candidates', nextval('table_versions_next')), ('companies', nextval('table_versions_next'));--> statement-breakpoint
CREATE TRIGGER "candidates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_bump();--> statement-breakpoint
CREATE TRIGGER "companies_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_bump();--> statement-breakpoint
-- A limited administrator's search counts the professionals of their UFs (candidate_ufs, migration
-- 0027), which an application or a company's UF changes without writing the professionals.
CREATE TRIGGER "candidate_ufs_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidate_ufs" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_bump('candidates');
