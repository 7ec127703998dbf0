CREATE TABLE "company_word_fragments" (
	"key" text NOT NULL,
	"sort_value" text NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "company_word_fragments_key_sort_value_row_id_pk" PRIMARY KEY("key","sort_value","row_id")
);
--> statement-breakpoint
-- As the word pairs (0028, 0031): the key in byte order, so a key's start is a range; the name in the lists' order.
ALTER TABLE "company_word_fragments" ALTER COLUMN "key" TYPE text COLLATE "C", ALTER COLUMN "sort_value" TYPE text COLLATE "pt_br";--> statement-breakpoint
-- Every end of three characters or more of each run of letters and digits of the folded names
-- (decision 039): a key of letters and digits is in a name exactly when it starts one of them.
CREATE OR REPLACE FUNCTION word_fragment_keys(VARIADIC names text[])
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(word, i)
    FROM unnest(names) AS name,
         regexp_split_to_table(name, '[^a-z0-9]+') AS word,
         generate_series(1, length(word) - 2) AS i
$$;--> statement-breakpoint
-- The pairs' triggers keep any table of keys: TG_ARGV[3] names the function that gives a record's
-- keys (the word pairs' when absent).
CREATE OR REPLACE FUNCTION word_pairs_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pairs text := quote_ident(TG_ARGV[0]);
  keys text := coalesce(TG_ARGV[3], 'word_pair_keys');
  of_new text := format('SELECT key, %I AS sort_value, id AS row_id FROM new_rows, %I(%s) AS key', TG_ARGV[1], keys, TG_ARGV[2]);
  of_old text := format('SELECT key, %I AS sort_value, id AS row_id FROM old_rows, %I(%s) AS key', TG_ARGV[1], keys, TG_ARGV[2]);
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
-- Writers wait while the fragments are taken, so no company is missed between them and the triggers.
LOCK TABLE "companies" IN SHARE MODE;--> statement-breakpoint
INSERT INTO company_word_fragments (key, sort_value, row_id)
  SELECT key, legal_name, id FROM companies, word_fragment_keys(legal_name_folded, trade_name_folded) AS key;--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('company_word_fragments', 'legal_name', 'legal_name_folded, trade_name_folded', 'word_fragment_keys');--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('company_word_fragments', 'legal_name', 'legal_name_folded, trade_name_folded', 'word_fragment_keys');--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('company_word_fragments', 'legal_name', 'legal_name_folded, trade_name_folded', 'word_fragment_keys');--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_reset('company_word_fragments');--> statement-breakpoint
ANALYZE "company_word_fragments";
