CREATE TABLE "interview_slot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"selective_process_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"slots" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"address" text,
	"link" text,
	"notes" text,
	"interviewer_ids" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"interview_id" uuid,
	"request_message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slot_offers_status_check" CHECK ("interview_slot_offers"."status" IN ('pendente', 'escolhida', 'outro_horario')),
	CONSTRAINT "interview_slot_offers_kind_check" CHECK ("interview_slot_offers"."kind" IN ('presencial', 'online'))
);
--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slot_offers_token_idx" ON "interview_slot_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "interview_slot_offers_application_idx" ON "interview_slot_offers" USING btree ("application_id");