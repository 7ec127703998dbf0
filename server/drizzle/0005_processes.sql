CREATE TABLE "assessment_weights" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"requirements" integer NOT NULL,
	"questions" integer NOT NULL,
	"custom_test" integer NOT NULL,
	"values_test" integer NOT NULL,
	"competency_test" integer NOT NULL,
	"video_interview" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_weights_single_row" CHECK ("assessment_weights"."id" = 1),
	CONSTRAINT "assessment_weights_sum_check" CHECK ("assessment_weights"."requirements" + "assessment_weights"."questions" + "assessment_weights"."custom_test" + "assessment_weights"."values_test" + "assessment_weights"."competency_test" + "assessment_weights"."video_interview" = 100
        AND LEAST("assessment_weights"."requirements", "assessment_weights"."questions", "assessment_weights"."custom_test", "assessment_weights"."values_test", "assessment_weights"."competency_test", "assessment_weights"."video_interview") >= 0)
);
--> statement-breakpoint
CREATE TABLE "catho_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selective_process_id" uuid,
	"posting_id" uuid,
	"operation" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"request_excerpt" text,
	"response_excerpt" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"actor_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catho_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selective_process_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"external_id" text,
	"external_url" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catho_postings_state_check" CHECK ("catho_postings"."state" IN ('draft', 'sent', 'live', 'removed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "process_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selective_process_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selective_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"area" text NOT NULL,
	"seniority" text NOT NULL,
	"contract_type" text NOT NULL,
	"work_mode" text NOT NULL,
	"city" text,
	"uf" text,
	"salary_min_cents" integer,
	"salary_max_cents" integer,
	"vacancies" integer DEFAULT 1 NOT NULL,
	"max_candidates" integer,
	"starts_at" date,
	"ends_at" date,
	"confidential" boolean DEFAULT false NOT NULL,
	"publish_to_catho" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"question_sheet_id" uuid,
	"use_values_test" boolean DEFAULT true NOT NULL,
	"use_competency_test" boolean DEFAULT true NOT NULL,
	"interview_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selective_processes_status_check" CHECK ("selective_processes"."status" IN ('draft', 'open', 'in_progress', 'closed', 'cancelled')),
	CONSTRAINT "selective_processes_salary_check" CHECK ("selective_processes"."salary_max_cents" IS NULL OR "selective_processes"."salary_min_cents" IS NULL OR "selective_processes"."salary_max_cents" >= "selective_processes"."salary_min_cents")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"selective_process_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"override_reason" text,
	"enrolled_by" uuid,
	"requirements_answers" jsonb,
	"questions_answers" jsonb,
	"custom_test_answers" jsonb,
	"values_answers" jsonb,
	"missing_mandatory" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirements_score" double precision,
	"questions_score" double precision,
	"custom_test_score" double precision,
	"values_score" double precision,
	"video_interview_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" IN ('active', 'rejected', 'withdrawn', 'hired'))
);
--> statement-breakpoint
CREATE TABLE "candidate_competency" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"overall_score" double precision,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"selective_process_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"from_stage_id" uuid,
	"to_stage_id" uuid,
	"from_stage_name" text NOT NULL,
	"to_stage_name" text NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kanban_log_action_check" CHECK ("kanban_log"."action" IN ('move', 'undo'))
);
--> statement-breakpoint
CREATE TABLE "video_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"file_key" text,
	"content_type" text,
	"size_bytes" integer,
	"uploaded_at" timestamp with time zone,
	"score" smallint,
	"comment" text,
	"scored_by" uuid,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_answers_score_check" CHECK ("video_answers"."score" IS NULL OR "video_answers"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "assessment_weights" ADD CONSTRAINT "assessment_weights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catho_log" ADD CONSTRAINT "catho_log_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catho_log" ADD CONSTRAINT "catho_log_posting_id_catho_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."catho_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catho_log" ADD CONSTRAINT "catho_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catho_postings" ADD CONSTRAINT "catho_postings_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_stages" ADD CONSTRAINT "process_stages_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sheets" ADD CONSTRAINT "question_sheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selective_processes" ADD CONSTRAINT "selective_processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selective_processes" ADD CONSTRAINT "selective_processes_question_sheet_id_question_sheets_id_fk" FOREIGN KEY ("question_sheet_id") REFERENCES "public"."question_sheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selective_processes" ADD CONSTRAINT "selective_processes_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selective_processes" ADD CONSTRAINT "selective_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_process_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."process_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_competency" ADD CONSTRAINT "candidate_competency_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD CONSTRAINT "kanban_log_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD CONSTRAINT "kanban_log_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD CONSTRAINT "kanban_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD CONSTRAINT "kanban_log_from_stage_id_process_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."process_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_log" ADD CONSTRAINT "kanban_log_to_stage_id_process_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."process_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_answers" ADD CONSTRAINT "video_answers_scored_by_users_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catho_log_created_idx" ON "catho_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catho_log_process_idx" ON "catho_log" USING btree ("selective_process_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catho_postings_process_unique" ON "catho_postings" USING btree ("selective_process_id");--> statement-breakpoint
CREATE INDEX "process_stages_process_idx" ON "process_stages" USING btree ("selective_process_id","position");--> statement-breakpoint
CREATE INDEX "question_sheets_company_idx" ON "question_sheets" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "selective_processes_company_status_idx" ON "selective_processes" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "selective_processes_status_created_idx" ON "selective_processes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "selective_processes_created_idx" ON "selective_processes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "selective_processes_area_idx" ON "selective_processes" USING btree ("area");--> statement-breakpoint
CREATE INDEX "selective_processes_uf_idx" ON "selective_processes" USING btree ("uf");--> statement-breakpoint
CREATE INDEX "selective_processes_dates_idx" ON "selective_processes" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "selective_processes_sheet_idx" ON "selective_processes" USING btree ("question_sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_process_candidate_unique" ON "applications" USING btree ("selective_process_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_process_stage_idx" ON "applications" USING btree ("selective_process_id","stage_id","status");--> statement-breakpoint
CREATE INDEX "applications_process_status_created_idx" ON "applications" USING btree ("selective_process_id","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "kanban_log_created_idx" ON "kanban_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "kanban_log_process_created_idx" ON "kanban_log" USING btree ("selective_process_id","created_at");--> statement-breakpoint
CREATE INDEX "kanban_log_application_idx" ON "kanban_log" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_answers_application_question_unique" ON "video_answers" USING btree ("application_id","question_id");