CREATE TABLE "interview_interviewers" (
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "interview_interviewers_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scorecards_recommendation_check" CHECK ("interview_scorecards"."recommendation" IN ('avancar', 'talvez', 'nao_avancar'))
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"selective_process_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"address" text,
	"link" text,
	"notes" text,
	"status" text DEFAULT 'agendada' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"attendance" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_kind_check" CHECK ("interviews"."kind" IN ('presencial', 'online')),
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" IN ('agendada', 'cancelada')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" BETWEEN 1 AND 480),
	CONSTRAINT "interviews_attendance_check" CHECK ("interviews"."attendance" IN ('compareceu', 'faltou', 'remarcada'))
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "whatsapp_template" jsonb;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_scorecards_interview_interviewer_unique" ON "interview_scorecards" USING btree ("interview_id","interviewer_id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_process_starts_idx" ON "interviews" USING btree ("selective_process_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_starts_idx" ON "interviews" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at");