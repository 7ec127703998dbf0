ALTER TABLE "applications" ADD COLUMN "competency_score" double precision;--> statement-breakpoint
-- An application carries its professional's competency score (decision 034): set from the
-- professional's when it is written, whatever the statement gave.
CREATE OR REPLACE FUNCTION applications_competency_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.competency_score := (SELECT cc.overall_score FROM candidate_competency cc WHERE cc.candidate_id = NEW.candidate_id);
  RETURN NEW;
END $$;--> statement-breakpoint
-- A professional's score taken, retaken or erased (a table emptied too) reaches each of their applications.
CREATE OR REPLACE FUNCTION candidate_competency_applications_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE applications SET competency_score = NULL WHERE competency_score IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE applications a SET competency_score = NULL
      FROM old_rows o WHERE a.candidate_id = o.candidate_id AND a.competency_score IS NOT NULL;
  ELSE
    UPDATE applications a SET competency_score = n.overall_score
      FROM new_rows n WHERE a.candidate_id = n.candidate_id AND a.competency_score IS DISTINCT FROM n.overall_score;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_competency_score" BEFORE INSERT OR UPDATE OF "candidate_id", "competency_score" ON "applications" FOR EACH ROW EXECUTE FUNCTION applications_competency_score();--> statement-breakpoint
CREATE TRIGGER "candidate_competency_applications_insert" AFTER INSERT ON "candidate_competency" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_competency_applications_change();--> statement-breakpoint
CREATE TRIGGER "candidate_competency_applications_update" AFTER UPDATE ON "candidate_competency" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_competency_applications_change();--> statement-breakpoint
CREATE TRIGGER "candidate_competency_applications_delete" AFTER DELETE ON "candidate_competency" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_competency_applications_change();--> statement-breakpoint
CREATE TRIGGER "candidate_competency_applications_truncate" AFTER TRUNCATE ON "candidate_competency" FOR EACH STATEMENT EXECUTE FUNCTION candidate_competency_applications_change();--> statement-breakpoint
UPDATE applications a SET competency_score = cc.overall_score
  FROM candidate_competency cc WHERE cc.candidate_id = a.candidate_id;
