CREATE TABLE "application_versions" (
	"selective_process_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Each statement writing applications bumps the version of every process whose applications it
-- wrote (decision 035), in the processes' order so that concurrent writers lock them alike.
CREATE OR REPLACE FUNCTION application_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE application_versions SET version = version + 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO application_versions AS v (selective_process_id, version)
      SELECT DISTINCT selective_process_id, 1 FROM new_rows ORDER BY 1
      ON CONFLICT (selective_process_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_versions AS v (selective_process_id, version)
      SELECT DISTINCT selective_process_id, 1 FROM old_rows ORDER BY 1
      ON CONFLICT (selective_process_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO application_versions AS v (selective_process_id, version)
      SELECT selective_process_id, 1
        FROM (SELECT selective_process_id FROM old_rows UNION SELECT selective_process_id FROM new_rows) written
       ORDER BY 1
      ON CONFLICT (selective_process_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_version_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_versions_bump();--> statement-breakpoint
CREATE TRIGGER "applications_version_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_versions_bump();--> statement-breakpoint
CREATE TRIGGER "applications_version_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_versions_bump();--> statement-breakpoint
CREATE TRIGGER "applications_version_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION application_versions_bump();
