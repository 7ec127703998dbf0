DROP INDEX "import_rows_state_idx";--> statement-breakpoint
ALTER TABLE "import_rows" DROP CONSTRAINT "import_rows_import_id_line_pk";--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "import_rows_line_idx" ON "import_rows" USING btree ("import_id","line","id");--> statement-breakpoint
CREATE INDEX "import_rows_state_idx" ON "import_rows" USING btree ("import_id","state","line","id");