CREATE TABLE "group_counts" (
	"table_name" text NOT NULL,
	"group_key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "group_counts_table_name_group_key_pk" PRIMARY KEY("table_name","group_key")
);
--> statement-breakpoint
-- A group's count, kept like row_counts (0012) by statement triggers: one upsert per statement and
-- group, in key order, so concurrent statements take the counters' row locks in the same order.
-- TG_ARGV[0] is the SQL expression that names a row's group.
CREATE OR REPLACE FUNCTION group_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO group_counts (table_name, group_key, count)
       SELECT %L, group_key, sum(delta) FROM (%s) AS changes
        GROUP BY group_key HAVING sum(delta) <> 0 ORDER BY group_key
     ON CONFLICT (table_name, group_key) DO UPDATE SET count = group_counts.count + excluded.count',
    TG_TABLE_NAME,
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %s AS group_key, 1 AS delta FROM new_rows', TG_ARGV[0])
      WHEN 'DELETE' THEN format('SELECT %s AS group_key, -1 AS delta FROM old_rows', TG_ARGV[0])
      ELSE format('SELECT %1$s AS group_key, 1 AS delta FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', TG_ARGV[0])
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION group_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM group_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every kept count retaken from the tables: here, and by a restore once it has loaded the rows
-- (lib/backup.ts). The groups are named as the triggers below name them.
CREATE OR REPLACE FUNCTION retake_kept_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM row_counts;
  INSERT INTO row_counts (table_name, count)
    SELECT 'candidates', count(*) FROM candidates UNION ALL SELECT 'companies', count(*) FROM companies
    UNION ALL SELECT 'email_log', count(*) FROM email_log UNION ALL SELECT 'whatsapp_log', count(*) FROM whatsapp_log
    UNION ALL SELECT 'catho_log', count(*) FROM catho_log UNION ALL SELECT 'kanban_log', count(*) FROM kanban_log;
  DELETE FROM group_counts;
  INSERT INTO group_counts (table_name, group_key, count)
    SELECT 'deliveries', channel || ':' || status, count(*) FROM deliveries GROUP BY 2
    UNION ALL SELECT 'delivery_attempts', channel, count(*) FROM delivery_attempts GROUP BY 2;
$$;--> statement-breakpoint
-- Writers wait while the counts are taken, so no row is missed between the count and the triggers.
LOCK TABLE "candidates", "companies", "deliveries", "delivery_attempts", "email_log", "whatsapp_log", "catho_log", "kanban_log" IN SHARE MODE;--> statement-breakpoint
SELECT retake_kept_counts();--> statement-breakpoint
CREATE TRIGGER "deliveries_count_insert" AFTER INSERT ON "deliveries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('channel || '':'' || status');--> statement-breakpoint
CREATE TRIGGER "deliveries_count_update" AFTER UPDATE ON "deliveries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('channel || '':'' || status');--> statement-breakpoint
CREATE TRIGGER "deliveries_count_delete" AFTER DELETE ON "deliveries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('channel || '':'' || status');--> statement-breakpoint
CREATE TRIGGER "deliveries_count_truncate" AFTER TRUNCATE ON "deliveries" FOR EACH STATEMENT EXECUTE FUNCTION group_counts_reset();--> statement-breakpoint
CREATE TRIGGER "delivery_attempts_count_insert" AFTER INSERT ON "delivery_attempts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('channel');--> statement-breakpoint
CREATE TRIGGER "delivery_attempts_count_update" AFTER UPDATE ON "delivery_attempts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('channel');--> statement-breakpoint
CREATE TRIGGER "delivery_attempts_count_delete" AFTER DELETE ON "delivery_attempts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('channel');--> statement-breakpoint
CREATE TRIGGER "delivery_attempts_count_truncate" AFTER TRUNCATE ON "delivery_attempts" FOR EACH STATEMENT EXECUTE FUNCTION group_counts_reset();--> statement-breakpoint
CREATE TRIGGER "email_log_count_insert" AFTER INSERT ON "email_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "email_log_count_delete" AFTER DELETE ON "email_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "email_log_count_truncate" AFTER TRUNCATE ON "email_log" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();--> statement-breakpoint
CREATE TRIGGER "whatsapp_log_count_insert" AFTER INSERT ON "whatsapp_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "whatsapp_log_count_delete" AFTER DELETE ON "whatsapp_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "whatsapp_log_count_truncate" AFTER TRUNCATE ON "whatsapp_log" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();--> statement-breakpoint
CREATE TRIGGER "catho_log_count_insert" AFTER INSERT ON "catho_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "catho_log_count_delete" AFTER DELETE ON "catho_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "catho_log_count_truncate" AFTER TRUNCATE ON "catho_log" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();--> statement-breakpoint
CREATE TRIGGER "kanban_log_count_insert" AFTER INSERT ON "kanban_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "kanban_log_count_delete" AFTER DELETE ON "kanban_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "kanban_log_count_truncate" AFTER TRUNCATE ON "kanban_log" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();
