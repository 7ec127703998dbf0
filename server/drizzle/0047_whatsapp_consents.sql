CREATE TABLE "whatsapp_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_candidate_idx" ON "whatsapp_consents" USING btree ("candidate_id","given_at");--> statement-breakpoint
CREATE INDEX "whatsapp_consents_active_phone_idx" ON "whatsapp_consents" USING btree ("phone") WHERE "whatsapp_consents"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "candidates_phone_idx" ON "candidates" USING btree ("phone");