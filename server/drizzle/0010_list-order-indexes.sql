CREATE INDEX "candidates_name_id_idx" ON "candidates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_legal_name_id_idx" ON "companies" USING btree ("legal_name","id");