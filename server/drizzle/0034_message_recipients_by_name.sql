DROP INDEX "message_recipients_message_idx";--> statement-breakpoint
CREATE INDEX "message_recipients_message_name_idx" ON "message_recipients" USING btree ("message_id","name","id");