CREATE TABLE "process_followers" (
	"selective_process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_followers_selective_process_id_user_id_pk" PRIMARY KEY("selective_process_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stage_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selective_process_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"stage_id" uuid,
	"stage_name" text,
	"template_id" uuid,
	"template_name" text,
	"delay_hours" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_rules_kind_check" CHECK ("stage_rules"."kind" IN ('stage_entered', 'mandatory_unmet', 'hired')),
	CONSTRAINT "stage_rules_delay_check" CHECK ("stage_rules"."delay_hours" BETWEEN 0 AND 720)
);
--> statement-breakpoint
ALTER TABLE "process_stages" ADD COLUMN "allowed_days" integer;--> statement-breakpoint
ALTER TABLE "process_followers" ADD CONSTRAINT "process_followers_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_followers" ADD CONSTRAINT "process_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_rules" ADD CONSTRAINT "stage_rules_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_rules" ADD CONSTRAINT "stage_rules_stage_id_process_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."process_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_rules" ADD CONSTRAINT "stage_rules_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_rules" ADD CONSTRAINT "stage_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_followers_user_idx" ON "process_followers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stage_rules_process_idx" ON "stage_rules" USING btree ("selective_process_id","kind");--> statement-breakpoint
CREATE INDEX "stage_rules_stage_idx" ON "stage_rules" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "stage_rules_template_idx" ON "stage_rules" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "process_stages" ADD CONSTRAINT "process_stages_allowed_days_check" CHECK ("process_stages"."allowed_days" IS NULL OR "process_stages"."allowed_days" BETWEEN 1 AND 365);