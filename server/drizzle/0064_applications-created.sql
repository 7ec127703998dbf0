CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
-- Candidaturas lists every process's applications: its unfiltered page carries their number, kept
-- as the other joined lists' (0032, 0035), instead of counting two million rows on each visit.
LOCK TABLE "applications" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "count") SELECT 'applications', count(*) FROM "applications";--> statement-breakpoint
CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "applications_count_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
