CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name_unique" ON "message_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "message_templates_name_folded_trgm_idx" ON "message_templates" USING gin ("name_folded" gin_trgm_ops);