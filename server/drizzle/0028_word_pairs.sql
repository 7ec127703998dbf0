CREATE TABLE "candidate_word_pairs" (
	"key" text NOT NULL,
	"sort_value" text NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "candidate_word_pairs_key_sort_value_row_id_pk" PRIMARY KEY("key","sort_value","row_id")
);
--> statement-breakpoint
-- A key's start is a range of the pairs (decision 032): byte order, whatever the database's own
-- collation; the names sort as the lists do (decision 024).
ALTER TABLE "candidate_word_pairs" ALTER COLUMN "key" TYPE text COLLATE "C", ALTER COLUMN "sort_value" TYPE text COLLATE "pt_br";--> statement-breakpoint
-- Each pair of adjacent words of folded names, parted by single spaces as a search's key is
-- (lib/listing.ts nameFound: a key of several words at the start of one of a name's words).
CREATE OR REPLACE FUNCTION word_pair_keys(VARIADIC names text[])
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT parted.words[i] || ' ' || parted.words[i + 1]
    FROM unnest(names) AS name,
         LATERAL (SELECT string_to_array(name, ' ') AS words) AS parted,
         generate_series(1, cardinality(parted.words) - 1) AS i
$$;--> statement-breakpoint
-- A statement's records' pairs, for the triggers of any table: TG_ARGV holds the pairs' table, the
-- column they sort by and the folded columns they come from. An update removes and adds only the
-- pairs that changed (a renamed record's all move to the new name; any other change touches none).
CREATE OR REPLACE FUNCTION word_pairs_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pairs text := quote_ident(TG_ARGV[0]);
  of_new text := format('SELECT key, %I AS sort_value, id AS row_id FROM new_rows, word_pair_keys(%s) AS key', TG_ARGV[1], TG_ARGV[2]);
  of_old text := format('SELECT key, %I AS sort_value, id AS row_id FROM old_rows, word_pair_keys(%s) AS key', TG_ARGV[1], TG_ARGV[2]);
  gone text := 'DELETE FROM %s AS pairs USING (%s) AS gone WHERE (pairs.key, pairs.sort_value, pairs.row_id) = (gone.key, gone.sort_value, gone.row_id)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO %s (key, sort_value, row_id) %s', pairs, of_new);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(gone, pairs, of_old);
  ELSE
    EXECUTE format(gone, pairs, of_old || ' EXCEPT ' || of_new);
    EXECUTE format('INSERT INTO %s (key, sort_value, row_id) %s EXCEPT %s', pairs, of_new, of_old);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As the word starts' (0016): a TRUNCATE naming both tables has emptied the pairs already.
CREATE OR REPLACE FUNCTION word_pairs_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
EXCEPTION WHEN object_in_use THEN
  RETURN NULL;
END $$;--> statement-breakpoint
-- Writers wait while the pairs are taken, so no professional is missed between them and the triggers.
LOCK TABLE "candidates" IN SHARE MODE;--> statement-breakpoint
INSERT INTO candidate_word_pairs (key, sort_value, row_id)
  SELECT key, name, id FROM candidates, word_pair_keys(name_folded) AS key;--> statement-breakpoint
CREATE TRIGGER "candidates_word_pairs_insert" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('candidate_word_pairs', 'name', 'name_folded');--> statement-breakpoint
CREATE TRIGGER "candidates_word_pairs_update" AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('candidate_word_pairs', 'name', 'name_folded');--> statement-breakpoint
CREATE TRIGGER "candidates_word_pairs_delete" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('candidate_word_pairs', 'name', 'name_folded');--> statement-breakpoint
CREATE TRIGGER "candidates_word_pairs_truncate" AFTER TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_reset('candidate_word_pairs');--> statement-breakpoint
ANALYZE "candidate_word_pairs";--> statement-breakpoint
