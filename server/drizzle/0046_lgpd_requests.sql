CREATE TABLE "lgpd_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"candidate_name" text COLLATE "pt_br" NOT NULL,
	"candidate_name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(candidate_name))) STORED,
	"channel" text NOT NULL,
	"right" text NOT NULL,
	"identity_check" text NOT NULL,
	"details" text,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"executed_at" timestamp with time zone,
	"companies_notified" integer,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lgpd_requests_status_check" CHECK ("lgpd_requests"."status" IN ('received', 'in_review', 'answered', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lgpd_requests_due_idx" ON "lgpd_requests" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "lgpd_requests_candidate_idx" ON "lgpd_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "lgpd_requests_created_idx" ON "lgpd_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lgpd_requests_name_folded_trgm_idx" ON "lgpd_requests" USING gin ("candidate_name_folded" gin_trgm_ops);