CREATE TABLE "candidate_word_starts" (
	"key" text NOT NULL,
	"sort_value" text NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "candidate_word_starts_key_sort_value_row_id_pk" PRIMARY KEY("key","sort_value","row_id")
);
--> statement-breakpoint
-- The keys of one or two letters or digits that find a professional (decision 017), exactly as the
-- search matches them (lib/listing.ts nameFound and textFound, candidates.service SEARCH): the start
-- of a word of the folded name or of the lower-case email, of the registration number when it is
-- capitals or digits (its LIKE is case-sensitive), and the CPF's first two digits (a key of two
-- digits may start a CPF; one digit does not).
CREATE OR REPLACE FUNCTION candidate_word_start_keys(name_folded text, email text, registration_number text, cpf text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT key FROM (
    SELECT left(word, size) AS key
      FROM unnest(string_to_array(name_folded, ' ') || string_to_array(lower(email), ' ')) AS word,
           (VALUES (1), (2)) AS sizes (size)
    UNION ALL
    SELECT lower(left(registration_number, size)) FROM (VALUES (1), (2)) AS sizes (size)
     WHERE left(registration_number, size) ~ '^[A-Z0-9]+$'
    UNION ALL
    SELECT left(cpf, 2) WHERE cpf ~ '^[0-9]{2}'
  ) AS keys
  WHERE key ~ '^[a-z0-9]{1,2}$'
$$;--> statement-breakpoint
-- A statement's professionals' keys, in their order by name. An update removes and adds only the
-- keys that changed (a renamed professional's all move to the new name; a status change touches none).
CREATE OR REPLACE FUNCTION candidate_word_starts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidate_word_starts (key, sort_value, row_id)
      SELECT key, name, id FROM new_rows, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM candidate_word_starts AS starts
     USING (SELECT key, name, id FROM old_rows, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key) AS gone
     WHERE (starts.key, starts.sort_value, starts.row_id) = (gone.key, gone.name, gone.id);
  ELSE
    DELETE FROM candidate_word_starts AS starts
     USING (SELECT key, name, id FROM old_rows, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key
            EXCEPT SELECT key, name, id FROM new_rows, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key) AS gone
     WHERE (starts.key, starts.sort_value, starts.row_id) = (gone.key, gone.name, gone.id);
    INSERT INTO candidate_word_starts (key, sort_value, row_id)
      SELECT key, name, id FROM new_rows, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key
      EXCEPT SELECT key, name, id FROM old_rows, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A TRUNCATE that names both tables (a restore's) has emptied the word starts already, and truncating
-- them again inside it fails ("being used by active queries").
CREATE OR REPLACE FUNCTION candidate_word_starts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE candidate_word_starts;
  RETURN NULL;
EXCEPTION WHEN object_in_use THEN
  RETURN NULL;
END $$;--> statement-breakpoint
-- How many professionals each key finds, kept per key in group_counts (0013) as the rows change.
CREATE TRIGGER "candidate_word_starts_count_insert" AFTER INSERT ON "candidate_word_starts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('key');--> statement-breakpoint
CREATE TRIGGER "candidate_word_starts_count_delete" AFTER DELETE ON "candidate_word_starts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION group_counts_change('key');--> statement-breakpoint
CREATE TRIGGER "candidate_word_starts_count_truncate" AFTER TRUNCATE ON "candidate_word_starts" FOR EACH STATEMENT EXECUTE FUNCTION group_counts_reset();--> statement-breakpoint
-- 0013's retake, with the keys' counts.
CREATE OR REPLACE FUNCTION retake_kept_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM row_counts;
  INSERT INTO row_counts (table_name, count)
    SELECT 'candidates', count(*) FROM candidates UNION ALL SELECT 'companies', count(*) FROM companies
    UNION ALL SELECT 'email_log', count(*) FROM email_log UNION ALL SELECT 'whatsapp_log', count(*) FROM whatsapp_log
    UNION ALL SELECT 'catho_log', count(*) FROM catho_log UNION ALL SELECT 'kanban_log', count(*) FROM kanban_log;
  DELETE FROM group_counts;
  INSERT INTO group_counts (table_name, group_key, count)
    SELECT 'deliveries', channel || ':' || status, count(*) FROM deliveries GROUP BY 2
    UNION ALL SELECT 'delivery_attempts', channel, count(*) FROM delivery_attempts GROUP BY 2
    UNION ALL SELECT 'candidate_word_starts', key, count(*) FROM candidate_word_starts GROUP BY 2;
$$;--> statement-breakpoint
-- Writers wait while the keys are taken, so no professional is missed between them and the triggers.
LOCK TABLE "candidates" IN SHARE MODE;--> statement-breakpoint
INSERT INTO candidate_word_starts (key, sort_value, row_id)
  SELECT key, name, id FROM candidates, candidate_word_start_keys(name_folded, email, registration_number, cpf) AS key;--> statement-breakpoint
CREATE TRIGGER "candidates_word_starts_insert" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_word_starts_change();--> statement-breakpoint
CREATE TRIGGER "candidates_word_starts_update" AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_word_starts_change();--> statement-breakpoint
CREATE TRIGGER "candidates_word_starts_delete" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_word_starts_change();--> statement-breakpoint
CREATE TRIGGER "candidates_word_starts_truncate" AFTER TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION candidate_word_starts_reset();--> statement-breakpoint
-- The planner's statistics of the new table now, not at autovacuum's next pass.
ANALYZE "candidate_word_starts";
