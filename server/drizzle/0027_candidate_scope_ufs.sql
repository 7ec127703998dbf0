CREATE TABLE "candidate_ufs" (
	"candidate_id" uuid NOT NULL,
	"uf" text NOT NULL,
	CONSTRAINT "candidate_ufs_candidate_id_uf_pk" PRIMARY KEY("candidate_id","uf")
);
--> statement-breakpoint
ALTER TABLE "candidate_ufs" ADD CONSTRAINT "candidate_ufs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_ufs_uf_idx" ON "candidate_ufs" USING btree ("uf","candidate_id");--> statement-breakpoint
-- A professional's UFs for the regional scope (decision 029), recomputed from the sources for the
-- professionals a statement touched: their own UF and that of each company whose process they are
-- enrolled in. Recomputing (instead of counting references) stays right whatever order the
-- statements come in, a restore's included.
CREATE OR REPLACE FUNCTION candidate_ufs_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_ufs WHERE candidate_id = ANY(ids);
  INSERT INTO candidate_ufs (candidate_id, uf)
    SELECT c.id, c.uf FROM candidates c WHERE c.id = ANY(ids) AND c.uf IS NOT NULL
    UNION
    SELECT a.candidate_id, co.uf FROM applications a
      JOIN selective_processes p ON p.id = a.selective_process_id
      JOIN companies co ON co.id = p.company_id
     WHERE a.candidate_id = ANY(ids) AND co.uf IS NOT NULL
    ORDER BY 1, 2;
$$;--> statement-breakpoint
-- The professionals whose UF changed (an edit of anything else touches nothing).
CREATE OR REPLACE FUNCTION candidate_ufs_candidates_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidate_ufs (candidate_id, uf)
      SELECT id, uf FROM new_rows WHERE uf IS NOT NULL ORDER BY 1, 2;
  ELSE
    PERFORM candidate_ufs_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.uf IS DISTINCT FROM o.uf));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The professionals of the applications a statement added, moved or removed.
CREATE OR REPLACE FUNCTION candidate_ufs_applications_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM candidate_ufs_refresh(ARRAY(SELECT DISTINCT candidate_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM candidate_ufs_refresh(ARRAY(SELECT DISTINCT candidate_id FROM old_rows));
  ELSE
    PERFORM candidate_ufs_refresh(ARRAY(
      SELECT n.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.candidate_id, n.selective_process_id) IS DISTINCT FROM (o.candidate_id, o.selective_process_id)
      UNION SELECT o.candidate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.candidate_id, n.selective_process_id) IS DISTINCT FROM (o.candidate_id, o.selective_process_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The professionals enrolled in the processes a statement moved to another company.
CREATE OR REPLACE FUNCTION candidate_ufs_processes_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_ufs_refresh(ARRAY(
    SELECT DISTINCT a.candidate_id FROM applications a
      JOIN new_rows n ON n.id = a.selective_process_id JOIN old_rows o ON o.id = n.id
     WHERE n.company_id IS DISTINCT FROM o.company_id));
  RETURN NULL;
END $$;--> statement-breakpoint
-- The professionals enrolled in the processes of the companies whose UF a statement changed.
CREATE OR REPLACE FUNCTION candidate_ufs_companies_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_ufs_refresh(ARRAY(
    SELECT DISTINCT a.candidate_id FROM applications a
      JOIN selective_processes p ON p.id = a.selective_process_id
      JOIN new_rows n ON n.id = p.company_id JOIN old_rows o ON o.id = n.id
     WHERE n.uf IS DISTINCT FROM o.uf));
  RETURN NULL;
END $$;--> statement-breakpoint
-- How many professionals each UF's scope holds, kept in group_counts (0013) as the rows change.
CREATE TRIGGER "candidate_ufs_count_insert" AFTER INSERT ON "candidate_ufs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('uf');--> statement-breakpoint
CREATE TRIGGER "candidate_ufs_count_delete" AFTER DELETE ON "candidate_ufs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('uf');--> statement-breakpoint
CREATE TRIGGER "candidate_ufs_count_truncate" AFTER TRUNCATE ON "candidate_ufs" FOR EACH STATEMENT EXECUTE FUNCTION group_counts_reset();--> statement-breakpoint
-- 0016's retake, with the UFs' counts.
CREATE OR REPLACE FUNCTION retake_kept_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM row_counts;
  INSERT INTO row_counts (table_name, count)
    SELECT 'candidates', count(*) FROM candidates UNION ALL SELECT 'companies', count(*) FROM companies
    UNION ALL SELECT 'email_log', count(*) FROM email_log UNION ALL SELECT 'whatsapp_log', count(*) FROM whatsapp_log
    UNION ALL SELECT 'catho_log', count(*) FROM catho_log UNION ALL SELECT 'kanban_log', count(*) FROM kanban_log;
  DELETE FROM group_counts;
  INSERT INTO group_counts (table_name, group_key, count)
    SELECT 'deliveries', channel || ':' || status, count(*) FROM deliveries GROUP BY 2
    UNION ALL SELECT 'delivery_attempts', channel, count(*) FROM delivery_attempts GROUP BY 2
    UNION ALL SELECT 'candidate_word_starts', key, count(*) FROM candidate_word_starts GROUP BY 2
    UNION ALL SELECT 'candidate_ufs', uf, count(*) FROM candidate_ufs GROUP BY 2;
$$;--> statement-breakpoint
-- Writers wait while the UFs are taken, so nothing is missed between them and the triggers.
LOCK TABLE "candidates", "applications", "selective_processes", "companies" IN SHARE MODE;--> statement-breakpoint
INSERT INTO candidate_ufs (candidate_id, uf)
  SELECT id, uf FROM candidates WHERE uf IS NOT NULL
  UNION
  SELECT a.candidate_id, co.uf FROM applications a
    JOIN selective_processes p ON p.id = a.selective_process_id
    JOIN companies co ON co.id = p.company_id
   WHERE co.uf IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER "candidates_ufs_insert" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_candidates_change();--> statement-breakpoint
CREATE TRIGGER "candidates_ufs_update" AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_candidates_change();--> statement-breakpoint
CREATE TRIGGER "applications_ufs_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_applications_change();--> statement-breakpoint
CREATE TRIGGER "applications_ufs_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_applications_change();--> statement-breakpoint
CREATE TRIGGER "applications_ufs_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_applications_change();--> statement-breakpoint
CREATE TRIGGER "selective_processes_ufs_update" AFTER UPDATE ON "selective_processes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_processes_change();--> statement-breakpoint
CREATE TRIGGER "companies_ufs_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_ufs_companies_change();
--> statement-breakpoint
-- The planner's figures for the new table, before the first list asks it.
ANALYZE candidate_ufs;
