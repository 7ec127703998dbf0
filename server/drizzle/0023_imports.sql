CREATE TABLE "import_mappings" (
	"resource" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"values" jsonb,
	"issues" jsonb NOT NULL,
	"state" text NOT NULL,
	"has_warning" boolean DEFAULT false NOT NULL,
	"document_key" text,
	"email_key" text,
	"match_id" uuid,
	"outcome" text,
	"outcome_message" text,
	"record_id" uuid,
	"before" jsonb,
	"record_updated_at" timestamp with time zone,
	"undo_outcome" text,
	"undo_message" text,
	CONSTRAINT "import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"status" text DEFAULT 'mapping' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"encoding" text,
	"delimiter" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"on_match" text,
	"valid_only" boolean DEFAULT false NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"match_rows" integer DEFAULT 0 NOT NULL,
	"warning_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 1 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"restored" integer DEFAULT 0 NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_by_email" text,
	"ip" text,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" IN ('mapping', 'validating', 'ready', 'importing', 'done', 'undoing', 'undone', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_document_idx" ON "import_rows" USING btree ("import_id","document_key");--> statement-breakpoint
CREATE INDEX "import_rows_email_idx" ON "import_rows" USING btree ("import_id","email_key");--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "imports_running_idx" ON "imports" USING btree ("status") WHERE "imports"."status" IN ('validating', 'importing', 'undoing');