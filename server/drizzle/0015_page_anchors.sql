CREATE TABLE "page_anchors" (
	"list_name" text NOT NULL,
	"sort_value" text NOT NULL,
	"row_id" uuid NOT NULL,
	"rows" bigint NOT NULL,
	CONSTRAINT "page_anchors_list_name_sort_value_row_id_pk" PRIMARY KEY("list_name","sort_value","row_id")
);
--> statement-breakpoint
-- Anchors of a list's order for pages asked by number (decision 015). Each anchor holds how many rows
-- sort from it up to the next one: page N seeks to the last anchor before its first row and walks on
-- from there, at most a bucket's rows, where an OFFSET walked every row before the page.
-- The first anchor ('', the nil uuid) sorts before every row, so every row has one.
CREATE OR REPLACE FUNCTION rebuild_page_anchors(list text, source regclass, sort_column text, spacing int DEFAULT 1000)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Writers wait while the rows are numbered, so no row is missed between the count and the triggers;
  -- readers do not. SHARE ROW EXCLUSIVE, not SHARE: two instances' rebuilds take turns instead of both
  -- deleting the anchors and the second failing on the first one's.
  EXECUTE format('LOCK TABLE %s IN SHARE ROW EXCLUSIVE MODE', source);
  DELETE FROM page_anchors WHERE list_name = list;
  EXECUTE format(
    'INSERT INTO page_anchors (list_name, sort_value, row_id, rows)
       SELECT %1$L, sort_value, row_id, coalesce(lead(position) OVER (ORDER BY position), total) - position
         FROM (SELECT '''' AS sort_value, ''00000000-0000-0000-0000-000000000000''::uuid AS row_id, 0::bigint AS position
               UNION ALL
               SELECT %2$I, id, position
                 FROM (SELECT %2$I, id, row_number() OVER (ORDER BY %2$I, id) - 1 AS position FROM %3$s) AS numbered
                WHERE position > 0 AND position %% %4$s = 0) AS anchors,
              (SELECT count(*) AS total FROM %3$s) AS counted',
    list, sort_column, source, spacing);
END $$;--> statement-breakpoint
-- A statement's rows counted onto the anchors they sort after: one upsert per anchor, in key order,
-- so concurrent statements take the anchors' row locks in the same order (as group_counts_change).
-- The order holds per statement: two transactions that each rename professionals in several
-- statements may deadlock, and PostgreSQL then aborts one (no code path writes them so).
-- TG_ARGV: the list's name and its sort column.
CREATE OR REPLACE FUNCTION page_anchors_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO page_anchors (list_name, sort_value, row_id, rows)
       SELECT %1$L, anchor.sort_value, anchor.row_id, sum(changed.delta)
         FROM (%2$s) AS changed
         CROSS JOIN LATERAL (
           SELECT sort_value, row_id FROM page_anchors
            WHERE list_name = %1$L AND (sort_value, row_id) <= (changed.sort_value, changed.id)
            ORDER BY sort_value DESC, row_id DESC LIMIT 1) AS anchor
        GROUP BY anchor.sort_value, anchor.row_id HAVING sum(changed.delta) <> 0
        ORDER BY anchor.sort_value, anchor.row_id
     ON CONFLICT (list_name, sort_value, row_id) DO UPDATE SET rows = page_anchors.rows + excluded.rows',
    TG_ARGV[0],
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %I AS sort_value, id, 1 AS delta FROM new_rows', TG_ARGV[1])
      WHEN 'DELETE' THEN format('SELECT %I AS sort_value, id, -1 AS delta FROM old_rows', TG_ARGV[1])
      ELSE format('SELECT %1$I AS sort_value, id, 1 AS delta FROM new_rows UNION ALL SELECT %1$I, id, -1 FROM old_rows', TG_ARGV[1])
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_anchors_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM page_anchors WHERE list_name = TG_ARGV[0];
  INSERT INTO page_anchors (list_name, sort_value, row_id, rows)
    VALUES (TG_ARGV[0], '', '00000000-0000-0000-0000-000000000000', 0);
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT rebuild_page_anchors('candidates:name', 'candidates', 'name');--> statement-breakpoint
CREATE TRIGGER "candidates_page_anchors_insert" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_anchors_change('candidates:name', 'name');--> statement-breakpoint
CREATE TRIGGER "candidates_page_anchors_update" AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_anchors_change('candidates:name', 'name');--> statement-breakpoint
CREATE TRIGGER "candidates_page_anchors_delete" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_anchors_change('candidates:name', 'name');--> statement-breakpoint
CREATE TRIGGER "candidates_page_anchors_truncate" AFTER TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION page_anchors_reset('candidates:name');
