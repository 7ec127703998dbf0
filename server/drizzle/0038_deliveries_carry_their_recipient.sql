-- A delivery carries whom and what it goes to (decision 036), copied from its recipient and
-- message, or from its platform mail, as every delivery queued from now on is.
ALTER TABLE "deliveries" ADD COLUMN "to_name" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "subject" text;--> statement-breakpoint
UPDATE "deliveries" d SET "to_name" = r."name",
       "to_address" = CASE WHEN d."channel" = 'whatsapp' THEN r."phone" ELSE r."email" END,
       "subject" = m."subject"
  FROM "message_recipients" r, "messages" m
 WHERE r."id" = d."recipient_id" AND m."id" = d."message_id";--> statement-breakpoint
UPDATE "deliveries" d SET "to_name" = x."to_name", "to_address" = x."to_email", "subject" = x."subject"
  FROM "mails" x WHERE x."id" = d."mail_id";--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "to_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "subject" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "deliveries_email_failures_search_idx" ON "deliveries" USING gin (immutable_unaccent("to_name" || chr(10) || coalesce("to_address", '') || chr(10) || "subject" || chr(10) || coalesce("last_error", '')) gin_trgm_ops) WHERE "deliveries"."channel" = 'email' AND "deliveries"."status" = 'failed';
