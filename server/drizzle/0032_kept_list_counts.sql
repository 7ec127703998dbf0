-- The sizes of the joined lists' tables, kept as the professionals' and companies' (0012): an
-- unfiltered page of subscriptions or processes reads one row where it counted every one.
LOCK TABLE "subscriptions", "selective_processes" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "count")
  SELECT 'subscriptions', count(*) FROM "subscriptions" UNION ALL SELECT 'selective_processes', count(*) FROM "selective_processes";--> statement-breakpoint
CREATE TRIGGER "subscriptions_count_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "subscriptions_count_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "subscriptions_count_truncate" AFTER TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();--> statement-breakpoint
CREATE TRIGGER "selective_processes_count_insert" AFTER INSERT ON "selective_processes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "selective_processes_count_delete" AFTER DELETE ON "selective_processes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "selective_processes_count_truncate" AFTER TRUNCATE ON "selective_processes" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
