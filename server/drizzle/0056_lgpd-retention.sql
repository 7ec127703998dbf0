CREATE TABLE "lgpd_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_enabled" boolean DEFAULT false NOT NULL,
	"inactive_months" integer DEFAULT 24 NOT NULL,
	"closed_process_months" integer DEFAULT 12 NOT NULL,
	"retention_run_at" text DEFAULT '03:00' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing" jsonb,
	"processing_updated_by" uuid,
	"processing_updated_at" timestamp with time zone,
	CONSTRAINT "lgpd_settings_single_row" CHECK ("lgpd_settings"."id" = 1),
	CONSTRAINT "lgpd_settings_months_check" CHECK ("lgpd_settings"."inactive_months" >= 6 AND "lgpd_settings"."closed_process_months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inactive_before" timestamp with time zone NOT NULL,
	"closed_before" timestamp with time zone NOT NULL,
	"professionals" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"professional_cursor" uuid,
	"application_cursor" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "lgpd_settings" ADD CONSTRAINT "lgpd_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgpd_settings" ADD CONSTRAINT "lgpd_settings_processing_updated_by_users_id_fk" FOREIGN KEY ("processing_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;