-- No writer waits on a row another writer keeps (decision 057): each transaction writing a counted,
-- anchored or searched table adds rows of its own, keyed by its transaction id, and
-- fold_kept_writes() folds the committed ones into the rows of transaction 0 now and then. Readers
-- sum. A shared counter row updated by every writer made the second wait for the first's commit:
-- two administrators saving two professionals, or an import's batch beside an edit.
CREATE TABLE "table_writes" (
	"table_name" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "table_writes_table_name_transaction_id_pk" PRIMARY KEY("table_name","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "table_versions" ADD COLUMN "writes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" ADD COLUMN "transaction_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_counts" ADD COLUMN "transaction_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_anchors" ADD COLUMN "transaction_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" DROP CONSTRAINT "row_counts_pkey";--> statement-breakpoint
ALTER TABLE "group_counts" DROP CONSTRAINT "group_counts_table_name_group_key_pk";--> statement-breakpoint
ALTER TABLE "page_anchors" DROP CONSTRAINT "page_anchors_list_name_sort_value_row_id_pk";--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_table_name_transaction_id_pk" PRIMARY KEY("table_name","transaction_id");--> statement-breakpoint
ALTER TABLE "group_counts" ADD CONSTRAINT "group_counts_table_name_group_key_transaction_id_pk" PRIMARY KEY("table_name","group_key","transaction_id");--> statement-breakpoint
ALTER TABLE "page_anchors" ADD CONSTRAINT "page_anchors_list_name_sort_value_row_id_transaction_id_pk" PRIMARY KEY("list_name","sort_value","row_id","transaction_id");--> statement-breakpoint
-- The top transaction's id: a transaction's later statements find its rows and add to them.
CREATE OR REPLACE FUNCTION writing_transaction() RETURNS bigint LANGUAGE sql AS $$
  SELECT pg_current_xact_id()::text::bigint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_writes (table_name, transaction_id, version)
    VALUES (coalesce(TG_ARGV[0], TG_TABLE_NAME), writing_transaction(), nextval('table_versions_next'))
    ON CONFLICT (table_name, transaction_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE added bigint;
BEGIN
  SELECT count(*) INTO added FROM new_rows;
  IF added > 0 THEN
    INSERT INTO row_counts AS kept (table_name, transaction_id, count) VALUES (TG_TABLE_NAME, writing_transaction(), added)
      ON CONFLICT (table_name, transaction_id) DO UPDATE SET count = kept.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE removed bigint;
BEGIN
  SELECT count(*) INTO removed FROM old_rows;
  IF removed > 0 THEN
    INSERT INTO row_counts AS kept (table_name, transaction_id, count) VALUES (TG_TABLE_NAME, writing_transaction(), -removed)
      ON CONFLICT (table_name, transaction_id) DO UPDATE SET count = kept.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A TRUNCATE holds the table alone: no other writer's rows are under way.
CREATE OR REPLACE FUNCTION row_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  INSERT INTO row_counts (table_name, transaction_id, count) VALUES (TG_TABLE_NAME, 0, 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION group_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO group_counts AS kept (table_name, group_key, transaction_id, count)
       SELECT %L, group_key, writing_transaction(), sum(delta) FROM (%s) AS changes
        GROUP BY group_key HAVING sum(delta) <> 0 ORDER BY group_key
     ON CONFLICT (table_name, group_key, transaction_id) DO UPDATE SET count = kept.count + excluded.count',
    TG_TABLE_NAME,
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %s AS group_key, 1 AS delta FROM new_rows', TG_ARGV[0])
      WHEN 'DELETE' THEN format('SELECT %s AS group_key, -1 AS delta FROM old_rows', TG_ARGV[0])
      ELSE format('SELECT %1$s AS group_key, 1 AS delta FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', TG_ARGV[0])
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_anchors_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO page_anchors AS kept (list_name, sort_value, row_id, transaction_id, rows)
       SELECT %1$L, anchor.sort_value, anchor.row_id, writing_transaction(), sum(changed.delta)
         FROM (%2$s) AS changed
         CROSS JOIN LATERAL (
           SELECT sort_value, row_id FROM page_anchors
            WHERE list_name = %1$L AND (sort_value, row_id) <= (changed.sort_value, changed.id)
            ORDER BY sort_value DESC, row_id DESC LIMIT 1) AS anchor
        GROUP BY anchor.sort_value, anchor.row_id HAVING sum(changed.delta) <> 0
        ORDER BY anchor.sort_value, anchor.row_id
     ON CONFLICT (list_name, sort_value, row_id, transaction_id) DO UPDATE SET rows = kept.rows + excluded.rows',
    TG_ARGV[0],
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %I AS sort_value, id, 1 AS delta FROM new_rows', TG_ARGV[1])
      WHEN 'DELETE' THEN format('SELECT %I AS sort_value, id, -1 AS delta FROM old_rows', TG_ARGV[1])
      ELSE format('SELECT %1$I AS sort_value, id, 1 AS delta FROM new_rows UNION ALL SELECT %1$I, id, -1 FROM old_rows', TG_ARGV[1])
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Each statement folds the rows of the transactions committed before it: a reader's snapshot sees
-- them before or after, the same sum. Only the folds write the rows of transaction 0 (and a
-- retake, which holds the table), and two instances folding at once delete each row once.
CREATE OR REPLACE FUNCTION fold_kept_writes() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM row_counts WHERE transaction_id <> 0 RETURNING table_name, count)
  INSERT INTO row_counts AS kept (table_name, transaction_id, count)
    SELECT table_name, 0, sum(count) FROM folded GROUP BY table_name ORDER BY table_name
  ON CONFLICT (table_name, transaction_id) DO UPDATE SET count = kept.count + excluded.count;
  WITH folded AS (DELETE FROM group_counts WHERE transaction_id <> 0 RETURNING table_name, group_key, count)
  INSERT INTO group_counts AS kept (table_name, group_key, transaction_id, count)
    SELECT table_name, group_key, 0, sum(count) FROM folded GROUP BY table_name, group_key ORDER BY table_name, group_key
  ON CONFLICT (table_name, group_key, transaction_id) DO UPDATE SET count = kept.count + excluded.count;
  WITH folded AS (DELETE FROM page_anchors WHERE transaction_id <> 0 RETURNING list_name, sort_value, row_id, rows)
  INSERT INTO page_anchors AS kept (list_name, sort_value, row_id, transaction_id, rows)
    SELECT list_name, sort_value, row_id, 0, sum(rows) FROM folded GROUP BY list_name, sort_value, row_id ORDER BY list_name, sort_value, row_id
  ON CONFLICT (list_name, sort_value, row_id, transaction_id) DO UPDATE SET rows = kept.rows + excluded.rows;
  WITH folded AS (DELETE FROM table_writes RETURNING table_name, version)
  INSERT INTO table_versions AS kept (table_name, version, writes)
    SELECT table_name, max(version), count(*) FROM folded GROUP BY table_name ORDER BY table_name
  ON CONFLICT (table_name) DO UPDATE SET version = greatest(kept.version, excluded.version), writes = kept.writes + excluded.writes;
$$;
