CREATE TABLE "candidate_password_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"registration_number" text,
	"registration_status" text DEFAULT 'nao_verificado' NOT NULL,
	"registration_checked_at" timestamp with time zone,
	"registration_checked_by" uuid,
	"phone" text,
	"birth_date" date,
	"city" text,
	"uf" text,
	"education_level" text,
	"area" text,
	"headline" text,
	"about" text,
	"linkedin_url" text,
	"video_resume_url" text,
	"consent_at" timestamp with time zone,
	"password_hash" text,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_whatsapp" boolean DEFAULT false NOT NULL,
	"notify_in_app" boolean DEFAULT true NOT NULL,
	"password_reset_sent_at" timestamp with time zone,
	"anonymized_at" timestamp with time zone,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_status_check" CHECK ("candidates"."status" IN ('incomplete', 'active', 'blocked', 'anonymized')),
	CONSTRAINT "candidates_registration_status_check" CHECK ("candidates"."registration_status" IN ('regular', 'irregular', 'nao_verificado'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text,
	"cnpj" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"sector" text,
	"size" text,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city" text,
	"uf" text,
	"contact_name" text,
	"logo_url" text,
	"about" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" IN ('pending', 'active', 'suspended', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "company_values_answers" (
	"company_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_values_answers_company_id_value_id_pk" PRIMARY KEY("company_id","value_id"),
	CONSTRAINT "company_values_answers_score_check" CHECK ("company_values_answers"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "values_test_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cnpj" text,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"logo_url" text,
	"description" text,
	"benefit" text,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_status_check" CHECK ("partners"."status" IN ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "candidate_password_keys" ADD CONSTRAINT "candidate_password_keys_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_registration_checked_by_users_id_fk" FOREIGN KEY ("registration_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_values_answers" ADD CONSTRAINT "company_values_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_values_answers" ADD CONSTRAINT "company_values_answers_value_id_values_test_items_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."values_test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_password_keys_hash_unique" ON "candidate_password_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_cpf_unique" ON "candidates" USING btree ("cpf" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_unique" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_registration_unique" ON "candidates" USING btree ("registration_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "candidates_uf_city_idx" ON "candidates" USING btree ("uf","city");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cnpj_unique" ON "companies" USING btree ("cnpj" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_unique" ON "companies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "companies_status_created_idx" ON "companies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_uf_city_idx" ON "companies" USING btree ("uf","city");--> statement-breakpoint
CREATE UNIQUE INDEX "values_test_items_name_unique" ON "values_test_items" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_cnpj_unique" ON "partners" USING btree ("cnpj" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree (lower("name"));