CREATE TABLE "process_followers" (
	"selective_process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_followers_selective_process_id_user_id_pk" PRIMARY KEY("selective_process_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "process_stages" ADD COLUMN "allowed_days" integer;--> statement-breakpoint
ALTER TABLE "process_followers" ADD CONSTRAINT "process_followers_selective_process_id_selective_processes_id_fk" FOREIGN KEY ("selective_process_id") REFERENCES "public"."selective_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_followers" ADD CONSTRAINT "process_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_followers_user_idx" ON "process_followers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "process_stages" ADD CONSTRAINT "process_stages_allowed_days_check" CHECK ("process_stages"."allowed_days" IS NULL OR "process_stages"."allowed_days" BETWEEN 1 AND 365);