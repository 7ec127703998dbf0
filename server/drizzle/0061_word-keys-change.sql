-- The word pairs are gone (migration 0058): their trigger functions, which the companies' word
-- fragments still used under the pairs' name, take the keys' function as a required argument now,
-- with no default naming the dropped `word_pair_keys`.
CREATE OR REPLACE FUNCTION word_keys_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys_table text := quote_ident(TG_ARGV[0]);
  of_new text := format('SELECT key, %I AS sort_value, id AS row_id FROM new_rows, %I(%s) AS key', TG_ARGV[1], TG_ARGV[3], TG_ARGV[2]);
  of_old text := format('SELECT key, %I AS sort_value, id AS row_id FROM old_rows, %I(%s) AS key', TG_ARGV[1], TG_ARGV[3], TG_ARGV[2]);
  gone text := 'DELETE FROM %s AS kept USING (%s) AS gone WHERE (kept.key, kept.sort_value, kept.row_id) = (gone.key, gone.sort_value, gone.row_id)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO %s (key, sort_value, row_id) %s', keys_table, of_new);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(gone, keys_table, of_old);
  ELSE
    EXECUTE format(gone, keys_table, of_old || ' EXCEPT ' || of_new);
    EXECUTE format('INSERT INTO %s (key, sort_value, row_id) %s EXCEPT %s', keys_table, of_new, of_old);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION word_keys_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
EXCEPTION WHEN object_in_use THEN
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "companies_word_fragments_insert" ON "companies";--> statement-breakpoint
DROP TRIGGER "companies_word_fragments_update" ON "companies";--> statement-breakpoint
DROP TRIGGER "companies_word_fragments_delete" ON "companies";--> statement-breakpoint
DROP TRIGGER "companies_word_fragments_truncate" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION word_keys_change('company_word_fragments', 'legal_name', 'legal_name_folded, trade_name_folded', 'word_fragment_keys');--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION word_keys_change('company_word_fragments', 'legal_name', 'legal_name_folded, trade_name_folded', 'word_fragment_keys');--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION word_keys_change('company_word_fragments', 'legal_name', 'legal_name_folded, trade_name_folded', 'word_fragment_keys');--> statement-breakpoint
CREATE TRIGGER "companies_word_fragments_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION word_keys_reset('company_word_fragments');--> statement-breakpoint
DROP FUNCTION word_pairs_change();--> statement-breakpoint
DROP FUNCTION word_pairs_reset();
