-- The audit trail's size, kept as the logs' (0013) and the joined lists' (0032): it grows with every
-- administrator write, and its unfiltered page counted every entry on each visit.
LOCK TABLE "audit_log" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "count") SELECT 'audit_log', count(*) FROM "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_count_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER "audit_log_count_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_remove();--> statement-breakpoint
CREATE TRIGGER "audit_log_count_truncate" AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_reset();--> statement-breakpoint
-- 0027's retake named its tables and missed 0032's (processes, subscriptions): a restore left them no
-- counter, their lists' totals read 0 and no trigger counted again. What it retakes is now read from
-- the triggers that keep the counts (each group's expression is its trigger's argument), so a table
-- counted later is retaken with nothing to edit here.
CREATE OR REPLACE FUNCTION retake_kept_counts() RETURNS void LANGUAGE plpgsql AS $$
DECLARE kept record;
BEGIN
  DELETE FROM row_counts;
  DELETE FROM group_counts;
  FOR kept IN
    SELECT DISTINCT c.relname AS counted, p.proname AS keeper,
           split_part(encode(t.tgargs, 'escape'), '\000', 1) AS grouped_by
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE p.proname IN ('row_counts_add', 'group_counts_change')
     ORDER BY 1, 2
  LOOP
    IF kept.keeper = 'row_counts_add' THEN
      EXECUTE format('INSERT INTO row_counts (table_name, count) SELECT %L, count(*) FROM %I', kept.counted, kept.counted);
    ELSE
      EXECUTE format('INSERT INTO group_counts (table_name, group_key, count) SELECT %L, %s, count(*) FROM %I GROUP BY 2',
        kept.counted, kept.grouped_by, kept.counted);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- A database restored since 0032 has no counter for them: taken now, writers waiting.
LOCK TABLE "subscriptions", "selective_processes" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "count")
  SELECT 'subscriptions', count(*) FROM "subscriptions" UNION ALL SELECT 'selective_processes', count(*) FROM "selective_processes"
  ON CONFLICT ("table_name") DO NOTHING;
