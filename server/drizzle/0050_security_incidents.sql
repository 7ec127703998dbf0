CREATE TABLE "security_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text COLLATE "pt_br" NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(title))) STORED,
	"description" text NOT NULL,
	"known_on" date NOT NULL,
	"data_affected" text NOT NULL,
	"people_affected" integer,
	"measures" text,
	"notice_due_on" date NOT NULL,
	"notified_at" timestamp with time zone,
	"status" text DEFAULT 'investigating' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_incidents_status_check" CHECK ("security_incidents"."status" IN ('investigating', 'notified', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "security_incidents" ADD CONSTRAINT "security_incidents_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_incidents_known_idx" ON "security_incidents" USING btree ("known_on");--> statement-breakpoint
CREATE INDEX "security_incidents_due_idx" ON "security_incidents" USING btree ("notice_due_on");--> statement-breakpoint
CREATE INDEX "security_incidents_created_idx" ON "security_incidents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_incidents_title_folded_trgm_idx" ON "security_incidents" USING gin ("title_folded" gin_trgm_ops);