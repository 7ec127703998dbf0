CREATE TABLE "company_word_pairs" (
	"key" text NOT NULL,
	"sort_value" text NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "company_word_pairs_key_sort_value_row_id_pk" PRIMARY KEY("key","sort_value","row_id")
);
--> statement-breakpoint
-- As the professionals' (0028, decision 032): the key in byte order, the name in the lists' order.
ALTER TABLE "company_word_pairs" ALTER COLUMN "key" TYPE text COLLATE "C", ALTER COLUMN "sort_value" TYPE text COLLATE "pt_br";--> statement-breakpoint
-- Writers wait while the pairs are taken, so no company is missed between them and the triggers.
LOCK TABLE "companies" IN SHARE MODE;--> statement-breakpoint
INSERT INTO company_word_pairs (key, sort_value, row_id)
  SELECT key, legal_name, id FROM companies, word_pair_keys(legal_name_folded, trade_name_folded) AS key;--> statement-breakpoint
CREATE TRIGGER "companies_word_pairs_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('company_word_pairs', 'legal_name', 'legal_name_folded, trade_name_folded');--> statement-breakpoint
CREATE TRIGGER "companies_word_pairs_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('company_word_pairs', 'legal_name', 'legal_name_folded, trade_name_folded');--> statement-breakpoint
CREATE TRIGGER "companies_word_pairs_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_change('company_word_pairs', 'legal_name', 'legal_name_folded, trade_name_folded');--> statement-breakpoint
CREATE TRIGGER "companies_word_pairs_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION word_pairs_reset('company_word_pairs');--> statement-breakpoint
ANALYZE "company_word_pairs";
