ALTER TABLE "audit_log" ADD COLUMN "record_label" text;--> statement-breakpoint
CREATE INDEX "audit_log_record_label_unaccent_trgm_idx" ON "audit_log" USING gin (immutable_unaccent("record_label") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_unaccent_trgm_idx" ON "audit_log" USING gin (immutable_unaccent("actor_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "email_log_to_unaccent_trgm_idx" ON "email_log" USING gin (immutable_unaccent("to") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_log_subject_unaccent_trgm_idx" ON "email_log" USING gin (immutable_unaccent("subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_log_template_idx" ON "email_log" USING btree ("template");